import "server-only";
import { PrismaClient } from "@/platform/db/generated/prisma/client";
import { openConnection, resolveTarget, type Connection } from "@/platform/db/connection";
import { markIfUnavailable } from "@/platform/db/errors";
import { env } from "@/platform/env";

/**
 * The Prisma client: PostgreSQL through @prisma/adapter-pg when DATABASE_URL is set,
 * otherwise the embedded PGlite under PGLITE_DATA_DIR.
 *
 * Opened on first use, not on import (`next build` imports route modules in several
 * workers), and kept on globalThis so dev reloads reuse it: two PGlite instances must
 * never open the same folder.
 *
 * A query that fails because the database is away carries the outage digest, so that a
 * page's error boundary can say "briefly unavailable" (see markIfUnavailable).
 */
type Database = { connection: Connection; client: PrismaClient };
const holder = globalThis as unknown as { __database?: Database };

export function database(): Database {
  if (!holder.__database) {
    const connection = openConnection(resolveTarget(env.DATABASE_URL, env.PGLITE_DATA_DIR), {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    });
    const client = new PrismaClient({
      adapter: connection.adapter,
      // PGlite has one connection: a transaction queues behind the one running, and Prisma's
      // default two-second wait gives up on a busy machine where nothing is wrong.
      transactionOptions: { maxWait: 10_000 },
    }).$extends({
      query: {
        async $allOperations({ args, query }) {
          try {
            return await query(args);
          } catch (error) {
            throw markIfUnavailable(error);
          }
        },
      },
    }) as unknown as PrismaClient;
    holder.__database = { connection, client };
  }
  return holder.__database;
}

export const db = new Proxy({} as PrismaClient, {
  get(_, key) {
    const client = database().client;
    const value = Reflect.get(client, key, client);
    if (key === "$transaction") {
      // Opening a transaction is no operation of the extension above: mark its failure here.
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>)
          .apply(client, args)
          .catch((error: unknown) => Promise.reject(markIfUnavailable(error)));
    }
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function closeDb() {
  const current = holder.__database;
  holder.__database = undefined;
  if (!current) return;
  await current.client.$disconnect();
  await current.connection.close();
}
