/** `npm run db:migration -- <name>`: writes the migration that brings the migrations up to the schema. */
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { migrationLock, migrationsDir, pendingSchemaChanges } from "@/platform/db/schema-engine";

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(1);
}

const sql = await pendingSchemaChanges();
if (!sql) {
  console.log("The schema and the migrations agree: no migration written.");
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql + "\n");
const lock = path.join(migrationsDir, "migration_lock.toml");
if (!existsSync(lock)) {
  writeFileSync(lock, migrationLock);
}
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
process.exit(0);
