-- AlterTable
-- Every score stored so far was computed with readiness model version 1.
ALTER TABLE "assessments" ADD COLUMN     "readinessVersion" INTEGER NOT NULL DEFAULT 1;

-- New rows are scored with version 2 (model/scoring/readiness-models.ts).
ALTER TABLE "assessments" ALTER COLUMN "readinessVersion" SET DEFAULT 2;
