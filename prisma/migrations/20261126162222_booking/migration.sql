-- Booking a strategist (issue #30): the lead's consultation on assessments, the provider's booking
-- events already handled (a replay is refused), and the funnel's "booked" stage counted in
-- lead_day_counts. No lead has a booking yet: the new counts start at zero.

-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "bookedAt" TIMESTAMP(3),
ADD COLUMN     "bookingCancelledAt" TIMESTAMP(3),
ADD COLUMN     "bookingStartsAt" TIMESTAMP(3),
ADD COLUMN     "bookingStatus" TEXT;

-- AlterTable
ALTER TABLE "lead_day_counts" ADD COLUMN     "booked" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "booking_events" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "bookingId" TEXT NOT NULL,
    "assessmentId" UUID NOT NULL,
    "startsAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_events_assessmentId_idx" ON "booking_events"("assessmentId");

-- AddForeignKey
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- lead_day_counts counts the leads with a consultation booked (and not cancelled) too.
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
        coalesce("bookingStatus" = 'booked', false)::int AS booked,
        sum(sign)::int AS n
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
      HAVING sum(sign) <> 0
    )
    INSERT INTO lead_day_counts AS t (day, chapter, source, started, step2, step3, step4, step5,
      completed, qualified, roadmaps, "paidCard", "paidCoupon", account, "callRequested", booked)
    SELECT day, chapter, source, sum(n), sum(n * step2), sum(n * step3), sum(n * step4),
      sum(n * step5), sum(n * completed), sum(n * qualified), sum(n * roadmaps),
      sum(n * "paidCard"), sum(n * "paidCoupon"), sum(n * account), sum(n * "callRequested"),
      sum(n * booked)
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
      "callRequested" = t."callRequested" + excluded."callRequested",
      booked = t.booked + excluded.booked
  $sql$, changed)
$fn$;
