import type { AssessmentInput } from "@/model/assessment/schemas";
import { MONTH_WORD, monthOf } from "./months";
import { monthLabel, monthOfYear, nextOf, planStart } from "./calendar";
import { NOTHING_NEW, type BusySeason } from "./season-reading";
import { quotation, sentencesOf } from "./theme-patterns";

/**
 * A freeze the executive sets until a point ahead ("No new projects until after year-end",
 * "nothing new until the new year", "we can't take on anything new until after March", « aucun
 * nouveau projet avant janvier », « rien de nouveau avant la fin de l'année »): the plan dates
 * nothing before it ends, quick wins and next steps included, and says its dates from the month
 * the freeze lifts rather than in days from the report. A freeze on months of every year
 * ("nothing new from May to September") is a season instead (`season-reading.ts`).
 */

export interface HeldOpening {
  /** The first plan month after the freeze. */
  until: number;
  /** The executive's words, as a quotation. */
  quote: string;
}

/** "can't take on anything new", « on ne peut rien commencer de nouveau »: a freeze in other words. */
const NOTHING_NEW_ELSE =
  /\b(?:can['’]?t|cannot|won['’]t|will not|don['’]t|do not)\s+(?:start|take on|begin|launch)\s+(?:anything|something|any(?:thing)? new|new)\b|(?<!\p{L})(?:rien commencer|rien lancer|rien entreprendre)(?!\p{L})/iu;

/** Year's end, the new year, the holidays: the freeze lifts in January. */
const YEAR_END = String.raw`(?:the |our |this )?(?:(?:calendar )?year[- ]end|end of (?:the |this )?year|new year|holidays|la fin de l['’]année|la nouvelle année|le nouvel an|les fêtes)`;

/** "until after year-end", "until January", « avant janvier », « jusqu'après les fêtes ». */
const UNTIL = new RegExp(
  String.raw`(?<!\p{L})(?:until|till|before|not before|jusqu['’](?:à|après|en|au)|avant|pas avant)\s+(after\s+|après\s+)?(?:(${YEAR_END})|(?:(?:the |la )?(?:end of |fin (?:de |d['’]))?)(${MONTH_WORD}))(?!\p{L})`,
  "iu",
);

/** The freeze one sentence sets, as the month of the year it lifts in and its words, or null. */
export function freezeIn(sentence: string): { lifts: number; quote: string } | null {
  if (!NOTHING_NEW.test(sentence) && !NOTHING_NEW_ELSE.test(sentence)) return null;
  // A fiscal year's end falls in a month of its own, which the words must give.
  if (/\bfiscal\b|\bexercice\b/iu.test(sentence)) return null;
  const found = sentence.match(UNTIL);
  if (!found) return null;
  const [words, after, yearEnd, month] = found;
  const named = month ? monthOf(month) : null;
  // "until January" lifts in January; "until after March" or "the end of March" in April.
  const end = /\b(?:end|fin)\b/iu.test(words);
  const lifts = yearEnd ? 0 : named === null ? null : (named + (after || end ? 1 : 0)) % 12;
  if (lifts === null) return null;
  return { lifts, quote: quotation(sentence.trim().replace(/[.!?;]+$/, ""), words) };
}

/**
 * The freeze as a season over the months it holds, for a phase that opens in them: its months of
 * the year repeat in no phase, as a phase that opens before the freeze lifts ends within the year.
 */
export function heldSeason(held: HeldOpening, start: number): BusySeason {
  const months = Array.from({ length: held.until - start }, (_, i) => monthOfYear(start + i));
  return {
    quote: held.quote,
    during: `until ${monthLabel(held.until)}`,
    months,
    noTime: true,
    preparation: null,
    held: true,
  };
}

const FIELDS = ["otherChallenge", "aiFriction", "aiExperience"] as const;

/** The freeze the answers set over the plan's opening months, or null when none holds them. */
export function heldOpeningOf(answers: AssessmentInput, createdAt: Date): HeldOpening | null {
  const start = planStart(createdAt);
  for (const field of FIELDS)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      const freeze = freezeIn(sentence);
      if (!freeze) continue;
      const until = nextOf(start, freeze.lifts);
      return until > start ? { until, quote: freeze.quote } : null;
    }
  return null;
}

/**
 * A time counted from the report ("This week", "First 2 weeks", "Within 60 days", "within two
 * weeks") counted from the month the freeze lifts instead, said by its month: "First week of
 * January 2027", "By the end of February 2027". Any other words are kept.
 */
export function datedFromHold(when: string, held: HeldOpening): string {
  const lower = when.toLowerCase();
  const cap = when[0] === when[0]!.toUpperCase();
  const say = (s: string) => (cap ? s : s[0]!.toLowerCase() + s.slice(1));
  const lifts = monthLabel(held.until);
  if (/^(?:this|first) week$/.test(lower)) return say(`First week of ${lifts}`);
  if (/^(?:first 2 weeks|within (?:two|2) weeks)$/.test(lower))
    return say(`In the first two weeks of ${lifts}`);
  const days = /^(?:within|first) (\d+) days$/.exec(lower);
  if (!days) return when;
  return say(
    `By the end of ${monthLabel(held.until + Math.max(0, Math.ceil(Number(days[1]) / 30) - 1))}`,
  );
}

/** A step whose time leads it ("Within 30 days: …"), its time counted from the freeze's end. */
export const stepFromHold = (step: string, held: HeldOpening | null): string => {
  if (!held) return step;
  const [, when, rest] = /^([^:]+): ([\s\S]+)$/.exec(step) ?? [];
  return when && rest ? `${datedFromHold(when, held)}: ${rest}` : step;
};
