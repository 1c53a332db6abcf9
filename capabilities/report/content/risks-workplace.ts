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
  /\b(?:lockouts?|safety (?:memos?|procedures?|meetings?|training)|joint (?:health and safety )?committee|santé et sécurité)\b/i;
const SAFETY_SENSITIVE = new RegExp(`${WORKPLACE.source}|${SAFETY_WORK.source}`, "i");

// Industries whose work is on a floor or a site; an office, shop or kitchen is left out.
const INDUSTRIES = new Set<string>(["manufacturing", "other"]);

const lawOf = (s: RiskSignals) => safetyLawOf(s, null);

/** The executive's sentence that shows safety-sensitive work, the place before the paperwork, or null. */
function safetySensitive(s: RiskSignals): string | null {
  if (s.jurisdiction.country !== "Canada" || !lawOf(s) || s.safetySignoff) return null;
  if (!INDUSTRIES.has(s.industry) && !SAFETY_SENSITIVE.test(s.company)) return null;
  // An oilfield or field-service company's own regulator already names the safety law.
  if (
    /Occupational Health and Safety|occupational health and safety/.test(regulatorOf(s)?.name ?? "")
  )
    return null;
  return sentenceWith(s.ownWords, WORKPLACE) ?? sentenceWith(s.ownWords, SAFETY_WORK);
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
