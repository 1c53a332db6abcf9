import { audienceOf, type RiskEntry, type RiskSignals } from "./risks-types";
import { francization } from "./staff-thresholds";

/**
 * A business in Quebec works and serves its customers under the Charter of the French Language,
 * as amended by Bill 96: the texts AI drafts for staff and customers, and the tools staff must
 * use, fall under it whether or not the executive stated a language rule (a stated rule has its
 * own risk in risks-constraints.ts, which names the Charter).
 */

const inQuebec = (s: RiskSignals) =>
  s.jurisdiction.country === "Canada" && s.jurisdiction.province === "QC";

/** A municipality is the civil administration the Charter names, never a business francized with the OQLF. */
const municipal = (s: RiskSignals) => s.professions[0] === "municipality";

export const frenchCharterRisk: RiskEntry = {
  id: "french-charter",
  risk: (s) =>
    `AI tools at ${s.company} draft texts for staff or ${audienceOf(s)} in English only, or staff are handed a tool that works only in English, against the Charter of the French Language.`,
  mitigation: (s) =>
    municipal(s)
      ? `Prefer AI tools whose screens and help exist in French, have them draft texts for staff and ${audienceOf(s)} in French, and have a person check the French before a text goes out.`
      : `Prefer AI tools whose screens and help exist in French, have them draft staff and customer texts in French (English may sit beside it), and have a person check the French before a text goes out; ${francization(s)}.`,
  why: (s) =>
    municipal(s)
      ? `Head office ${s.jurisdiction.inLabel}, where the Charter of the French Language, as amended by Bill 96, makes French the language of the civil administration, municipalities included, in its documents and its communications with residents.`
      : `Head office ${s.jurisdiction.inLabel}, where the Charter of the French Language, as amended by Bill 96, makes French the normal language of work and gives customers the right to be informed and served in French.`,
  applies: (s) => inQuebec(s) && s.language === null,
  impact: () => "Medium",
  weight: 89,
  essential: true,
};
