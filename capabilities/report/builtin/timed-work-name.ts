import { SPAN } from "@/capabilities/report/content/problem-kinds";
import { clausesOf } from "./theme-patterns";

/**
 * The work the executive timed, named as they named it ("estimating a re-roof", "month-end"), or
 * by the time it takes ("the work that takes 3 days") when its name is not in plain English;
 * never the label "the work you timed" (review r19 class 1).
 */

const TIMING = /\s(?:takes?|took|taking|eats?|ate|spends?|spent|prend|prennent)\b/iu;
const TIME = new RegExp(SPAN, "iu");
const PRONOUN = /^(?:we|i|it|this|that|they|there|which|what|he|she|each one)$/iu;
/** Words that show the name is not in English: the report never mixes languages in a name. */
const FOREIGN =
  /(?<!\p{L})(?:le|la|les|des|du|de|est|sont|pour|chaque|une?|dans|notre|nos|à|et|en)(?!\p{L})/iu;
const DETERMINER = /^(?:the|all|these|those)\s+/iu;
const MAX_WORDS = 7;
const FRENCH_UNITS: Record<string, string> = {
  heure: "hour",
  heures: "hours",
  jour: "day",
  jours: "days",
  journée: "day",
  journées: "days",
  semaine: "week",
  semaines: "weeks",
  mois: "months",
  une: "one",
  un: "one",
  deux: "two",
  trois: "three",
  quatre: "four",
  cinq: "five",
  sept: "seven",
  huit: "eight",
  dix: "ten",
  douze: "twelve",
};

/** The time stated, in English: "3 jours" reads "3 days". */
function timeIn(sentence: string): string | undefined {
  const time = TIME.exec(sentence)?.[0];
  return time
    ?.replace(/\s+(?:pleines?)\b/iu, "")
    .replace(/\p{L}+/gu, (w) => FRENCH_UNITS[w.toLowerCase()] ?? w);
}

/** The timed work's name for the report, e.g. "estimating a re-roof" or "the work that takes 3 days". */
export function timedWorkName(sentence: string): string {
  const clause = clausesOf(sentence).find((c) => TIMING.test(` ${c}`)) ?? sentence;
  const verb = TIMING.exec(` ${clause}`);
  const subject = verb
    ? ` ${clause}`
        .slice(0, verb.index)
        .trim()
        .replace(/[,;:]+$/, "")
        .replace(DETERMINER, "")
        .replace(/^(?:our|my)\b/iu, "your")
    : "";
  const words = subject.split(/\s+/);
  if (subject && words.length <= MAX_WORDS && !PRONOUN.test(subject) && !FOREIGN.test(subject))
    return /^\p{Lu}\p{Ll}/u.test(subject) ? subject[0]!.toLowerCase() + subject.slice(1) : subject;
  const time = timeIn(sentence);
  return time ? `the work that takes ${time}` : "that work";
}
