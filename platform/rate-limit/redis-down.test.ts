export {}; // a module: top-level await below
/** REDIS_URL names a Redis that is not there (nothing listens on port 1). */
process.env.REDIS_URL = "redis://127.0.0.1:1";
const { hit } = await import("./index");
const { closeRedis } = await import("./redis-connection");
const { AppError } = await import("@/platform/errors");

afterAll(async () => {
  await closeRedis().catch(() => {});
});

it("answers 503 with Retry-After while Redis is down, rather than letting requests through unlimited", async () => {
  const error = await hit("couponByClient", "any-client").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 503 });
  expect((error as InstanceType<typeof AppError>).headers?.["Retry-After"]).toBe("5");
});
