import "server-only";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { limits, type LimitName } from "./limits";
import { pruneExpired, usesRedis } from "./limiters";
import { rateLimited } from "./refusal";

/**
 * A hit counted in the statement of the work it guards: one round trip instead of two, for
 * the busiest limited write (a submission). Only where the limits live in the database: with
 * Redis, count with `hit` first.
 */
export const canCountInStatement = (): boolean => !usesRedis();

/** The columns `countedHit`'s verdict adds to the statement's answer. */
export interface HitVerdict {
  counted: boolean;
  /** The window's end, in epoch milliseconds; null for a window without one. */
  windowEndsMs: number | null;
}

/**
 * The CTE `hit` that counts one hit against `key` under `name`, the condition (`within`) that
 * the work of the statement must meet to be done, and the verdict's columns for its final
 * SELECT. The same window as rate-limiter-flexible's store (platform/rate-limit/database-store.ts:
 * same row, same key, an expired window starts again at this hit), with one difference: a
 * refused hit writes nothing, since a full window refuses every hit until it ends whatever its
 * count. Concurrent hits wait on the row, and each sees the count the one before it left.
 */
export function countedHit(
  name: LimitName,
  key: string,
): { cte: Prisma.Sql; within: Prisma.Sql; verdict: Prisma.Sql } {
  const { limit, windowSeconds } = limits[name];
  const rowKey = `${name}:${key}`;
  const now = new Date();
  const expire = new Date(now.getTime() + windowSeconds * 1000);
  return {
    cte: Prisma.sql`hit AS (
      INSERT INTO rate_limits AS r (key, points, expire) VALUES (${rowKey}, 1, ${expire})
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN r.expire <= ${now} THEN 1 ELSE r.points + 1 END,
        expire = CASE WHEN r.expire <= ${now} THEN EXCLUDED.expire ELSE r.expire END
      WHERE r.expire <= ${now} OR r.points < ${limit}
      RETURNING expire)`,
    within: Prisma.sql`EXISTS (SELECT 1 FROM hit)`,
    // A refused hit changed nothing: the window it met is the row as the statement found it.
    verdict: Prisma.sql`EXISTS (SELECT 1 FROM hit) AS counted,
      (extract(epoch FROM coalesce(
        (SELECT expire FROM hit),
        (SELECT expire FROM rate_limits WHERE key = ${rowKey})
      )) * 1000)::float8 AS "windowEndsMs"`,
  };
}

/** Throws 429 with Retry-After when the statement's hit was refused; prunes expired windows. */
export async function refuseUnlessCounted({ counted, windowEndsMs }: HitVerdict): Promise<void> {
  await pruneExpired();
  if (!counted) throw rateLimited(windowEndsMs === null ? -1 : windowEndsMs - Date.now());
}
