import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { teamMinimum } from "@/platform/config/team";
import { computeAlignment } from "./alignment";
import type { ExecutiveAnswers, TeamAggregates } from "./alignment-types";
import type { TeamAnswers } from "./schemas";

/**
 * The only reader of team_responses (ARCHITECTURE: anonymity by construction). It answers a
 * count, or aggregates of at least TEAM_MIN_RESPONSES responses; no function here returns a
 * response, and no other module selects from the table.
 */

type Reader = Pick<Prisma.TransactionClient, "teamResponse">;

export function countTeamResponses(assessmentId: string, reader: Reader = db): Promise<number> {
  return reader.teamResponse.count({ where: { assessmentId } });
}

/** The number of responses of each of these assessments (the admin's lead list): counts only. */
export async function countTeamResponsesByAssessment(
  assessmentIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.teamResponse.groupBy({
    by: ["assessmentId"],
    where: { assessmentId: { in: [...assessmentIds] } },
    _count: { _all: true },
  });
  return new Map(
    rows.flatMap((row) => (row.assessmentId ? [[row.assessmentId, row._count._all]] : [])),
  );
}

/**
 * The team's aggregates beside the executive's answers, or null below the minimum (the rows
 * are not even read then).
 */
export async function getTeamAggregates(
  assessmentId: string,
  executive: ExecutiveAnswers,
  /** The count when the caller has it already. */
  responses?: number,
): Promise<TeamAggregates | null> {
  const minimum = teamMinimum();
  const count = responses ?? (await countTeamResponses(assessmentId));
  if (count < minimum) return null;
  const rows = await db.teamResponse.findMany({
    where: { assessmentId },
    select: { answers: true, memberFunction: true, seniority: true },
  });
  if (rows.length < minimum) return null;
  // Stored through teamAnswersSchema (capabilities/team/survey.ts): read back as written.
  const answers = rows.map(
    (row) =>
      ({
        ...(row.answers as object),
        memberFunction: row.memberFunction,
        seniority: row.seniority,
      }) as TeamAnswers,
  );
  return computeAlignment(answers, executive, minimum);
}
