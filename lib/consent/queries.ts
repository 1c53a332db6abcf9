import "server-only";
import { db } from "@/lib/db";

/** An address's current consent: its latest consent event; none means never given. */
export async function hasConsent(email: string): Promise<boolean> {
  const latest = await db.consentEvent.findFirst({
    where: { email: email.trim().toLowerCase() },
    orderBy: { createdAt: "desc" },
    select: { given: true },
  });
  return latest?.given ?? false;
}
