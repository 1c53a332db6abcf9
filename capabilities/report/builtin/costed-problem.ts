import { CUSTOMERS_COST } from "./context-figures";
import { SEASON_FALL } from "@/capabilities/report/content/fall-event";
import type { Theme } from "@/capabilities/report/content/themes";
import { joinWords } from "@/model/scoring/wording";
import { yearlySum } from "./costliest-pain";
import { isBareFigureClause } from "./figure-clause";
import { ownFigures, quotedFigures, withStatedPeriod } from "./own-figures";
import { statedMeasure } from "./stated-figures";
import { clausesOf } from "./theme-patterns";

/**
 * A problem the executive puts a sum of money on that no theme or kind of problem reads (review
 * r19 class 1: "Temperature-excursion claims cost us about $400k a year", "Late-delivery penalties
 * in our school-board contracts cost $180k last year", "Used equipment sits 210 days on the lot,
 * tying up $6M") is a pilot of its own, never a step to measure it first: named by the work in
 * their words, measured by the figures they gave, run in the system the sentence names.
 */

/** The verb after what costs: "claims cost us", "equipment sits", « les retours nous coûtent ». */
const COST_VERB =
  /\s+(?:cost(?:s|ing)?|ran|runs?|sits?|sat|ties?|tying|tied|eats?|ate|lose|loses|lost|add(?:s|ed)?|total(?:l?ed|s)?|amount(?:ed|s)? to|came to|comes? to|are|is|was|were|have|has|(?:nous\s+)?co[uû]t\w*|représent\w*|(?:nous\s+)?(?:ont|a)\s+été|sont|est)(?!\p{L})/iu;
/**
 * "We lose $200k a year on spoiled loads", "we paid $90k in penalties", "$4.6 million of overtime
 * last year": what the money went on.
 */
const SPENT_ON =
  /\$\s?[\d.,]+[^;]*?\s(?:on|in|to|for|from|of|en|pour|sur|de)\s+((?:[\p{L}'’-]+\s*){1,6})/iu;
const PRONOUN =
  /^(?:we|i|it|this|that|they|there|which|what|on|nous|je|ça|cela|ce|il|elle|ils|elles)$/iu;
const DETERMINER =
  /^(?:(?:our|the|my|a|an|all|these|those|nos|notre|les|la|le|des|mes|ces)\s+|l['’])/iu;
/** Words that end a name of the work: "claims" is the work, "last year" is when. */
const AFTER_WORK =
  /\s+(?:last|this|every|each|a|per|about|around|roughly|over|nearly|almost|l['’]an|chaque|par|environ)\b.*$/iu;
const MAX_WORDS = 8;
/** "Last summer", "In 2025", "9% of": when and how much, said before the work itself. */
const LEADING = new RegExp(
  String.raw`^(?:(?:last|this|every|each|in|during)\s+(?:[\p{L}]+\s+)?(?:year|summer|winter|spring|${SEASON_FALL}|autumn|season|month|quarter|week|harvest|\d{4})\s*,?\s+|(?:about|around|roughly|over|nearly|almost)?\s*\d+(?:[.,]\d+)?\s?%\s+of\s+)+`,
  "iu",
);
/** "were downgraded at the packer": what happened to the work, kept in its name. */
const HAPPENED =
  /^\s+(?:are|is|was|were|get|got|gets)\s+((?:[\p{L}]+ed|lost|spoilt|thrown out|written off|sent back)(?:\s+(?:at|in|on|by)\s+(?:the|our)\s+[\p{L}-]+)?)/iu;

/** The clause or part before a sum standing alone ("about $75k last year"), if it stands alone. */
function namingClause(sentence: string): string | undefined {
  const parts = clausesOf(sentence).flatMap((c) => c.split(/(?<=,)\s+/));
  const at = parts.findIndex((c) => /\$/.test(c));
  return at > 0 && isBareFigureClause(parts[at]!)
    ? parts[at - 1]!.replace(/[,;:]\s*$/, "")
    : undefined;
}

/** The work the money is lost on, in the executive's words made second person. */
export function costedWork(sentence: string): string | undefined {
  // "Write-offs of expired stock, $30k a year": a sum alone names nothing; what comes before does.
  const naming = namingClause(sentence);
  const named = naming !== undefined;
  const clause = naming ?? clausesOf(sentence).find((c) => /\$/.test(c)) ?? sentence;
  const verb = COST_VERB.exec(` ${clause}`);
  let work = verb
    ? ` ${clause}`.slice(0, verb.index).trim().replace(LEADING, "")
    : named
      ? clause.replace(LEADING, "")
      : "";
  const happened = verb && HAPPENED.exec(` ${clause}`.slice(verb.index));
  if (work && happened) work = `${work} ${happened[1]}`;
  if (!work || PRONOUN.test(work) || work.split(/\s+/).length > MAX_WORDS) {
    const on = SPENT_ON.exec(sentence);
    work = on ? on[1]!.replace(AFTER_WORK, "").trim() : "";
  }
  work = work
    .replace(/[,;:.!?]+$/, "")
    .replace(DETERMINER, "")
    .replace(/\bour\b/giu, "your")
    .replace(/\b(?:nos|notre)\b/giu, "your");
  if (!work || PRONOUN.test(work) || work.split(/\s+/).length > MAX_WORDS) return undefined;
  return /^\p{Lu}\p{Ll}/u.test(work) ? work[0]!.toLowerCase() + work.slice(1) : work;
}

/** Stock that waits: "used equipment sits 210 days on the lot", "units stay 90 days in the yard". */
const DWELL = /\b(?:sits?|sat|waits?|stays?|stands?|lingers?|dorm\w*|reste\w*)\b/iu;
const PLACE = /\b(?:on|in|at|sur|dans)\s+(?:the|our|a|le|la|les|nos|notre)\s+[\p{L}-]+/iu;

/** Where the stock waits ("on the lot"), when the work is stock that waits, else null. */
export function dwellPlace(sentence: string): string | null {
  const clause = clausesOf(sentence).find((c) => DWELL.test(c));
  const place = clause && PLACE.exec(clause.slice(DWELL.exec(clause)!.index));
  return place ? place[0].replace(/\b(?:our|nos|notre)\b/iu, "your") : null;
}

/** Money tied up in stock is capital held, not a cost a year. */
const TIED_UP = /\b(?:tie[sd]?|tying|locked|locks?) up\b|\bimmobilis\w*/iu;

/**
 * The product the sentence says the work runs on: "our trailers run Carrier Lynx telematics", "we
 * track them in Fleetio". A product after a bare "in" or "from" may be a place: only a system the
 * company is known to hold is read there (system-in-use.ts `heldSystemNamedIn`).
 */
const RUNS_ON =
  /\b(?:run|runs|running|use|uses|using|track(?:ed)? (?:them |it )?in|logged in|log (?:them |it )?in|roul\w* (?:sur|avec)|utilis\w*)\s+((?:\p{Lu}[\p{L}\d&+'’.-]*|\d[\p{L}\d]*)(?:\s+(?:\p{Lu}[\p{L}\d&+'’.-]*|\d[\p{L}\d]*))*)/gu;

/** The named product the sentence's work runs on, as written, if the words name one. */
export function systemNamedIn(sentence: string): string | undefined {
  for (const m of sentence.matchAll(RUNS_ON)) {
    const name = m[1]!.replace(/[.,;:]+$/, "");
    // A sentence's first word or a lone acronym of a body ("in BC") is no product.
    if (name.length > 2 && !/^[A-Z]{2}$/.test(name)) return name;
  }
  return undefined;
}

/** A sum of money stated as the problem's cost, with any other figure the sentence gives. */
function figuresOf(sentence: string): { money: string[]; others: string[] } {
  const figures = ownFigures(sentence);
  return {
    money: figures.filter((f) => f.includes("$")).map((f) => withStatedPeriod(f, sentence)),
    others: figures.filter((f) => !f.includes("$")),
  };
}

/**
 * A cause outside the business (the weather, the ice, a market): money lost to it is context to
 * scope with the executive, no pilot's measure ("the lake froze on January 20 … we lost $400,000").
 */
const OUTSIDE_CAUSE =
  /(?<!\p{L})(?:weather|ice|froze|freeze-?up|thaw\w*|snow\w*|rain\w*|drought|floods?|flooding|wildfires?|smoke|hail|storms?|tariffs?|exchange rates?|interest rates?|recession|pandemic|covid|strikes?|météo|glace|gel|neige|pluie|sécheresse|inondations?|feux de forêt|grève)(?!\p{L})/iu;

/** Whether the executive put a sum of money on a problem of the business's own. */
export const isCosted = (sentence: string): boolean =>
  yearlySum(sentence) > 0 &&
  figuresOf(sentence).money.length > 0 &&
  !OUTSIDE_CAUSE.test(sentence) &&
  !CUSTOMERS_COST.test(sentence);

/** The pilot on a costed problem no theme or kind reads, or null when it states no sum. */
export function costedProblemTheme(sentence: string): Theme | null {
  if (!isCosted(sentence)) return null;
  const { money, others } = figuresOf(sentence);
  const named = costedWork(sentence);
  const place = named ? dwellPlace(sentence) : null;
  // No work named: the cost is called by its own figure, never by a label ("the cost you named").
  const subject = named ?? `the cost of ${money[0]}`;
  const work = place ? `${subject} ${place}` : subject;
  const whatCost = named ? `what ${work} cost` : "the cost";
  const tied = TIED_UP.test(sentence);
  const quotedMoney = tied ? joinWords(money.map((m) => `“${m}”`)) : quotedFigures(money, sentence);
  const stated = statedMeasure(sentence, sentence);
  const time =
    place && others[0] ? `the time ${subject} spends ${place} (${others[0]} today)` : undefined;
  const otherMeasure =
    time ??
    stated?.measure ??
    (others.length ? `your figures (${quotedFigures(others)})` : undefined);
  const moneyMeasure = tied
    ? `the money tied up (${quotedMoney} today)`
    : `${whatCost} (${quotedMoney})`;
  const measure = joinWords([...(otherMeasure ? [otherMeasure] : []), moneyMeasure]);
  const moneyTarget = tied
    ? `the money tied up down by at least a fifth from ${quotedMoney}`
    : `${whatCost} down by at least a fifth from ${quotedMoney}`;
  return {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: place ? `Move ${subject} ${place} sooner` : `Bring down ${named ? whatCost : subject}`,
    name: work,
    action: place
      ? `Have AI go through last year's records of ${work} ({words}) to show which items wait longest and why, and flag each one heading past its usual time while it can still be repriced or moved, for the person who decides to check every flag before acting on it`
      : `Pull the last year's records of ${work} ({words}), have AI sort each case by its cause and flag the next one while there is still time to act, for the person who handles it to check every flag before anyone acts on it`,
    // Stock waiting to be sold is the sales side's; a cost of the work, operations'.
    owner: place ? "Sales Manager" : "Operations Manager",
    department: place ? "sales" : "operations",
    measure,
    pilot: {
      baseline: `Start from the figures you gave (${joinWords([quotedFigures(others), quotedMoney].filter(Boolean))}): total ${work} by month and by cause from last year's records, then record the same figures the same way each month of the pilot`,
      target: `${stated ? `${stated.target.replace(/, with the same quality, or a decision to stop$/, "")}, and ` : ""}${moneyTarget} on the work the pilot covers, or a decision to stop`,
    },
  };
}
