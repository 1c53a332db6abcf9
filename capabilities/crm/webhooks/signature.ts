import "server-only";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signPayload } from "@/platform/crypto/signature";

export const WEBHOOK_ID_HEADER = "X-Webhook-Id";

/**
 * The voice agent's scheme (platform/crypto/signature.ts): `X-Signature: sha256=<hex HMAC-SHA256 of
 * "<timestamp>.<raw body>">` and `X-Timestamp: <unix seconds>`, plus `X-Webhook-Id: <event id>`.
 * During the 24 h after a secret rotation the header carries one signature per valid secret,
 * comma-separated (new first): a receiver accepts the delivery when any of them matches.
 */
export function webhookHeaders(
  secrets: readonly string[],
  eventId: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: secrets.map((s) => `sha256=${signPayload(s, timestamp, body)}`).join(","),
    [TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_ID_HEADER]: eventId,
  };
}
