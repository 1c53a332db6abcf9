import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import {
  isJsonObject,
  type InsightSection,
  type InterviewInsights,
  type JsonObject,
} from "./insights";

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const kpisOf = (value: unknown): (string | JsonObject)[] =>
  Array.isArray(value)
    ? value.filter((v): v is string | JsonObject => typeof v === "string" || isJsonObject(v))
    : [];

const nextStepOf = (value: unknown): string | JsonObject | null =>
  typeof value === "string" || isJsonObject(value) ? value : null;

/** The latest interview of an assessment and its sections; 404 for an unknown assessment. */
export async function getInterviewInsightsOrThrow(
  assessmentId: string,
): Promise<InterviewInsights> {
  const assessment = isAssessmentId(assessmentId)
    ? await db.assessment.findUnique({
        where: { id: assessmentId, status: "completed" },
        select: { id: true },
      })
    : null;
  if (!assessment) throw new AppError("not_found", "Assessment not found.");

  const interview = await db.interview.findFirst({
    where: { assessmentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { sections: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!interview) return { hasInterviewData: false, interview: null, sections: [] };

  const sections: InsightSection[] = interview.sections.map((s) => ({
    id: s.id,
    sectionKey: s.sectionKey,
    confidence: s.confidence,
    deeperDiveSummary: s.deeperDiveSummary,
    insights: strings(s.insights),
    proposedPilot: s.proposedPilot,
    kpis: kpisOf(s.kpis),
    quotes: strings(s.quotes),
    nextStep: nextStepOf(s.nextStep),
  }));
  return {
    hasInterviewData: true,
    interview: {
      transcriptSummary: interview.transcriptSummary,
      createdAt: interview.createdAt.toISOString(),
    },
    sections,
  };
}
