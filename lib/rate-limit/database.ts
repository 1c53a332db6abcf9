import "server-only";
import { db } from "@/lib/db";
import type { RateLimitStore } from "./store";

/** Fixed windows in the rate_limit_buckets table: shared by every server, unlike process memory. */
export const databaseStore: RateLimitStore = {
  async increment(bucket, windowSeconds) {
    const [row] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
      INSERT INTO rate_limit_buckets (key, count, "resetAt")
      VALUES (${bucket}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_buckets."resetAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
        "resetAt" = CASE WHEN rate_limit_buckets."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE rate_limit_buckets."resetAt" END
      RETURNING count, "resetAt"`;
    return { count: row.count, resetInMs: row.resetAt.getTime() - Date.now() };
  },
  async clear(bucket) {
    await db.rateLimitBucket.deleteMany({ where: { key: bucket } });
  },
};
