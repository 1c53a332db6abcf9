import "server-only";
import { database, db } from "@/platform/db";
import { markIfUnavailable } from "@/platform/db/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/**
 * A parameter as PostgreSQL reads it from text: a Date as its UTC instant (the `timestamp(3)`
 * columns hold UTC, as Prisma writes them; pg would send the process's local time), a list
 * or an object as JSON (for jsonb), everything else as pg sends it.
 */
function parameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return value;
}

/**
 * Runs one parameterised statement (built with Prisma.sql) and answers its rows. Outside a
 * transaction on PostgreSQL it goes straight to the driver, on the pool Prisma's adapter uses,
 * without Prisma's query machinery: for the hottest statements only (a submission). Inside a
 * transaction (`tx`) it runs on the transaction's connection, and on PGlite (one connection,
 * whose transactions Prisma's adapter serialises) through Prisma, so that it never runs
 * outside a transaction it belongs to or inside one it does not.
 *
 * Rows come back as the driver parses them: select a timestamp as epoch milliseconds or as
 * text, since pg reads a `timestamp(3)` in the process's time zone.
 */
export async function directQuery<T>(
  statement: Prisma.Sql,
  tx?: Pick<Prisma.TransactionClient, "$queryRawUnsafe">,
): Promise<T[]> {
  const values = statement.values.map(parameter);
  const pool = tx ? undefined : database().connection.pool;
  if (!pool) return (tx ?? db).$queryRawUnsafe<T[]>(statement.text, ...values);
  try {
    const result = await pool.query(statement.text, values);
    return result.rows as T[];
  } catch (error) {
    throw markIfUnavailable(error);
  }
}
