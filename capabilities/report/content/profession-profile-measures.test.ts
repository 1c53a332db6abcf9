import { challengeTexts, challengeValue } from "@/model/assessment/challenges";
import type { Industry } from "@/model/assessment/options";
import { challengeMeasure } from "./challenge-measures";
import { everyProfile, type ProfessionProfile } from "./profession-profiles";
import { professionDefinition } from "./professions";
import type { Profession } from "./types";

/**
 * Every pilot measure is one of the company's own kind (#34): a profile read under an option
 * whose measure is another kind's (a clinic's third next available appointment, for a pharmacy)
 * writes its own metric, baseline and target.
 */

const optionsOf = (profession: Profession, profile: ProfessionProfile): readonly Industry[] => {
  if (profile.options) return profile.options;
  const definition = professionDefinition(profession);
  return [definition.industry, ...(definition.alsoUnder ?? [])];
};

const borrowed = everyProfile.flatMap(([profession, profile]) =>
  optionsOf(profession, profile).flatMap((industry) =>
    challengeTexts[industry].map(challengeValue).flatMap((slug) => {
      const kinds = challengeMeasure(slug)?.kinds;
      if (!kinds || kinds.includes(profession)) return [];
      const own = profile.challenges?.[slug]?.measure;
      return own?.metric && own.baseline && own.target ? [] : [`${profession}: ${slug}`];
    }),
  ),
);

it("gives every profile its own metric where the option's is another kind's", () => {
  expect(borrowed).toEqual([]);
});
