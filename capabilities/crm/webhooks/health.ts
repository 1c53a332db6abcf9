import "server-only";
import { db } from "@/platform/db";
import { sendEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import type { WebhookEndpoint } from "@/platform/db/generated/prisma/client";

/** An endpoint whose every attempt failed for this long is paused and the admins are told. */
export const PAUSE_AFTER_FAILING_MS = 24 * 3600 * 1000;

/** The audit log's actor for what the delivery machinery does by itself. */
export const WEBHOOK_ACTOR = { id: null, email: "webhook-delivery" } as const;

/**
 * After each attempt: a success clears the endpoint's failing streak; a failure starts one,
 * or, when it has lasted PAUSE_AFTER_FAILING_MS, pauses the endpoint (once: the update is
 * conditional) and e-mails every admin.
 */
export async function recordEndpointHealth(
  endpoint: Pick<WebhookEndpoint, "id" | "url">,
  success: boolean,
  now = new Date(),
): Promise<void> {
  if (success) {
    await db.webhookEndpoint.updateMany({
      where: { id: endpoint.id, failingSince: { not: null } },
      data: { failingSince: null },
    });
    return;
  }
  await db.webhookEndpoint.updateMany({
    where: { id: endpoint.id, failingSince: null },
    data: { failingSince: now },
  });
  const paused = await db.webhookEndpoint.updateMany({
    where: {
      id: endpoint.id,
      status: "active",
      failingSince: { lte: new Date(now.getTime() - PAUSE_AFTER_FAILING_MS) },
    },
    data: { status: "paused", pausedReason: "failing" },
  });
  if (paused.count === 0) return;
  await db.auditLog.create({
    data: {
      actorId: WEBHOOK_ACTOR.id,
      actorEmail: WEBHOOK_ACTOR.email,
      action: "webhook.paused",
      targetType: "webhook",
      targetId: endpoint.id,
      details: { url: endpoint.url, reason: "Every delivery failed for 24 hours." },
    },
  });
  const admins = await db.user.findMany({ where: { role: "admin" }, select: { email: true } });
  for (const { email } of admins) {
    await sendEmail(
      email,
      "webhook-paused",
      { url: endpoint.url, adminUrl: `${env.APP_URL}/admin` },
      { dedupeKey: `webhook-paused:${endpoint.id}:${now.toISOString()}:${email}` },
    );
  }
}
