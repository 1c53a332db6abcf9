-- CreateTable
CREATE TABLE "team_link_codes" (
    "id" UUID NOT NULL,
    "linkId" UUID NOT NULL,
    "addressHash" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "team_link_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_answerers" (
    "assessmentId" UUID NOT NULL,
    "addressHash" TEXT NOT NULL,

    CONSTRAINT "team_answerers_pkey" PRIMARY KEY ("assessmentId","addressHash")
);

-- CreateTable
CREATE TABLE "team_pending_answers" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "sealed" TEXT NOT NULL,

    CONSTRAINT "team_pending_answers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_link_codes_linkId_addressHash_key" ON "team_link_codes"("linkId", "addressHash");

-- CreateIndex
CREATE INDEX "team_pending_answers_assessmentId_idx" ON "team_pending_answers"("assessmentId");

-- AddForeignKey
ALTER TABLE "team_link_codes" ADD CONSTRAINT "team_link_codes_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "team_links"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_answerers" ADD CONSTRAINT "team_answerers_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_pending_answers" ADD CONSTRAINT "team_pending_answers_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
