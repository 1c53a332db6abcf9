import "server-only";
import popular from "popular-passwords";
import { AppError } from "@/platform/errors";

/**
 * Passwords that guessing tools try first: the 41,622 passwords of 8 or more characters in
 * zxcvbn's frequency lists (npm `popular-passwords`, MIT), bundled, so checking one asks no
 * outside service. Server-only: the list is 630 KB, too heavy for the browser's forms.
 */
let list: Set<string> | undefined;

export const COMMON_PASSWORD =
  "This password is too common and easy to guess. Please choose another one.";

/**
 * True for a listed password in any letter case, also with digits and symbols added at the
 * end (`Password1`, `Sunshine2024!`): the variations guessing tools try next.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(popular.map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.replace(/[^a-z]+$/, ""));
}

/** Refuses a common password as a 400 on the form's `field`. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("validation_failed", COMMON_PASSWORD, {
      fields: { [field]: COMMON_PASSWORD },
    });
  }
}
