import { FOOD } from "@/capabilities/report/content/food-words";
import { withoutCompanyClauses } from "./company-clause";

/**
 * Whether the executive's own problem names the work of a chosen challenge's pilot, so the two
 * are one pilot (review r18 class 6, r19): two of the pilot's words ("patient reminders and
 * follow-up messages" beside "…reminders and follow-up messages"), or one word of the work in
 * any form plus the same goods ("spoiled produce returns cost $60k" beside "Reducing food waste
 * and spoilage": spoil-, and food).
 */

/** Words of five letters or more that name no work: fillers, and time or people any work has. */
const NOT_WORK =
  /^(?:their|there|these|those|about|which|where|every|other|would|could|takes?|always|still|hours?|minutes?|weeks?|months?|years?|daily|weekly|monthly|yearly|staff|people|employees?|workers?)$/iu;

/** A challenge's own verbs and money words: every challenge has them, they name no work. */
const NOT_WORK_STEM =
  /^(?:reduc|improv|manag|increas|speed|keep|cutt|mak|gett|shorten|grow|build|protect|scal|handl|cost|spend|money|margin|price|pric|faster|better|quick)$/iu;

/** The goods a problem and a pilot may both be about. */
const GOODS: readonly RegExp[] = [
  FOOD,
  /\b(?:merchandise|stock|inventory|goods|products?|items?|pallets?|shipments?|orders?|marchandises?|produits?)\b/i,
];

const workWords = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}-]{5,}/gu) ?? []).filter((w) => !NOT_WORK.test(w)));

/** "spoiled", "spoilage" and "spoils" are one word of the work: spoil. */
const stem = (word: string) => word.replace(/(?:age|ing|ed|es|s|er|ers|ment)$/u, "");

const workStems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])
      .filter((w) => !NOT_WORK.test(w))
      .map(stem)
      .filter((s) => s.length >= 4 && !NOT_WORK_STEM.test(s)),
  );

const shared = <T>(a: Set<T>, b: Set<T>) => [...a].filter((x) => b.has(x)).length;

/** Whether the problem (`quote`) does the work of the pilot (`application`) of the challenge `label`. */
export function sameWork(said: string, application: string, label = ""): boolean {
  // What the company runs is not the work: only the problem's own clauses are compared.
  const quote = withoutCompanyClauses(said);
  if (shared(workWords(quote), workWords(application)) >= 2) return true;
  const pilot = `${label} ${application}`;
  return (
    shared(workStems(quote), workStems(pilot)) >= 1 &&
    GOODS.some((goods) => goods.test(quote) && goods.test(pilot))
  );
}
