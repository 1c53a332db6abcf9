import type { RiskSignals } from "./risks-types";

/**
 * Whether a law's headcount threshold binds the company: true or false where the answers settle
 * it (a stated headcount, or an employee band wholly above or below it), null only where the band
 * straddles the threshold. A rule is then stated plainly for the company's size, never hedged
 * "if you employ 25 or more" for a company of 1 – 10 or 51 – 200 employees.
 */
export const employsAtLeast = (s: RiskSignals, threshold: number): boolean | null =>
  s.headcount.min >= threshold ? true : s.headcount.max < threshold ? false : null;

/** Staff outside Quebec may be among them: offices in other provinces or countries. */
const officesBeyondQuebec = (s: RiskSignals) => s.offices.some((o) => o !== "only-bc");

/**
 * Francization under the Charter of the French Language, as amended by Bill 96: an enterprise
 * employing 25 or more people in Quebec registers with the OQLF, and its francization covers the
 * information technology its staff use. Completes "…; " in a mitigation.
 */
export function francization(s: RiskSignals): string {
  const applies = employsAtLeast(s, 25);
  const office = "the Office québécois de la langue française (OQLF)";
  if (applies === false)
    return `with ${s.headcount.said}, ${s.company} is below the 25 employees in Quebec from which francization with ${office} is required; the Charter's other duties still apply at any size`;
  if (applies && !officesBeyondQuebec(s))
    return `with ${s.headcount.said}, ${s.company} is past the Charter's threshold of 25 employees in Quebec, so its francization with ${office} also covers the information technology staff use`;
  // Offices beyond Quebec are the executive's plans, not offices they have ("across your offices" for three stores).
  return `with ${s.headcount.said}, francization with ${office} applies once 25 or more of them work in Quebec, and then also covers the information technology staff use`;
}
