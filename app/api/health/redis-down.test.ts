import "@/tests/helpers/database";
import { NextRequest } from "next/server";

/** The rate limits' Redis is configured but not there (nothing listens on port 1). */
process.env.REDIS_URL = "redis://127.0.0.1:1";
const { GET } = await import("./route");
const { closeRedis } = await import("@/platform/rate-limit/redis-connection");

afterAll(async () => {
  await closeRedis().catch(() => {});
});

it("answers 503 and names Redis when it is down, though the database is up", async () => {
  const res = await GET(new NextRequest("http://localhost/api/health"), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(503);
  const body = await res.json();
  expect(body.status).toBe("degraded");
  expect(body.database.ok).toBe(true);
  expect(body.redis).toMatchObject({ ok: false, message: "Redis is not reachable." });
});
