import type { AssessmentInput } from "@/model/assessment/schemas";
import { businessModels, type BusinessModel } from "@/capabilities/report/content/business-models";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import type { SolutionArea } from "@/capabilities/report/content/types";
import { compileKeywords, firstMatch } from "./theme-patterns";
import { COMPANY_WORDS } from "./theme-item";

const compiled = businessModels.map((model) => ({ model, pattern: compileKeywords(model.words) }));

/** The business model the executive's words show, where it differs from the option's usual one. */
export function businessModelOf(answers: AssessmentInput): BusinessModel | undefined {
  const text = COMPANY_WORDS.map((f) => answers[f])
    .filter((v): v is string => typeof v === "string")
    .join("\n");
  return compiled.find(
    ({ model, pattern }) =>
      model.industries.includes(answers.companyIndustry) && firstMatch(text, pattern) >= 0,
  )?.model;
}

/** A challenge's measure as the business model the words show meets it. */
export function measureForModel(
  slug: string,
  measure: ChallengeMeasure | undefined,
  answers: AssessmentInput,
): ChallengeMeasure | undefined {
  const own = businessModelOf(answers)?.measures[slug];
  return measure && own ? { ...measure, ...own } : measure;
}

/**
 * Whether a solution area is one the business model the words show never has: no drive-thru
 * ordering example for a camp caterer paid per meal (#34, review r18).
 */
export function areaOutsideModel(area: SolutionArea, answers: AssessmentInput): boolean {
  const notAreas = businessModelOf(answers)?.notAreas;
  return !!notAreas?.test(`${area.title} ${area.description} ${area.industryExample}`);
}
