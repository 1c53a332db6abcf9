import { Prisma } from "@/platform/db/generated/prisma/client";
import { DATABASE_UNAVAILABLE_DIGEST } from "./outage-digest";
import { noteOutage } from "./outage-status";

const unavailableCodes = new Set([
  "P1001",
  "P1002",
  "P1003", // database does not exist
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "3D000", // database does not exist (dropped, renamed, not created yet)
  "53300", // too many connections
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now (starting up)
]);
/** Cancelled by the session limits (platform/db/connection.ts): the database is too busy. */
const busyCodes = new Set(["57014", "55P03"]);
const unavailableKinds = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const unavailableText =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|Can't reach database server|the database system is (starting up|shutting down)|terminating connection|is not currently accepting connections/i;

interface ErrorLike {
  name?: string;
  code?: unknown;
  kind?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** SQLSTATE class 08 is "connection exception"; 55000 is refused connections only when FATAL. */
function isConnectionCode(code: string, severity: unknown): boolean {
  if (unavailableCodes.has(code) || code.startsWith("08")) return true;
  return code === "55000" && severity === "FATAL";
}

/** Walks an error and those it wraps (Prisma's driver adapters: `meta.driverAdapterError`). */
function someCause(error: unknown, test: (e: ErrorLike) => boolean, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as ErrorLike;
  return (
    test(e) ||
    someCause(e.meta?.driverAdapterError, test, depth + 1) ||
    someCause(e.cause, test, depth + 1)
  );
}

/**
 * True when the database cannot be reached or used at all: down, unreachable, refusing
 * connections (`ALLOW_CONNECTIONS false`), missing, or out of connections.
 */
export function isConnectionFailure(error: unknown): boolean {
  return someCause(
    error,
    (e) =>
      e.name === "PrismaClientInitializationError" ||
      (typeof e.code === "string" && isConnectionCode(e.code, e.severity)) ||
      (typeof e.kind === "string" && unavailableKinds.has(e.kind)) ||
      (typeof e.message === "string" && unavailableText.test(e.message)),
  );
}

/**
 * True when the database cannot serve us right now: a connection failure, or a statement
 * cancelled by the statement or lock timeout. Answered as 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    isConnectionFailure(error) ||
    someCause(error, (e) => typeof e.code === "string" && busyCodes.has(e.code))
  );
}

/**
 * Stamps the outage digest (./outage-digest.ts) on a database-unavailable error, and marks the
 * request being served for a 503 (./outage-status.ts); answers the error as given.
 */
export function markIfUnavailable<T>(error: T): T {
  if (isDatabaseUnavailable(error) && error && typeof error === "object") {
    noteOutage();
    try {
      (error as { digest?: string }).digest = DATABASE_UNAVAILABLE_DIGEST;
    } catch {
      // a frozen error keeps Next's own digest: the boundary then shows its general copy
    }
  }
  return error;
}

/** True for Prisma's unique-constraint violation (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
