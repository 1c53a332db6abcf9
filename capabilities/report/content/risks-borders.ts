import { CARRIES } from "./food-words";
import { carriesFoodRisk, FSMA } from "./risks-food";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * A carrier whose trucks cross into the United States sends each crossing's cargo and conveyance
 * data ahead: to the CBSA under eManifest (Advance Commercial Information, at least one hour
 * before a truck reaches the Canadian border) and to US Customs and Border Protection's ACE
 * e-Manifest (at least one hour before the US border, 30 minutes for FAST). Food it hauls in the
 * United States falls under the FDA's Sanitary Transportation of Human and Animal Food rule (FSMA):
 * the shipper's temperature and sanitation conditions, clean and pre-cooled equipment, trained
 * staff and records of each. AI may prepare the data; a person checks it against the load.
 */

const US_WORDS =
  /\b(?:United States|U\.S\.|US|USA|cross[- ]border|border|States)\b|transfrontali\w*|États-Unis/;

/** The executive's sentence showing runs into the United States, or what else shows them. */
function crossingOf(s: RiskSignals): string | null {
  if (s.jurisdiction.country !== "Canada" || !s.professions.includes("trucking")) return null;
  if (!s.intoUnitedStates) return null;
  const text = s.ownWords
    .split("\n")
    .filter((line) => line !== s.company)
    .join("\n");
  const said = (s.reaches.unitedStates && s.reaches.quote) || sentenceWith(text, US_WORDS);
  return said ? `You wrote “${said}”` : "Your answers show runs into the United States";
}

/**
 * Food it hauls, as its own words say (reefer loads, refrigerated freight, the cold chain), where
 * no food risk speaks for those loads already: one duty is said once (#34).
 */
const haulsFood = (s: RiskSignals) => CARRIES.test(s.ownWords) && !carriesFoodRisk(s);

export const crossBorderCarrierRisk: RiskEntry = {
  id: "cross-border-carrier",
  risk: (s) =>
    `An AI-prepared load plan or manifest at ${s.company} sends a truck to the border with cargo data that does not match the load${haulsFood(s) ? `, or a food load in the United States loses the temperature and sanitation conditions ${FSMA} holds the carrier to` : ""}, and the truck is held or the carrier penalised.`,
  mitigation: (s) =>
    `Have a person check every AI-prepared manifest against the bill of lading before it is sent: the CBSA's eManifest (Advance Commercial Information, at least one hour before a truck reaches the Canadian border) and US Customs and Border Protection's ACE e-Manifest (at least one hour before the US border, 30 minutes for FAST)${haulsFood(s) ? `; keep the shipper's temperature and sanitation conditions, the trailer's cleaning and pre-cooling and the drivers' sanitary transportation training on record for every food load into the United States, as ${FSMA} requires, whatever AI plans` : ""}.`,
  why: (s) =>
    `${crossingOf(s)}: every truck crossing the border sends its cargo and conveyance data ahead, to the Canada Border Services Agency (CBSA) under eManifest and to US Customs and Border Protection under ACE e-Manifest${haulsFood(s) ? `, and food hauled in the United States falls under ${FSMA}` : ""}.`,
  applies: (s) => crossingOf(s) !== null,
  impact: () => "High",
  weight: 84,
  essential: true,
};
