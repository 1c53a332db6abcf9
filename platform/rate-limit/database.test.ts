import "@/tests/helpers/database";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { clearHits, hit, limits, type LimitName } from "./index";

/** Without REDIS_URL the limits live in the app's database (rate-limiter-flexible's Prisma store). */
async function refusal(name: LimitName, key: string) {
  try {
    await hit(name, key);
  } catch (error) {
    return error;
  }
  return null;
}

// First in the file: the prune runs on the first hit of a server, then at most once a minute.
it("deletes expired windows on a hit and keeps open ones", async () => {
  const past = new Date(Date.now() - 60_000);
  await db.rateLimit.createMany({
    data: [
      ...Array.from({ length: 30 }, (_, i) => ({ key: `old:${i}`, points: 3, expire: past })),
      { key: "open:1", points: 1, expire: new Date(Date.now() + 600_000) },
    ],
  });

  await hit("couponByClient", "pruning-client");

  expect(await db.rateLimit.count({ where: { key: { startsWith: "old:" } } })).toBe(0);
  expect(await db.rateLimit.count({ where: { key: "open:1" } })).toBe(1);
  expect(await db.rateLimit.count({ where: { key: "couponByClient:pruning-client" } })).toBe(1);
});

it("answers 429 with Retry-After past the limit for one client, and not for another", async () => {
  const { limit, windowSeconds } = limits.couponByClient;
  const [a, b] = [randomUUID(), randomUUID()];
  for (let i = 0; i < limit; i++) await hit("couponByClient", a);

  const error = await refusal("couponByClient", a);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 429 });
  const retryAfter = Number((error as AppError).headers?.["Retry-After"]);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 5);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(await refusal("couponByClient", b)).toBeNull();
});

it("counts concurrent hits once each, in one row whose expiry is the window", async () => {
  const { limit, windowSeconds } = limits.loginByEmail;
  const key = randomUUID();
  const results = await Promise.all(
    Array.from({ length: limit + 3 }, () => refusal("loginByEmail", key)),
  );
  expect(results.filter((r) => r === null)).toHaveLength(limit);

  const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `loginByEmail:${key}` } });
  expect(row.points).toBe(limit + 3);
  const left = (row.expire!.getTime() - Date.now()) / 1000;
  expect(left).toBeGreaterThan(windowSeconds - 10);
  expect(left).toBeLessThanOrEqual(windowSeconds);
});

it("starts a new window once the last one has expired", async () => {
  const key = randomUUID();
  await db.rateLimit.create({
    data: { key: `couponByClient:${key}`, points: 99, expire: new Date(Date.now() - 1000) },
  });
  expect(await refusal("couponByClient", key)).toBeNull();
  const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `couponByClient:${key}` } });
  expect(row.points).toBe(1);
});

it("forgets a client's hits on clearHits", async () => {
  const key = randomUUID();
  for (let i = 0; i < limits.loginByEmail.limit; i++) await hit("loginByEmail", key);
  await clearHits("loginByEmail", key);
  expect(await db.rateLimit.count({ where: { key: `loginByEmail:${key}` } })).toBe(0);
  expect(await refusal("loginByEmail", key)).toBeNull();
});
