import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { databaseStore } from "./database";
import { redisStore } from "./redis";
import type { RateLimitStore } from "./store";

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

/** The database by default; Redis when REDIS_URL is set (and then only Redis). */
const store: RateLimitStore = env.REDIS_URL ? redisStore(env.REDIS_URL) : databaseStore;

/** Counts one hit against `key` in a fixed window and throws 429 with Retry-After once the limit is passed. */
export async function hit(name: keyof typeof limits, key: string): Promise<void> {
  const { limit, windowSeconds } = limits[name];
  const { count, resetInMs } = await store.increment(`${name}:${key}`, windowSeconds);
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/** Forgets the hits against `key`: a successful login does not count against the account. */
export async function clearHits(name: keyof typeof limits, key: string): Promise<void> {
  await store.clear(`${name}:${key}`);
}
