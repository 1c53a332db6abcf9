import { regulatorOf } from "./regulators";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * A business whose own words show it imports food needs a licence from the Canadian Food
 * Inspection Agency under the Safe Food for Canadians Regulations, which also require
 * traceability records; what AI drafts about those foods (labels, allergens) is checked by a
 * person. Left to the sector's own rules where they already name the Regulations.
 */

const IMPORTS =
  /\bimport(?:s|ed|ing|er|ers|ons|ez|ent|ée?s?)?\b|\bimportations?\b|\bimportat(?:eur|rice)s?\b/i;
const FOOD =
  /\b(?:foods?|grocer\w*|groceries|produce|dairy|meats?|seafood|fish|spices?|sweets|snacks?|confectioner\w*|beverages?|tea|coffee|épiceries?|aliments?|alimentaires?|denrées)\b/i;

/** The executive's sentence about importing, for a food business, or null. */
function importsFood(s: RiskSignals): string | null {
  if (s.jurisdiction.country !== "Canada" || !FOOD.test(s.ownWords)) return null;
  if (/Safe Food for Canadians/.test(regulatorOf(s)?.name ?? "")) return null;
  return sentenceWith(s.ownWords, IMPORTS);
}

export const foodImportRisk: RiskEntry = {
  id: "food-import",
  risk: (s) =>
    `An AI-drafted label, product description or allergen statement for food ${s.company} imports is wrong, or its import and traceability records are left to a tool no one checks.`,
  mitigation: () =>
    "Have a person check every AI-drafted label, product description and allergen statement for imported food against the product and its supplier's documents before use, and keep the import and traceability records the Safe Food for Canadians Regulations require complete, whatever AI helps with.",
  why: (s) =>
    `You wrote “${importsFood(s)}”: a business that imports food into Canada needs a licence from the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations, which also require traceability records.`,
  applies: (s) => importsFood(s) !== null,
  impact: () => "High",
  weight: 86,
  essential: true,
};
