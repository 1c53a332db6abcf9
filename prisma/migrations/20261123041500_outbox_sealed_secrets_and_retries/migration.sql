-- E-mails keep no readable secret (reset links, temporary passwords): the deliverable body of
-- such a message is sealed until it is sent. Queued messages are retried from "sendAfter".

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attachments" JSONB,
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sealedBody" TEXT,
ADD COLUMN     "sendAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "generation_jobs" ADD COLUMN     "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "email_outbox_status_sendAfter_idx" ON "email_outbox"("status", "sendAfter");

-- Messages stored before carry their secret in the clear: redact them. One still queued can
-- no longer be sent as written: it fails (the person asks for a new link).
UPDATE "email_outbox"
SET "html" = '[redacted]', "text" = '[redacted]',
    "status" = CASE WHEN "status" = 'queued' THEN 'failed'::"EmailStatus" ELSE "status" END,
    "error" = CASE WHEN "status" = 'queued' THEN 'Redacted before it was sent.' ELSE "error" END
WHERE "template" IN ('password-reset', 'temporary-password');
