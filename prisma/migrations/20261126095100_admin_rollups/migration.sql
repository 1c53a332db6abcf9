-- Admin at 100,000 leads (issue #27). The list reads a page from an index per sort order; the
-- stat cards, the list's totals and the funnel add up daily counts kept by triggers instead of
-- counting assessments and visit_counts on every request.

-- DropIndex
DROP INDEX "assessments_createdAt_idx";

-- DropIndex
DROP INDEX "assessments_leadScore_idx";

-- DropIndex
DROP INDEX "assessments_roadmapGenerated_leadQualified_leadScore_idx";

-- CreateTable
CREATE TABLE "lead_day_counts" (
    "day" DATE NOT NULL,
    "chapter" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "started" INTEGER NOT NULL DEFAULT 0,
    "step2" INTEGER NOT NULL DEFAULT 0,
    "step3" INTEGER NOT NULL DEFAULT 0,
    "step4" INTEGER NOT NULL DEFAULT 0,
    "step5" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "qualified" INTEGER NOT NULL DEFAULT 0,
    "roadmaps" INTEGER NOT NULL DEFAULT 0,
    "paidCard" INTEGER NOT NULL DEFAULT 0,
    "paidCoupon" INTEGER NOT NULL DEFAULT 0,
    "account" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "lead_day_counts_pkey" PRIMARY KEY ("day","chapter","source")
);

-- CreateTable
CREATE TABLE "visit_day_totals" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "chapter" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_day_totals_pkey" PRIMARY KEY ("path","day","chapter")
);

-- CreateIndex
CREATE INDEX "assessments_createdAt_id_idx" ON "assessments"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "assessments_leadScore_desc_idx" ON "assessments"("leadScore" DESC NULLS LAST, "id" DESC);

-- CreateIndex
CREATE INDEX "assessments_leadScore_asc_idx" ON "assessments"("leadScore", "id");

-- CreateIndex
CREATE INDEX "assessments_aiReadinessScore_desc_idx" ON "assessments"("aiReadinessScore" DESC NULLS LAST, "id" DESC);

-- CreateIndex
CREATE INDEX "assessments_aiReadinessScore_asc_idx" ON "assessments"("aiReadinessScore", "id");

-- CreateIndex
CREATE INDEX "assessments_companyName_id_idx" ON "assessments"("companyName", "id");

-- CreateIndex
CREATE INDEX "assessments_executiveName_id_idx" ON "assessments"("executiveName", "id");

-- lead_day_counts: the statement that adds the rows of `changed` (a query of assessments rows with
-- a `sign` column: 1 counts a row in, -1 out) to the counts of their day, chapter and source. An
-- update that changes nothing counted cancels out in `net` and writes nothing. Groups are upserted
-- in key order, so concurrent writers lock the rows they share in the same order. The lead score
-- threshold of `qualified` is LEAD_QUALIFIED_THRESHOLD (model/scoring/lead.ts).
CREATE FUNCTION "lead_day_counts_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    WITH changed AS (%s),
    net AS (
      SELECT "createdAt"::date AS day, chapter, source,
        ("stepReached" >= 2)::int AS step2, ("stepReached" >= 3)::int AS step3,
        ("stepReached" >= 4)::int AS step4, ("stepReached" >= 5)::int AS step5,
        (status = 'completed')::int AS completed,
        (status = 'completed' AND ("leadQualified" OR coalesce("leadScore" >= 5, false)))::int AS qualified,
        (status = 'completed' AND "roadmapGenerated")::int AS roadmaps,
        ("paymentStatus" = 'paid')::int AS "paidCard",
        ("paymentStatus" = 'coupon_used')::int AS "paidCoupon",
        ("userId" IS NOT NULL)::int AS account,
        sum(sign)::int AS n
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13
      HAVING sum(sign) <> 0
    )
    INSERT INTO lead_day_counts AS t (day, chapter, source, started, step2, step3, step4, step5,
      completed, qualified, roadmaps, "paidCard", "paidCoupon", account)
    SELECT day, chapter, source, sum(n), sum(n * step2), sum(n * step3), sum(n * step4),
      sum(n * step5), sum(n * completed), sum(n * qualified), sum(n * roadmaps),
      sum(n * "paidCard"), sum(n * "paidCoupon"), sum(n * account)
    FROM net
    GROUP BY day, chapter, source
    ORDER BY day, chapter, source
    ON CONFLICT (day, chapter, source) DO UPDATE SET
      started = t.started + excluded.started, step2 = t.step2 + excluded.step2,
      step3 = t.step3 + excluded.step3, step4 = t.step4 + excluded.step4,
      step5 = t.step5 + excluded.step5, completed = t.completed + excluded.completed,
      qualified = t.qualified + excluded.qualified, roadmaps = t.roadmaps + excluded.roadmaps,
      "paidCard" = t."paidCard" + excluded."paidCard",
      "paidCoupon" = t."paidCoupon" + excluded."paidCoupon",
      account = t.account + excluded.account
  $sql$, changed)
$fn$;

-- visit_day_totals: the same for visit_counts rows, summed over sources.
CREATE FUNCTION "visit_day_totals_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO visit_day_totals AS t (path, day, chapter, count)
    SELECT path, day, chapter, sum(sign * count)
    FROM (%s) AS changed
    GROUP BY path, day, chapter
    HAVING sum(sign * count) <> 0
    ORDER BY path, day, chapter
    ON CONFLICT (path, day, chapter) DO UPDATE SET count = t.count + excluded.count
  $sql$, changed)
$fn$;

-- One trigger function per rollup, run once per statement with the statement's rows (transition
-- tables: a bulk insert of 100,000 rows is one aggregate, not 100,000 upserts). It must EXECUTE
-- the statement itself: the transition tables are visible in this function only.
-- TG_ARGV[0] names the rollup's *_sql function.
CREATE FUNCTION "rollup_keep"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed TEXT := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
  statement TEXT;
BEGIN
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO statement USING changed;
  EXECUTE statement;
  RETURN NULL;
END $fn$;

-- TRUNCATE fires no delete trigger: it empties the rollup named by TG_ARGV[0] too.
CREATE FUNCTION "rollup_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $fn$;

CREATE TRIGGER "lead_day_counts_insert" AFTER INSERT ON "assessments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('lead_day_counts_sql');
CREATE TRIGGER "lead_day_counts_update" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('lead_day_counts_sql');
CREATE TRIGGER "lead_day_counts_delete" AFTER DELETE ON "assessments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('lead_day_counts_sql');
CREATE TRIGGER "lead_day_counts_truncate" AFTER TRUNCATE ON "assessments"
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_clear"('lead_day_counts');

CREATE TRIGGER "visit_day_totals_insert" AFTER INSERT ON "visit_counts"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('visit_day_totals_sql');
CREATE TRIGGER "visit_day_totals_update" AFTER UPDATE ON "visit_counts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('visit_day_totals_sql');
CREATE TRIGGER "visit_day_totals_delete" AFTER DELETE ON "visit_counts"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('visit_day_totals_sql');
CREATE TRIGGER "visit_day_totals_truncate" AFTER TRUNCATE ON "visit_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_clear"('visit_day_totals');

-- The rows already there, counted by the same statements.
DO $$
BEGIN
  EXECUTE lead_day_counts_sql('SELECT 1 AS sign, * FROM assessments');
  EXECUTE visit_day_totals_sql('SELECT 1 AS sign, * FROM visit_counts');
END $$;
