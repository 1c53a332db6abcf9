-- CreateTable
CREATE TABLE "hubspot_connections" (
    "id" TEXT NOT NULL DEFAULT 'hubspot',
    "sealedToken" TEXT NOT NULL,
    "portalId" TEXT,
    "connectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSyncAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "needsAttention" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "hubspot_connections_pkey" PRIMARY KEY ("id")
);
