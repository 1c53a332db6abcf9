import "server-only";
import { RateLimiterRedis, type RateLimiterStoreAbstract } from "rate-limiter-flexible";
import { db } from "@/platform/db";
import { DatabaseRateLimiter } from "./database-store";
import { env } from "@/platform/env";
import { limits, type LimitName } from "./limits";
import { redisConnection } from "./redis-connection";

/**
 * rate-limiter-flexible's stores: Redis when REDIS_URL is set (and then only Redis),
 * otherwise the app's own database through Prisma (the `rate_limits` table), which works on
 * PGlite and on PostgreSQL alike and is shared by every server on one PostgreSQL. Its
 * PostgreSQL store would need a second pool and cannot reach the embedded PGlite.
 */
const made = new Map<LimitName, RateLimiterStoreAbstract>();

export function limiter(name: LimitName): RateLimiterStoreAbstract {
  let found = made.get(name);
  if (!found) {
    const { limit, windowSeconds } = limits[name];
    const options = { points: limit, duration: windowSeconds };
    found = env.REDIS_URL
      ? new RateLimiterRedis({
          ...options,
          storeClient: redisConnection(env.REDIS_URL),
          keyPrefix: `rate-limit:${name}`,
        })
      : new DatabaseRateLimiter({
          ...options,
          storeClient: db,
          tableName: "rateLimit", // the Prisma model RateLimit
          keyPrefix: name,
          // Its timer deletes rows an hour after expiry, per limiter, and never runs while a
          // serverless function is frozen: pruneExpired does it on write instead.
          clearExpiredByTimeout: false,
        });
    made.set(name, found);
  }
  return found;
}

export const usesRedis = (): boolean => Boolean(env.REDIS_URL);

const PRUNE_EVERY_MS = 60_000;
let nextPrune = 0;

/** Deletes expired windows from the database, at most once a minute per server. */
export async function pruneExpired(now = Date.now()): Promise<void> {
  if (usesRedis() || now < nextPrune) return;
  nextPrune = now + PRUNE_EVERY_MS;
  await db.rateLimit
    .deleteMany({ where: { expire: { lt: new Date(now) } } })
    .catch((error: unknown) => console.warn("Rate-limit prune failed:", error));
}
