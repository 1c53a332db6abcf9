import { scopingStep, type PilotKind } from "@/lib/report/content/problem-kinds";
import type { Theme } from "@/lib/report/content/themes";
import { statesHeadcount } from "./headcount";
import { readProblem, statesProblem } from "./problem-kinds";
import { statedMeasure } from "./stated-figures";
import { oneLine, quotation, sentencesOf } from "./theme-patterns";
import { meaningful } from "./text";

/**
 * The challenge the executive wrote in their own words, sentence by sentence, where no theme
 * answers it: a known kind of problem gets that kind's pilot, owner and measure; a kind AI
 * cannot change is named as context; anything else is quoted whole and scoped with them. No
 * pilot, target or question is ever named by a fragment of their words.
 */

/** What a recognised item adds when it reads the executive's own problem. */
export interface OwnReading {
  /** The problem kind (content/problem-kinds.ts) of a pilot or of context. */
  kind?: string;
  /** Read as no kind: scoped with the executive before any pilot. */
  scoping?: true;
  /** What AI cannot change in the same sentence, in the report's words. */
  context?: string[];
}

export interface OwnProblem {
  sentence: string;
  /** The whole sentence, cut at a clause only when very long. */
  quote: string;
  theme: Theme;
  reading: OwnReading;
}

/** A sentence this long is quoted whole. */
const WHOLE = 260;
const MIN_WORDS = 4;
/** A long answer can state many problems; the first three are answered. */
const MAX_PROBLEMS = 3;

/** "the pilot on …" in the report's words: the kind's or theme's name, never the executive's. */
export const ownPilotName = (theme: { name?: string }): string => theme.name ?? "your own problem";

/** The kind's pilot; safety-critical work is signed off by a qualified person, never sped up by AI alone. */
function kindTheme(kind: PilotKind, sentence: string): Theme {
  const safety = statedMeasure(sentence, sentence)?.safety;
  return {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: kind.title,
    name: kind.pilotName,
    action: safety
      ? `${kind.action}: a qualified person signs off every check, and AI never makes one`
      : kind.action,
    owner: kind.owner,
    department: kind.department,
    measure: kind.measure,
    pilot: kind.pilot,
  };
}

const scopingTheme: Theme = {
  id: "own-words",
  keywords: [],
  placement: "quickWin",
  title: scopingStep.title,
  name: scopingStep.name,
  action: scopingStep.action,
  owner: scopingStep.owner,
  department: scopingStep.department,
  measure: scopingStep.measure,
};

/** What AI cannot change, named: no pilot, no measure of its own. */
const contextTheme = (name: string, context: string): Theme => ({
  id: "own-words",
  keywords: [],
  placement: "context",
  title: name,
  name,
  action: context,
  owner: scopingStep.owner,
  department: scopingStep.department,
  measure: context,
});

/** One sentence of the challenge, read: null when a theme answers it or it states no problem. */
function ownProblemIn(sentence: string, readByThemes: readonly string[]): OwnProblem | null {
  if (sentence.split(/\s+/).length < MIN_WORDS || meaningful(sentence) === null) return null;
  const reading = readProblem(sentence);
  const { pilot, context } = reading;
  // A theme answers what it reads, unless the kind's measure fits better (a change order is no
  // schedule to build, a scam on members no security gap of the company's).
  if (readByThemes.length && !readByThemes.every((id) => pilot?.supersedes?.includes(id)))
    return null;
  const kinds = [...(pilot ? [pilot] : []), ...context];
  if (!kinds.length && (!statesProblem(sentence) || statesHeadcount(sentence))) return null;
  const quote = quotation(sentence, sentence, WHOLE);
  const contexts = context.map((k) => k.context);
  if (pilot)
    return { sentence, quote, theme: kindTheme(pilot, sentence), reading: { kind: pilot.id } };
  if (!context.length || reading.unread)
    return {
      sentence,
      quote,
      theme: scopingTheme,
      reading: { scoping: true, ...(contexts.length ? { context: contexts } : {}) },
    };
  return {
    sentence,
    quote,
    theme: contextTheme(context[0]!.name, contexts.join("; ")),
    reading: { kind: context[0]!.id, context: contexts },
  };
}

/**
 * The executive's own problems no theme answers (`readBy` says which themes read a sentence),
 * in their order; an answer that states none but reads as something is scoped whole.
 */
export function ownProblems(
  text: string,
  readBy: (sentence: string) => readonly string[],
): OwnProblem[] {
  const read = sentencesOf(text).flatMap((s) => ownProblemIn(s, readBy(s)) ?? []);
  if (read.length || readBy(text).length || statesHeadcount(text))
    return read.slice(0, MAX_PROBLEMS);
  return [
    {
      sentence: text,
      quote: oneLine(text, WHOLE),
      theme: scopingTheme,
      reading: { scoping: true },
    },
  ];
}
