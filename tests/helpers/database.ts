/**
 * Import first in an integration test file: gives the file its own database, a copy of the
 * migrated template (PGlite folder, or PostgreSQL database when DATABASE_URL is set),
 * before the app's modules read their configuration.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { templateDatabase, withDatabase } from "./test-databases";

const baseUrl = process.env.DATABASE_URL;
const cleanups: Array<() => void> = [];

if (baseUrl) {
  const name = `${templateDatabase()}_${process.pid}_${Date.now().toString(36)}`;
  const adminUrl = withDatabase(baseUrl, "postgres");
  const runSql = (sql: string) =>
    execFileSync(process.execPath, [
      path.join(process.cwd(), "tests", "helpers", "run-sql.cjs"),
      adminUrl,
      sql,
    ]);
  runSql(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase()}"`);
  process.env.DATABASE_URL = withDatabase(baseUrl, name);
  cleanups.push(() => runSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
} else {
  const dir = mkdtempSync(path.join(tmpdir(), "ai-readiness-test-"));
  cpSync(templateDatabase(), dir, { recursive: true });
  process.env.PGLITE_DATA_DIR = dir;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
}

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";

afterAll(async () => {
  const { closeDb } = await import("@/platform/db");
  await closeDb();
  for (const cleanup of cleanups) cleanup();
});

/** Empties every table, for tests that need a clean slate within one file. */
export async function resetData() {
  const { db } = await import("@/platform/db");
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const list = tables.map((t) => `"public"."${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} CASCADE`);
}
