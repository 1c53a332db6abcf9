import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/platform/auth/secret";

const DAY = 86_400_000;

/**
 * Tokens that carry an address and the day they were issued, signed with a key derived from
 * AUTH_SECRET for one purpose: they need no login and no stored state, and work for `days`.
 * Format: `<address b64url>.<day>.<mac>`. A token of one purpose is worthless for another.
 */
export function addressTokens(purpose: string, days: number) {
  let key: Buffer | undefined;
  const mac = (payload: string) =>
    createHmac("sha256", (key ??= Buffer.from(hkdfSync("sha256", authSecret(), "", purpose, 32))))
      .update(payload)
      .digest("base64url");

  return {
    issue(email: string, now = Date.now()): string {
      const payload = `${Buffer.from(email.toLowerCase()).toString("base64url")}.${Math.floor(now / DAY)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The address a token was issued for, or null when it is forged, malformed or too old. */
    read(token: string, now = Date.now()): string | null {
      const [address, day, signature] = token.split(".");
      if (!address || !/^\d{1,7}$/.test(day ?? "") || !signature) return null;
      const expected = Buffer.from(mac(`${address}.${day}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Math.floor(now / DAY) - Number(day) > days) return null;
      return Buffer.from(address, "base64url").toString("utf8");
    },
  };
}
