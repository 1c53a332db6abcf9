import { FOOD } from "./food-words";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Food a Canadian business makes for export is labelled for the market it is sold in: the CFIA's
 * labelling requirements under the Safe Food for Canadians Regulations for food sold in Canada and
 * the importing country's rules abroad; in the United States the FDA's food labelling regulations
 * (21 CFR Part 101: the Nutrition Facts panel, the ingredient list, the major food allergens), with
 * the facility registered with the FDA and prior notice of each shipment. AI-drafted or translated
 * labels are checked by a person against the market's rules before they are printed.
 */

const EXPORTS = /\bexport(?:s|ed|ing|ers?|e|ent|ons|ateurs?|ations?)?\b|\bexport(?:é|ée|és|ées)/i;
/** The United States as a place food goes to: "to the US", "American buyers", « aux États-Unis ». */
const UNITED_STATES =
  /\b(?:United States|U\.S\.|US|USA|American|Americans|States-side)\b|États-Unis|americains?|américain\w*/;

/** The executive's sentence saying the company exports food, and whether it names the United States. */
export function foodExportOf(s: RiskSignals): { quote: string; us: boolean } | null {
  if (s.jurisdiction.country !== "Canada") return null;
  if (s.professions.includes("trucking")) return null;
  const text = s.ownWords
    .split("\n")
    .filter((line) => line !== s.company)
    .join("\n");
  if (!FOOD.test(text)) return null;
  const quote = sentenceWith(
    text,
    new RegExp(`${EXPORTS.source}[^.;]*${FOOD.source}|${FOOD.source}[^.;]*${EXPORTS.source}`, "i"),
  );
  if (!quote) return null;
  return { quote, us: UNITED_STATES.test(quote) || s.intoUnitedStates };
}

const US_RULES =
  "the US Food and Drug Administration's (FDA) food labelling regulations (21 CFR Part 101: the Nutrition Facts panel, the ingredient list and the major food allergens)";

export const foodExportRisk: RiskEntry = {
  id: "food-export",
  risk: (s) =>
    `An AI-drafted or AI-translated label, product sheet or allergen statement for food ${s.company} exports misses the rules of the market it is sold in${foodExportOf(s)!.us ? ", Canada's or the United States'" : ""}, and the shipment is held, relabelled or recalled.`,
  mitigation: (s) => {
    const us = foodExportOf(s)!.us;
    return `Have a person check every AI-drafted or AI-translated label against the rules of the market it is sold in before it is printed: the CFIA's labelling requirements under the Safe Food for Canadians Regulations for food sold in Canada${us ? `, and for the United States ${US_RULES}, with the facility registered with the FDA and prior notice filed for each shipment` : ", and the importing country's labelling rules for each export market"}; ask the CFIA which export certificate, if any, each destination requires.`;
  },
  why: (s) => {
    const { quote, us } = foodExportOf(s)!;
    return `You wrote “${quote}”: food made in Canada is licensed and labelled under the Canadian Food Inspection Agency's (CFIA) Safe Food for Canadians Regulations, and food exported must meet the labelling rules of the country that imports it${us ? `, in the United States ${US_RULES}` : ""}.`;
  },
  applies: (s) => foodExportOf(s) !== null,
  impact: () => "High",
  weight: 85,
  essential: true,
};
