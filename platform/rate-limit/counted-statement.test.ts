import "@/tests/helpers/database";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { directQuery } from "@/platform/db/direct";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { AppError } from "@/platform/errors";
import { countedHit, refuseUnlessCounted, type HitVerdict } from "./counted-statement";
import { limits } from "./limits";

const { limit, windowSeconds } = limits.assessmentSubmit;

/** A statement that counts a hit and, within the limit, does its work: a row named `work`. */
async function guarded(client: string, work = randomUUID()): Promise<HitVerdict> {
  const { cte, within, verdict } = countedHit("assessmentSubmit", client);
  const [row] = await directQuery<HitVerdict>(Prisma.sql`
    WITH ${cte}, work AS (
      INSERT INTO rate_limits (key, points) SELECT ${`work:${work}`}, 1 WHERE ${within}
    )
    SELECT ${verdict}`);
  return row;
}
const workDone = () => db.rateLimit.count({ where: { key: { startsWith: "work:" } } });
const windowOf = (client: string) =>
  db.rateLimit.findUniqueOrThrow({ where: { key: `assessmentSubmit:${client}` } });

beforeEach(() => db.rateLimit.deleteMany());

describe("a hit counted in the statement it guards", () => {
  it("does the work within the limit, in the window's row of the rate limiter's store", async () => {
    for (let i = 0; i < limit; i++) expect((await guarded("a")).counted).toBe(true);
    expect(await workDone()).toBe(limit);
    const window = await windowOf("a");
    expect(window.points).toBe(limit);
    const left = (window.expire!.getTime() - Date.now()) / 1000;
    expect(left).toBeGreaterThan(windowSeconds - 60);
    expect(left).toBeLessThanOrEqual(windowSeconds);
  });

  it("past the limit does no work and writes nothing, and its verdict is a 429 until the window ends", async () => {
    for (let i = 0; i < limit; i++) await guarded("b");
    const before = await windowOf("b");

    const verdict = await guarded("b");

    expect(verdict.counted).toBe(false);
    expect(verdict.windowEndsMs).toBe(before.expire!.getTime());
    expect(await workDone()).toBe(limit);
    expect(await windowOf("b")).toEqual(before);
    const refusal = await refuseUnlessCounted(verdict).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 429 });
    const retryAfter = Number((refusal as AppError).headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  });

  it("counts each of concurrent hits once: exactly the limit do their work", async () => {
    const verdicts = await Promise.all(Array.from({ length: limit + 5 }, () => guarded("c")));
    expect(verdicts.filter((v) => v.counted)).toHaveLength(limit);
    expect(await workDone()).toBe(limit);
    expect((await windowOf("c")).points).toBe(limit);
  });

  it("starts a new window at a hit after the last one ended", async () => {
    await db.rateLimit.create({
      data: { key: "assessmentSubmit:d", points: limit, expire: new Date(Date.now() - 1_000) },
    });
    expect((await guarded("d")).counted).toBe(true);
    const window = await windowOf("d");
    expect(window.points).toBe(1);
    expect(window.expire!.getTime()).toBeGreaterThan(Date.now());
  });

  it("counts one client's hits apart from another's", async () => {
    for (let i = 0; i < limit; i++) await guarded("e");
    expect((await guarded("e")).counted).toBe(false);
    expect((await guarded("f")).counted).toBe(true);
  });
});
