-- AlterTable
ALTER TABLE "assessments" ADD COLUMN     "previousAssessmentId" UUID;

-- CreateIndex
CREATE INDEX "assessments_previousAssessmentId_idx" ON "assessments"("previousAssessmentId");

-- AddForeignKey
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_previousAssessmentId_fkey" FOREIGN KEY ("previousAssessmentId") REFERENCES "assessments"("id") ON DELETE SET NULL ON UPDATE CASCADE;
