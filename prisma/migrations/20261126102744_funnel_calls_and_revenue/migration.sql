-- The funnel's call-backs and revenue from daily counts too (issue #27): a lead's call-back
-- request becomes a flag on the lead, counted in lead_day_counts, and the card payments of the
-- leads of a day, chapter and source are summed per currency in lead_day_revenue.

-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "callRequested" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "lead_day_counts" ADD COLUMN     "callRequested" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "lead_day_revenue" (
    "day" DATE NOT NULL,
    "chapter" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amountCents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "lead_day_revenue_pkey" PRIMARY KEY ("day","chapter","source","currency")
);

-- lead_day_counts counts assessments.callRequested too.
CREATE OR REPLACE FUNCTION "lead_day_counts_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
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
        "callRequested"::int AS "callRequested",
        sum(sign)::int AS n
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
      HAVING sum(sign) <> 0
    )
    INSERT INTO lead_day_counts AS t (day, chapter, source, started, step2, step3, step4, step5,
      completed, qualified, roadmaps, "paidCard", "paidCoupon", account, "callRequested")
    SELECT day, chapter, source, sum(n), sum(n * step2), sum(n * step3), sum(n * step4),
      sum(n * step5), sum(n * completed), sum(n * qualified), sum(n * roadmaps),
      sum(n * "paidCard"), sum(n * "paidCoupon"), sum(n * account), sum(n * "callRequested")
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
      account = t.account + excluded.account,
      "callRequested" = t."callRequested" + excluded."callRequested"
  $sql$, changed)
$fn$;

-- assessments.callRequested: set when a call-back request of the lead is written, cleared when
-- its last one goes (a request is only ever deleted with its lead, whose counts go with it).
CREATE FUNCTION "call_requested_keep"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE assessments SET "callRequested" = true
    WHERE id IN (SELECT "assessmentId" FROM new_rows) AND NOT "callRequested";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE assessments a SET "callRequested" = false
    WHERE a.id IN (SELECT "assessmentId" FROM old_rows) AND a."callRequested"
      AND NOT EXISTS (SELECT 1 FROM call_requests c WHERE c."assessmentId" = a.id);
  END IF;
  RETURN NULL;
END $fn$;

CREATE TRIGGER "call_requested_insert" AFTER INSERT ON "call_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "call_requested_keep"();
CREATE TRIGGER "call_requested_update" AFTER UPDATE ON "call_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "call_requested_keep"();
CREATE TRIGGER "call_requested_delete" AFTER DELETE ON "call_requests"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "call_requested_keep"();

-- lead_day_revenue: the statement that adds `changed` (rows of day, chapter, source, currency
-- and a signed amount) to the revenue of their group, in key order.
CREATE FUNCTION "lead_day_revenue_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO lead_day_revenue AS t (day, chapter, source, currency, "amountCents")
    SELECT day, chapter, source, currency, sum(amount)
    FROM (%s) AS changed
    GROUP BY day, chapter, source, currency
    HAVING sum(amount) <> 0
    ORDER BY day, chapter, source, currency
    ON CONFLICT (day, chapter, source, currency) DO UPDATE SET
      "amountCents" = t."amountCents" + excluded."amountCents"
  $sql$, changed)
$fn$;

-- Payments written (payments rows with a sign): their leads' groups gain or lose them.
CREATE FUNCTION "payments_revenue_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
  SELECT lead_day_revenue_sql(format($sql$
    SELECT a."createdAt"::date AS day, a.chapter, a.source, upper(p.currency) AS currency,
      p.sign * p.amount AS amount
    FROM (%s) AS p JOIN assessments a ON a.id = p."assessmentId"
    WHERE p.status = 'paid'
  $sql$, changed))
$fn$;

-- Leads updated (assessments rows with a sign): a lead whose day, chapter or source changes
-- takes its payments along; for any other update the two signs cancel out.
CREATE FUNCTION "assessments_revenue_sql"(changed TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $fn$
  SELECT lead_day_revenue_sql(format($sql$
    SELECT a."createdAt"::date AS day, a.chapter, a.source, upper(p.currency) AS currency,
      a.sign * p.amount AS amount
    FROM (%s) AS a JOIN payments p ON p."assessmentId" = a.id
    WHERE p.status = 'paid'
  $sql$, changed))
$fn$;

-- A lead deleted: its payments go with it by cascade, once the lead is no longer there to name
-- their group, so its revenue is taken out before.
CREATE FUNCTION "lead_day_revenue_forget"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE payments_revenue_sql(
    'SELECT -1 AS sign, * FROM payments WHERE "assessmentId" = $1') USING OLD.id;
  RETURN OLD;
END $fn$;

CREATE TRIGGER "lead_day_revenue_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('payments_revenue_sql');
CREATE TRIGGER "lead_day_revenue_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('payments_revenue_sql');
CREATE TRIGGER "lead_day_revenue_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('payments_revenue_sql');
CREATE TRIGGER "lead_day_revenue_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_clear"('lead_day_revenue');
CREATE TRIGGER "lead_day_revenue_move" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rollup_keep"('assessments_revenue_sql');
CREATE TRIGGER "lead_day_revenue_forget" BEFORE DELETE ON "assessments"
  FOR EACH ROW EXECUTE FUNCTION "lead_day_revenue_forget"();

-- The rows already there, through the same rules.
UPDATE assessments SET "callRequested" = true
WHERE id IN (SELECT "assessmentId" FROM call_requests);
DO $$
BEGIN
  EXECUTE payments_revenue_sql('SELECT 1 AS sign, * FROM payments');
END $$;
