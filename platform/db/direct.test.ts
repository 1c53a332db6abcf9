import "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { database, db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { directQuery } from "./direct";

/** A rate-limit row: a table of the app with a text key, an integer and a timestamp. */
const insertWindow = (key: string, expire: Date) =>
  Prisma.sql`INSERT INTO rate_limits (key, points, expire) VALUES (${key}, ${1}, ${expire})
    RETURNING key, points, (extract(epoch FROM expire) * 1000)::float8 AS "expireMs"`;

beforeEach(() => db.rateLimit.deleteMany());

describe("directQuery", () => {
  it("runs a statement outside a transaction and answers its rows, a date stored as its UTC instant", async () => {
    const expire = new Date("2026-03-08T07:30:00.125Z");
    const rows = await directQuery<{ key: string; points: number; expireMs: number }>(
      insertWindow("direct:1", expire),
    );
    expect(rows).toEqual([{ key: "direct:1", points: 1, expireMs: expire.getTime() }]);
    const stored = await db.rateLimit.findUniqueOrThrow({ where: { key: "direct:1" } });
    expect(stored.expire).toEqual(expire);
  });

  it("sends a list or an object as JSON, for a jsonb parameter", async () => {
    const [row] = await directQuery<{ list: unknown; object: unknown }>(
      Prisma.sql`SELECT ${["a", "b"]}::jsonb AS list, ${{ n: 1 }}::jsonb AS object`,
    );
    expect(row).toEqual({ list: ["a", "b"], object: { n: 1 } });
  });

  it("runs inside the transaction it is given: rolled back with it, unseen outside it until then", async () => {
    let seenOutside: number | undefined;
    await expect(
      db.$transaction(async (tx) => {
        await directQuery(insertWindow("direct:tx", new Date()), tx);
        expect(await tx.rateLimit.count({ where: { key: "direct:tx" } })).toBe(1);
        // PGlite has one connection, held by the transaction: only PostgreSQL can look outside.
        if (database().connection.pool) {
          seenOutside = await db.rateLimit.count({ where: { key: "direct:tx" } });
        }
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(seenOutside ?? 0).toBe(0);
    expect(await db.rateLimit.count({ where: { key: "direct:tx" } })).toBe(0);
  });

  it("commits a statement run outside a transaction at once, whatever transaction is open", async () => {
    if (!database().connection.pool) return; // PGlite: one connection, transactions take turns
    await db
      .$transaction(async (tx) => {
        await tx.rateLimit.create({ data: { key: "direct:in-tx", points: 1 } });
        await directQuery(insertWindow("direct:outside", new Date()));
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await db.rateLimit.count({ where: { key: "direct:outside" } })).toBe(1);
    expect(await db.rateLimit.count({ where: { key: "direct:in-tx" } })).toBe(0);
  });

  it("marks a failure to reach the database as an outage", async () => {
    const pool = database().connection.pool;
    if (!pool) return; // PGlite lives in the process: it cannot be unreachable
    const query = jest
      .spyOn(pool, "query")
      .mockRejectedValueOnce(
        Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) as never,
      );
    const error = await directQuery(Prisma.sql`SELECT 1`).catch((e: unknown) => e);
    query.mockRestore();
    expect(error).toMatchObject({ code: "ECONNREFUSED", digest: expect.any(String) });
  });
});
