import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { BookingProvider } from "@/platform/config/booking";
import { AppError } from "@/platform/errors";

/**
 * The providers' webhook signatures, checked over the raw body with BOOKING_WEBHOOK_SECRET:
 * - Cal.com: `X-Cal-Signature-256: <hex HMAC-SHA256 of the body>`. The body carries its own
 *   `createdAt`, signed with it: its age is checked where the body is read (notices.ts).
 * - Calendly: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 *   t within CALENDLY_TOLERANCE_SECONDS of our clock (Calendly's own guidance: 3 minutes).
 */

export const CALCOM_SIGNATURE_HEADER = "X-Cal-Signature-256";
export const CALENDLY_SIGNATURE_HEADER = "Calendly-Webhook-Signature";
export const CALENDLY_TOLERANCE_SECONDS = 180;

const hmacHex = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

function sameHex(given: string | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), Buffer.from(expected, "hex"));
}

function verifyCalcom(secret: string, body: string, headers: Headers): void {
  const signature = headers.get(CALCOM_SIGNATURE_HEADER)?.trim();
  if (!signature) throw new AppError("unauthorized", `Missing ${CALCOM_SIGNATURE_HEADER} header.`);
  if (!sameHex(signature.replace(/^sha256=/i, ""), hmacHex(secret, body))) {
    throw new AppError("unauthorized", "Invalid signature.");
  }
}

function verifyCalendly(secret: string, body: string, headers: Headers, now: number): void {
  const header = headers.get(CALENDLY_SIGNATURE_HEADER)?.trim();
  if (!header) {
    throw new AppError("unauthorized", `Missing ${CALENDLY_SIGNATURE_HEADER} header.`);
  }
  const parts = new Map(
    header.split(",").map((part) => {
      const [key = "", ...value] = part.trim().split("=");
      return [key, value.join("=")] as const;
    }),
  );
  const t = parts.get("t") ?? "";
  if (!/^\d{1,12}$/.test(t)) {
    throw new AppError("unauthorized", `${CALENDLY_SIGNATURE_HEADER} has no t=<unix seconds>.`);
  }
  if (Math.abs(now - Number(t)) > CALENDLY_TOLERANCE_SECONDS) {
    throw new AppError(
      "unauthorized",
      `Stale signature: its time must be within ${CALENDLY_TOLERANCE_SECONDS / 60} minutes of ours.`,
    );
  }
  if (!sameHex(parts.get("v1"), hmacHex(secret, `${t}.${body}`))) {
    throw new AppError("unauthorized", "Invalid signature.");
  }
}

/** Throws 401 unless `body` carries the provider's valid (and, for Calendly, fresh) signature. */
export function verifyBookingSignature(
  provider: BookingProvider,
  secret: string,
  body: string,
  headers: Headers,
  now = Math.floor(Date.now() / 1000),
): void {
  if (provider === "calcom") verifyCalcom(secret, body, headers);
  else verifyCalendly(secret, body, headers, now);
}
