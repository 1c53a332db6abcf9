import "server-only";
import { answersOf, storedReadiness } from "@/model/scoring/stored";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { MIN_PEERS, scoreFamily } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { teamMinimum } from "@/platform/config/team";
import { countTeamResponses, getTeamAggregates } from "@/capabilities/team/server";
import type { GenerationInput, GenerationTeam, IndustryStats } from "./generation-input";

/** Sanctioned AI work, as opposed to individuals experimenting on their own. */
const ADOPTION_ELEMENTS = ["dept_pilots", "dedicated_budget", "ai_policy", "steering_committee"];

/** Figures about an industry computed from our own submissions; null below MIN_PEERS. */
export async function getIndustryStats(
  industry: string,
  excludeId: string,
): Promise<IndustryStats | null> {
  // One round trip: the top departments come along, and are dropped below MIN_PEERS.
  const [row] = await db.$queryRaw<
    { sample: number; adopted: number; average: number | null; departments: string[] }[]
  >`
    SELECT count(*)::int AS sample,
           count(*) FILTER (WHERE "orgAiElements" ?| ${ADOPTION_ELEMENTS}::text[])::int AS adopted,
           avg("aiReadinessScore")::float AS average,
           ARRAY(
             SELECT d FROM assessments, jsonb_array_elements_text("aiDepartments") AS d
             WHERE status = 'completed' AND "companyIndustry" = ${industry} AND id <> ${excludeId}::uuid
             GROUP BY d ORDER BY count(*) DESC, d LIMIT 3
           ) AS departments
    FROM assessments
    WHERE status = 'completed' AND "companyIndustry" = ${industry} AND id <> ${excludeId}::uuid AND "aiReadinessScore" IS NOT NULL`;
  if (!row || row.sample < MIN_PEERS) return null;
  return {
    industry,
    sampleSize: row.sample,
    adoptionRate: Math.round((row.adopted / row.sample) * 100),
    averageScore: Math.round(row.average ?? 0),
    topDepartments: row.departments,
  };
}

/** The leadership team's count, and its aggregates from the minimum on (capabilities/team/aggregate.ts). */
async function loadTeam(assessmentId: string, answers: AssessmentInput): Promise<GenerationTeam> {
  const minimum = teamMinimum();
  const responses = await countTeamResponses(assessmentId);
  const aggregates =
    responses >= minimum ? await getTeamAggregates(assessmentId, answers, responses) : null;
  return { responses, minimum, aggregates };
}

/**
 * Everything a generator reads for one assessment. The peer statistics aggregate the whole
 * industry, so they are loaded only for the document that quotes them (the full report).
 */
export async function loadGenerationInput(
  assessmentId: string,
  options: { industryStats?: boolean } = {},
): Promise<GenerationInput> {
  const assessment = await db.assessment.findUnique({ where: { id: assessmentId } });
  if (!assessment) throw new AppError("not_found", "Assessment not found.");
  const answers = answersOf(assessment);
  const [team, industryStats] = await Promise.all([
    loadTeam(assessmentId, answers),
    options.industryStats ? getIndustryStats(assessment.companyIndustry, assessmentId) : null,
  ]);
  return {
    assessmentId,
    answers,
    readiness: storedReadiness(assessment),
    family: scoreFamily(answers),
    industryStats,
    team,
    createdAt: assessment.createdAt,
  };
}
