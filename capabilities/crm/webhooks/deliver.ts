import "server-only";
import { db } from "@/platform/db";
import type { LeadEvent } from "@/capabilities/leads";
import { buildLeadEvent } from "@/capabilities/leads/server";
import { env } from "@/platform/env";
import type {
  Prisma,
  WebhookDelivery,
  WebhookEndpoint,
} from "@/platform/db/generated/prisma/client";
import { RetryJobLater, type Job } from "@/platform/jobs/queue";
import type { AbandonedJob } from "@/platform/jobs/registry";
import { retryDelaySeconds } from "./backoff";
import { recordEndpointHealth } from "./health";
import { signingSecrets } from "./secret";
import { postSigned, type SendResult } from "./send";
import { webhookHeaders } from "./signature";
import { resolveWebhookTarget, TargetRefused } from "./target";
import { testEventPayload } from "./test-event";

export interface AttemptOutcome extends SendResult {
  success: boolean;
  attempt: number;
}

/** The body of a delivery: its lead event as the lead stands now, or the sample of a test. */
export async function deliveryPayload(
  delivery: WebhookDelivery & { event: Parameters<typeof buildLeadEvent>[0] | null },
): Promise<LeadEvent | ReturnType<typeof testEventPayload> | null> {
  if (delivery.event) return buildLeadEvent(delivery.event);
  return testEventPayload(delivery.id, delivery.createdAt, env.APP_URL);
}

/**
 * One attempt of a delivery: the URL is checked again (after DNS resolution, pinned), the body
 * signed with the endpoint's valid secrets and posted; the attempt goes to the delivery log,
 * a success marks the delivery succeeded, and the endpoint's health is updated.
 */
export async function attemptDelivery(
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
  payload: object & { id: string },
): Promise<AttemptOutcome> {
  const body = JSON.stringify(payload);
  let result: SendResult;
  try {
    const target = await resolveWebhookTarget(endpoint.url);
    result = await postSigned(
      target,
      body,
      webhookHeaders(signingSecrets(endpoint), payload.id, body),
    );
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    result = { statusCode: null, latencyMs: 0, response: `Not sent: ${error.message}` };
  }
  const success = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const attempt = await logAttempt(delivery.id, result, success);
  await recordEndpointHealth(endpoint, success);
  return { ...result, success, attempt };
}

async function logAttempt(
  deliveryId: string,
  result: SendResult,
  success: boolean,
): Promise<number> {
  return db.$transaction(async (tx) => {
    const updated = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        attempts: { increment: 1 },
        ...(success ? { status: "succeeded", nextAttemptAt: null } : {}),
      },
      select: { attempts: true },
    });
    await tx.webhookAttempt.create({
      data: {
        deliveryId,
        attempt: updated.attempts,
        statusCode: result.statusCode,
        success,
        latencyMs: result.latencyMs,
        response: result.response,
      },
    });
    return updated.attempts;
  });
}

async function markFailed(deliveryId: string, why?: string) {
  await db.$transaction(async (tx) => {
    await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "failed", nextAttemptAt: null },
    });
    if (why) {
      await tx.webhookAttempt.create({
        data: {
          deliveryId,
          attempt: 0,
          statusCode: null,
          success: false,
          latencyMs: 0,
          response: why,
        },
      });
    }
  });
}

/**
 * The webhook_delivery job (key: the delivery id). A non-2xx answer, a timeout or a refused
 * address is retried with capabilities/crm/webhooks/backoff.ts until the job's attempts are spent (8,
 * about 24 h), then the delivery is failed.
 */
export async function runWebhookDeliveryJob(job: Job): Promise<void> {
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: job.key },
    include: { endpoint: true, event: true },
  });
  if (!delivery || delivery.status !== "pending") return; // deleted, or redelivered by hand
  if (delivery.endpoint.status === "paused") {
    return markFailed(delivery.id, "Not sent: the endpoint is paused.");
  }
  const payload = await deliveryPayload(delivery);
  if (!payload) return markFailed(delivery.id, "Not sent: the assessment no longer exists.");
  const outcome = await attemptDelivery(delivery, delivery.endpoint, payload);
  if (outcome.success) return;
  const why = `Attempt ${outcome.attempt}: ${outcome.statusCode ?? "no response"}`;
  if (job.attempts >= job.maxAttempts) {
    await markFailed(delivery.id);
    throw new Error(`${why}; no attempt left.`);
  }
  const delay = retryDelaySeconds(job.attempts);
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: { nextAttemptAt: new Date(Date.now() + delay * 1000) },
  });
  throw new RetryJobLater(`${why}; next in ${delay} s.`, delay);
}

/**
 * A webhook_delivery job abandoned on its last attempt fails its delivery, and the delivery's
 * log says why: no answer was recorded.
 */
export async function failDeliveriesOfAbandonedJobs(
  tx: Prisma.TransactionClient,
  jobs: readonly AbandonedJob[],
): Promise<void> {
  for (const job of jobs) {
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: job.key, status: "pending" },
      data: { status: "failed", nextAttemptAt: null },
    });
    if (count === 0) continue;
    await tx.webhookAttempt.create({
      data: {
        deliveryId: job.key,
        attempt: job.attempts,
        statusCode: null,
        success: false,
        latencyMs: 0,
        response: "Failed: the worker stopped during the last attempt, so no answer was recorded.",
      },
    });
  }
}
