import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const migrations = path.join(process.cwd(), "prisma", "migrations");
const folder = readdirSync(migrations).find((name) => name.endsWith("_readiness_version"));
const sql = readFileSync(path.join(migrations, folder!, "migration.sql"), "utf8");

describe("the readiness_version migration", () => {
  it("marks the scores already stored as version 1 and new rows as version 2", async () => {
    const pg = new PGlite("memory://");
    await pg.exec(`CREATE TABLE "assessments" (id int PRIMARY KEY, "aiReadinessScore" int);
      INSERT INTO "assessments" VALUES (1, 62);`);
    await pg.exec(sql);
    await pg.exec(`INSERT INTO "assessments" (id, "aiReadinessScore") VALUES (2, 59);`);
    const { rows } = await pg.query<{ id: number; readinessVersion: number }>(
      `SELECT id, "readinessVersion" FROM "assessments" ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, readinessVersion: 1 },
      { id: 2, readinessVersion: 2 },
    ]);
    await pg.close();
  });
});
