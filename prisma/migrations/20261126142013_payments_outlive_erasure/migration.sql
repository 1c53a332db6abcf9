-- DropForeignKey
ALTER TABLE "payments" DROP CONSTRAINT "payments_assessmentId_fkey";

-- AlterTable
ALTER TABLE "payments" ALTER COLUMN "assessmentId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE SET NULL ON UPDATE CASCADE;
