import {
  concernRecommendations,
  familyBestPractices,
  familyResources,
  householdUseNarrative,
  noConcernRecommendation,
  preparednessNarrative,
  rulesRecommendations,
  type ChildConcern,
  type FamilyResource,
  type HouseholdRules,
  type Preparedness,
  type SafetyRecommendation,
} from "@/lib/report/content/family";
import type { ReportData } from "@/lib/report/schemas";
import type { FamilyResult } from "@/lib/scoring";
import { realPicks } from "@/lib/scoring/wording";
import type { Context } from "./context";
import { householdUseOptions, labelOf } from "@/lib/assessment/options";
import { joinWords, lowerFirst, meaningful, quote } from "./text";

type FamilyStrategies = NonNullable<ReportData["familyStrategies"]>;
type FamilyScorecard = NonNullable<ReportData["familyScorecard"]>;

const CONCERN_ORDER: readonly ChildConcern[] = [
  "content",
  "privacy",
  "shortcuts",
  "thinking",
  "social",
  "self_esteem",
];
const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const MAX_RECOMMENDATIONS = 5;

/** The stored family score, exactly as scoreFamily produced it. */
export function familyScorecard(family: FamilyResult): FamilyScorecard {
  return {
    overallScore: family.score,
    rating: family.rating,
    summary: family.summary,
    breakdown: { ...family.breakdown },
  };
}

function usageAnalysis(ctx: Context): string {
  const uses = realPicks(ctx.answers.householdAiUse ?? []);
  const other = meaningful(ctx.answers.householdAiUseOther);
  const names = uses
    .filter((u) => u !== "other" || !other)
    .map((u) =>
      u === "other" ? "other household tasks" : lowerFirst(labelOf(householdUseOptions, u)),
    );
  if (other) names.push(`${quote(other)}`);
  if (!names.length) {
    return "The household does not yet use AI for everyday tasks. Starting with low-risk uses such as planning and scheduling lets the family learn together.";
  }
  const advice = uses
    .slice(0, 3)
    .map((u) => householdUseNarrative[u] ?? householdUseNarrative.other);
  return [`The household uses AI for ${joinWords(names)}.`, ...advice].join(" ");
}

function safetyRecommendations(ctx: Context): SafetyRecommendation[] {
  const rules = ctx.answers.rulesForChildren as HouseholdRules | undefined;
  const concerns = realPicks(ctx.answers.childAiConcerns ?? []) as ChildConcern[];
  const list: SafetyRecommendation[] = [];
  if (rules && rulesRecommendations[rules]) list.push(rulesRecommendations[rules]);
  for (const concern of CONCERN_ORDER) {
    if (concerns.includes(concern)) list.push(concernRecommendations[concern]);
  }
  if (!concerns.length) list.push(noConcernRecommendation);
  if (list.length < 2) list.push(concernRecommendations.privacy);
  return list
    .map((r, index) => ({ r, index }))
    .sort((x, y) => PRIORITY_RANK[x.r.priority] - PRIORITY_RANK[y.r.priority] || x.index - y.index)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ r }) => ({ ...r }));
}

function resources(ctx: Context): FamilyResource[] {
  const concerns = realPicks(ctx.answers.childAiConcerns ?? []);
  const list = [familyResources.literacy, familyResources.general, familyResources.guides];
  if (concerns.includes("privacy")) list.push(familyResources.privacy);
  if (concerns.includes("content")) list.push(familyResources.content);
  return list.map((r) => ({ ...r }));
}

export function familyStrategies(ctx: Context, family: FamilyResult): FamilyStrategies {
  const level = ctx.answers.preparednessLevel as Preparedness | undefined;
  const narrative =
    level && preparednessNarrative[level]
      ? preparednessNarrative[level]
      : "The family's preparedness was not recorded; the recommendations below assume a starting point.";
  return {
    preparednessAssessment: `${narrative} Family AI readiness scores ${family.score}/10 (${family.rating}).`,
    householdUsageAnalysis: usageAnalysis(ctx),
    childSafetyRecommendations: safetyRecommendations(ctx),
    familyBestPractices: familyBestPractices.map((p) => ({ ...p })),
    recommendedResources: resources(ctx),
  };
}
