import "server-only";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";

interface Window {
  points: number;
  expire: Date | null;
}

/**
 * rate-limiter-flexible's Prisma store (the `rate_limits` table), with a hit counted in one
 * statement. The library's deletes an expired window and then upserts: two queries, each
 * through Prisma's query compiler, on every rate-limited request. This upsert does both: an
 * expired window (or any, when forced) starts again at this hit; an open one, or one without
 * expiry, is incremented in the database, so that concurrent hits are all counted.
 */
export class DatabaseRateLimiter extends RateLimiterPrisma {
  /** Overrides the library's store write (called by consume, penalty, reward and block). */
  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Window> {
    const now = new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const restart = forceExpire ? Prisma.sql`true` : Prisma.sql`rate_limits.expire <= ${now}`;
    return db.$queryRaw<Window[]>`
      INSERT INTO rate_limits (key, points, expire) VALUES (${key}, ${points}, ${expire})
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN ${restart} THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
        expire = CASE WHEN ${restart} THEN EXCLUDED.expire ELSE rate_limits.expire END
      RETURNING points, expire`.then(([row]) => row);
  }
}
