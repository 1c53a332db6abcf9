import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/** An address's current consent: its latest consent event; none means never given. */
export async function hasConsent(
  email: string,
  client: Pick<Prisma.TransactionClient, "consentEvent"> = db,
): Promise<boolean> {
  const latest = await client.consentEvent.findFirst({
    where: { email: email.trim().toLowerCase() },
    orderBy: { createdAt: "desc" },
    select: { given: true },
  });
  return latest?.given ?? false;
}
