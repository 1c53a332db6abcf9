import type { Signal } from "@/capabilities/report/content/types";
import type { readableClauses } from "./free-text";
import { compileKeywords, withoutPhrases } from "./theme-patterns";
import { deniedAt } from "./negation";

/**
 * Finds a signal (a theme, a profession) in one free-text answer: clause by clause, with the
 * names of systems and products blanked first, a keyword counting alone and an ambiguous word
 * only beside a word of its context.
 */

export interface Recogniser {
  pattern: RegExp;
  unless: RegExp | null;
  ambiguous: readonly { words: RegExp; context: RegExp }[];
  /** An ambiguous word needs another word of its context: "two drivers" alone shows no carrier. */
  apart?: true;
}

/**
 * `apart` for signals whose ambiguous words are also their context (a carrier's "drivers" and
 * "loads"): one such word alone is no evidence.
 */
export function compileSignal(signal: Signal, apart = false): Recogniser {
  return {
    ...(apart ? { apart: true as const } : {}),
    pattern: compileKeywords(signal.keywords),
    unless: signal.unless?.length ? compileKeywords(signal.unless) : null,
    ambiguous: [signal.ambiguous ?? []].flat().map((group) => ({
      words: compileKeywords(group.words),
      context: compileKeywords(group.context),
    })),
  };
}

/** The first match of `pattern` in `read`, as written in `clause` (the same text before names were blanked). */
function firstIn(clause: string, read: string, pattern: RegExp): string | null {
  pattern.lastIndex = 0;
  let match = pattern.exec(read);
  // "not a chatbot" names what the work is not: no evidence of it.
  while (match && pattern.global && deniedAt(read, match.index, "not-a"))
    match = pattern.exec(read);
  pattern.lastIndex = 0;
  if (match && deniedAt(read, match.index, "not-a")) return null;
  return match ? clause.slice(match.index, match.index + match[0].length).trim() : null;
}

/**
 * The evidence for a signal in one clause: a keyword, or an ambiguous word with a word of its
 * context ("snow" with "closed", "forecast" with "demand"). None when the clause only shares a
 * word with it. `read` is the clause with names blanked.
 */
function evidenceIn(clause: string, read: string, r: Recogniser): string[] | null {
  const text = withoutPhrases(read, r.unless);
  const keyword = firstIn(clause, text, r.pattern);
  if (keyword) return [keyword];
  for (const { words, context } of r.ambiguous) {
    const word = firstIn(clause, text, words);
    const beside = word && firstIn(clause, r.apart ? blankFirst(text, words) : text, context);
    if (word && beside) return [word, beside];
  }
  return null;
}

/** `read` with the first match of `pattern` blanked, every other character where it was. */
function blankFirst(read: string, pattern: RegExp): string {
  pattern.lastIndex = 0;
  const match = pattern.exec(read);
  pattern.lastIndex = 0;
  if (!match) return read;
  const end = match.index + match[0].length;
  return `${read.slice(0, match.index)}${" ".repeat(match[0].length)}${read.slice(end)}`;
}

export interface Sighting {
  /** The clause that carries the signal, as written. */
  clause: string;
  /** Where it stands in the answer, for ordering several signals. */
  order: number;
  /** The words that made it: a keyword, or an ambiguous word and its context. */
  evidence: string[];
}

/** An answer cut into readable clauses (`readableClauses`), once for every signal looked for. */
export type ReadAnswer = ReturnType<typeof readableClauses>;

/** The first clause of the answer that carries the signal, or null. */
export function sightingIn(answer: ReadAnswer, r: Recogniser): Sighting | null {
  for (const [index, { clause, read }] of answer.entries()) {
    const evidence = evidenceIn(clause, read, r);
    if (evidence) return { clause, evidence, order: index * 10_000 + clause.indexOf(evidence[0]!) };
  }
  return null;
}
