import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { insertJobs } from "@/platform/jobs/queue";
import type { LeadChangeType } from "./payload";

/** The transaction of the change that causes the event. */
type Client = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * A CTE (`lead_events_written AS (...)`) writing one event of each type for the assessment
 * `assessment` selects (as `id`; none when it selects none), and the statement that queues
 * their dispatch: for a caller that writes its change and its events in one statement (the
 * submission's hot path, capabilities/leads/complete.ts).
 */
export function leadEventStatements(
  assessment: Prisma.Sql,
  types: readonly LeadChangeType[],
  ids: readonly string[] = types.map(() => randomUUID()),
): { cte: Prisma.Sql; dispatch: Prisma.Sql } {
  const rows = types.map((type, i) => Prisma.sql`(${ids[i]}::uuid, ${type})`);
  return {
    cte: Prisma.sql`lead_events_written AS (
      INSERT INTO lead_events (id, type, "assessmentId", "occurredAt")
      SELECT e.id, e.type, a.id, ${new Date()}
      FROM (VALUES ${Prisma.join(rows)}) AS e(id, type), (${assessment}) AS a
      RETURNING id, "assessmentId")`,
    dispatch: insertJobs(
      "lead_event",
      Prisma.sql`SELECT id::text, "assessmentId", now() FROM lead_events_written`,
    ),
  };
}

/**
 * Writes a lead event in the transaction of the change that causes it (an outbox: the event
 * exists if and only if the change committed), with the lead_event job that hands it to its
 * consumers (wiring/events.ts). One statement. Answers the event id.
 */
export async function recordLeadEvent(
  tx: Client,
  type: LeadChangeType,
  assessmentId: string,
): Promise<string> {
  const id = randomUUID();
  const { cte, dispatch } = leadEventStatements(
    Prisma.sql`SELECT ${assessmentId}::uuid AS id`,
    [type],
    [id],
  );
  await tx.$executeRaw`WITH ${cte} ${dispatch}`;
  return id;
}
