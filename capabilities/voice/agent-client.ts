import "server-only";
import { env } from "@/platform/env";
import type { CallContext } from "./call-context";
import { signatureHeaders } from "@/platform/crypto/signature";

/** A provider that takes longer than this to accept a request is treated as down. */
export const AGENT_TIMEOUT_MS = 10_000;

/** Whether call-back requests go to a voice-agent provider (else they wait for an admin). */
export const voiceAgentConfigured = () => Boolean(env.VOICE_AGENT_WEBHOOK_URL);

function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `no answer within ${AGENT_TIMEOUT_MS / 1000} s`;
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** POSTs the signed context to VOICE_AGENT_WEBHOOK_URL; throws with the reason unless 2xx. */
export async function sendToVoiceAgent(context: CallContext): Promise<void> {
  const url = env.VOICE_AGENT_WEBHOOK_URL;
  const secret = env.VOICE_AGENT_SECRET;
  if (!url) throw new Error("VOICE_AGENT_WEBHOOK_URL is not set.");
  if (!secret)
    throw new Error("VOICE_AGENT_SECRET is not set: requests to the voice agent must be signed.");
  const body = JSON.stringify(context);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // A retry after a lost answer is the same request: the provider can drop it.
        "Idempotency-Key": context.callRequestId,
        ...signatureHeaders(secret, body),
      },
      body,
      signal: AbortSignal.timeout(AGENT_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    throw new Error(`Voice agent unreachable: ${failureReason(error)}`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).trim().slice(0, 200);
    throw new Error(`Voice agent answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  await response.body?.cancel();
}
