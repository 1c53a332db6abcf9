import { safetyCommitteeOf, safetyLawOf } from "./labour-law";
import { regulatorOf } from "./regulators";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Safety-sensitive work the executive's own words show (a mill, a plant floor, machine operators,
 * safety memos) is governed by the province's occupational health and safety law (WorkSafeBC in
 * BC), or by the Canada Labour Code for a federally regulated undertaking (content/labour-law.ts).
 * An AI-drafted safety text is checked by the person accountable for safety. Named only where
 * the province is known, and left to the sector's own rules where they already name it.
 */

/** Where the work is done: a mill, a plant floor, machines. Quoted before any safety paperwork. */
const WORKPLACE =
  /\b(?:sawmills?|(?:planer|pellet|pulp|paper|steel|feed|lumber) mills?|mill site|plant floor|shop floor|production lines?|machine operators?|forklifts?|heavy equipment|kilns?|usine|scierie|chariots? élévateurs?)\b/i;
const SAFETY_WORK =
  /\b(?:lockouts?|safety (?:memos?|procedures?|meetings?|training|records?)|joint (?:health and safety )?committee|santé et sécurité)\b/i;
/** Work at heights, quoted before anything else: a roofer's crews, scaffolds, fall protection. */
const AT_HEIGHTS =
  /\b(?:fall protection|work(?:ing|s)? at heights?|scaffold(?:s|ing)?|(?:on|up on) (?:the )?roofs?|roofing crews?|aerial lifts?|travail en hauteur|protection contre les chutes|échafaud\p{L}*)\b/iu;
const SAFETY_SENSITIVE = new RegExp(
  `${WORKPLACE.source}|${SAFETY_WORK.source}|${AT_HEIGHTS.source}`,
  "iu",
);

/** "re-roofs for School District 57 and the pulp mills": a place named as a customer is no workplace. */
const FOR_CUSTOMERS =
  /\b(?:for|to|serv(?:e|es|ed|ing)|clients?|customers?|contracts? with|pour|auprès des?)\s+(?:[\p{L}\d'’-]+,?\s+){0,8}$/iu;

/**
 * A sentence that states the union's agreement ("the collective agreement requires consultation
 * before new monitoring"): quoted for that rule, never as evidence of the work (review r20 class
 * 1). Staff said to be unionized beside the work they do still show the work.
 */
const UNION_RULE =
  /\b(?:collective agreements?|collective bargaining|grievances?|shop stewards?)\b|(?<!\p{L})(?:conventions? collectives?|griefs?|préavis)(?!\p{L})/iu;

/** The first of the executive's sentences where the words name the company's own work, not a customer. */
function ownSentenceWith(text: string, words: RegExp): string | null {
  const own = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => {
    const match = new RegExp(words.source, "giu").exec(sentence);
    if (UNION_RULE.test(sentence)) return false;
    return match !== null && !FOR_CUSTOMERS.test(sentence.slice(0, match.index));
  });
  return own.length ? sentenceWith(own.join("\n"), words) : null;
}

// Industries whose work is on a floor or a site; an office, shop or kitchen is left out.
const INDUSTRIES = new Set<string>(["manufacturing", "other"]);

const lawOf = (s: RiskSignals) => safetyLawOf(s, null);

/** The executive's sentence that shows safety-sensitive work, the place before the paperwork, or null. */
function safetySensitive(s: RiskSignals): string | null {
  if (s.jurisdiction.country !== "Canada" || !lawOf(s) || s.safetySignoff) return null;
  if (!INDUSTRIES.has(s.industry) && !SAFETY_SENSITIVE.test(s.company)) return null;
  // An oilfield, field-service or roofing company's own regulator already names the safety law.
  if (
    /occupational health and safety|fall protection|construction projects|construction industry/i.test(
      regulatorOf(s)?.name ?? "",
    )
  )
    return null;
  return (
    ownSentenceWith(s.ownWords, AT_HEIGHTS) ??
    ownSentenceWith(s.ownWords, WORKPLACE) ??
    ownSentenceWith(s.ownWords, SAFETY_WORK)
  );
}

export const workplaceSafetyRisk: RiskEntry = {
  id: "workplace-safety",
  risk: (s) =>
    `An AI-drafted safety memo, procedure or training text at ${s.company} misstates a hazard or a control, and workers act on it.`,
  mitigation: (s) =>
    `Have the person accountable for safety check every AI-drafted safety memo, procedure and training text before it is issued, with ${safetyCommitteeOf(s)} where a change touches its work, and keep lockout, permits and other safety-critical decisions out of AI tools.`,
  why: (s) =>
    `Your answers show safety-sensitive work (you wrote “${safetySensitive(s)}”), and ${lawOf(s)} holds ${s.company} responsible for the instruction its workers get.`,
  applies: (s) => safetySensitive(s) !== null,
  impact: () => "High",
  weight: 87,
  essential: true,
};
