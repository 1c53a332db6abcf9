import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@/platform/errors";

/**
 * The voice agent's signature scheme, both ways: HMAC-SHA256 of `${timestamp}.${body}`
 * with a shared secret, sent as `X-Signature: sha256=<hex>` and `X-Timestamp: <unix seconds>`.
 * The timestamp is signed too, so a captured delivery cannot be replayed after the tolerance.
 */

export const SIGNATURE_HEADER = "X-Signature";
export const TIMESTAMP_HEADER = "X-Timestamp";
/** How far a timestamp may be from our clock, either way. */
export const TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeaders(
  secret: string,
  body: string,
  timestamp = nowSeconds(),
): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: `sha256=${signPayload(secret, timestamp, body)}`,
    [TIMESTAMP_HEADER]: String(timestamp),
  };
}

/** Throws 401 unless the headers carry a fresh, valid signature of `body`. */
export function verifySignature(
  secret: string,
  body: string,
  headers: Headers,
  now = nowSeconds(),
): void {
  const signature = headers.get(SIGNATURE_HEADER)?.trim();
  const timestampText = headers.get(TIMESTAMP_HEADER)?.trim();
  if (!signature || !timestampText) {
    throw new AppError(
      "unauthorized",
      `Missing ${SIGNATURE_HEADER} or ${TIMESTAMP_HEADER} header.`,
    );
  }
  const timestamp = /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN;
  if (!Number.isFinite(timestamp)) {
    throw new AppError("unauthorized", `${TIMESTAMP_HEADER} must be a Unix time in seconds.`);
  }
  if (Math.abs(now - timestamp) > TOLERANCE_SECONDS) {
    throw new AppError(
      "unauthorized",
      `Stale ${TIMESTAMP_HEADER}: it must be within ${TOLERANCE_SECONDS / 60} minutes of the current time.`,
    );
  }
  const given = /^sha256=([0-9a-f]{64})$/i.exec(signature)?.[1]?.toLowerCase();
  const expected = signPayload(secret, timestamp, body);
  if (!given || !timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(expected, "hex"))) {
    throw new AppError("unauthorized", "Invalid signature.");
  }
}
