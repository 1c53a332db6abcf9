import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { env } from "@/lib/env";

/**
 * The token of an unsubscribe link: the address and the day it was issued, signed with a key
 * derived from AUTH_SECRET. It needs no login and no stored state, and works for
 * UNSUBSCRIBE_LINK_DAYS (the law asks for at least 60). Format: `<address b64url>.<day>.<mac>`.
 */
export const UNSUBSCRIBE_LINK_DAYS = 180;

let key: Buffer | undefined;
const signingKey = () =>
  (key ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "unsubscribe-link v1", 32)));

const DAY = 86_400_000;
const mac = (payload: string) =>
  createHmac("sha256", signingKey()).update(payload).digest("base64url");

export function unsubscribeToken(email: string, now = Date.now()): string {
  const payload = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${Math.floor(now / DAY)}`;
  return `${payload}.${mac(payload)}`;
}

/** The address a token was issued for, or null when it is forged, malformed or too old. */
export function readUnsubscribeToken(token: string, now = Date.now()): string | null {
  const [address, day, signature] = token.split(".");
  if (!address || !/^\d{1,7}$/.test(day ?? "") || !signature) return null;
  const expected = Buffer.from(mac(`${address}.${day}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Math.floor(now / DAY) - Number(day) > UNSUBSCRIBE_LINK_DAYS) return null;
  return Buffer.from(address, "base64url").toString("utf8");
}

export const unsubscribeUrl = (email: string) =>
  `${env.APP_URL}/unsubscribe?token=${unsubscribeToken(email)}`;

/** The one-click endpoint of RFC 8058, for the List-Unsubscribe header. */
export const oneClickUrl = (email: string) =>
  `${env.APP_URL}/api/unsubscribe?token=${unsubscribeToken(email)}`;

/** The headers every commercial e-mail carries (RFC 2369, RFC 8058). */
export const listUnsubscribeHeaders = (email: string) => ({
  "List-Unsubscribe": `<${oneClickUrl(email)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
