import "server-only";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { isUuid } from "@/platform/http/query-params";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { attemptDelivery, deliveryPayload, type AttemptOutcome } from "./deliver";
import { getWebhookOrThrow } from "./queries";
import { TEST_EVENT_TYPE } from "./test-event";

/** What the admin sees after pressing a button: the attempt as the delivery log shows it. */
export interface ManualAttempt {
  deliveryId: string;
  attempt: number;
  statusCode: number | null;
  success: boolean;
  latencyMs: number;
  response: string;
}

const shown = (deliveryId: string, outcome: AttemptOutcome): ManualAttempt => ({
  deliveryId,
  attempt: outcome.attempt,
  statusCode: outcome.statusCode,
  success: outcome.success,
  latencyMs: outcome.latencyMs,
  response: outcome.response,
});

/**
 * "Send test event": a webhook.test event with a sample lead, sent now (one attempt, while
 * the admin waits, also to a paused endpoint) and kept in the delivery log.
 */
export async function sendTestEvent(actor: AuditActor, endpointId: string): Promise<ManualAttempt> {
  const endpoint = await getWebhookOrThrow(endpointId);
  const delivery = await db.webhookDelivery.create({
    data: { endpointId, eventType: TEST_EVENT_TYPE },
  });
  const payload = await deliveryPayload({ ...delivery, event: null });
  const outcome = await attemptDelivery(delivery, endpoint, payload!);
  if (!outcome.success) {
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "failed" } });
  }
  await audit(actor, "webhook.test", "webhook", endpointId, {
    url: endpoint.url,
    statusCode: outcome.statusCode,
  });
  return shown(delivery.id, outcome);
}

const deliveryNotFound = () => new AppError("not_found", "Delivery not found.");

/**
 * "Redeliver": the delivery's event (the lead as it stands now, same event id) sent again now,
 * one attempt. A success marks the delivery succeeded; a failure leaves its retries as they were.
 */
export async function redeliver(
  actor: AuditActor,
  endpointId: string,
  deliveryId: string,
): Promise<ManualAttempt> {
  const endpoint = await getWebhookOrThrow(endpointId);
  const delivery = isUuid(deliveryId)
    ? await db.webhookDelivery.findFirst({
        where: { id: deliveryId, endpointId },
        include: { event: true },
      })
    : null;
  if (!delivery) throw deliveryNotFound();
  const payload = await deliveryPayload(delivery);
  if (!payload) throw new AppError("conflict", "The lead of this event no longer exists.");
  const outcome = await attemptDelivery(delivery, endpoint, payload);
  await audit(actor, "webhook.redeliver", "webhook", endpointId, {
    url: endpoint.url,
    deliveryId,
    eventId: delivery.eventId,
    statusCode: outcome.statusCode,
  });
  return shown(delivery.id, outcome);
}
