import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export interface Limit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Named limits, so every route of one purpose shares them. */
export const limits = {
  assessmentSubmit: { limit: 20, windowSeconds: 600 },
  callRequest: { limit: 5, windowSeconds: 3600 },
  couponByClient: { limit: 10, windowSeconds: 600 },
  loginByClient: { limit: 20, windowSeconds: 900 },
  loginByEmail: { limit: 5, windowSeconds: 900 },
  register: { limit: 5, windowSeconds: 3600 },
  reportRefresh: { limit: 5, windowSeconds: 3600 },
  resetRequest: { limit: 5, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** The client's address, as the proxy in front of the app reports it. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}

/**
 * Counts one hit against `key` in a fixed window stored in the database (shared by every
 * server, unlike process memory) and throws 429 with Retry-After once the limit is passed.
 */
export async function hit(name: keyof typeof limits, key: string): Promise<void> {
  const { limit, windowSeconds } = limits[name];
  const bucket = `${name}:${key}`;
  const [row] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, "resetAt")
    VALUES (${bucket}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets."resetAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      "resetAt" = CASE WHEN rate_limit_buckets."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE rate_limit_buckets."resetAt" END
    RETURNING count, "resetAt"`;
  if (row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/** Forgets the hits against `key`: a successful login does not count against the account. */
export async function clearHits(name: keyof typeof limits, key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: `${name}:${key}` } });
}
