import "server-only";
import { z } from "zod";
import { db } from "@/platform/db";
import { attributionSchema, isChapter, sourceOf } from "./attribution";

export const visitPaths = [
  "/",
  "/assessment/step-1",
  "/assessment/step-2",
  "/assessment/step-3",
  "/assessment/step-4",
  "/assessment/step-5",
] as const;

/** POST /api/funnel/visits: which page was seen, and where the visitor came from. */
export const visitSchema = z.object({
  path: z.enum(visitPaths, { error: "Unknown page" }),
  chapter: attributionSchema.shape.chapter,
  utm_source: attributionSchema.shape.utm_source,
  referrer: attributionSchema.shape.referrer,
});

export type Visit = z.infer<typeof visitSchema>;

/**
 * Adds one view to today's total (UTC) for its page, chapter and source: one row per day,
 * page, chapter and source, nothing about the visitor.
 */
export async function countVisit(visit: Visit): Promise<void> {
  const chapter = isChapter(visit.chapter?.toLowerCase()) ? visit.chapter!.toLowerCase() : "";
  const source = sourceOf(visit.utm_source, visit.referrer);
  await db.$executeRaw`
    INSERT INTO visit_counts (day, path, chapter, source, count)
    VALUES ((now() AT TIME ZONE 'UTC')::date, ${visit.path}, ${chapter}, ${source}, 1)
    ON CONFLICT (day, path, chapter, source) DO UPDATE SET count = visit_counts.count + 1`;
}
