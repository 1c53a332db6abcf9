-- AlterEnum
ALTER TYPE "TeamInvitationStatus" ADD VALUE 'declined';

-- CreateTable
CREATE TABLE "team_invitation_refusals" (
    "addressHash" TEXT NOT NULL,

    CONSTRAINT "team_invitation_refusals_pkey" PRIMARY KEY ("addressHash")
);
