import { audienceOf, joinWords, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Rules that come with markets and channels: the EU AI Act and the GDPR for companies whose
 * answers place people in Europe (never a global market alone), US state laws only when AI would make hiring or credit decisions there (added to
 * those risks in risks-practice and risks-sector), and
 * Canada's Anti-Spam Legislation (CASL) for anyone whose AI would write or personalize e-mail.
 */

/** The same uses, as nouns for the mitigation. */
function euUseNames(s: RiskSignals): string[] {
  return [
    s.peopleDecisions ? "screening of candidates" : "",
    s.creditChallenge ? "credit scoring" : "",
    s.industry === "education" && !s.otherKind ? "assessment of students" : "",
    s.industry === "technology" && !s.otherKind ? "the AI features in your product" : "",
    s.customerFacing ? `the assistant answering ${audienceOf(s)}` : "",
  ].filter(Boolean);
}

/** What the EU AI Act says about this company's planned uses: high-risk classes, then other duties. */
function euUses(s: RiskSignals): { highRisk: string[]; duties: string[] } {
  const highRisk = [
    s.peopleDecisions ? "AI used in hiring" : "",
    s.creditChallenge ? "AI that scores creditworthiness" : "",
    s.industry === "education" && !s.otherKind ? "AI that assesses students" : "",
  ].filter(Boolean);
  const duties = [
    s.industry === "technology" && !s.otherKind
      ? "gives duties to providers of the AI features you sell"
      : "",
    s.customerFacing ? "requires telling people when they are talking to an AI" : "",
  ].filter(Boolean);
  return { highRisk, duties };
}

function euClause(s: RiskSignals): string {
  const { highRisk, duties } = euUses(s);
  const parts = [highRisk.length ? `treats ${joinWords(highRisk)} as high-risk` : "", ...duties];
  return joinWords(parts.filter(Boolean));
}

function euBecause(s: RiskSignals): string {
  const j = s.jurisdiction;
  if (j.country === "other" && j.markets.europeNamed)
    return `Your head office is ${j.inLabel}, inside the European Union.`;
  if (s.primaryMarket === "europe") return "Europe is your primary market.";
  return `Your words “${s.reaches.europe}” reach people in the European Union.`;
}

/**
 * The answers place people in the EU: Europe as the market, an EU head office, or the
 * executive's words naming Europe or a member state. "Global", "international" or "worldwide"
 * alone place nobody there.
 */
const inEurope = (s: RiskSignals) =>
  s.jurisdiction.markets.europeNamed || s.primaryMarket === "europe" || s.reaches.europe !== null;

export const euRisk: RiskEntry = {
  id: "eu-ai-act",
  risk: (s) => {
    const clause = euClause(s);
    return clause
      ? `AI use at ${s.company} that reaches people in the EU falls under the EU AI Act, which ${clause}, and under the GDPR.`
      : `AI use at ${s.company} that reaches people in the EU falls under the EU AI Act and, where personal data is involved, the GDPR.`;
  },
  mitigation: (s) =>
    `List each AI use that reaches people in the EU${euUseNames(s).length ? `, starting with ${joinWords(euUseNames(s))},` : ""} and its risk class under the AI Act (in force since August 2024, with obligations phasing in from 2025 to 2027)${euUses(s).highRisk.length ? ", keep the risk management, human oversight and documentation the high-risk classes require" : ""}, and confirm a lawful basis and transfer safeguards under the GDPR for any personal data involved.`,
  why: euBecause,
  applies: inEurope,
  impact: (s) => (euUses(s).highRisk.length || s.industry === "technology" ? "High" : "Medium"),
  weight: 85,
};

/**
 * US state and city rules on AI in hiring and lending, for companies that hire or lend in the
 * United States; short and hedged, since they change and depend on where people live. A state's
 * or city's own law is named only where the answers place the company there (its head office, or
 * its own words: "an office in Denver", "candidates in New York City"): elsewhere counsel is asked
 * which laws apply where it hires or lends.
 */
const COLORADO = /^(?:Colorado|Denver|Boulder|Colorado Springs)$/i;
const NEW_YORK_CITY = /^(?:New York City|NYC|Manhattan|Brooklyn|Queens)$/i;

/** The answers place the company in a US state or city: head office, or a place its words reach. */
const placedIn = (s: RiskSignals, place: RegExp) =>
  [
    s.jurisdiction.city ?? "",
    s.jurisdiction.label.split(", ").at(-1) ?? "",
    ...s.reaches.places,
  ].some((p) => place.test(p.trim()));

export function usDecisionRules(s: RiskSignals, decisions: "hiring" | "lending"): string {
  const colorado = placedIn(s, COLORADO);
  const newYork = decisions === "hiring" && placedIn(s, NEW_YORK_CITY);
  // Hiring laws follow where people are hired (offices in the US), lending laws the customers.
  const inUnitedStates =
    decisions === "hiring"
      ? s.offices.includes("united-states") || s.jurisdiction.country === "United States"
      : s.jurisdiction.markets.unitedStates || s.reaches.unitedStates;
  if (!inUnitedStates && !colorado && !newYork) return "";
  const laws = [
    colorado
      ? `Colorado's AI Act sets duties for high-risk AI in decisions such as ${decisions === "hiring" ? "employment" : "lending"} (its start has already been delayed and its terms may still change)`
      : "",
    newYork
      ? "New York City's Local Law 144 requires a bias audit of automated hiring tools used for candidates there"
      : "",
  ].filter(Boolean);
  const where = decisions === "hiring" ? "where you hire" : "where your borrowers live";
  const kinds = decisions === "hiring" ? "state and city laws" : "state laws";
  return laws.length
    ? ` In the United States, ask counsel which ${kinds} apply ${where}: ${joinWords(laws)}.`
    : ` In the United States, ask counsel which ${kinds} on AI in ${decisions} apply ${where}; they differ from state to state and keep changing.`;
}

export const caslRisk: RiskEntry = {
  id: "casl",
  risk: (s) =>
    `AI-written or AI-personalised ${s.words.messages} from ${s.company} reach people who never consented, against Canada's Anti-Spam Legislation (CASL).`,
  mitigation: (s) =>
    `Send AI-drafted ${s.words.messages} only to contacts with recorded consent (implied consent lasts two years after a purchase and six months after an inquiry), keep your identification and a working unsubscribe in every message, honour opt-outs within 10 business days, and have a person approve each campaign.`,
  why: (s) =>
    `${s.outreach!.because}, so AI-drafted ${s.words.messages} would be commercial electronic messages under CASL.`,
  applies: (s) => s.outreach !== null && !s.outreach.sent,
  impact: () => "Medium",
  weight: 65,
};

/** The same rule where the plan's tools or the executive's own messages send it: always kept. */
export const caslSentRisk: RiskEntry = {
  ...caslRisk,
  id: "casl-sent",
  applies: (s) => s.outreach?.sent === true,
  essential: true,
};
