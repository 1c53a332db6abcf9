import "server-only";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { parseJson, readBodyBytes, validationError } from "@/platform/http";
import { interviewWebhookSchema, type InterviewWebhookInput } from "./interview-schemas";
import { verifySignature } from "@/platform/crypto/signature";

/** Largest interview delivery accepted, in bytes. */
export const MAX_INTERVIEW_BYTES = 256 * 1024;

/**
 * An interview delivery, checked in this order: webhook enabled (404), size (413, read as a stream),
 * signature over the raw body with a fresh timestamp (401), JSON (400), shape (400 with
 * the field messages).
 */
export async function readInterviewDelivery(request: Request): Promise<InterviewWebhookInput> {
  const secret = env.INTERVIEW_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Interview webhooks are not enabled.");

  const raw = (await readBodyBytes(request, MAX_INTERVIEW_BYTES)).toString("utf8");

  verifySignature(secret, raw, request.headers);

  const parsed = interviewWebhookSchema.safeParse(parseJson(raw));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
