import "server-only";
import { env } from "@/platform/env";
import { addressTokens } from "@/platform/auth/address-token";

/**
 * The token of an unsubscribe link (platform/auth/address-token.ts): it works for
 * UNSUBSCRIBE_LINK_DAYS (the law asks for at least 60), and only to unsubscribe.
 */
export const UNSUBSCRIBE_LINK_DAYS = 180;

const tokens = addressTokens("unsubscribe-link v1", UNSUBSCRIBE_LINK_DAYS);

export const unsubscribeToken = (email: string, now?: number) => tokens.issue(email, now);

/** The address a token was issued for, or null when it is forged, malformed or too old. */
export const readUnsubscribeToken = (token: string, now?: number) => tokens.read(token, now);

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
