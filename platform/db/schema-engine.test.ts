import { PrismaPGlite } from "pglite-prisma-adapter";
import { openPglite } from "./connection";
import { applyMigrations, pendingSchemaChanges, readMigrations, readSchema } from "./schema-engine";

// Each case builds a database from the migrations in WebAssembly: seconds, not milliseconds.
// That schema.prisma and the migrations agree today is `npm run db:check` itself, run by `npm test`.
describe("the migration check (npm run db:check)", () => {
  it("catches a schema change that no migration carries, with the SQL it needs", async () => {
    const changed = readSchema().replace(
      "  couponCode           String?",
      "  couponCode           String?\n  referralSource       String?",
    );
    expect(changed).not.toBe(readSchema());
    const sql = await pendingSchemaChanges(changed);
    expect(sql).toMatch(/ALTER TABLE "assessments" ADD COLUMN\s+"referralSource" TEXT/);
  }, 60_000);
});

describe("applying migrations (npm run db:migrate)", () => {
  it("applies every migration once, records it, and applies nothing the second time", async () => {
    const pglite = openPglite("memory://");
    try {
      const names = readMigrations().migrationDirectories.map((m) => m.path);
      expect(await applyMigrations(new PrismaPGlite(pglite))).toEqual(names);
      expect(await applyMigrations(new PrismaPGlite(pglite))).toEqual([]);
      const { rows } = await pglite.query<{ migration_name: string }>(
        "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
    } finally {
      await pglite.close();
    }
  }, 60_000);
});
