import "server-only";
import { db } from "@/platform/db";
import { countTeamResponsesByAssessment } from "@/capabilities/team/aggregate";

/** A lead's team and retakes, as the admin list and detail dialog show them: counts only. */
export interface TeamAndRetakes {
  /** Leaders invited by e-mail (the team's size). */
  invited: number;
  /** Invited leaders who answered. */
  answered: number;
  /** Answers in, from invitations and team links. */
  responses: number;
  /** answered ÷ invited, in percent, rounded; null without invitations. */
  responseRate: number | null;
  /** The assessment this one retakes, or null for a first one. */
  retakeOf: string | null;
  /** Completed retakes of this one. */
  retakes: number;
}

const none = (retakeOf: string | null = null): TeamAndRetakes => ({
  invited: 0,
  answered: 0,
  responses: 0,
  responseRate: null,
  retakeOf,
  retakes: 0,
});

/** Team and retakes of each of these assessments (one page of the lead list, or one lead). */
export async function teamAndRetakesOf(
  ids: readonly string[],
): Promise<Map<string, TeamAndRetakes>> {
  const list = [...ids];
  if (!list.length) return new Map();
  const [links, invitations, responses, retakes] = await Promise.all([
    db.assessment.findMany({
      where: { id: { in: list } },
      select: { id: true, previousAssessmentId: true },
    }),
    db.teamInvitation.groupBy({
      by: ["assessmentId", "status"],
      where: { assessmentId: { in: list } },
      _count: { _all: true },
    }),
    countTeamResponsesByAssessment(list),
    db.assessment.groupBy({
      by: ["previousAssessmentId"],
      where: { previousAssessmentId: { in: list }, status: "completed" },
      _count: { _all: true },
    }),
  ]);
  const result = new Map(links.map((a) => [a.id, none(a.previousAssessmentId)]));
  for (const row of invitations) {
    const entry = result.get(row.assessmentId);
    if (!entry) continue;
    entry.invited += row._count._all;
    if (row.status === "answered") entry.answered += row._count._all;
  }
  for (const [id, entry] of result) {
    entry.responses = responses.get(id) ?? 0;
    entry.responseRate = entry.invited ? Math.round((entry.answered / entry.invited) * 100) : null;
  }
  for (const row of retakes) {
    const entry = row.previousAssessmentId && result.get(row.previousAssessmentId);
    if (entry) entry.retakes = row._count._all;
  }
  return result;
}

export async function getTeamAndRetakes(id: string): Promise<TeamAndRetakes> {
  return (await teamAndRetakesOf([id])).get(id) ?? none();
}
