/**
 * What kind of figure the executive gave for their own problem, so its pilot is measured in the
 * same unit (review r12 class 9): a backlog is work waiting, counted in working days and the jobs
 * finished each week, never the time one job takes; a rate that fell ("recovery rate has slipped
 * from 21% to 17%") is measured as that rate; a share won ("we only win about 1 in 5") stays at
 * least as high while the time each job takes comes down.
 */

/** "the drafting backlog is 3 weeks", "5 semaines de retard", "six weeks behind", "booked 4 weeks out". */
const BACKLOG_WORDS =
  /\b(?:backlogs?|backed up|behind|waiting list|wait-?list|booked (?:up|out)|weeks? out|de retard|en retard|en attente|liste d['’]attente|arriéré)\b/iu;

/** Whether the clause holding a time figure says work is waiting, not how long one job takes. */
export const isBacklog = (clause: string): boolean => BACKLOG_WORDS.test(clause);

/** The backlog's measure, baseline wording and target from the figure as written ("3 weeks"). */
export const backlogMeasure = (figure: string, target: string) => ({
  measure: `the backlog in working days (${figure} today) and the jobs finished each week`,
  target: `the backlog down from ${figure} to ${target} and at least as many jobs finished each week`,
});

const PERCENT = String.raw`(\d+(?:[.,]\d+)?)\s?(?:%|per ?cent\b|pour cent\b)`;
/** "from 21% to 17%", "de 21 % à 17 %", "21% down to 17%". */
const FROM_TO = new RegExp(
  String.raw`\b(?:from|de)\s+${PERCENT}\s+(?:(?:down\s+)?to|à)\s+${PERCENT}|\b${PERCENT}\s+down to\s+${PERCENT}`,
  "iu",
);
/** The rate's own name, as written: "recovery rate", "win rate", "taux de recouvrement". */
const RATE_NAME =
  /\b(?:((?:[\p{L}-]+\s+){0,1}(?:rate|ratio|margin|yield|share))|(taux de [\p{L}-]+|marge [\p{L}-]+))\b/iu;
/** Rates set outside the business, which no pilot moves. */
const OUTSIDE =
  /\b(?:interest|mortgage|prime|exchange|tax|vacancy|unemployment|d['’]intérêt|de change)\b/iu;

export interface FallenRate {
  /** "recovery rate", or "the rate" when the words do not name it. */
  name: string;
  from: number;
  to: number;
  /** As written: "21%", "17%". */
  fromWords: string;
  toWords: string;
}

const num = (s: string) => Number(s.replace(",", "."));

/** A rate of the business's own that fell, with both figures; null for a rise or a rate set outside it. */
export function fallenRate(text: string): FallenRate | null {
  const found = FROM_TO.exec(text);
  if (!found) return null;
  const [fromText, toText] = found[1] ? [found[1], found[2]!] : [found[3]!, found[4]!];
  const from = num(fromText);
  const to = num(toText);
  const before = text.slice(0, found.index);
  const named = [...before.matchAll(new RegExp(RATE_NAME.source, "giu"))].pop();
  // A French name stays out of the English report's sentence: "the rate" says it.
  const name = named?.[1]
    ?.trim()
    .toLowerCase()
    .replace(/^(?:our|the|a|an|my|their|its|this|that)\s+/, "");
  if (!(from > to) || (name && OUTSIDE.test(name)) || OUTSIDE.test(before.slice(-40))) return null;
  return {
    name: name && name !== "rate" ? name : "the rate",
    from,
    to,
    fromWords: `${fromText}%`,
    toWords: `${toText}%`,
  };
}

/** Half the fall won back, rounded to a whole point: 21% to 17% aims at 19%. */
export const halfBack = (rate: FallenRate): number =>
  Math.round(rate.to + (rate.from - rate.to) / 2);

/** The fallen rate's measure and target. */
export const rateMeasure = (rate: FallenRate) => ({
  measure: `the ${rate.name.replace(/^the /, "")} (${rate.toWords} today, down from ${rate.fromWords})`,
  target: `the ${rate.name.replace(/^the /, "")} back from ${rate.toWords} to at least ${halfBack(rate)}% on the work the pilot covers`,
});

/** "we only win about 1 in 5", "on décroche 1 contrat sur 5": the share won, as written. */
const SHARE_WON =
  /\b(?:win|won|land|landed|close|closed|get|décroch\w*|gagn\w*|obten\w*)\b[^.;]{0,20}?\b((?:about|around|roughly|environ)\s+)?(\d+|one)\s+(?:in|out of|sur)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\b/iu;

/** The share won the executive gave, as written ("about 1 in 5"), or null. */
export function shareWon(text: string): string | null {
  const found = SHARE_WON.exec(text);
  return found
    ? found[0].slice(found[0].search(/(?:about|around|roughly|environ|\d|one)\b/iu))
    : null;
}
