-- Commercial e-mail carries List-Unsubscribe headers (RFC 8058): the outbox keeps them per message.

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "headers" JSONB;
