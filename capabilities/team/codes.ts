import "server-only";
import { randomInt, timingSafeEqual } from "node:crypto";
import { AppError } from "@/platform/errors";
import { codeHash } from "./secrets";

/**
 * The team survey's one-time e-mail codes (a link answer's address, capabilities/team/link-codes.ts; the
 * executive's own before invitations go out, capabilities/team/sender.ts): six digits, for 15 minutes,
 * five tries, stored only as a keyed hash bound to the address.
 */
export const CODE_MINUTES = 15;
const MAX_ATTEMPTS = 5;

export const WRONG_CODE = "That code is not right, or it has expired. Please ask for a new one.";
export const wrongCode = () =>
  new AppError("bad_request", WRONG_CODE, { fields: { "verification.code": WRONG_CODE } });

/** A fresh code and what to store of it. */
export function newCode(addressHash: string) {
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  return {
    code,
    stored: {
      codeHash: codeHash(addressHash, code),
      attempts: 0,
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    },
  };
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/**
 * Whether `code` is the one stored: "expired" once it is too old or out of tries (ask for a
 * new one), "wrong" (count the try), or "right".
 */
export function checkCode(
  stored: StoredCode | null,
  addressHash: string,
  code: string,
): "right" | "wrong" | "expired" {
  if (!stored || stored.expiresAt <= new Date() || stored.attempts >= MAX_ATTEMPTS)
    return "expired";
  const expected = Buffer.from(stored.codeHash, "hex");
  const given = Buffer.from(codeHash(addressHash, code), "hex");
  return timingSafeEqual(expected, given) ? "right" : "wrong";
}
