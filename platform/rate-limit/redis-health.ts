import "server-only";
import { env } from "@/platform/env";
import { redisConnection } from "./redis-connection";

export interface RedisHealth {
  ok: boolean;
  latencyMs: number;
  message?: string;
}

const TIMEOUT_MS = 2000;

/** Pings the Redis the rate limits use (REDIS_URL); undefined when the app runs without one. */
export async function checkRedis(): Promise<RedisHealth | undefined> {
  if (!env.REDIS_URL) return undefined;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redisConnection(env.REDIS_URL).ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: elapsed() };
  } catch {
    return { ok: false, latencyMs: elapsed(), message: "Redis is not reachable." };
  } finally {
    clearTimeout(timer);
  }
}
