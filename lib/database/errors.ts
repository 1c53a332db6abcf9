import { Prisma } from "@/lib/generated/prisma/client";

const unavailableCodes = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
]);
const unavailableKinds = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const unavailableText =
  /ECONNREFUSED|ECONNRESET|Connection terminated|connect ETIMEDOUT|Can't reach database server|the database system is (starting up|shutting down)|terminating connection/i;

/** True when an error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as {
    name?: string;
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (e.name === "PrismaClientInitializationError") return true;
  if (typeof e.code === "string" && unavailableCodes.has(e.code)) return true;
  if (typeof e.kind === "string" && unavailableKinds.has(e.kind)) return true;
  if (typeof e.message === "string" && unavailableText.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** True for Prisma's unique-constraint violation (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
