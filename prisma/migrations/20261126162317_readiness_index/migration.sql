-- CreateTable
CREATE TABLE "readiness_index_publications" (
    "id" TEXT NOT NULL DEFAULT 'chapter',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "periodFrom" DATE,
    "periodTo" DATE,
    "excludedAssessmentIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "snapshot" JSONB,
    "computedAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3),
    "publishedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "readiness_index_publications_pkey" PRIMARY KEY ("id")
);
