import { safetyLawOf } from "./labour-law";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * The rules a charity or non-profit, an agricultural co-operative and an oilfield services
 * company answer to for their AI use. A non-profit's board answers to its members under the
 * province's society or not-for-profit corporations act (BC's Societies Act, Alberta's Societies
 * Act, Ontario's Not-for-Profit Corporations Act, 2010, Part III of Quebec's Companies Act), and a
 * registered charity to the Canada Revenue Agency for its receipts and records. A co-operative
 * that handles grain is licensed by the Canadian Grain Commission under the Canada Grain Act,
 * which grades and weighs what members deliver and lets a producer ask for the Commission's own
 * grade. Oilfield crews work under the province's occupational health and safety law: in Alberta
 * the OHS Act and Code require hazards to be assessed, in writing and with the workers, before
 * work begins.
 */

const SOCIETY_ACTS = {
  BC: "BC's Societies Act",
  AB: "Alberta's Societies Act",
  ON: "Ontario's Not-for-Profit Corporations Act, 2010",
  QC: "Part III of Quebec's Companies Act",
};

/** The act a charity or non-profit is incorporated under, by province (an arts charity's too). */
export const societyActOf = (s: RiskSignals): string =>
  byProvince(
    s,
    SOCIETY_ACTS,
    "the society or not-for-profit corporations act it is incorporated under",
  );

export function charityRules(s: RiskSignals): Regulator {
  const act = societyActOf(s);
  return {
    name: `${act} and, for a registered charity, the Canada Revenue Agency's rules for charities`,
    risk: `An AI-drafted grant report, funder update or donation receipt from ${s.company} states an outcome, figure or amount its programs and records do not support, or clients' personal details go into an AI tool the board never approved.`,
    duty: `have a person check every AI-drafted grant report, funder update and donation receipt against the program and donation records before it goes out, keep the books and receipt records the Canada Revenue Agency requires of a registered charity in your own systems, and keep clients' names and personal details out of any AI tool the board has not approved`,
    because: `${s.company} is a charity or non-profit ${inPlace(s)}${shown(s, "nonprofit")}: its board answers to its members under ${act} and to its funders for what it reports, and a registered charity answers to the Canada Revenue Agency for its receipts and records.`,
  };
}

export function grainRules(s: RiskSignals): Regulator {
  return {
    name: "the Canadian Grain Commission under the Canada Grain Act, and the board the members elect",
    risk: `An AI-assisted grade, dockage or weight at ${possessive(s.company)} elevators, or an AI-drafted statement or agronomy recommendation to a member, is wrong; or members' farm data is used beyond what each member agreed to.`,
    duty: `keep grade and dockage the licensed grader's decision (a member may still ask for the Canadian Grain Commission's grade), have an agronomist check every AI-drafted recommendation before it reaches a member, use members' farm data only as each member has agreed, and have the board approve any AI use that touches it`,
    because: `${s.company} is an agricultural co-operative ${inPlace(s)}${shown(s, "agri-coop")}: grain it handles is graded and weighed under the Canada Grain Act, and its board answers to the members who elect it.`,
  };
}

export function oilfieldRules(s: RiskSignals): Regulator {
  const law = safetyLawOf(s, "the province's occupational health and safety law");
  const alberta = s.jurisdiction.province === "AB";
  return {
    name: law,
    risk: `An AI-drafted job safety analysis or hazard assessment at ${s.company} misses a hazard at a wellsite, or AI output is relied on for a permit to work, a lockout or another safety-critical decision without a competent supervisor's sign-off.`,
    duty: `keep every hazard assessment and job safety analysis the crew's own, done at the site with the workers involved and signed by a competent supervisor; use AI only to draft from past assessments and to check for missed hazards, never to decide a permit to work, a lockout or another safety-critical step`,
    because: `${s.company} is an oilfield services company ${inPlace(s)}${shown(s, "energy-services")}, whose crews work under ${law}${alberta ? ", which requires hazards to be assessed in writing, with the workers, before work begins" : ", which makes the employer responsible for identifying and controlling hazards at each site"}.`,
  };
}
