import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

export type DatabaseTarget =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface Connection {
  target: DatabaseTarget;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /** PostgreSQL only: the pool Prisma's adapter queries through, for platform/db/direct.ts. */
  pool?: pg.Pool;
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

/** Time limits of every PostgreSQL session, in ms (0: none). PGlite runs in-process: no limits. */
export interface SessionLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** Opening a connection takes at most this long; the query then fails (503). */
  connectTimeoutMs: number;
}

/**
 * A statement that runs past its limit, or waits on a lock past its limit, is cancelled: a
 * stuck query or a long lock queue answers 503 (platform/db/errors.ts) instead of holding
 * a pool connection, and the request behind it, for good.
 */
export function openConnection(
  target: DatabaseTarget,
  limits: SessionLimits = { statementTimeoutMs: 0, lockTimeoutMs: 0, connectTimeoutMs: 5_000 },
): Connection {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
    });
    // Prisma's adapter ends a pool it was given only when told to: its disconnect ends this one.
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    return { target, adapter, pool, close: async () => {} };
  }
  const pglite = openPglite(target.dataDir);
  return { target, adapter: new PrismaPGlite(pglite), close: () => pglite.close() };
}
