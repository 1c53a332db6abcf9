-- The hand-written fixed windows give way to rate-limiter-flexible's Prisma store
-- (lib/rate-limit). Open windows are not carried over: a limit starts afresh once.
DROP TABLE "rate_limit_buckets";

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");
