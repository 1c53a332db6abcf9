import type { RecognisedTheme } from "./recognised-theme";
import { inEnglish } from "./english-figures";
import { cycleWords } from "./measure-cycle";
import { isNaturalDuration } from "./natural-durations";
import { clausesOf, sentencesOf } from "./theme-patterns";
import { capitalise, joinWords } from "./text";
import {
  backlogMeasure,
  fallenRate,
  isBacklog,
  lostShare,
  rateMeasure,
  shareWon,
} from "./pain-figures";

/**
 * The figures the executive gave for their own problem, so its pilot is measured by them and
 * never asks for them again: a time ("three hours every Sunday", "a full day"), a share lost
 * ("we still throw out about 15%") or of time ("half their time"), a fixed window to work within
 * ("two weeks to train them before the mountain opens": a deadline, not a cost), and whether the
 * work is safety-critical (AI assists a qualified person; accuracy, never speed, is the measure).
 */

export interface StatedMeasure {
  measure: string;
  baseline: string;
  target: string;
  /** Safety-critical work: AI assists under a qualified person's sign-off. */
  safety: boolean;
  /** A fixed window the work must fit in, as written ("two weeks"). */
  window?: string;
  /**
   * The figure is work waiting, a rate that fell or a share of goods lost: the problem's own
   * measure, leading any other.
   */
  unit?: "backlog" | "rate" | "share";
}

const NUMBERS: Record<string, number> = {
  an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, twelve: 12, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10,
}; // prettier-ignore

const AMOUNT = `\\d+(?:[.,]\\d+)?|${Object.keys(NUMBERS).join("|")}|half an?|a full|a whole|une demi`;
/**
 * "three hours", "about 2 days", "a full day", "deux jours", and a range as one figure, "two to
 * three hours", "20-30 minutes", "deux à trois jours": its lower end sets the target, so a pilot
 * is never "met" by the top of the range the executive gave.
 */
const TIME = new RegExp(
  `\\b(?:(?:about|around|over|almost|nearly|more than|up to|environ|plus de|près de)\\s+)?(${AMOUNT})(?:\\s*(?:-|–|to|or|à|ou)\\s*(?:${AMOUNT}))?\\s+(?:full\\s+|whole\\s+)?(hours?|days?|weeks?|minutes?|heures?|jours?|journées?|semaines?)\\b(\\s+(?:a|per|each|every|par)\\s+(?:day|week|month|year|quarter|file|job|jour|semaine|mois|année|monday|tuesday|wednesday|thursday|friday|saturday|sunday))?`,
  "iu",
);
/** A window the work must fit in: "have two weeks to train", "only three days before". */
const WINDOW_BEFORE = /\b(?:have|has|had|get|gets|only|within|avons|ont)\s+(?:only\s+)?$/iu;
const WINDOW_AFTER = /^\s*(?:to|before|avant|pour)\b/iu;
/** "must go out within 10 days … and we miss that date": the figure is the deadline, not the time taken (review r22). */
const DEADLINE_BEFORE = /\b(?:within|in|en|dans les|sous)\s+$/iu;
const DEADLINE_MISSED =
  /\bmiss(?:es|ed|ing)?\b|\blate\b|\b(?:manqu|rat|dépass)\w*\s+(?:\S+\s+){0,3}(?:délai|échéance)/iu;
/** "about 15%", "20 per cent", "15 %". */
const PERCENT =
  /\b(?:(?:about|around|over|almost|nearly|roughly|up to|environ|près de)\s+)?(\d+(?:[.,]\d+)?)\s*(?:%|per ?cent\b|pour cent\b)/iu;
/** "half their time", "la moitié de leur temps". */
const HALF_TIME =
  /\b(?:half (?:of )?(?:their|our|my|his|her|the) time|la moitié de (?:leur|notre|mon|son) temps)\b/iu;
/** A share that is lost: thrown out, wasted, spoiled, scrapped, returned. */
const LOSS =
  /\b(?:thr[eo]w\w* (?:out|away)|thrown (?:out|away)|wast\w*|spoil\w*|scrap\w*|write-?offs?|written off|rework|returns?|defects?|rejects?|jet\w*|pertes?|gaspill\w*)\b/iu;
/** Work where a wrong answer hurts someone: never sped up, always signed off. */
const SAFETY =
  /\b(?:safety|safe work|lock-?out|HACCP|allerg\w*|medications?|dosages?|doses?|clinical|sécurité|cadenassage)\b/iu;

const HOURS_PER: Record<string, number> = { minute: 1 / 60, hour: 1, day: 8, week: 40 };
const unitOf = (word: string): string => {
  const w = word.toLowerCase();
  if (w.startsWith("min")) return "minute";
  if (w.startsWith("h")) return "hour";
  if (w.startsWith("d") || w.startsWith("j")) return "day";
  return "week";
};
const amountOf = (word: string): number => {
  const w = word.toLowerCase();
  if (/^half|demi/.test(w)) return 0.5;
  if (/^a (?:full|whole)$/.test(w)) return 1;
  return NUMBERS[w] ?? Number(w.replace(",", "."));
};

/** The sentences of the answer the quoted words come from (a quote may be cut with "…"). */
function sentencesOfQuote(text: string, quote: string): string[] {
  const words = quote.replace(/…/g, " ").trim().split(/\s+/).slice(0, 5).join(" ");
  const own = sentencesOf(text).filter((s) => s.includes(words));
  return own.length ? own : [quote];
}

/** "at most 2 hours", "at most 6 hours" (a fifth off, in hours for days), "at most 3 days". */
function timeTarget(amount: number, unit: string): string {
  const hours = amount * HOURS_PER[unit]!;
  const most = (n: number, what: string) => `at most ${n} ${what}${n === 1 ? "" : "s"}`;
  if (unit === "week" && amount > 1) return most(Math.floor(amount * 0.8 * 5), "working day");
  // Half-day steps: "two days" becomes at most 1.5 days, never a cut by half.
  if (unit === "day" && amount >= 2) return most(Math.floor(amount * 0.8 * 2) / 2, "day");
  if (hours >= 2.5) return most(Math.floor(hours * 0.8), "hour");
  // "two hours" less a fifth is 95 minutes, not "at most 1 hour".
  if (hours >= 1.25) return most(Math.floor((hours * 60 * 0.8) / 5) * 5, "minute");
  return most(Math.max(1, Math.floor(hours * 60 * 0.8)), "minute");
}

/** The clause holds the problem's evidence: one of the words its theme was read from. */
const namesProblem = (clause: string, evidence: readonly string[]): boolean =>
  evidence.some((e) => e.trim() && clause.toLowerCase().includes(e.trim().toLowerCase()));

/** A time people wait, not one work takes: "the wait passes 45 minutes", « l'attente dépasse 45 minutes ». */
const WAIT = /\b(?:wait(?:s|ing)?|on hold|hold times?|attente|attendent|patientent)\b/iu;
/** Days late said after the figure: "invoices are 6 days late", with what is late before it. */
const LATE_AFTER = /^\s+(?:late|overdue|behind)\b/iu;
const LATE_SUBJECT =
  /\b([\p{L}-]+)\s+(?:are|is|run|were|was|get|gets)\s+(?:(?:on average|usually|often|typically)\s+)?(?:about\s+|around\s+)?$/iu;
/** The share of callers who give up: "17% of callers hang up", « 17 % des appelants raccrochent ». */
const HANG_UP_SHARE =
  /\b(\d+(?:[.,]\d+)?\s?%)\s+(?:of\s+(?:the\s+|our\s+)?(?:callers|calls)|des\s+(?:appelants|appels))\s+(?:\p{L}+\s+)?(?:hang up|hung up|abandon\p{L}*|give up|raccroch\p{L}*)/iu;
/** A share of the work done late: "9% of our loads are billed late". */
const LATE_SHARE =
  /\b(?:(?:about|around|over|almost|nearly|roughly)\s+)?(\d+(?:[.,]\d+)?)\s?%\s+of\s+(?:our\s+|the\s+|all\s+)?([\p{L}-]+)\s+(?:are|is|get|gets|go|goes|were|was)\s+((?:billed|invoiced|paid|shipped|delivered|filed|sent|answered|closed)\s+)?late\b/iu;

const DOCUMENT =
  "(?:[\\p{L}-]+\\s+){0,5}?(?:reports?|letters?|applications?|submissions?|packages?|plans?|forms?|claims?|files?|notes?|quotes?|estimates?|invoices?|proposals?|permits?)(?!\\p{L})";
/** The item the time is spent on, after it: "20 minutes per SGI and WCB progress report". */
const PER_ITEM = new RegExp(String.raw`^\s+(?:per|for each|for every)\s+(${DOCUMENT})`, "iu");
/** The documents a period's time goes to: "200 hours a week on MPI and WCB reports". */
const SPENT_ON = new RegExp(
  String.raw`^\s+(?:(?:a|per|each|every)\s+(?:day|week|month|year)\s+)?on\s+((?:the\s+)?${DOCUMENT})`,
  "iu",
);

/** A count before the time: "1,500 calls in a day", « 1 500 appels en une journée ». */
const COUNT_BEFORE =
  /\d[\d\s,.\u00a0\u202f]*\s+(?:[\p{L}'’-]+\s+){1,3}(?:in|en|within|dans|over|sur)\s+$/iu;

/** Whether the clause's time is the period a count is made over, never how long work takes. */
const countsInPeriod = (clause: string): boolean => {
  const time = TIME.exec(clause);
  return !!time && COUNT_BEFORE.test(clause.slice(0, time.index));
};

/**
 * The time figure of the problem the words are about: with two times in one sentence ("two to
 * three hours to re-key, and two days to get a quote back"), the one in the clause that names the
 * problem (its evidence), else none rather than another problem's figure. A time a process takes
 * by its nature ("a batch takes three weeks from brew day to packaging") is no problem's figure.
 */
/** A clause about the ordinary days beside a peak: "on normal days it is 4 minutes". */
const ORDINARY_DAYS =
  /\b(?:on (?:normal|ordinary|regular|quiet|other) days|normally|usually|otherwise|the rest of the (?:month|year|time)|most days|d['’]habitude|normalement|en temps normal)\b/iu;

function timeOfProblem(read: string, evidence: readonly string[]): RegExpExecArray | null {
  const clauses = clausesOf(read).filter(
    (c) => TIME.test(c) && !isNaturalDuration(c) && !countsInPeriod(c),
  );
  // "…climbs to 14 minutes; on normal days it is 4 minutes": the peak is the problem, the rest its contrast.
  const peak = clauses.length === 2 ? clauses.filter((c) => !ORDINARY_DAYS.test(c)) : clauses;
  const named =
    clauses.length < 2
      ? clauses
      : peak.length === 1
        ? peak
        : clauses.filter((c) => namesProblem(c, evidence));
  if (named.length !== 1) return null;
  const found = TIME.exec(named[0]!);
  if (!found) return null;
  const at = read.indexOf(named[0]!);
  return Object.assign(found, { index: at + found.index });
}

/**
 * The fallen rate of the problem the words are about: in a sentence of several clauses, only one
 * in the clause that names the problem ("fraud cost us $140,000, and margins dropped from 16% to
 * 12%" gives the fraud pilot no margin to win back: review r23).
 */
function rateOfProblem(read: string, evidence: readonly string[]) {
  const clauses = clausesOf(read);
  const clause = clauses.find((c) => fallenRate(c) !== null);
  const elsewhere =
    clause &&
    clauses.length > 1 &&
    evidence.some((e) => e.trim()) &&
    !namesProblem(clause, evidence);
  return elsewhere ? null : fallenRate(read);
}

/** "12", "12,5": a figure as written, as a number. */
const numberOf = (figure: string): number => Number.parseFloat(figure.replace(",", "."));

/** A share brought down by a third: "about 9% down to 6% or less". */
const shareDown = (share: string, value: number): string =>
  `${share} down to ${Math.round((value * 2) / 3)}% or less`;

/**
 * What the executive's figures make of the pilot on their words, or null when they gave none
 * and the work is not safety-critical (the pilot then counts the work first).
 */
export function statedMeasure(
  text: string,
  quote: string,
  evidence: readonly string[] = [],
): StatedMeasure | null {
  const read = sentencesOfQuote(text, quote).join(" ");
  const safety = SAFETY.test(read);
  const figures: string[] = [];
  const targets: string[] = [];
  const measures: string[] = [];
  let window: string | undefined;
  let unit: StatedMeasure["unit"];
  let deadline: string | undefined;
  const time = timeOfProblem(read, evidence);
  if (time) {
    const before = read.slice(0, time.index);
    const after = read.slice(time.index + time[0].length);
    const clause = read
      .slice(0, time.index + time[0].length)
      .split(/[,;]|\band\b/)
      .pop()!;
    // Restated in the report's English: "3 à 5 heures" is "3 to 5 hours".
    const said = inEnglish(time[0]);
    const missedDeadline = DEADLINE_BEFORE.test(before) && DEADLINE_MISSED.test(after);
    if (!missedDeadline) figures.push(said);
    if (missedDeadline) {
      targets.push(`every one sent within the ${said}`);
      measures.push(`the share sent within the ${said}`);
      unit = "share";
      deadline = `From the last six months' records, count how many were sent within the ${said} and the days each one took`;
    } else if (WINDOW_BEFORE.test(before) && WINDOW_AFTER.test(after)) {
      window = said;
      targets.push(`everyone ready within the ${said} you have`);
      measures.push(`readiness within the ${said}`);
    } else if (isBacklog(clausesOf(read).find((c) => c.includes(time[0])) ?? clause)) {
      // Work waiting is a backlog, counted in working days, never the time one job takes.
      const backlog = backlogMeasure(said, timeTarget(amountOf(time[1]!), unitOf(time[2]!)));
      targets.push(backlog.target);
      measures.push(backlog.measure);
      unit = "backlog";
    } else if (!SAFETY.test(clause)) {
      // Said in English like the figure itself: « par mois » is "a month", never "a mois".
      const per = time[3] ? inEnglish(time[3]).replace(/^\s+(?:per|each|every|a)\s/iu, " a ") : "";
      const target = timeTarget(amountOf(time[1]!), unitOf(time[2]!));
      targets.push(
        `${said} down to ${target}${/sunday|monday|tuesday|wednesday|thursday|friday|saturday/i.test(per) ? " a week" : per}`,
      );
      const item = PER_ITEM.exec(after)?.[1];
      const documents = SPENT_ON.exec(after)?.[1]?.replace(/^the\s+/iu, "");
      const lateOnes = LATE_AFTER.test(after) ? LATE_SUBJECT.exec(before)?.[1] : undefined;
      measures.push(
        lateOnes
          ? `the days ${lateOnes.toLowerCase()} are late (${said} today)`
          : WAIT.test(clause)
            ? `the wait (${said} today)`
            : item
              ? `the time per ${item} (${said} today)`
              : documents
                ? `the time spent on the ${documents} (${said} today)`
                : `the time it takes (${said} today)`,
      );
    }
  }
  const rate = rateOfProblem(read, evidence);
  if (rate) {
    const { measure, target } = rateMeasure(rate);
    figures.push(rate.fromWords, rate.toWords);
    targets.push(target);
    measures.push(measure);
    unit ??= "rate";
  }
  const won = time ? shareWon(read) : null;
  if (won) {
    figures.push(won);
    targets.push("the share won no lower than today");
    measures.push(`the share won (${won} today)`);
  }
  // "We throw out 18-22% of what we bake": the share lost, in its own words, from its lower end.
  const lost = rate ? null : lostShare(read);
  if (lost) {
    const share = inEnglish(lost.figure);
    figures.push(share);
    targets.push(shareDown(share, lost.lowest));
    measures.push(`the share of goods ${lost.lost} (${share} today)`);
    unit ??= "share";
  }
  const late = rate || lost ? null : LATE_SHARE.exec(read);
  if (late) {
    const share = inEnglish(late[0].slice(0, late[0].indexOf("%") + 1)).toLowerCase();
    figures.unshift(share);
    targets.unshift(shareDown(share, numberOf(late[1]!)));
    measures.unshift(
      `the share of ${late[2]!.toLowerCase()} ${late[3] ?? ""}late (${share} today)`,
    );
    unit ??= "share";
  }
  const hangUp = HANG_UP_SHARE.exec(read);
  if (hangUp) {
    const share = inEnglish(hangUp[1]!);
    figures.push(share);
    targets.push(shareDown(`${share} of callers hanging up`, numberOf(hangUp[1]!)));
    measures.push(`the share of callers who hang up (${share} today)`);
  }
  const percent = rate || lost || late || hangUp ? null : PERCENT.exec(read);
  if (percent && LOSS.test(read)) {
    const share = inEnglish(percent[0]);
    figures.push(share);
    targets.push(shareDown(share, numberOf(percent[1]!)));
    measures.push(`the share lost (${share} today)`);
  }
  const half = HALF_TIME.exec(read);
  if (half) {
    figures.push(half[0]);
    targets.push(`${half[0]} down to 40% of the time or less`);
    measures.push(`the share of time it takes (${half[0]} today)`);
  }
  if (safety) {
    targets.unshift(
      "every check done to the written standard and signed off by a qualified person, none skipped",
    );
    measures.unshift("checks done correctly and signed off (accuracy and compliance, not speed)");
  }
  if (!targets.length) return null;
  const quoted = figures;
  // Work that comes round once a cycle ("Every October we rebuild …") is measured when it does.
  const cycle = cycleWords(read);
  return {
    safety,
    ...(window ? { window } : {}),
    ...(unit ? { unit } : {}),
    measure: joinWords(measures),
    baseline: quoted.length
      ? `Start from the figures you gave (${joinWords(quoted)}): record the same ${quoted.length > 1 ? "figures" : "figure"} the same way ${cycle ? `the next time the work comes round (${cycle}), not week by week` : "each week of the pilot"}`
      : (deadline ??
        "Record how each check is done and signed off today, from the current checklist or log"),
    target: `${capitalise(joinWords(targets))}${safety ? "" : ", with the same quality, or a decision to stop"}`,
  };
}

/** A pilot on the executive's own written problem, measured by the figures they gave, if any. */
export function measuredByFigures(item: RecognisedTheme, text: string): RecognisedTheme {
  // A costed problem's pilot is measured by its figures already (costed-problem.ts).
  if (item.field !== "otherChallenge" || !item.pilot || item.costed) return item;
  const stated = statedMeasure(text, item.quote, item.evidence);
  if (!stated) return item;
  const pilot = { baseline: stated.baseline, target: stated.target };
  return { ...item, stated, measure: stated.measure, pilot };
}
