import { statesProblem } from "./problem-kinds";
import { sentencesOf } from "./theme-patterns";

/**
 * "We are a…", "We run…", "Nous sommes…": who the company is, said before any problem. "We run
 * out of stock" runs short of something: a problem, never who they are.
 */
export const DESCRIBES =
  /^(?:we are|we['’]re|we run(?! (?:out|short|late|behind|low|over)\b)|we operate|we own|we make|we build|we sell|we have|we employ|our (?:company|firm|business|practice|shop) (?:is|has|runs)|nous sommes|nous exploitons|nous fabriquons|nous avons|on est|on a)\b/iu;

/**
 * A sentence that only says who the company is ("We are a credit union with 14 branches and
 * 38,000 members"): its size and sites are context, never a problem to pilot.
 */
export const onlyDescribes = (sentence: string): boolean =>
  DESCRIBES.test(sentence.trim()) && !statesProblem(sentence);

/**
 * An answer that opens with who the company is and states no problem in any sentence ("We are a
 * credit union with 14 branches. Members in rural branches are older."): context, nothing to
 * scope or to name as a priority.
 */
export function describesCompanyOnly(text: string): boolean {
  const sentences = sentencesOf(text);
  return sentences.length > 0 && onlyDescribes(sentences[0]!) && !sentences.some(statesProblem);
}

/**
 * The executive's words without the clauses that only say who the company is: “We run 25 condo
 * corporations and 3 rental buildings; board minutes eat our managers' evenings” states its
 * problem in the board minutes, never in the rental buildings it runs.
 */
export const withoutCompanyClauses = (text: string): string =>
  text
    .split(/(?<=[.;:!?])\s+/)
    .filter((clause) => !onlyDescribes(clause))
    .join(" ");
