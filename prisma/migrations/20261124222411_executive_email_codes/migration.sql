-- CreateTable
CREATE TABLE "executive_email_codes" (
    "assessmentId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "executive_email_codes_pkey" PRIMARY KEY ("assessmentId")
);

-- AddForeignKey
ALTER TABLE "executive_email_codes" ADD CONSTRAINT "executive_email_codes_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
