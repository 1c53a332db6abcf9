import "server-only";
import { createHash } from "node:crypto";
import { revalidateTag, unstable_cache } from "next/cache";
import { env } from "@/platform/env";
import { sizeBandOf } from "./cells";
import { periodText } from "./methodology";
import { INDEX_CACHE_TAG, INDEX_REFRESH_SECONDS } from "./index";
import { readPublishedIndex } from "./publication";
import type { IndexSnapshot, PublishedComparison } from "./types";

/**
 * The data cache is a folder of the build (.next/cache): the key names the database, so a build
 * served against another database (the e2e runs) never shows the figures of the first.
 */
const databaseKey = createHash("sha256")
  .update(env.DATABASE_URL ?? env.PGLITE_DATA_DIR ?? "")
  .digest("hex")
  .slice(0, 16);

const cachedPublishedIndex = unstable_cache(
  () => readPublishedIndex(),
  ["readiness-index-published", databaseKey],
  { tags: [INDEX_CACHE_TAG], revalidate: INDEX_REFRESH_SECONDS },
);

/** Next's cache exists only inside its server: Jest and scripts read the database directly. */
const outsideNextServer = (error: unknown) =>
  error instanceof Error &&
  /^Invariant: (incrementalCache missing|static generation store missing)/.test(error.message);

/** The published index, from the cache (kept an hour at most, expired on publish), or null. */
export async function getPublishedIndex(): Promise<IndexSnapshot | null> {
  try {
    return await cachedPublishedIndex();
  } catch (error) {
    if (outsideNextServer(error)) return readPublishedIndex();
    throw error;
  }
}

/** After a publish or unpublish: the next reader of /index or /api/index gets the new state. */
export function expirePublishedIndex(): void {
  try {
    revalidateTag(INDEX_CACHE_TAG, { expire: 0 });
  } catch (error) {
    if (!outsideNextServer(error)) throw error;
  }
}

/**
 * The published cells an executive compares with ("How you compare"): their industry and size
 * band, their industry, everyone. A suppressed cell says so (published: false). Null when no
 * index is published.
 */
export async function publishedCellFor(
  industry: string,
  employees: string,
): Promise<PublishedComparison | null> {
  const snapshot = await getPublishedIndex();
  if (!snapshot) return null;
  const size = sizeBandOf(employees);
  return {
    minCell: snapshot.minCell,
    period: periodText(snapshot),
    overall: snapshot.overall,
    industry: snapshot.breakdowns.industry.find((c) => c.key === industry) ?? null,
    industryAndSize:
      snapshot.industryBySize.find((g) => g.industry === industry && g.size === size)?.cell ?? null,
  };
}
