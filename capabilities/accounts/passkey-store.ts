import "server-only";
import {
  verifyAuthentication,
  type AuthenticationResponseJSON,
  type StoredPasskey,
} from "@/platform/auth/webauthn";
import { db } from "@/platform/db";
import { isUniqueViolation } from "@/platform/db/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { AppError } from "@/platform/errors";
import { accountMessages } from "./messages";

/** An account's passkeys as the WebAuthn options name them. */
export const passkeysOf = (userId: string) =>
  db.passkey.findMany({
    where: { userId },
    select: { credentialId: true, transports: true },
    orderBy: { createdAt: "asc" },
  });

/** Keeps a passkey just registered; one already registered (to anyone) is refused (409). */
export async function savePasskey(
  tx: Prisma.TransactionClient,
  userId: string,
  passkey: StoredPasskey,
  name: string,
) {
  try {
    return await tx.passkey.create({
      data: {
        userId,
        credentialId: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
        name,
      },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", accountMessages.passkeyTaken);
    throw error;
  }
}

/**
 * Whether the answer is a signature of `expectedChallenge` by one of the user's own passkeys;
 * the passkey's counter and last use are kept when it is. A passkey of another account is
 * refused like a bad signature.
 */
export async function acceptAssertion(
  userId: string,
  response: AuthenticationResponseJSON,
  expectedChallenge: string | null,
): Promise<boolean> {
  if (!expectedChallenge) return false;
  const passkey = await db.passkey.findUnique({ where: { credentialId: response.id } });
  if (!passkey || passkey.userId !== userId) return false;
  const counter = await verifyAuthentication(response, expectedChallenge, {
    credentialId: passkey.credentialId,
    publicKey: passkey.publicKey,
    counter: Number(passkey.counter),
    transports: passkey.transports,
  });
  if (counter === null) return false;
  await db.passkey.update({
    where: { id: passkey.id },
    data: { counter, lastUsedAt: new Date() },
  });
  return true;
}
