import type { AssessmentInput } from "@/model/assessment/schemas";
import { businessModels, type BusinessModel } from "@/capabilities/report/content/business-models";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import type { ChallengeMapping, SolutionArea } from "@/capabilities/report/content/types";
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

/** Whether the words describe work the business model the answers show never does. */
export function outsideModel(words: string, answers: AssessmentInput): boolean {
  return !!businessModelOf(answers)?.notAreas?.test(words);
}

/**
 * Whether a solution area is one the business model the words show never has: no drive-thru
 * ordering example for a camp caterer paid per meal, no OTA channel or dynamic room pricing for
 * a fly-in lodge sold as packages (#34, review r18).
 */
export const areaOutsideModel = (area: SolutionArea, answers: AssessmentInput): boolean =>
  outsideModel(`${area.title} ${area.description} ${area.industryExample}`, answers);

/** A challenge's applications, the lead one as the business model the words show does it. */
export function mappingForModel(
  slug: string,
  mapping: ChallengeMapping | undefined,
  answers: AssessmentInput,
): ChallengeMapping | undefined {
  const own = businessModelOf(answers)?.applications?.[slug];
  if (!mapping || !own || !mapping.applications.length) return mapping;
  const [lead, ...rest] = mapping.applications;
  return { ...mapping, applications: [{ ...lead!, application: own }, ...rest] };
}
