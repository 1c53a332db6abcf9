import "server-only";
import { isUuid } from "@/platform/http/query-params";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import type { WebhookEndpoint } from "@/platform/db/generated/prisma/client";
import type { AdminDeliveryAttempt, AdminWebhook } from "./schemas";

export const webhookNotFound = () => new AppError("not_found", "Webhook endpoint not found.");

/** The admin view of an endpoint: everything but its secrets. */
export function toAdminWebhook(endpoint: WebhookEndpoint): AdminWebhook {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    status: endpoint.status,
    pausedReason: endpoint.pausedReason,
    previousSecretExpiresAt:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
        ? endpoint.previousSecretExpiresAt.toISOString()
        : null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

export async function listWebhooks(): Promise<AdminWebhook[]> {
  const endpoints = await db.webhookEndpoint.findMany({ orderBy: { createdAt: "asc" } });
  return endpoints.map(toAdminWebhook);
}

export async function getWebhookOrThrow(id: string): Promise<WebhookEndpoint> {
  const endpoint = isUuid(id) ? await db.webhookEndpoint.findUnique({ where: { id } }) : null;
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

/** The endpoint's delivery log: its latest attempts, newest first. */
export async function listDeliveryAttempts(
  endpointId: string,
  limit: number,
): Promise<AdminDeliveryAttempt[]> {
  await getWebhookOrThrow(endpointId);
  const attempts = await db.webhookAttempt.findMany({
    where: { delivery: { endpointId } },
    orderBy: [{ createdAt: "desc" }, { attempt: "desc" }],
    take: limit,
    include: { delivery: { select: { eventId: true, eventType: true, status: true } } },
  });
  return attempts.map((a) => ({
    id: a.id,
    deliveryId: a.deliveryId,
    eventId: a.delivery.eventId,
    eventType: a.delivery.eventType,
    deliveryStatus: a.delivery.status,
    attempt: a.attempt,
    statusCode: a.statusCode,
    success: a.success,
    latencyMs: a.latencyMs,
    response: a.response,
    createdAt: a.createdAt.toISOString(),
  }));
}
