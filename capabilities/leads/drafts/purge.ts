import "server-only";
import { db } from "@/platform/db";

/** A draft that never reached step 2 keeps its answers this long. */
export const ABANDONED_DRAFT_DAYS = 30;

/**
 * Deletes the answers of drafts that never reached step 2 within ABANDONED_DRAFT_DAYS: who
 * they are and their company. The row stays, anonymous, so the funnel still counts the start
 * (its chapter, source and the profile choices). Answers how many were purged.
 */
export async function purgeAbandonedDrafts(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_DRAFT_DAYS * 86_400_000);
  const where = {
    status: "draft",
    stepReached: { lt: 2 },
    purgedAt: null,
    createdAt: { lt: before },
  } as const;
  const [, purged] = await db.$transaction([
    db.resumeToken.deleteMany({ where: { assessment: where } }),
    db.assessment.updateMany({
      where,
      data: {
        executiveName: "",
        executiveTitle: "",
        executiveEmail: null,
        companyName: "",
        customLocation: null,
        purgedAt: now,
      },
    }),
  ]);
  return purged.count;
}
