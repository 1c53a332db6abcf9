import "server-only";
import { challengeLabels } from "@/model/assessment/challenges";
import { industryOptions, labelOf } from "@/model/assessment/options";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { generateFollowUpQuestions } from "@/capabilities/report/generator";
import { saveFollowUpQuestions } from "@/capabilities/report/mutations";
import { loadGenerationInput } from "@/capabilities/report/queries";
import type { FollowUpQuestionsContent } from "@/model/documents/roadmap-schemas";
import { READINESS_MAX_SCORE, type ReadinessPillar } from "@/model/scoring";
import { FOLLOW_UP_TOPICS, type CallContext } from "@/capabilities/voice";

/** How many of the lowest-scoring readiness pillars the agent is told about. */
export const WEAKEST_PILLARS = 3;

/** The lowest share of their maximum first; ties keep the pillars' own order. */
export function weakestPillars(pillars: readonly ReadinessPillar[], count = WEAKEST_PILLARS) {
  return [...pillars]
    .sort((a, b) => a.points / a.max - b.points / b.max)
    .slice(0, count)
    .map(({ key, label, points, max, reasons }) => ({ key, label, points, max, reasons }));
}

/** The stored questions, generated (and stored) first when the assessment has none yet. */
async function followUpQuestionsFor(
  assessmentId: string,
  input: Awaited<ReturnType<typeof loadGenerationInput>>,
): Promise<FollowUpQuestionsContent> {
  const stored = await db.followUpQuestions.findUnique({ where: { assessmentId } });
  if (stored) return stored;
  const generated = await generateFollowUpQuestions(input);
  await saveFollowUpQuestions(assessmentId, generated);
  return generated.content;
}

export async function buildCallContext(request: {
  id: string;
  assessmentId: string;
  phoneNumber: string;
  createdAt: Date;
}): Promise<CallContext> {
  const input = await loadGenerationInput(request.assessmentId);
  const { answers, readiness } = input;
  const questions = await followUpQuestionsFor(request.assessmentId, input);
  const challenges = answers.businessChallenges.map((slug) => challengeLabels.get(slug) ?? slug);
  if (answers.otherChallenge) challenges.push(answers.otherChallenge);
  return {
    event: "call_request.created",
    callRequestId: request.id,
    assessmentId: request.assessmentId,
    phoneNumber: request.phoneNumber,
    callbackUrl: `${env.APP_URL}/api/webhooks/interview`,
    requestedAt: request.createdAt.toISOString(),
    executive: {
      name: answers.executiveName,
      title: answers.executiveTitle,
      company: answers.companyName,
      industry: labelOf(industryOptions, answers.companyIndustry),
    },
    readiness: {
      score: readiness.score,
      maxScore: READINESS_MAX_SCORE,
      weakestPillars: weakestPillars(readiness.pillars),
    },
    businessChallenges: challenges,
    followUpQuestions: [
      {
        sectionKey: FOLLOW_UP_TOPICS[0],
        primary: questions.q1Primary,
        followup: questions.q1Followup,
      },
      {
        sectionKey: FOLLOW_UP_TOPICS[1],
        primary: questions.q2Primary,
        followup: questions.q2Followup,
      },
      {
        sectionKey: FOLLOW_UP_TOPICS[2],
        primary: questions.q3Primary,
        followup: questions.q3Followup,
      },
    ],
  };
}
