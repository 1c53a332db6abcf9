import "server-only";
import { database, db } from "@/platform/db";
import { applyMigrations } from "@/platform/db/schema-engine";
import { seedFromEnvironment } from "./seed";

/**
 * The embedded default needs no set-up: before the first request, pending migrations are
 * applied and an empty database is seeded. A PostgreSQL server is migrated by deployment
 * (`npm run db:migrate`), never by the app.
 */
export async function prepareEmbeddedDatabase() {
  const { connection } = database();
  if (connection.target.kind !== "pglite") return;
  const applied = await applyMigrations(connection.adapter);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(", ")}`);
  await seedFromEnvironment(db);
}
