import "@/tests/helpers/database";
import { randomUUID } from "node:crypto";

/**
 * With REDIS_URL set (the one at 127.0.0.1:6379 here and in CI) the limits live in Redis, which
 * a database statement cannot reach: a submission is counted there first, then stored.
 */
process.env.REDIS_URL = "redis://127.0.0.1:6379";
const { submitAssessment } = await import("./complete");
const { clearHits } = await import("@/platform/rate-limit");
const { closeRedis } = await import("@/platform/rate-limit/redis-connection");
const { db } = await import("@/platform/db");
const { makeAnswers } = await import("@/tests/helpers/test-answers");

const client = `jest-${randomUUID()}`;

afterAll(async () => {
  await clearHits("assessmentSubmit", client);
  await closeRedis();
});

it("counts submissions in Redis, stores those within the limit and writes nothing for the refused", async () => {
  const results = [];
  for (let i = 0; i < 21; i++) {
    results.push(
      await submitAssessment(makeAnswers(), client).then(
        () => 201,
        (error: { status?: number }) => error.status,
      ),
    );
  }
  expect(results.slice(0, 20).every((status) => status === 201)).toBe(true);
  expect(results[20]).toBe(429);
  expect(await db.assessment.count()).toBe(20);
  expect(await db.rateLimit.count()).toBe(0);
}, 120_000);
