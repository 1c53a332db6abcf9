import { rmSync } from "node:fs";
import { Client } from "pg";
import { openConnection } from "@/platform/db/connection";
import { applyMigrations } from "@/platform/db/schema-engine";
import { templateDatabase, withDatabase } from "./test-databases";

/**
 * Builds one migrated template database per run; each integration test file then gets its
 * own copy (tests/helpers/database.ts). PostgreSQL when DATABASE_URL is set, else PGlite.
 * Run by Jest's global setup through tsx.
 */
async function prepareTemplates() {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = templateDatabase();
    const admin = new Client({ connectionString: withDatabase(baseUrl, "postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const connection = openConnection({ kind: "postgres", url: withDatabase(baseUrl, template) });
    await applyMigrations(connection.adapter);
    await connection.close();
  } else {
    rmSync(templateDatabase(), { recursive: true, force: true });
    const connection = openConnection({ kind: "pglite", dataDir: templateDatabase() });
    await applyMigrations(connection.adapter);
    await connection.close();
  }
}

await prepareTemplates();
process.exit(0);
