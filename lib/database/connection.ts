import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

export type DatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface Connection {
  target: DatabaseTarget;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite persisted in `dataDir`. */
export function resolveTarget(databaseUrl: string | undefined, pgliteDir: string): DatabaseTarget {
  return databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", dataDir: pgliteDir };
}

export function openPglite(dataDir: string): PGlite {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir, { extensions: { pg_trgm } });
}

export function openConnection(target: DatabaseTarget): Connection {
  if (target.kind === "postgres") {
    return {
      target,
      adapter: new PrismaPg({
        connectionString: target.url,
        max: 10,
        connectionTimeoutMillis: 5_000,
      }),
      close: async () => {},
    };
  }
  const pglite = openPglite(target.dataDir);
  return { target, adapter: new PrismaPGlite(pglite), close: () => pglite.close() };
}
