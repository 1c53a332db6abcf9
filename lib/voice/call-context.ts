import "server-only";
import { challengeLabels } from "@/lib/assessment/challenges";
import { industryOptions, labelOf } from "@/lib/assessment/options";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { generateFollowUpQuestions } from "@/lib/report/generator";
import { saveFollowUpQuestions } from "@/lib/report/mutations";
import { loadGenerationInput } from "@/lib/report/queries";
import type { FollowUpQuestionsContent } from "@/lib/roadmap/schemas";
import { READINESS_MAX_SCORE, type ReadinessPillar } from "@/lib/scoring";

/** How many of the lowest-scoring readiness pillars the agent is told about. */
export const WEAKEST_PILLARS = 3;

/** The three follow-up questions, by the interview section the agent should report them as. */
export const FOLLOW_UP_TOPICS = [
  "business_challenges",
  "ai_tools_and_workflow",
  "confidence_reflection",
] as const;

/**
 * What the voice agent receives for one call-back request: enough to have read the report
 * before it dials (README: "Voice agent webhooks").
 */
export interface CallContext {
  event: "call_request.created";
  callRequestId: string;
  assessmentId: string;
  phoneNumber: string;
  /** Where the agent posts the interview once the call is over. */
  callbackUrl: string;
  requestedAt: string;
  executive: { name: string; title: string; company: string; industry: string };
  readiness: {
    score: number;
    maxScore: number;
    weakestPillars: Pick<ReadinessPillar, "key" | "label" | "points" | "max" | "reasons">[];
  };
  businessChallenges: string[];
  followUpQuestions: {
    sectionKey: (typeof FOLLOW_UP_TOPICS)[number];
    primary: string;
    followup: string;
  }[];
}

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
