import type { AssessmentInput } from "@/model/assessment/schemas";
import { NUMBER_WORDS } from "@/capabilities/report/content/number-words";
import { sentencesOf } from "./theme-patterns";

/**
 * How many pilots or projects the executive says the company can run at once ("We can only run
 * one pilot at a time", "we can handle two projects at once", "on ne peut mener qu'un seul projet
 * à la fois"): the plan never runs more side by side, whatever its size allows.
 */

const COUNT = String.raw`(\d|${Object.keys(NUMBER_WORDS).join("|")})`;
const WORK = String.raw`(?:new\s+)?(?:pilots?|projects?|initiatives?|things?|changes?|workstreams?|projets?|chantiers?|initiatives?|choses?|changements?)`;
const AT_ONCE = String.raw`(?:at a time|at once|at the same time|simultaneously|in parallel|à la fois|en même temps|en parallèle)`;
const CAPACITY = new RegExp(
  String.raw`\b${COUNT}\s+(?:seule?s?\s+|single\s+)?${WORK}\s+${AT_ONCE}`,
  "iu",
);

/** The number of pilots the executive says can run at once, or null when they say none. */
export function statedCapacity(answers: AssessmentInput): number | null {
  for (const text of [answers.aiFriction, answers.otherChallenge, answers.aiExperience])
    for (const sentence of sentencesOf(text ?? "")) {
      const said = CAPACITY.exec(sentence)?.[1]?.toLowerCase();
      if (!said) continue;
      const count = /^\d$/.test(said) ? Number(said) : NUMBER_WORDS[said];
      if (count) return count;
    }
  return null;
}
