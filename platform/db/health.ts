import "server-only";
import { database, db } from "@/platform/db";

export interface DatabaseHealth {
  ok: boolean;
  kind: "postgres" | "pglite";
  latencyMs: number;
  message?: string;
}

export async function checkDatabase(): Promise<DatabaseHealth> {
  const kind = database().connection.target.kind;
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { ok: true, kind, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return {
      ok: false,
      kind,
      latencyMs: Math.round(performance.now() - started),
      message: "The database is not reachable.",
    };
  }
}
