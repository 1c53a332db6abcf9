import { SPAN } from "@/capabilities/report/content/problem-kinds";
import { clausesOf } from "./theme-patterns";

/**
 * The work the executive timed, named as they named it ("estimating a re-roof", "month-end"), or
 * by the time it takes ("the work that takes 3 days") when its name is not in plain English;
 * never the label "the work you timed" (review r19 class 1).
 */

const TIMING = /\s(?:takes?|took|taking|eats?|ate|spends?|spent|prend|prennent)\b/iu;
/** A time spent, minutes included ("20 minutes per progress report"). */
const SPENT = SPAN.replace("(?:hours?|", "(?:minutes?|hours?|");
const TIME = new RegExp(SPENT, "iu");
/** "5 to 6 hours" whole, never "6 hours". */
const RANGED_TIME = new RegExp(String.raw`(?:\d+\s*(?:to|-|–)\s*)?${SPENT}`, "iu");
const PRONOUN = /^(?:we|i|it|this|that|they|there|which|what|he|she|each one)$/iu;
/** Words that show the name is not in English: the report never mixes languages in a name. */
const FOREIGN =
  /(?<!\p{L})(?:le|la|les|des|du|de|est|sont|pour|chaque|une?|dans|notre|nos|à|et|en)(?!\p{L})/iu;
const DETERMINER = /^(?:the|all|these|those)\s+/iu;
/** Who told it, before the work ("Senior School staff tell me comments alone take", review r28). */
const REPORTED =
  /^.*?\b(?:tells?|told) (?:me|us)(?: that)?\s+|^.*?\b(?:says?|said|estimates?|figures?) (?:that\s+)?(?=\p{Ll})/u;
/** "comments alone", "the drafting by itself": what it adds is emphasis, never the work's name. */
const ALONE = /\s+(?:alone|by (?:itself|themselves)|on (?:its|their) own)$/iu;
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
  const time = RANGED_TIME.exec(sentence)?.[0];
  return time
    ?.replace(/\s+(?:pleines?)\b/iu, "")
    .replace(/\p{L}+/gu, (w) => FRENCH_UNITS[w.toLowerCase()] ?? w);
}

/**
 * Who does the work rather than the work ("our clerk's office takes 3 days per agenda package",
 * "our physios spend 5 hours a week on them"): never the pilot's name (review r23).
 */
const DOER =
  /\b(?:office|team|staff|department|dept|crews?|people|employees|workers|nurses?|physios?|physiotherapists?|therapists?|OTs|RMTs|kinesiologists?|chiropractors?|brokers?|drivers?|technicians?|techs|engineers?|accountants?|lawyers?|managers?|clerks?|agents?|reps?|dispatchers?|coordinators?|assistants?|admins?|doctors?|dentists?|hygienists?|teachers?|inspectors?|estimators?|planners?|bookkeepers?|officials?|we|I)$/iu;
/** What the time is spent on, after it: "on month-end", "per council agenda package". */
const SPENT_ON =
  /^\s*(?:(?:a|an|per|each|every)\s+(?:week|month|day|year|shift)\s+)?(?:(?:on|doing|per|for each|for every|for a|for an)\s+(?:the\s+|each\s+|every\s+|an?\s+)?([^,;.]+)|(\p{L}+ing\b[^,;.]*))/iu;
const NOT_A_NAME = /^(?:them|it|this|that|these|those|paperwork|admin)\b/iu;

/** The work a doer's time goes to, named after the time ("per council agenda package"). */
function workAfterTime(clause: string): string | undefined {
  const time = TIME.exec(clause);
  if (!time) return undefined;
  const found = SPENT_ON.exec(clause.slice(time.index + time[0].length));
  // "per council meeting on agendas and minutes": the work is what the time goes on.
  const after = (found?.[1] ?? found?.[2])?.trim().replace(/^.*?\s+on\s+(?=\S)/iu, "");
  if (!after || NOT_A_NAME.test(after) || FOREIGN.test(after)) return undefined;
  const words = after.split(/\s+/).slice(0, MAX_WORDS).join(" ");
  return /^(?:\p{L}+ing)\b/iu.test(words) ? words : `the ${words}`;
}

/** The clause that times the work ("… takes 3 days", "… spend 200 hours a week on …"). */
const timedClause = (sentence: string): string | undefined =>
  clausesOf(sentence).find((c) => TIMING.test(` ${c}`));

/** The timed work's name for the report, e.g. "estimating a re-roof" or "the work that takes 3 days". */
export function timedWorkName(sentence: string, whole: string = sentence): string {
  const gerund = gerundBeforeTiming(sentence, whole);
  if (gerund) return gerund;
  const clause = timedClause(sentence) ?? sentence;
  const verb = TIMING.exec(` ${clause}`);
  const named = verb
    ? ` ${clause}`
        .slice(0, verb.index)
        .trim()
        .replace(/[,;:]+$/, "")
        .replace(REPORTED, "")
        .replace(ALONE, "")
        .replace(DETERMINER, "")
        .replace(/^(?:our|my)\b/iu, "your")
    : "";
  const doer = DOER.test(named);
  const subject = doer ? "" : named;
  const words = subject.split(/\s+/);
  if (subject && words.length <= MAX_WORDS && !PRONOUN.test(subject) && !FOREIGN.test(subject))
    return /^\p{Lu}\p{Ll}/u.test(subject) && !/^\p{Lu}/u.test(words[1] ?? "")
      ? subject[0]!.toLowerCase() + subject.slice(1)
      : subject;
  const work = (doer || PRONOUN.test(named)) && workAfterTime(clause);
  if (work) return work;
  const time = timeIn(sentence);
  return time ? `the work that takes ${time}` : "that work";
}

/**
 * The work as one gerund phrase that runs over an "and" before the time ("checking each project
 * against the 2024 Ontario Building Code and Toronto Green Standard v4 takes around 25 hours",
 * review r26): named whole from the sentence the clause is cut from, never by its last name.
 */
function gerundBeforeTiming(clause: string, whole: string): string | undefined {
  const verb = TIMING.exec(clause);
  const at = whole.indexOf(clause);
  if (!verb || at < 0) return undefined;
  const before = whole
    .slice(0, at + verb.index)
    .split(/[,;:]/)
    .pop()!
    .trim()
    .replace(/^(?:and|but|so|while)\s+/iu, "");
  const words = before.split(/\s+/);
  if (!/^\p{Ll}+ing$/u.test(words[0] ?? "") || words.length > 2 * MAX_WORDS) return undefined;
  return / and /u.test(before) ? before : undefined;
}

/** "the progress report" -> "the progress reports"; a plural stays. */
const plural = (work: string): string =>
  /s$/iu.test(work) ? work : /summary$/iu.test(work) ? work.replace(/y$/u, "ies") : `${work}s`;

/** "… for each one", "… per meeting": how often, never part of the documents' name. */
const EACH_ONE =
  /\s+(?:for|per|after)\s+(?:each|every|a)\s+(?:[\p{L}-]+\s+)?(?:one|meetings?|time|job|project|file|visit|call|inspection)$/iu;
/** The writing itself before the documents: "writing minutes" is the minutes. */
const WRITING = /^(?:writing|drafting|preparing|typing(?: up)?|doing)\s+(?:the\s+|up\s+)?/iu;

/** A document's noun ending what the time is spent on: "the MPI and WCB reports". */
const DOCUMENTS =
  /\b(?:reports?|letters?|proposals?|applications?|submissions?|summaries|minutes|packages?|write-?ups?|forms?|plans)$/iu;
/** Documents counted by the period: "file roughly 500 progress reports and treatment plans a month". */
const COUNTED =
  /\b(?:files?|writes?|prepares?|completes?|drafts?|sends?|produces?)\s+(?:(?:about|roughly|around|some|over|nearly)\s+)?\d[\d,]*\s+([^,;.]+?)\s+(?:a|per|each|every)\s+(?:day|week|month|year)\b/iu;

/**
 * The documents the executive timed, when a doer's time goes to them ("our physios spend 200
 * hours a week on MPI and WCB reports" -> "the MPI and WCB reports"), or counted by the period
 * ("we file roughly 500 progress reports and treatment plans a month at 20 minutes each");
 * none otherwise.
 */
export function documentsTimed(sentence: string): string | undefined {
  const clause = timedClause(sentence);
  const counted = COUNTED.exec(sentence)?.[1];
  // "spends 4 to 6 hours writing minutes for each one" (review r26): the minutes.
  const work = ((clause && workAfterTime(clause)) || (counted && `the ${counted}`))
    ?.replace(EACH_ONE, "")
    .replace(WRITING, "the ");
  if (!work || !DOCUMENTS.test(work)) return undefined;
  // "20 minutes per SGI and WCB progress report": the pilot drafts the reports.
  return clause && new RegExp(`${SPENT}\\s+(?:per|for each|for every)\\s`, "iu").test(clause)
    ? plural(work)
    : work;
}
