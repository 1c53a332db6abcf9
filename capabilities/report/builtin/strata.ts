import type { AssessmentInput } from "@/model/assessment/schemas";
import { jurisdictionOf } from "@/capabilities/report/content/jurisdictions";
import type { ProfessionProfile } from "@/capabilities/report/content/profession-profiles";
import { propertyProfile } from "@/capabilities/report/content/profession-profiles-property";
import { strataProfile } from "@/capabilities/report/content/profession-profiles-strata";

/**
 * A property manager in British Columbia, or one whose answers say "strata", manages strata
 * corporations (review class 8): it reads the property profile in strata words (councils,
 * bylaws, depreciation reports), never Ontario's condominium boards and declarations. Elsewhere
 * the profile keeps the condominium words the province's own act uses.
 */

const STRATA = /\bstrata\b/i;

const SAYS: readonly (keyof AssessmentInput)[] = [
  "companyName",
  "executiveTitle",
  "otherChallenge",
  "aiFriction",
  "aiExperience",
  "otherPlatforms",
];

/** Whether the answers place the property manager among strata corporations. */
export function managesStrata(answers: AssessmentInput): boolean {
  const words = SAYS.map((field) => answers[field])
    .filter((v): v is string => typeof v === "string")
    .join("\n");
  return STRATA.test(words) || jurisdictionOf(answers).province === "BC";
}

/** The profile the report reads, in strata words where the answers show strata corporations. */
export const inLocalWords = (
  profile: ProfessionProfile | null,
  answers: AssessmentInput,
): ProfessionProfile | null =>
  profile === propertyProfile && managesStrata(answers) ? strataProfile : profile;
