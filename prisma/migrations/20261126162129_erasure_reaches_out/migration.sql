-- DropForeignKey
ALTER TABLE "team_responses" DROP CONSTRAINT "team_responses_assessmentId_fkey";

-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "legalHoldAt" TIMESTAMP(3),
ADD COLUMN     "legalHoldReason" TEXT;

-- AlterTable
ALTER TABLE "generation_jobs" ALTER COLUMN "assessmentId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "lead_events" ADD COLUMN     "deleted" JSONB,
ALTER COLUMN "assessmentId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "team_responses" ALTER COLUMN "assessmentId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "privacy_requests" (
    "id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "addressHash" TEXT NOT NULL,
    "addressHint" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "privacy_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "privacy_requests_receivedAt_idx" ON "privacy_requests"("receivedAt");

-- CreateIndex
CREATE INDEX "privacy_requests_addressHash_idx" ON "privacy_requests"("addressHash");

-- AddForeignKey
ALTER TABLE "team_responses" ADD CONSTRAINT "team_responses_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An erasure (capabilities/privacy/erase.ts) keeps the anonymous funnel counts and the revenue of
-- the payments kept for tax: its transaction sets app.keep_funnel_counts, and the lead's delete
-- then leaves lead_day_counts and lead_day_revenue as they were.
DROP TRIGGER "lead_day_counts_delete" ON "assessments";
CREATE TRIGGER "lead_day_counts_delete" AFTER DELETE ON "assessments"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT
  WHEN (current_setting('app.keep_funnel_counts', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "rollup_keep"('lead_day_counts_sql');
DROP TRIGGER "lead_day_revenue_forget" ON "assessments";
CREATE TRIGGER "lead_day_revenue_forget" BEFORE DELETE ON "assessments"
  FOR EACH ROW
  WHEN (current_setting('app.keep_funnel_counts', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "lead_day_revenue_forget"();
