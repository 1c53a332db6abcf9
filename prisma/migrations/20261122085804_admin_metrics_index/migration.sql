-- CreateIndex
CREATE INDEX "assessments_roadmapGenerated_leadQualified_leadScore_idx" ON "assessments"("roadmapGenerated", "leadQualified", "leadScore");
