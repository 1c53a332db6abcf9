import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * A company that takes passengers on the water (whale watching, boat tours, charters) answers to
 * Transport Canada's marine safety rules under the Canada Shipping Act, 2001, and, where it
 * watches whales, to Fisheries and Oceans Canada's Marine Mammal Regulations. Named for what they
 * govern (vessels, safety, approaches to animals), never as a model examiner.
 */

const WATER_TOURS =
  /\bwhale[- ]watch\w*|\bboat (?:tours?|trips?)\b|\bharbou?r cruises?\b|\b(?:fishing|sailing|boat) charters?\b|\bkayak tours?\b|\bzodiacs?\b|\bwater taxis?\b|\bobservation des baleines\b|\bcroisières?\b|\bexcursions? (?:en mer|en bateau|aux baleines)\b/i;
/** Vessels or skippers, read only for a tourism business: a plant's "pressure vessels" are none. */
const VESSELS = /\bvessels?\b|\bskippers?\b|\bboats?\b|\bbateaux?\b|\bcapitaines?\b|\bnavires?\b/i;
const WHALES =
  /\bwhales?\b|\bwhale[- ]watch\w*|\borcas?\b|\bmarine mammals?\b|\bbaleines?\b|\bbélugas?\b|\bmammifères marins\b/i;

/** The executive's sentence that shows passengers on the water, or null. */
function onTheWater(s: RiskSignals): string | null {
  if (s.jurisdiction.country !== "Canada") return null;
  const tours = sentenceWith(s.ownWords, WATER_TOURS);
  if (tours) return tours;
  return s.industry === "travel-hospitality-tourism" ? sentenceWith(s.ownWords, VESSELS) : null;
}

const watchesWhales = (s: RiskSignals) => WHALES.test(s.ownWords);

export const marineSafetyRisk: RiskEntry = {
  id: "marine-safety",
  risk: (s) =>
    `An AI-drafted reply, trip description or guide script from ${s.company} misstates a vessel safety rule or procedure${watchesWhales(s) ? ", or promises a closer approach to whales than the Marine Mammal Regulations allow" : ""}.`,
  mitigation: (s) =>
    `Keep vessel safety rules, procedures and briefings out of AI drafting: they stay with the people Transport Canada holds responsible for them (the operator and each vessel's master). Have a skipper or guide check every AI-drafted text about the trip before a guest sees it${watchesWhales(s) ? ", including anything it says about approaching whales, against the Marine Mammal Regulations" : ""}.`,
  why: (s) =>
    `${s.company} takes passengers on the water (you wrote “${onTheWater(s)}”), so Transport Canada's marine safety rules under the Canada Shipping Act, 2001 govern its vessels${watchesWhales(s) ? ", and Fisheries and Oceans Canada's Marine Mammal Regulations govern how they approach whales and other marine mammals" : ""}.`,
  applies: (s) => onTheWater(s) !== null,
  impact: () => "High",
  weight: 93,
  essential: true,
};
