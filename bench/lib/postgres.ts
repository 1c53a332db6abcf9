/** A scratch PostgreSQL database per run: created, migrated like production, dropped at the end. */
import pg from "pg";
import { onCleanup, progress, withTimeout } from "./log";

/** The local server (trust auth); BENCH_PG_URL points elsewhere on this machine if needed. */
const SERVER_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A small pool for the bench's own queries (seeding, ids, counts). */
  pool: pg.Pool;
  drop(): Promise<void>;
}

function urlFor(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<timestamp>` and applies the project's migrations through Prisma's PrismaPg adapter. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `bench_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
  const url = urlFor(name);
  await withTimeout("create database", 30_000, () =>
    admin((client) => client.query(`CREATE DATABASE "${name}"`)),
  );
  progress(`created database ${name}`);
  let pool: pg.Pool | undefined;
  let dropped: Promise<void> | undefined;
  const drop = () =>
    (dropped ??= (async () => {
      await pool?.end().catch(() => {});
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      unregister();
      progress(`dropped database ${name}`);
    })());
  const unregister = onCleanup(`database ${name}`, drop);
  try {
    await withTimeout("migrate", 120_000, async () => {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      const { applyMigrations } = await import("@/platform/db/schema-engine");
      const applied = await applyMigrations(new PrismaPg({ connectionString: url, max: 2 }));
      progress(`migrated ${name}: ${applied.join(", ")}`);
    });
    pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 10_000 });
    return { name, url, pool, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
