import type { Industry } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { realPicks } from "@/model/scoring/wording";
import { challengeText } from "@/capabilities/report/content/challenges";
import { INDUSTRY_NOUNS } from "@/capabilities/report/content/company-phrases";
import { namedSystems } from "@/capabilities/report/content/systems";
import type { Context } from "./context";
import { companyNounOf } from "./profession-profile";
import { governingOf, governingProfessions, professionsOf } from "./professions";

/**
 * What the cover calls the company's industry when the executive chose "Other": the kind of
 * business the answers show ("Trucking carrier"), so a carrier's report never says "Industry:
 * Other", in the summary's own noun. Undefined for a listed industry or when nothing shows one.
 */
export function sectorOf(
  ctx: Pick<Context, "industry" | "professions" | "companyNoun">,
): string | undefined {
  if (ctx.industry !== "other" || !governingOf(ctx)[0]) return undefined;
  const noun = ctx.companyNoun.replace(/^an? /, "");
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/**
 * The same industry label from the answers alone, for the results page, read the way the report
 * reads it: the results and the report's "Industry:" name one industry (issue 34, round 18).
 */
export function sectorOfAnswers(answers: AssessmentInput): string | undefined {
  if (answers.companyIndustry !== "other") return undefined;
  const industry: Industry = "other";
  const slugs = realPicks(answers.businessChallenges).filter((slug) => challengeText(slug));
  const professions = professionsOf(answers, namedSystems(answers), slugs);
  const governing = governingProfessions(industry, professions).map((e) => e.profession);
  const companyNoun = companyNounOf(answers, governing, INDUSTRY_NOUNS[industry]);
  return sectorOf({ industry, professions, companyNoun });
}
