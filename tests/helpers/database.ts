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
  // One round trip, and DELETE: for the few rows a test leaves, far cheaper than TRUNCATE's
  // new files for every table. The foreign-key triggers are off for this transaction only, so
  // the tables empty in any order.
  await db.$executeRawUnsafe(`DO $$
    DECLARE t text;
    BEGIN
      SET LOCAL session_replication_role = replica;
      FOR t IN SELECT tablename FROM pg_tables
               WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' LOOP
        EXECUTE format('DELETE FROM public.%I', t);
      END LOOP;
    END $$`);
}
