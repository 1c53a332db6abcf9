/** Small wording helpers for the built-in generator. */

export { capitalise, joinWords } from "@/lib/scoring/wording";

const PLACEHOLDER =
  /^(n\/?a|n\.a|na|none|none (really|yet|so far)|nothing|nothing (really|yet|much)|not (really|much|yet|applicable)|null|undefined|no|nope|tbd|idk|no idea|same as above|-+|\.+|\?+)[.!]?$/i;

/** Free text worth quoting back: a few real words, not "n/a", "none" or similar. */
export function meaningful(text: string | null | undefined): string | null {
  const value = text?.trim().replace(/\s+/g, " ") ?? "";
  if (value.length < 8 || !/\s/.test(value)) return null;
  if (PLACEHOLDER.test(value)) return null;
  return value;
}

/** A short answer such as a place or product name, unless it is a placeholder like "n/a". */
export function shortAnswer(text: string | null | undefined): string | null {
  const value = text?.trim().replace(/\s+/g, " ") ?? "";
  if (value.length < 2 || PLACEHOLDER.test(value)) return null;
  return value;
}

/** A quotation of the executive's own words, trimmed to a readable length. */
export function quote(text: string, max = 240): string {
  const trimmed = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return `“${trimmed.replace(/[.\s]+$/, "")}”`;
}

/** 0-100 stored score as the "x.y/10" the documents show. */
export const outOf10 = (score: number): string => `${(score / 10).toFixed(1)}/10`;

/** Lower-cases a label for use inside a sentence, keeping acronyms and proper nouns. */
export function lowerFirst(label: string): string {
  return /^[A-Z](?![A-Z0-9])/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/** Ends a sentence with a full stop unless it already has closing punctuation. */
export const sentence = (text: string): string => (/[.!?…”]$/.test(text) ? text : `${text}.`);

const MONTHS = [
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
