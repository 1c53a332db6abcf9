import "server-only";
import { createHash, randomInt } from "node:crypto";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/**
 * Ten single-use recovery codes, shown once when an authenticator app is enrolled: each signs
 * in once when the phone is lost. Only their SHA-256 is kept. "k7m2p-x9q4t": ten letters and
 * digits without the ones that read alike (0/o, 1/l/i).
 */

const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const COUNT = 10;

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashOf = (code: string) => createHash("sha256").update(normalise(code)).digest("hex");

/** Whether the text is shaped like a recovery code (rather than a six-digit app code). */
export const looksLikeRecoveryCode = (code: string) => normalise(code).length === 10;

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Replaces the account's recovery codes with ten new ones; answers them, for showing once. */
export async function issueRecoveryCodes(
  userId: string,
  client: Prisma.TransactionClient | typeof db = db,
): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await client.recoveryCode.deleteMany({ where: { userId } });
  await client.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashOf(code) })),
  });
  return codes;
}

/** Uses up one recovery code: true when it was the account's and unused (never twice). */
export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const used = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashOf(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}
