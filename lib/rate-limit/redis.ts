import "server-only";
import { Redis } from "ioredis";
import { AppError } from "@/lib/errors";
import type { RateLimitStore } from "./store";

/**
 * INCR and the window's EXPIRE in one atomic script: a crash between the two can never
 * leave a counter without an expiry (which would lock the client out for good).
 */
const FIXED_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PTTL', KEYS[1])}`;

const PREFIX = "rate-limit:";
let client: Redis | undefined;

/** One connection per server process. Failing fast: a request must not wait on a dead Redis. */
export function redisClient(url: string): Redis {
  client ??= new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    enableAutoPipelining: true,
  });
  return client;
}

export async function closeRedis(): Promise<void> {
  await client?.quit();
  client = undefined;
}

function unavailable(error: unknown): never {
  console.error("Rate-limit store (Redis) failed:", error);
  throw new AppError(
    "service_unavailable",
    "The service is temporarily unavailable. Please try again in a moment.",
    {
      headers: { "Retry-After": "5" },
    },
  );
}

export function redisStore(url: string): RateLimitStore {
  return {
    async increment(bucket, windowSeconds) {
      const [count, ttl] = (await redisClient(url)
        .eval(FIXED_WINDOW, 1, PREFIX + bucket, windowSeconds)
        .catch(unavailable)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async clear(bucket) {
      await redisClient(url)
        .del(PREFIX + bucket)
        .catch(unavailable);
    },
  };
}
