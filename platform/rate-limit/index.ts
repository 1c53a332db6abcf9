import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/platform/errors";
import type { LimitName } from "./limits";
import { limiter, pruneExpired, usesRedis } from "./limiters";
import { rateLimited } from "./refusal";

export { clientAddress } from "./client-address";
export { limits, type Limit, type LimitName } from "./limits";
export { rateLimited } from "./refusal";
export {
  canCountInStatement,
  countedHit,
  refuseUnlessCounted,
  type HitVerdict,
} from "./counted-statement";

/**
 * Redis down: 503 with Retry-After (no limit is better than a silent one). A database error
 * is left to the route wrapper, which answers database outages itself.
 */
function storeFailed(error: unknown): never {
  if (!usesRedis()) throw error;
  console.error("Rate-limit store (Redis) failed:", error);
  throw new AppError(
    "service_unavailable",
    "The service is temporarily unavailable. Please try again in a moment.",
    { headers: { "Retry-After": "5" } },
  );
}

async function store<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
    return storeFailed(error);
  } finally {
    await pruneExpired();
  }
}

/** Counts one hit against `key` and throws 429 with Retry-After once the limit is passed. */
export async function hit(name: LimitName, key: string): Promise<void> {
  await store(() => limiter(name).consume(key));
}

/**
 * Counts one hit without refusing it, and answers the window's count with this hit and the
 * time until it closes (for callers that decide themselves, like the sign-in).
 */
export async function record(
  name: LimitName,
  key: string,
): Promise<{ count: number; resetInMs: number }> {
  const res = await store(() => limiter(name).penalty(key));
  return { count: res.consumedPoints, resetInMs: res.msBeforeNext };
}

/** The window's hits against `key` so far, and the time until it closes; counts nothing. */
export async function peek(
  name: LimitName,
  key: string,
): Promise<{ count: number; resetInMs: number }> {
  const res = await store(() => limiter(name).get(key));
  return { count: res?.consumedPoints ?? 0, resetInMs: res?.msBeforeNext ?? 0 };
}

/** Takes back one hit against `key` (an attempt that was refused before it was tried). */
export async function takeBack(name: LimitName, key: string): Promise<void> {
  await store(() => limiter(name).reward(key, 1));
}

/** Forgets the hits against `key`. */
export async function clearHits(name: LimitName, key: string): Promise<void> {
  await store(() => limiter(name).delete(key));
}

/** Refuses every hit against `key` for `ms` from now (a pause that grows, like the sign-in's). */
export async function blockFor(name: LimitName, key: string, ms: number): Promise<void> {
  await store(() => limiter(name).block(key, Math.ceil(ms / 1000)));
}
