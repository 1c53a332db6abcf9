-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "executiveEmailVerifiedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "resume_tokens" ADD COLUMN     "emailed" BOOLEAN NOT NULL DEFAULT false;
