import { citationSeams, markdownCitations } from "./lint-citations";
import type { LintFinding } from "./lint-types";

/**
 * Seams of reference (lint.ts runs them over every document): template machinery a reader sees
 * as a reason, words said twice in a row, and words that point at something the text does not
 * hold.
 * - evidence: the company's own name or the executive's title given as a reason ("Harewood Law
 *   (your company's name)", "(shown by its name, …)", an evidence item resting on either);
 * - doubled: a figure or phrase followed by a quotation of the same words ("25 licences,
 *   “25 licences”"), or two clauses of one string that open alike ("if it needs a new vendor, …;
 *   if it needs a new vendor, …");
 * - reference: "those systems", "those tools", "that work" or "that workflow" with nothing
 *   before it in the same string to point at; "that work" pointing at a quotation of several
 *   sentences (a price rise and two directors' ages are no one piece of work); a note about
 *   examples "marked “Illustrative example”" in a document that marks none.
 */

export interface ReferenceFinding {
  rule: "evidence" | "doubled" | "reference";
  path: string;
  detail: string;
}

interface Prose {
  path: string;
  text: string;
}

/** What names the company or its executive as if it were evidence. */
const MACHINERY =
  /\((?:your company's name|your title)\)|\(shown by (?:its name|your title)\b[^)]*\)/i;

/** An evidence item that rests on the company's name or the executive's title. */
const EVIDENCE_ANSWER = /\.evidence\[\d+\]\.answer$/;

function evidenceSeams({ path, text }: Prose): ReferenceFinding[] {
  if (EVIDENCE_ANSWER.test(path) && (text === "company" || text === "title"))
    return [
      {
        rule: "evidence",
        path,
        detail: `evidence resting on ${text === "company" ? "the company's name" : "the title"}`,
      },
    ];
  const machinery = MACHINERY.exec(text);
  return machinery ? [{ rule: "evidence", path, detail: `“${machinery[0]}”` }] : [];
}

const flat = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$%]+/gu, " ")
    .trim();

/** "25 licences, “25 licences”": the words before a quotation are the quotation. */
function doubledSeams({ path, text }: Prose): ReferenceFinding[] {
  const found: ReferenceFinding[] = [];
  for (const match of text.matchAll(/“([^”]+)”/g)) {
    const quoted = flat(match[1]!.replace(/^…|…$/g, ""));
    if (quoted.split(" ").length < 2) continue;
    const before = flat(text.slice(Math.max(0, match.index - match[1]!.length - 6), match.index));
    if (before.endsWith(quoted))
      found.push({ rule: "doubled", path, detail: `“${match[1]}” after the same words` });
  }
  return found;
}

/** The words a clause opens with: two clauses of one string that open alike say one thing twice. */
const OPENING_WORDS = 5;
const opening = (clause: string) => flat(clause).split(" ").slice(0, OPENING_WORDS).join(" ");

/** "if it needs a new vendor, …; if it needs a new vendor, …": a condition said twice in one string. */
function doubledClauseSeams({ path, text }: Prose): ReferenceFinding[] {
  if (!text.includes(";")) return [];
  const clauses = text
    .replace(/“[^”]*”/g, "“…”")
    .split(/;\s*/)
    .filter((c) => flat(c).split(" ").length >= OPENING_WORDS);
  const seen = new Set<string>();
  for (const clause of clauses) {
    const start = opening(clause);
    if (seen.has(start)) return [{ rule: "doubled", path, detail: `two clauses open “${start}…”` }];
    seen.add(start);
  }
  return [];
}

/**
 * Each pointing phrase and what must come before it, in the same string, for it to point at;
 * `questions`: read in the follow-up questions only, where each is asked on its own.
 */
const POINTERS: { phrase: RegExp; antecedent: RegExp; questions?: true }[] = [
  {
    phrase: /\bthose systems\b/i,
    antecedent: /\bsystems\b|\b[A-Z][\w.&+-]*(?: [A-Z0-9][\w.&+-]*)*(?:, | and )[A-Z][\w.&+-]*/,
  },
  {
    phrase: /\bthose tools\b/i,
    antecedent: /\btools\b|\b[A-Z][\w.&+-]*(?: [A-Z0-9][\w.&+-]*)*(?:, | and )[A-Z][\w.&+-]*/,
  },
  // "of that work", never "the ones that work".
  {
    phrase: /\b(?:of|on|into|for|in|to|with|from) that work(?:flow)?\b/i,
    antecedent: /\bwork(?:flow)?s?\b|\btasks?\b|“[^”]+”/i,
    questions: true,
  },
];

/** A quotation of two or more sentences. */
const SEVERAL_SENTENCES = /[.!?]\s+\p{Lu}/u;

/** Whether a position lies inside a quotation (the executive's own words are theirs). */
const insideQuote = (text: string, at: number) =>
  (text.slice(0, at).match(/“/g)?.length ?? 0) > (text.slice(0, at).match(/”/g)?.length ?? 0);

/**
 * `context`: what is read before the string (a follow-up question is asked after its primary).
 */
function pointerSeams({ path, text: own }: Prose, context = ""): ReferenceFinding[] {
  const found: ReferenceFinding[] = [];
  const text = context ? `${context} ${own}` : own;
  for (const { phrase, antecedent, questions } of POINTERS) {
    if (questions && !/^followUp\./.test(path)) continue;
    const match = [...text.matchAll(new RegExp(phrase, "gi"))].find(
      (m) => m.index >= context.length && !insideQuote(text, m.index),
    );
    if (!match) continue;
    const before = text.slice(0, match.index);
    if (!antecedent.test(before))
      found.push({ rule: "reference", path, detail: `“${match[0]}” points at nothing before it` });
    // "You wrote “…. …”: which step of that work": the quotation holds more than one thing.
    const quoted = /“([^”]+)”[^“”]{0,40}$/.exec(before)?.[1];
    if (/\bthat work\b/i.test(match[0]) && quoted && SEVERAL_SENTENCES.test(quoted))
      found.push({
        rule: "reference",
        path,
        detail: `“${match[0]}” points at a quotation of several sentences`,
      });
  }
  return found;
}

/** The note about examples marked "Illustrative example", in a document that marks none. */
const ILLUSTRATIVE_NOTE = /\bmarked ["“](?:Illustrative example|illustrative)["”]/;
const ILLUSTRATIVE_SOURCE =
  /(?:^|\*Source:\* )Illustrative example\b|\*Example \(illustrative\):\*/m;

export function illustrativeNoteSeams(strings: readonly Prose[]): ReferenceFinding[] {
  const note = strings.find((s) => ILLUSTRATIVE_NOTE.test(s.text));
  if (!note || strings.some((s) => s !== note && ILLUSTRATIVE_SOURCE.test(s.text))) return [];
  return [
    {
      rule: "reference",
      path: note.path,
      detail: "a note about examples marked “Illustrative example” where none is",
    },
  ];
}

/** The reference seams of one document's prose. */
export function referenceSeams(strings: readonly Prose[]): ReferenceFinding[] {
  const primary = (path: string) =>
    /Followup$/.test(path)
      ? (strings.find((s) => s.path === path.replace(/Followup$/, "Primary"))?.text ?? "")
      : "";
  return [
    ...strings.flatMap((s) => [
      ...evidenceSeams(s),
      ...doubledSeams(s),
      ...doubledClauseSeams(s),
      ...pointerSeams(s, primary(s.path)),
    ]),
    ...illustrativeNoteSeams(strings),
  ];
}

/**
 * The seams of a rendered Markdown document that its data does not show: the closing note about
 * illustrative examples, read against the examples it shows.
 */
export function markdownSeams(markdown: string): (ReferenceFinding | LintFinding)[] {
  const lines = markdown.split("\n").map((text, i) => ({ path: `markdown:${i + 1}`, text }));
  return [...illustrativeNoteSeams(lines), ...citationSeams(markdownCitations(markdown))];
}
