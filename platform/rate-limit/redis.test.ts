import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** With REDIS_URL set, the limits live in Redis (the one at 127.0.0.1:6379 here and in CI). */
const REDIS_URL = "redis://127.0.0.1:6379";
process.env.REDIS_URL = REDIS_URL;
const { clearHits, hit, limits } = await import("./index");
const { closeRedis } = await import("./redis-connection");
const { AppError } = await import("@/platform/errors");

const redis = new Redis(REDIS_URL);
/** Client keys no other run shares, forgotten at the end. */
const run = `jest-${randomUUID()}`;
const used: Array<[keyof typeof limits, string]> = [];
const client = (name: keyof typeof limits, label: string) => {
  const key = `${run}-${label}`;
  used.push([name, key]);
  return key;
};

afterAll(async () => {
  await Promise.all(used.map(([name, key]) => clearHits(name, key)));
  await closeRedis();
  await redis.quit();
});

async function refusal(name: keyof typeof limits, key: string) {
  try {
    await hit(name, key);
  } catch (error) {
    return error;
  }
  return null;
}

it("answers 429 with Retry-After past the limit for one client, and not for another", async () => {
  const { limit, windowSeconds } = limits.couponByClient;
  const [a, b] = [client("couponByClient", "a"), client("couponByClient", "b")];
  for (let i = 0; i < limit; i++) await hit("couponByClient", a);

  const error = await refusal("couponByClient", a);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 429 });
  const retryAfter = Number((error as InstanceType<typeof AppError>).headers?.["Retry-After"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(await refusal("couponByClient", b)).toBeNull();
});

it("keeps the counter in Redis with the window as its expiry, even under concurrent hits", async () => {
  const { limit, windowSeconds } = limits.loginByEmail;
  const key = client("loginByEmail", "concurrent");
  const results = await Promise.all(
    Array.from({ length: limit + 3 }, () => refusal("loginByEmail", key)),
  );
  expect(results.filter((r) => r === null)).toHaveLength(limit);

  const stored = `rate-limit:loginByEmail:${key}`;
  expect(Number(await redis.get(stored))).toBe(limit + 3);
  const ttl = await redis.ttl(stored);
  expect(ttl).toBeGreaterThan(windowSeconds - 5);
  expect(ttl).toBeLessThanOrEqual(windowSeconds);
});

it("forgets a client's hits on clearHits", async () => {
  const key = client("loginByEmail", "cleared");
  for (let i = 0; i < limits.loginByEmail.limit; i++) await hit("loginByEmail", key);
  await clearHits("loginByEmail", key);
  expect(await redis.exists(`rate-limit:loginByEmail:${key}`)).toBe(0);
  expect(await refusal("loginByEmail", key)).toBeNull();
});

it("reports Redis as reachable to the health check", async () => {
  const { checkRedis } = await import("./redis-health");
  expect(await checkRedis()).toMatchObject({ ok: true, latencyMs: expect.any(Number) });
});
