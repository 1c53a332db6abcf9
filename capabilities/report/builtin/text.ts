/** Small wording helpers for the built-in generator. */

import { oneLine } from "./theme-patterns";

import { joinWords } from "@/model/scoring/wording";

export {
  capitalise,
  joinWords,
  meaningful,
  possessive,
  shortAnswer,
} from "@/model/scoring/wording";

/** A quotation of the executive's own words, on one line and cut only where a reader sees a cut. */
export function quote(text: string, max = 240): string {
  return `“${oneLine(text, max)}”`;
}

/** A 0-100 readiness score as the "x/100" every page, document and e-mail shows. */
export const outOf100 = (score: number): string => `${Math.round(score)}/100`;

/** Lower-cases a label for use inside a sentence, keeping acronyms and proper nouns. */
export function lowerFirst(label: string): string {
  return /^[A-Z](?![A-Z0-9])/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/**
 * A list of phrases that may hold an "and" of their own ("managing costs and protecting
 * margins"): then the items are set apart, so no list reads "a and b and c".
 */
export function joinPhrases(items: readonly string[]): string {
  const own = (t: string) => / and /.test(t.replace(/“[^”]*”/g, ""));
  if (items.length < 2 || !items.some(own)) return joinWords(items);
  if (items.length === 2) return `${items[0]}, as well as ${items[1]}`;
  return `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`;
}

/**
 * Text set in parentheses, its own asides turned into commas: "(… for 16 finance staff, about
 * 5% of an assumed 320)", never a parenthesis closed twice.
 */
export const parenthetical = (text: string): string =>
  `(${text.replace(
    /\s*\(([^()]*)\)(\s*)(?=(.?))/g,
    (_, inner: string, space: string, next: string) =>
      // A comma closes the aside too when the sentence goes on: "(60 licences, “…”, as you wrote, at US$30".
      next && !/[;,.:]/.test(next) ? `, ${inner},${space}` : `, ${inner}${space}`,
  )})`;

/** Ends a sentence with a full stop unless it already has closing punctuation. */
export const sentence = (text: string): string => (/[.!?…”]$/.test(text) ? text : `${text}.`);

/** The months in English, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "14 March 2026", in UTC so the output never depends on the server's time zone. */
export function formatDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
