import { statesProblem } from "./problem-kinds";

/** "We are a…", "We run…", "Nous sommes…": who the company is, said before any problem. */
export const DESCRIBES =
  /^(?:we are|we['’]re|we run|we operate|we own|we make|we build|we sell|we have|we employ|our (?:company|firm|business|practice|shop) (?:is|has|runs)|nous sommes|nous exploitons|nous fabriquons|nous avons|on est|on a)\b/iu;

/**
 * The executive's words without the clauses that only say who the company is: “We run 25 condo
 * corporations and 3 rental buildings; board minutes eat our managers' evenings” states its
 * problem in the board minutes, never in the rental buildings it runs.
 */
export const withoutCompanyClauses = (text: string): string =>
  text
    .split(/(?<=[.;:!?])\s+/)
    .filter((clause) => !DESCRIBES.test(clause.trim()) || statesProblem(clause))
    .join(" ");
