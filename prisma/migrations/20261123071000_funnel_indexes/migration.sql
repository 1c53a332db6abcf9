-- The funnel query (capabilities/leads/funnel/analytics.ts) at 100k assessments and 1M visit_counts rows.
-- A lead's source, kept by the database: utm_source, else the referrer's host without www., else direct (capabilities/leads/funnel/attribution.ts sourceOf)
ALTER TABLE "assessments" ADD COLUMN "source" TEXT NOT NULL GENERATED ALWAYS AS (COALESCE(
  NULLIF(lower("utmSource"), ''),
  NULLIF(regexp_replace(lower(substring("referrer" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/:?#]+)')), '^www\.', ''), ''),
  'direct')) STORED;

-- Every count of the funnel's leads from one index-only scan of the range
CREATE INDEX "assessments_funnel_idx" ON "assessments"("createdAt", "chapter", "source", "status", "stepReached", "paymentStatus", "userId", "id");

-- The landing visits of a range from one index-only scan
CREATE INDEX "visit_counts_funnel_idx" ON "visit_counts"("path", "day", "chapter", "source", "count");

-- The weekly trend groups by week: its number of distinct values, so the planner hashes
CREATE STATISTICS "assessments_week_stats" ON (date_trunc('week', "createdAt")) FROM "assessments";
