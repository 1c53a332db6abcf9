-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "dedupeKey" TEXT;

-- AlterTable
ALTER TABLE "follow_up_questions" ADD COLUMN     "generationNote" TEXT,
ADD COLUMN     "generator" TEXT NOT NULL DEFAULT 'builtin';

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "generationNote" TEXT;

-- AlterTable
ALTER TABLE "roadmaps" ADD COLUMN     "generationNote" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_dedupeKey_key" ON "email_outbox"("dedupeKey");
