/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { closeDb, database } from "@/platform/db";
import { applyMigrations } from "@/platform/db/schema-engine";

const { connection } = database();
const where =
  connection.target.kind === "postgres" ? "PostgreSQL" : `PGlite (${connection.target.dataDir})`;
const applied = await applyMigrations(connection.adapter);
console.log(
  applied.length ? `Applied to ${where}: ${applied.join(", ")}` : `${where} is up to date.`,
);
await closeDb();
process.exit(0);
