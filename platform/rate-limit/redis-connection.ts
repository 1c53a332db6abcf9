import "server-only";
import { Redis } from "ioredis";

let client: Redis | undefined;

/** One connection per server process. Failing fast: a request must not wait on a dead Redis. */
export function redisConnection(url: string): Redis {
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
