import { ownWords, type Theme } from "@/lib/report/content/themes";
import type { RecognisedTheme } from "./themes";
import { sentencesOf } from "./theme-patterns";
import { statedMeasure } from "./stated-figures";
import { PROBLEM } from "./problem-words";
import { lowerFirst } from "./text";

/**
 * A challenge the executive wrote that no theme reads still gets a pilot in their words: named by
 * what it is about ("grant applications and funder reports"), measured against the figure they
 * gave ("two days a week"), never a placeholder such as "the challenge you added".
 */

/** The verb after the subject: "Grant applications … take", "Nos soumissions … prennent". */
const VERB =
  /\s(?:take|takes|took|cost|costs|eat|eats|eat up|bur(?:y|ies)|double|doubles|slow|slows|delay|delays|need|needs|require|requires|keep|keeps|is|are|was|were|has|have|had|can|cannot|can't|don't|doesn't|won't|go|goes|come|comes|pile|piles|get|gets|remain|remains|stay|stays|mean|means|crack|cracks|break|breaks|fail|fails|jam|jams|leak|leaks|stall|stalls|prennent|prend|demande|demandent|coûte|coûtent|sont|est|restent|reste)\b/iu;
/** A subject that names no work: "We spend…", "It takes…". */
const PRONOUN =
  /^(?:we|i|it|they|this|that|there|we['’](?:re|ve|ll|d)|i['’](?:m|ve)|it['’]s|they['’]re|there['’]s|nous|on|je|il|elle|ils|ça|cela|c['’]est)(?![\p{L}])/iu;
/** Where the work a pronoun's sentence is about starts: "We spend two days a week on grants". */
const OBJECT = /\s(?:on|with|for|sur|avec|pour)\s+(.+)$/iu;
/** When the work is done, not what it is: "… before the mountain opens", "… chaque lundi". */
const WHEN =
  /\s(?:before|after|when|while|until|every|each|during|avant|après|pendant|chaque|lorsque)\s/iu;
const MAX_WORDS = 10;
/** A name longer than this drops its trailing "in four languages", "from owners". */
const SHORT_NAME = 8;
/** A challenge short enough to name itself: "Keeping our volunteers engaged". */
const SHORT = 6;
/** Words only French writes: a French answer is quoted, never spliced into an English title. */
const FRENCH = /\b(?:nos|notre|les|des|pour|avec|sont|une|dans|chaque|nous|leurs?|trop)\b/giu;

/** Where one clause of an answer ends: "We are a 38-person lab; our scientists lose days…". */
const CLAUSE_BREAK = /\s*(?:;|:|,\s*(?:and|but|so|while)\s+|\s(?:but|so)\s)\s*/iu;
/** Effort and failure the problem-word list does not carry: "spend", "chase", "the same questions". */
const EFFORT =
  /\b(?:spend\w*|spent|chas\w*|answer\w* the same|the same (?:questions|answers|emails|calls)|whiteboards?|never stops?|gets? lost|re-?enter\w*)\b/iu;
/** Who does the work: "our admissions team", "recruiters", "I". */
const DOERS =
  "(?:we|i|they|team|teams|staff|scientists|researchers|managers|recruiters|techs|technicians|people|admins?|coordinators?|clerks?|assistants?|nurses|drivers|crews?|leads|office|reviewers|accountants|bookkeepers?|agents|employees|workers|volunteers|dispatchers?|supervisors|estimators?|engineers|instructors|teachers|advisors|advisers|owners?|desk|reception|[\\p{L}-]+(?:ers|ists|ians))";
/** A verb of effort whose work follows as a gerund: "lose days writing reports". */
const SPENDS = "(?:spend|spends|spent|lose|loses|lost|waste|wastes|wasted|burn|burns)";
/** A verb that is the work: "answers the same questions" is answering them. */
const DOES =
  "(?:answer|answers|chase|chases|re-?type|re-?types|re-?key|re-?keys|re-?enter|re-?enters|write|writes|build|builds|track|tracks|copy|copies|call|calls|check|checks|handle|handles|enter|enters|type|types|field|fields|juggle|juggles|sort|sorts|fill|fills|book|books|schedule|schedules|prepare|prepares|draft|drafts|quote|quotes|reconcile|reconciles|update|updates)";
const DOER_VERB = new RegExp(
  `(?:^|\\s)${DOERS}\\s+(?:(?:still|often|always|all|each|also|now|constantly)\\s+)?(${SPENDS}|${DOES})\\b\\s*(.*)$`,
  "iu",
);
/** The first word of the work after a verb of effort, not a time of day or season. */
const GERUND =
  /\b(?!(?:evening|morning|spring|nothing|something|anything|everything|during|thing)s?\b)[\p{L}-]+ing\b/iu;
/** A channel that brings the work: "the phone never stops with haul-out bookings". */
const CHANNEL =
  /\b(?:phones?|inbox(?:es)?|e-?mails?|voicemails?|calls)\b[^,;]*?\s(?:with|about)\s+(.+)$/iu;
/** A named body or system inside the work, left out of its name: "… for NSERC and Genome BC". */
const NAMED_PHRASE =
  /\s(?:to|for|from|at|with|by|in|into|on|à|pour|auprès de|chez)\s+(?:the\s+|la\s+|le\s+|les\s+|l')?\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+(?:(?:and|&|of|de)\s+)?\p{Lu}[\p{L}\p{N}'’.&-]*)*(?:\s+and\s+(?![\p{L}-]+ing\b)[\p{Ll}-]+(?=[\s,.;]|$))?/gu;
/** A trailing "in four languages", "from owners": dropped from a long name. */
const TRAILING = /\s(?:in|from|for|to|at|on|with|by|across|per)\s/giu;
const withoutLastPhrase = (text: string): string => {
  const at = [...text.matchAll(TRAILING)].at(-1)?.index;
  return at === undefined || at === 0 ? text : text.slice(0, at);
};
/** Words a name must not end on. */
const LOOSE_END = /\s+(?:and|or|who|that|which|the|a|an|to|of|your|our|my)$/iu;

/** The gerund of a work verb: "answers" → "answering", "chases" → "chasing". */
function gerund(verb: string): string {
  const base = verb
    .toLowerCase()
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/([^s])s$/, "$1");
  return `${/[^e]e$/.test(base) ? base.slice(0, -1) : base}ing`;
}

/** The clauses of an answer, in order. */
const clausesOf = (text: string): { sentence: string; clause: string }[] =>
  sentencesOf(text).flatMap((sentence) =>
    sentence
      .replace(/[.!?]+$/, "")
      .split(CLAUSE_BREAK)
      .filter((clause) => clause.trim())
      .map((clause) => ({ sentence, clause: clause.trim() })),
  );

/**
 * The clause of an answer that states the problem (the work and its pain), not the one that
 * describes the company: in "We are a 38-person lab; our scientists lose days writing reports",
 * the second. The first clause when none reads as a problem.
 */
export function problemClause(text: string): { sentence: string; clause: string } | null {
  const clauses = clausesOf(text);
  return (
    clauses.find(({ clause }) => PROBLEM.test(clause) || EFFORT.test(clause)) ?? clauses[0] ?? null
  );
}

/** The work a clause names, before it is trimmed to a name. */
function rawWork(clause: string): string | null {
  const channel = CHANNEL.exec(clause);
  if (channel) return channel[1]!;
  const doer = DOER_VERB.exec(clause);
  if (doer) {
    const [, verb, rest] = doer;
    if (new RegExp(`^${DOES}$`, "iu").test(verb!)) return `${gerund(verb!)} ${rest}`;
    const on = /^(?:[^,]*?\s)?(?:on|with)\s+(.+)$/iu.exec(rest!);
    const ing = GERUND.exec(rest!);
    if (ing && (!on || ing.index < rest!.indexOf(on[1]!))) return rest!.slice(ing.index);
    if (on) return on[1]!;
  }
  const verb = clause.search(VERB);
  const subject = verb > 0 ? clause.slice(0, verb).trim() : null;
  const short =
    verb < 0 && clause.split(/\s+/).length <= SHORT && !PRONOUN.test(clause) ? clause : null;
  if (subject && !PRONOUN.test(subject)) return subject;
  // "We bid on municipal contracts and the paperwork is crushing": the work is in the subject.
  const object = clause.slice(Math.max(verb, 0)).match(OBJECT)?.[1] ?? subject?.match(OBJECT)?.[1];
  return short ?? object ?? null;
}

/**
 * What the challenge is about, in the executive's words ("writing study reports and grant
 * applications"), or null when the words do not say: the work of its problem clause, never a
 * funder, a count or a description of the company.
 */
export function workOf(text: string): string | null {
  if ((text.match(FRENCH)?.length ?? 0) >= 2) return null;
  const found = problemClause(text);
  const work = found && rawWork(found.clause);
  if (!work) return null;
  const unnamed = work.replace(NAMED_PHRASE, "");
  const later = unnamed.search(VERB);
  const cuts = [unnamed.search(WHEN), later].filter((at) => at > 0);
  let head = (cuts.length ? unnamed.slice(0, Math.min(...cuts)) : unnamed)
    .replace(/[.,;:!?]+$/, "")
    .replace(/\b(?:our|my)\b/giu, "your")
    .trim();
  for (
    let shorter = withoutLastPhrase(head);
    head.split(/\s+/).length > SHORT_NAME && shorter !== head;
    shorter = withoutLastPhrase(head)
  )
    head = shorter;
  head = head.replace(LOOSE_END, "").trim();
  const words = head.split(/\s+/);
  return head && words.length <= MAX_WORDS ? lowerFirst(head) : null;
}

/**
 * The plain name of the pilot on the executive's own written problem ("writing study reports and
 * grant applications"), used wherever the documents refer to it after quoting their words once.
 */
export const ownPilotName = (theme: Pick<RecognisedTheme, "quote">): string =>
  workOf(theme.quote.replace(/…/g, " ")) ?? "the problem you wrote about";

/**
 * The pilot on a challenge no theme reads, phrased from what the executive wrote and measured by
 * the figures they gave (`statedMeasure`): asked for only when they gave none. Safety-critical
 * work gets a checked guide a qualified person signs off, never a trial that speeds it up.
 */
export function ownChallengeTheme(text: string): Theme {
  const named = workOf(text);
  // Unnamed, the work is "the work you described" once (the title), then "that work".
  const work = named ?? "that work";
  const title = named ?? "the work you described";
  const stated = statedMeasure(text, text);
  const ready = stated?.window ? `, ready in time for the ${stated.window} you have` : "";
  if (stated?.safety)
    return {
      ...ownWords.otherChallenge,
      title: `A checked guide to ${title}`,
      action: `Build a searchable guide and checklist for ${work} from your own manuals and procedures ({words})${ready}: a qualified person signs off every check, and AI never makes one`,
      measure: stated.measure,
      pilot: { baseline: stated.baseline, target: stated.target },
    };
  return {
    ...ownWords.otherChallenge,
    title: `A 30-day pilot on ${title}`,
    action: stated
      ? `Trial one AI-assisted step on ${work} for 30 days against the figures you gave ({words}), with the person who does the work checking every output`
      : `Log the time and money that go into ${work} for two weeks ({words}), then trial one AI-assisted step on ${named ? "that work" : "it"} for 30 days against those figures, with the person who does the work checking every output`,
    measure:
      stated?.measure ??
      `hours and dollars that go into ${work} each month, before and after the trial`,
    pilot: stated
      ? { baseline: stated.baseline, target: stated.target }
      : {
          baseline: `For two weeks, log the hours or dollars that go into ${work}`,
          target: `At least a fifth fewer hours or dollars on ${work} after the 30-day trial, or a decision to stop`,
        },
  };
}
