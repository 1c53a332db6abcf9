import "server-only";
import { completedAssessmentsForIndex, type IndexAssessment } from "@/capabilities/leads/server";
import { readinessVersionOf } from "@/model/scoring";
import { scorePillars } from "@/model/scoring/readiness-pillars";
import { answersOf } from "@/model/scoring/stored";
import type { IndexRow } from "./types";

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** What the index reads of a stored assessment; the pillars scored with its own model version. */
export function indexRowOf(stored: IndexAssessment): IndexRow {
  const pillars = scorePillars(answersOf(stored), readinessVersionOf(stored.readinessVersion));
  return {
    id: stored.id,
    previousAssessmentId: stored.previousAssessmentId,
    completedAt: stored.completedAt ?? stored.createdAt,
    industry: stored.companyIndustry,
    employees: stored.companyEmployees,
    region: stored.headOfficeLocation,
    score: stored.aiReadinessScore ?? 0,
    pillars: pillars.map(({ key, label, points, max }) => ({ key, label, points, max })),
    orgElements: list(stored.orgAiElements),
    posture: stored.orgPosture,
    challenges: list(stored.businessChallenges),
    helpAreas: list(stored.aiDepartments),
  };
}

export async function loadIndexRows(query: Parameters<typeof completedAssessmentsForIndex>[0]) {
  return (await completedAssessmentsForIndex(query)).map(indexRowOf);
}
