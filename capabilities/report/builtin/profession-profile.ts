import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import { challengeMeasure } from "@/capabilities/report/content/challenge-measures";
import {
  professionProfile,
  type ProfessionProfile,
} from "@/capabilities/report/content/profession-profiles";
import { kindsAmong, professionDefinition } from "@/capabilities/report/content/professions";
import type { ChallengeMapping, Profession } from "@/capabilities/report/content/types";
import { compileKeywords, firstMatch } from "./theme-patterns";
import { businessModelOf } from "./business-model";

/**
 * The profession the answers show, as the report meets it (content/profession-profiles.ts): what
 * the summary calls the company, and each challenge as that profession meets it, in place of
 * the industry option's.
 */

/**
 * The answers that say what kind of company it is, strongest first: what its name and the
 * executive's title say it is outweighs a word its free text passes over (an architecture
 * practice that once summarised a "geotechnical report" is no engineering firm).
 */
const SAYS: readonly (keyof AssessmentInput)[] = [
  "companyName",
  "executiveTitle",
  "otherChallenge",
  "aiFriction",
  "aiExperience",
];

const kindPatterns = new Map<string, RegExp>();
const kindPattern = (words: readonly string[]) => {
  const key = words.join("|");
  if (!kindPatterns.has(key)) kindPatterns.set(key, compileKeywords(words));
  return kindPatterns.get(key)!;
};

/**
 * "a dental group", "a brewery", "a trucking carrier": the first governing profession, in the
 * words the answers carry; the industry's noun when no profession is shown. The kind is the
 * one the strongest answer shows, the first listed where one answer shows several.
 */
export function companyNounOf(
  answers: AssessmentInput,
  governing: readonly Profession[],
  industryNoun: string,
): string {
  // The kind of institution, not what it does besides: a credit union that lends, not a lender.
  const model = businessModelOf(answers);
  if (model?.noun) return model.noun;
  const [first] = kindsAmong(governing);
  if (!first) return industryNoun;
  const kinds = professionProfile([first])?.profile.kinds ?? professionDefinition(first).kinds;
  for (const field of SAYS) {
    const text = answers[field];
    if (typeof text !== "string") continue;
    const kind = kinds?.find((k) => firstMatch(text, kindPattern(k.words)) >= 0);
    if (kind) return kind.noun;
  }
  return professionDefinition(first).noun;
}

/**
 * The profile for the kind of company the summary names: the kind's own where it has one (an
 * architecture practice's), else the profile's areas written for that kind or for every kind.
 */
export function profileForKind(
  profile: ProfessionProfile | null,
  noun: string,
): ProfessionProfile | null {
  const read = profile?.kinds?.find((kind) => kind.noun === noun)?.profile ?? profile;
  if (!read?.landscape.some((area) => area.kinds)) return read;
  return {
    ...read,
    landscape: read.landscape.filter((area) => !area.kinds || area.kinds.includes(noun)),
  };
}

/** A challenge's applications, tools and measure, as the profession the answers show meets it. */
export function challengeFor(
  slug: string,
  mapping: ChallengeMapping | undefined,
  profile: ProfessionProfile | null,
): { mapping: ChallengeMapping | undefined; measure: ChallengeMeasure | undefined } {
  const own = profile?.challenges?.[slug];
  const base = challengeMeasure(slug);
  return {
    mapping: mapping && {
      ...mapping,
      applications: own?.applications ?? mapping.applications,
      tools: own?.tools ?? mapping.tools,
    },
    measure: base && { ...base, ...own?.measure },
  };
}
