import { ownWords, type Theme } from "@/lib/report/content/themes";
import { sentencesOf } from "./theme-patterns";
import { statedMeasure } from "./stated-figures";
import { lowerFirst } from "./text";

/**
 * A challenge the executive wrote that no theme reads still gets a pilot in their words: named by
 * what it is about ("grant applications and funder reports"), measured against the figure they
 * gave ("two days a week"), never a placeholder such as "the challenge you added".
 */

/** The verb after the subject: "Grant applications … take", "Nos soumissions … prennent". */
const VERB =
  /\s(?:take|takes|took|cost|costs|eat|eats|eat up|bur(?:y|ies)|double|doubles|slow|slows|delay|delays|need|needs|require|requires|keep|keeps|is|are|was|were|has|have|had|can|cannot|can't|don't|doesn't|won't|go|goes|come|comes|pile|piles|get|gets|remain|remains|stay|stays|mean|means|prennent|prend|demande|demandent|coûte|coûtent|sont|est|restent|reste)\b/iu;
/** A subject that names no work: "We spend…", "It takes…". */
const PRONOUN =
  /^(?:we|i|it|they|this|that|there|we['’](?:re|ve|ll|d)|i['’](?:m|ve)|it['’]s|they['’]re|there['’]s|nous|on|je|il|elle|ils|ça|cela|c['’]est)(?![\p{L}])/iu;
/** Where the work a pronoun's sentence is about starts: "We spend two days a week on grants". */
const OBJECT = /\s(?:on|with|for|sur|avec|pour)\s+(.+)$/iu;
/** A named body after the work: "… reports to the City of Vancouver", "… pour Hydro-Québec". */
const NAMED_BODY =
  /\s(?:to|for|from|at|with|by|in|à|pour|auprès de|chez)\s+(?:the\s+|la\s+|le\s+|les\s+|l')?\p{Lu}/u;
/** When the work is done, not what it is: "… before the mountain opens", "… chaque lundi". */
const WHEN =
  /\s(?:before|after|when|while|until|every|each|during|avant|après|pendant|chaque|lorsque)\s/iu;
const MAX_WORDS = 10;
/** A challenge short enough to name itself: "Keeping our volunteers engaged". */
const SHORT = 6;
/** Words only French writes: a French answer is quoted, never spliced into an English title. */
const FRENCH = /\b(?:nos|notre|les|des|pour|avec|sont|une|dans|chaque|nous|leurs?|trop)\b/giu;

/** What the challenge is about, in the executive's words, or null when the words do not say. */
export function workOf(text: string): string | null {
  const first = (sentencesOf(text)[0] ?? text).replace(/[.!?;:]+$/, "");
  if ((first.match(FRENCH)?.length ?? 0) >= 2) return null;
  const verb = first.search(VERB);
  const subject = verb > 0 ? first.slice(0, verb).trim() : null;
  const short =
    verb < 0 && first.split(/\s+/).length <= SHORT && !PRONOUN.test(first) ? first : null;
  const work =
    subject && !PRONOUN.test(subject)
      ? subject
      : (short ?? first.slice(Math.max(verb, 0)).match(OBJECT)?.[1] ?? null);
  if (!work) return null;
  const cuts = [work.search(NAMED_BODY), work.search(WHEN)].filter((at) => at > 0);
  const head = (cuts.length ? work.slice(0, Math.min(...cuts)) : work).replace(
    /\b(?:our|my)\b/giu,
    "your",
  );
  const words = head.split(/\s+/);
  return words.length <= MAX_WORDS ? lowerFirst(head.trim()) : null;
}

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
