import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { stepFields } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { sourceOf } from "@/capabilities/leads";
import { getTeamAndRetakes } from "@/capabilities/team/server";
import { optionLabels } from "./assessment-labels";
import { isStarredLead, leadBadge } from "./lead-badge";
import { aiRecommendationsOf } from "@/capabilities/report";

/** The three follow-up questions as the detail dialog lists them (spec section 2). */
const QUESTION_TOPICS = {
  q1: "Business challenges",
  q2: "AI tools and workflow",
  q3: "Confidence reflection",
} as const;

/**
 * A draft's answers of the steps it reached; the fields of later steps are null (a list
 * column's empty default says nothing the executive answered).
 */
function withoutUnreachedSteps<T extends { stepReached: number }>(draft: T): T {
  const unreached = stepFields.slice(draft.stepReached).flat();
  return { ...draft, ...Object.fromEntries(unreached.map((field) => [field, null])) };
}

/**
 * The consent changes of this lead (CASL's proof: given or withdrawn, when, the wording
 * version, where), newest first: those made on this assessment and those of its address
 * (consent belongs to the person: an unsubscribe applies to each of their assessments).
 */
function consentHistoryOf(id: string, email: string | null) {
  return db.consentEvent.findMany({
    where: {
      OR: [{ assessmentId: id }, ...(email ? [{ email: email.trim().toLowerCase() }] : [])],
    },
    select: { given: true, source: true, wordingVersion: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
}

/**
 * Everything the admin detail dialog shows of one assessment: every stored field, the
 * labels of its option answers, the lead badge, the AI tool recommendations, the follow-up
 * questions and the raw roadmap content; for a lead, its status, step reached, attribution and
 * consent history, its latest card payment and its latest call-back request. 404 for an unknown or malformed id.
 */
export async function getAssessmentDetailsOrThrow(id: string) {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({
        where: { id },
        include: {
          user: { select: { id: true, email: true } },
          roadmap: {
            select: { content: true, generator: true, promptVersion: true, createdAt: true },
          },
          report: { select: { createdAt: true, updatedAt: true, generator: true } },
          followUpQuestions: true,
          payments: {
            select: { amount: true, currency: true, status: true, createdAt: true },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: 1,
          },
          callRequests: {
            select: { status: true, phoneNumber: true, attempts: true, createdAt: true },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: 1,
          },
          _count: { select: { risks: true, interviews: true, callRequests: true } },
        },
      })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");

  const {
    roadmap,
    report,
    followUpQuestions: questions,
    payments,
    callRequests,
    _count,
    ...stored
  } = found;
  const assessment = stored.status === "draft" ? withoutUnreachedSteps(stored) : stored;
  const [consentHistory, teamAndRetakes] = await Promise.all([
    consentHistoryOf(assessment.id, assessment.executiveEmail),
    getTeamAndRetakes(assessment.id),
  ]);
  return {
    ...assessment,
    source: sourceOf(assessment.utmSource, assessment.referrer),
    consentHistory,
    teamAndRetakes,
    labels: optionLabels(assessment),
    leadBadge: leadBadge(assessment),
    starred: isStarredLead(assessment.leadScore),
    aiRecommendations: aiRecommendationsOf(roadmap?.content),
    followUpQuestions: questions
      ? {
          q1: {
            topic: QUESTION_TOPICS.q1,
            primary: questions.q1Primary,
            followup: questions.q1Followup,
          },
          q2: {
            topic: QUESTION_TOPICS.q2,
            primary: questions.q2Primary,
            followup: questions.q2Followup,
          },
          q3: {
            topic: QUESTION_TOPICS.q3,
            primary: questions.q3Primary,
            followup: questions.q3Followup,
          },
          generatedAt: questions.generatedAt,
          promptVersion: questions.promptVersion,
          generator: questions.generator,
        }
      : null,
    roadmapContent: roadmap?.content ?? null,
    roadmap: roadmap
      ? {
          generator: roadmap.generator,
          promptVersion: roadmap.promptVersion,
          createdAt: roadmap.createdAt,
        }
      : null,
    report: report ?? null,
    // at(0): the list may be empty (payments[0] would be typed as always there).
    latestPayment: payments.at(0) ?? null,
    latestCallRequest: callRequests.at(0) ?? null,
    counts: {
      risks: _count.risks,
      interviews: _count.interviews,
      callRequests: _count.callRequests,
    },
  };
}
