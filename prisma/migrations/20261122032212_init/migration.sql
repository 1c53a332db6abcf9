-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'paid', 'coupon_used');

-- CreateEnum
CREATE TYPE "JobKind" AS ENUM ('roadmap', 'report', 'follow_up_questions', 'ai_recommendations', 'voice_call');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('pending', 'running', 'done', 'failed');

-- CreateEnum
CREATE TYPE "CallRequestStatus" AS ENUM ('queued', 'sent', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('queued', 'sent', 'logged', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "fullname" TEXT NOT NULL DEFAULT '',
    "company_name" TEXT,
    "areas_of_interest" TEXT,
    "resetToken" TEXT,
    "resetTokenExpiry" TIMESTAMP(3),
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "tempPasswordExpiresAt" TIMESTAMP(3),
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assessments" (
    "id" UUID NOT NULL,
    "userId" UUID,
    "executiveName" TEXT NOT NULL,
    "executiveTitle" TEXT NOT NULL,
    "executiveEmail" TEXT,
    "companyName" TEXT NOT NULL,
    "companyRevenue" TEXT NOT NULL,
    "companyEmployees" TEXT NOT NULL,
    "companyIndustry" TEXT NOT NULL,
    "companyBusinessModel" TEXT,
    "companyMarkets" TEXT,
    "headOfficeLocation" TEXT,
    "customLocation" TEXT,
    "officeExpansion" JSONB NOT NULL DEFAULT '[]',
    "businessChallenges" JSONB NOT NULL DEFAULT '[]',
    "otherChallenge" TEXT,
    "aiConfidence" INTEGER NOT NULL,
    "aiToolsUsed" JSONB NOT NULL DEFAULT '[]',
    "aiExperience" TEXT,
    "aiPerception" TEXT NOT NULL,
    "orgAiElements" JSONB NOT NULL DEFAULT '[]',
    "orgPosture" TEXT NOT NULL,
    "aiFriction" TEXT,
    "aiDepartments" JSONB NOT NULL DEFAULT '[]',
    "enterprisePlatforms" JSONB NOT NULL DEFAULT '[]',
    "otherPlatforms" TEXT,
    "preparednessLevel" TEXT,
    "householdAiUse" JSONB NOT NULL DEFAULT '[]',
    "householdAiUseOther" TEXT,
    "childAiConcerns" JSONB NOT NULL DEFAULT '[]',
    "rulesForChildren" TEXT,
    "aiReadinessScore" INTEGER,
    "familyReadinessScore" INTEGER,
    "roadmapGenerated" BOOLEAN NOT NULL DEFAULT false,
    "leadScore" INTEGER,
    "leadQualified" BOOLEAN NOT NULL DEFAULT false,
    "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "couponCode" TEXT,
    "stripePaymentId" TEXT,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "assessments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roadmaps" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "content" JSONB NOT NULL,
    "generator" TEXT NOT NULL DEFAULT 'builtin',
    "promptVersion" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roadmaps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupon_codes" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "maxUses" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "coupon_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupon_redemptions" (
    "id" UUID NOT NULL,
    "couponId" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coupon_redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "reportData" JSONB NOT NULL,
    "markdownReport" TEXT,
    "generator" TEXT NOT NULL DEFAULT 'builtin',
    "promptVersion" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "risks" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "impactLevel" TEXT NOT NULL,
    "mitigationStrategy" TEXT NOT NULL,
    "riskOrder" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "risks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "follow_up_questions" (
    "assessmentId" UUID NOT NULL,
    "q1Primary" TEXT NOT NULL,
    "q1Followup" TEXT NOT NULL,
    "q2Primary" TEXT NOT NULL,
    "q2Followup" TEXT NOT NULL,
    "q3Primary" TEXT NOT NULL,
    "q3Followup" TEXT NOT NULL,
    "promptVersion" TEXT NOT NULL DEFAULT '',
    "generatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follow_up_questions_pkey" PRIMARY KEY ("assessmentId")
);

-- CreateTable
CREATE TABLE "interviews" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "interviewId" TEXT NOT NULL,
    "transcriptSummary" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "interviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_sections" (
    "id" UUID NOT NULL,
    "interviewId" UUID NOT NULL,
    "sectionKey" TEXT NOT NULL,
    "primaryAnswer" TEXT,
    "followupAnswer" TEXT,
    "deeperDiveSummary" TEXT,
    "insights" JSONB,
    "proposedPilot" TEXT,
    "kpis" JSONB,
    "systemsData" JSONB,
    "constraintsRisks" JSONB,
    "nextStep" JSONB,
    "confidence" INTEGER,
    "quotes" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "interview_sections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'stripe',
    "providerId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_requests" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "status" "CallRequestStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "call_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "generation_jobs" (
    "id" UUID NOT NULL,
    "kind" "JobKind" NOT NULL,
    "key" TEXT NOT NULL,
    "assessmentId" UUID NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 3,
    "runAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseExpiresAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "generation_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'queued',
    "providerId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL,
    "actorId" UUID,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_resetToken_key" ON "users"("resetToken");

-- CreateIndex
CREATE INDEX "users_createdAt_idx" ON "users"("createdAt");

-- CreateIndex
CREATE INDEX "assessments_createdAt_idx" ON "assessments"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "assessments_userId_idx" ON "assessments"("userId");

-- CreateIndex
CREATE INDEX "assessments_companyIndustry_companyEmployees_idx" ON "assessments"("companyIndustry", "companyEmployees");

-- CreateIndex
CREATE INDEX "assessments_leadScore_idx" ON "assessments"("leadScore");

-- CreateIndex
CREATE INDEX "assessments_executiveName_trgm_idx" ON "assessments" USING GIN ("executiveName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "assessments_companyName_trgm_idx" ON "assessments" USING GIN ("companyName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "assessments_executiveEmail_trgm_idx" ON "assessments" USING GIN ("executiveEmail" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "roadmaps_assessmentId_key" ON "roadmaps"("assessmentId");

-- CreateIndex
CREATE INDEX "roadmaps_createdAt_idx" ON "roadmaps"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "coupon_codes_code_key" ON "coupon_codes"("code");

-- CreateIndex
CREATE UNIQUE INDEX "coupon_redemptions_assessmentId_key" ON "coupon_redemptions"("assessmentId");

-- CreateIndex
CREATE INDEX "coupon_redemptions_couponId_idx" ON "coupon_redemptions"("couponId");

-- CreateIndex
CREATE UNIQUE INDEX "reports_assessmentId_key" ON "reports"("assessmentId");

-- CreateIndex
CREATE INDEX "risks_assessmentId_riskOrder_idx" ON "risks"("assessmentId", "riskOrder");

-- CreateIndex
CREATE UNIQUE INDEX "interviews_interviewId_key" ON "interviews"("interviewId");

-- CreateIndex
CREATE INDEX "interviews_assessmentId_idx" ON "interviews"("assessmentId");

-- CreateIndex
CREATE INDEX "interview_sections_interviewId_idx" ON "interview_sections"("interviewId");

-- CreateIndex
CREATE UNIQUE INDEX "payments_providerId_key" ON "payments"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "payments_idempotencyKey_key" ON "payments"("idempotencyKey");

-- CreateIndex
CREATE INDEX "payments_assessmentId_idx" ON "payments"("assessmentId");

-- CreateIndex
CREATE INDEX "call_requests_status_createdAt_idx" ON "call_requests"("status", "createdAt");

-- CreateIndex
CREATE INDEX "call_requests_assessmentId_idx" ON "call_requests"("assessmentId");

-- CreateIndex
CREATE INDEX "generation_jobs_status_runAfter_idx" ON "generation_jobs"("status", "runAfter");

-- CreateIndex
CREATE INDEX "generation_jobs_assessmentId_idx" ON "generation_jobs"("assessmentId");

-- CreateIndex
CREATE UNIQUE INDEX "generation_jobs_kind_key_key" ON "generation_jobs"("kind", "key");

-- CreateIndex
CREATE INDEX "email_outbox_to_createdAt_idx" ON "email_outbox"("to", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "rate_limit_buckets_resetAt_idx" ON "rate_limit_buckets"("resetAt");

-- CreateIndex
CREATE INDEX "audit_log_createdAt_idx" ON "audit_log"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roadmaps" ADD CONSTRAINT "roadmaps_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "coupon_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "risks" ADD CONSTRAINT "risks_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follow_up_questions" ADD CONSTRAINT "follow_up_questions_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_sections" ADD CONSTRAINT "interview_sections_interviewId_fkey" FOREIGN KEY ("interviewId") REFERENCES "interviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
