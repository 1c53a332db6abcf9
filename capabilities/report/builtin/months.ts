import { MONTHS } from "./text";

/** Month names in the answers, English and French, read by the season and the decision dates. */

const FRENCH_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** A month's number (0 for January) from its English or French name or abbreviation. */
export function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  const english = MONTHS.findIndex((m) => m.toLowerCase().startsWith(w));
  if (english >= 0) return english;
  const french = FRENCH_MONTHS.findIndex((m) => m.startsWith(w));
  return french >= 0 ? french : null;
}

export const MONTH_WORD =
  "(?:jan(?:uary|vier)?|feb(?:ruary)?|février|fév|mar(?:ch|s)?|apr(?:il)?|avril|may|mai|june?|juin|july?|juillet|aug(?:ust)?|août|sep(?:t(?:ember)?)?|septembre|oct(?:ober|obre)?|nov(?:ember|embre)?|dec(?:ember)?|décembre)";

/**
 * Words that make a month a decision date rather than a season: a budget or fiscal year, a
 * board, council or committee and its meeting, an approval, a contract or agreement and its end.
 */
export const DECISION_WORDS =
  /(?<!\p{L})(?:budgets?|fiscal|financial year|year[- ]end|boards?|councils?|committees?|agm|votes?|approv\p{L}*|sign[- ]off|contracts?|agreements?|leases?|licen[cs]es?|expir\p{L}*|exercice|conseils?|comités?|assemblée|approuv\p{L}*|contrats?|convention|bail|entente|échéance)(?!\p{L})/iu;

/** Words about the volume of the work itself: these make a month a busy one even beside a decision word. */
export const STRONG_VOLUME =
  /(?<!\p{L})(?:busy|busiest|peak|rush|slammed|piles?|piling|crunch|surge|overtime|achaland\p{L}*|pointe|débordée?s?)(?!\p{L})/iu;
