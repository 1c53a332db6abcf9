import { LOSSES, SHARE } from "@/capabilities/report/content/problem-kinds";

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
  /\b(?:((?:[\p{L}-]+\s+){0,1}(?:rates?|ratios?|margins?|yields?|shares?))|(taux de [\p{L}-]+|marge [\p{L}-]+))\b/iu;
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
    // In the report's English: "21,5 %" is "21.5%".
    fromWords: `${fromText.replace(",", ".")}%`,
    toWords: `${toText.replace(",", ".")}%`,
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

/** A share of the goods lost, as written ("18-22%"), what it is lost to, and its lower end. */
export interface LostShare {
  figure: string;
  /** "thrown out", "scrapped", "returned": what the report says of the goods. */
  lost: string;
  /** The range's lower end, or the figure: the target is set from it. */
  lowest: number;
}

/**
 * Words beside a share that make it no loss of goods: a return on money, a tax return, a share
 * of time ("30% of their time wasted" is time, measured as time), of revenue or growth, and
 * paperwork sent back ("12% of claims come back rejected": review r23, "the share of goods returned").
 */
const NOT_GOODS =
  /\b(?:claims?|invoices?|applications?|submissions?|permits?|referrals?|réclamations?|factures?|demandes?|returns? on|return of (?:capital|investment)|tax returns?|(?:income|gst|hst|t\d+) returns?|rendement|retour sur (?:investissement|l['’]investissement)|déclarations?|of (?:their|our|his|her|the|my) (?:time|day|week|hours)|waste (?:of )?(?:their |our )?(?:time|hours|days)|wasted? (?:time|hours|days)|de (?:leur|notre|son|mon) temps|growth|grew|grow(?:s|ing)?|croissance|revenue|revenus|chiffre d['’]affaires)\b/iu;

const NEW_CLAUSE = /\b(?:and|but|while|whereas|et|mais|alors que)\b/iu;

/**
 * The share of goods lost the executive gave, as written: "we throw out 18-22% of what we bake",
 * "15% shrink", "scrap rate of 8%", "on jette 20 % de la production"; null for a share of time,
 * of revenue or of growth, and for a return on money.
 */
export function lostShare(text: string): LostShare | null {
  for (const clause of text.split(/[.;:,!?](?:\s|$)/)) {
    if (NOT_GOODS.test(clause)) continue;
    // The loss word nearest the share names it: "shrink runs at 15% and we throw out crates".
    const found = LOSSES.flatMap(({ words, lost }) => {
      const loss = `(?<![\\p{L}])(?:${words})(?![\\p{L}])`;
      return [
        new RegExp(`${loss}([^.;:,!?]{0,50}?)(${SHARE})`, "iu").exec(clause),
        new RegExp(`(${SHARE})([^.;:,!?]{0,50}?)${loss}`, "iu").exec(clause),
      ].flatMap((m, after) => {
        if (!m) return [];
        const [gap, figure, lower] = after ? [m[4]!, m[1]!, m[2]!] : [m[1]!, m[2]!, m[3]!];
        // "15% and we throw out crates": a clause joined by "and" says something else.
        if (NEW_CLAUSE.test(gap)) return [];
        const written = figure.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
        return [{ gap: gap.length, share: { figure: written, lost, lowest: num(lower) } }];
      });
    }).sort((a, b) => a.gap - b.gap)[0];
    if (found) return found.share;
  }
  return null;
}
