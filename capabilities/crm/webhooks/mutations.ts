import "server-only";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { isUuid } from "@/platform/http/query-params";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { getWebhookOrThrow, toAdminWebhook, webhookNotFound } from "./queries";
import type { AdminWebhook, CreateWebhookInput, UpdateWebhookInput } from "./schemas";
import { PREVIOUS_SECRET_HOURS, generateSigningSecret, sealSigningSecret } from "./secret";
import { resolveWebhookTarget, TargetRefused } from "./target";

/** The URL as the delivery will check it: a refused one is a 400 on its field. */
async function checkUrl(url: string): Promise<void> {
  try {
    await resolveWebhookTarget(url);
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    throw new AppError("validation_failed", error.message, { fields: { url: error.message } });
  }
}

/** A new endpoint, active, with a new secret: the only answer that ever holds the secret. */
export async function createWebhook(
  actor: AuditActor,
  input: CreateWebhookInput,
): Promise<{ webhook: AdminWebhook; secret: string }> {
  await checkUrl(input.url);
  const secret = generateSigningSecret();
  return db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: { ...input, secretSealed: sealSigningSecret(secret) },
    });
    await audit(
      actor,
      "webhook.create",
      "webhook",
      created.id,
      { url: created.url, events: created.events },
      tx,
    );
    return { webhook: toAdminWebhook(created), secret };
  });
}

/**
 * Changes an endpoint: URL, events, description, status (pause or resume, which clears the
 * failing streak), or a new secret (`rotateSecret`): the old one stays valid for 24 h.
 */
export async function updateWebhook(
  actor: AuditActor,
  id: string,
  input: UpdateWebhookInput,
): Promise<{ webhook: AdminWebhook; secret?: string }> {
  const before = await getWebhookOrThrow(id);
  if (input.url !== undefined && input.url !== before.url) await checkUrl(input.url);
  const { rotateSecret, status, ...fields } = input;
  const secret = rotateSecret ? generateSigningSecret() : undefined;
  return db.$transaction(async (tx) => {
    const updated = await tx.webhookEndpoint.update({
      where: { id },
      data: {
        ...fields,
        ...(status === "paused" ? { status, pausedReason: "admin" } : {}),
        ...(status === "active" ? { status, pausedReason: null, failingSince: null } : {}),
        ...(secret
          ? {
              secretSealed: sealSigningSecret(secret),
              previousSecretSealed: before.secretSealed,
              previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3600_000),
            }
          : {}),
      },
    });
    const changed = Object.keys(fields).filter(
      (key) =>
        JSON.stringify(before[key as keyof typeof fields]) !==
        JSON.stringify(updated[key as keyof typeof fields]),
    );
    if (changed.length || (status && status !== before.status)) {
      await audit(
        actor,
        "webhook.update",
        "webhook",
        id,
        {
          url: updated.url,
          changed: [...changed, ...(status && status !== before.status ? ["status"] : [])],
          before: { url: before.url, events: before.events, status: before.status },
          after: { url: updated.url, events: updated.events, status: updated.status },
        },
        tx,
      );
    }
    if (secret)
      await audit(actor, "webhook.rotate_secret", "webhook", id, { url: updated.url }, tx);
    return { webhook: toAdminWebhook(updated), ...(secret ? { secret } : {}) };
  });
}

/** Deletes an endpoint with its delivery log; its pending deliveries stop. */
export async function deleteWebhook(actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw webhookNotFound();
  await db.$transaction(async (tx) => {
    const [deleted] = await tx.$queryRaw<{ url: string }[]>`
      DELETE FROM webhook_endpoints WHERE id = ${id}::uuid RETURNING url`;
    if (!deleted) throw webhookNotFound();
    await audit(actor, "webhook.delete", "webhook", id, { url: deleted.url }, tx);
  });
}
