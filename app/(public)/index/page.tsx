import type { Metadata } from "next";
import { connection } from "next/server";
import { IndexNotPublished, IndexReport } from "@/capabilities/readiness-index/components";
import { getPublishedIndex } from "@/capabilities/readiness-index/server";

export const metadata: Metadata = {
  title: "AI Readiness Index",
  description:
    "How ready the chapter's companies are for AI: readiness scores, pillars, governance, challenges, by industry, size and region.",
};

/**
 * Rendered per request (the build holds no data, and a per-request nonce keeps the CSP strict)
 * from the published snapshot, read through Next's data cache: an hour at most, expired when
 * an admin publishes. No visitor makes the index recompute.
 */
export default async function ReadinessIndexPage() {
  await connection();
  const snapshot = await getPublishedIndex();
  return snapshot ? <IndexReport snapshot={snapshot} /> : <IndexNotPublished />;
}
