-- The lead funnel: an assessment exists from step 1 on (status draft, then completed), with
-- its consent and attribution. Tokens that resume a draft, consent changes and daily visit
-- counts get tables.

-- CreateEnum
CREATE TYPE "AssessmentStatus" AS ENUM ('draft', 'completed');

-- AlterEnum
ALTER TYPE "JobKind" ADD VALUE 'draft_reminder';
ALTER TYPE "JobKind" ADD VALUE 'unpaid_follow_up';

-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "chapter" TEXT NOT NULL DEFAULT 'vancouver',
ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "landingPath" TEXT,
ADD COLUMN     "marketingConsent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "purgedAt" TIMESTAMP(3),
ADD COLUMN     "referrer" TEXT,
ADD COLUMN     "status" "AssessmentStatus" NOT NULL DEFAULT 'completed',
ADD COLUMN     "stepReached" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "utmCampaign" TEXT,
ADD COLUMN     "utmContent" TEXT,
ADD COLUMN     "utmMedium" TEXT,
ADD COLUMN     "utmSource" TEXT,
ADD COLUMN     "utmTerm" TEXT,
ALTER COLUMN "aiConfidence" DROP NOT NULL,
ALTER COLUMN "aiPerception" DROP NOT NULL,
ALTER COLUMN "orgPosture" DROP NOT NULL;

-- CreateTable
CREATE TABLE "consent_events" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "assessmentId" UUID,
    "given" BOOLEAN NOT NULL,
    "wordingVersion" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visit_counts" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "chapter" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT 'direct',
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_counts_pkey" PRIMARY KEY ("day","path","chapter","source")
);

-- CreateIndex
CREATE INDEX "consent_events_email_createdAt_idx" ON "consent_events"("email", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "consent_events_assessmentId_idx" ON "consent_events"("assessmentId");

-- CreateIndex
CREATE INDEX "assessments_status_createdAt_idx" ON "assessments"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "resume_tokens" (
    "tokenHash" TEXT NOT NULL,
    "assessmentId" UUID NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resume_tokens_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "resume_tokens_assessmentId_idx" ON "resume_tokens"("assessmentId");

-- AddForeignKey
ALTER TABLE "resume_tokens" ADD CONSTRAINT "resume_tokens_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every assessment stored before was submitted whole: completed when created, and its chapter
-- follows the head office region.
UPDATE "assessments"
SET "completedAt" = "createdAt",
    "chapter" = CASE WHEN "headOfficeLocation" = 'vancouver-island' THEN 'vancouver-island' ELSE 'vancouver' END;
