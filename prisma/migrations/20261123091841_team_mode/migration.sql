-- CreateEnum
CREATE TYPE "TeamInvitationStatus" AS ENUM ('pending', 'answered');

-- CreateTable
CREATE TABLE "team_invitations" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "status" "TeamInvitationStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_links" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_responses" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "answers" JSONB NOT NULL,
    "memberFunction" TEXT NOT NULL,
    "seniority" TEXT NOT NULL,

    CONSTRAINT "team_responses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_tokenHash_key" ON "team_invitations"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_assessmentId_email_key" ON "team_invitations"("assessmentId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "team_links_tokenHash_key" ON "team_links"("tokenHash");

-- CreateIndex
CREATE INDEX "team_links_assessmentId_idx" ON "team_links"("assessmentId");

-- CreateIndex
CREATE INDEX "team_responses_assessmentId_idx" ON "team_responses"("assessmentId");

-- AddForeignKey
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_responses" ADD CONSTRAINT "team_responses_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
