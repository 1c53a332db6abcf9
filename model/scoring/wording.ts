import { exclusiveValues, labelOf, type Option } from "@/model/assessment/options";

/** The real picks of a multi-choice answer: no 'none' answers, no repeats, nothing missing. */
export function realPicks<V extends string>(values: readonly V[] | null | undefined): V[] {
  const exclusive: readonly string[] = exclusiveValues;
  return [...new Set(values ?? [])].filter((value) => !exclusive.includes(value));
}

export const hasText = (text: string | null | undefined): boolean => Boolean(text?.trim());

export const labelsOf = (list: readonly Option[], values: readonly string[]): string[] =>
  values.map((value) => labelOf(list, value));

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export const plural = (count: number, word: string): string =>
  `${count} ${word}${count === 1 ? "" : "s"}`;

/** The plural of a noun phrase's last word: "businesses", "companies", "firms". */
export const pluralOf = (noun: string): string =>
  /(?:s|x|z|ch|sh)$/.test(noun)
    ? `${noun}es`
    : /[^aeiou]y$/.test(noun)
      ? `${noun.slice(0, -1)}ies`
      : `${noun}s`;

/** Option labels start with a capital; inside a sentence only acronyms keep theirs. */
export const inSentence = (label: string): string =>
  /^[A-Z](?![A-Z])/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

/** "Dana's", "Fraser Harbour Savings'": a name ending in s takes the apostrophe alone. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Words that say nothing on their own: refusals ("none", "n/a", "nothing really"), hedges
 * ("not sure", "no idea", "same as above") and the questions' own topic words ("no AI tools
 * yet"). An answer made only of these is a placeholder, whatever its length.
 */
const FILLER = new Set(
  (
    "na nil null undefined none nothing no nope nah not n t don dont i we our " +
    "really yet much so far at all any anything whatsoever applicable currently " +
    "for now to date just else other others of these the same as above " +
    "tbd tba idk dunno know idea sure unknown " +
    "ai tool tools experience friction adoption use used using"
  ).split(" "),
);

/** "n/a", "N.A.", "None really.", "no AI tools yet", "?", "-": an answer that is no answer. */
export function isPlaceholder(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/\bn\s*[/.]\s*a\b\.?/g, " na ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.every((word) => FILLER.has(word));
}

const tidy = (text: string | null | undefined): string => text?.trim().replace(/\s+/g, " ") ?? "";

/**
 * Free text that is a real answer, worth scoring and quoting back: a few words (at least eight
 * characters and a space), not a placeholder such as "n/a", "none really" or "not much".
 */
export function meaningful(text: string | null | undefined): string | null {
  const value = tidy(text);
  if (value.length < 8 || !/\s/.test(value)) return null;
  return isPlaceholder(value) ? null : value;
}

/** A short answer such as a place or system name ("Square", "Kelowna"), unless a placeholder. */
export function shortAnswer(text: string | null | undefined): string | null {
  const value = tidy(text);
  if (value.length < 2 || isPlaceholder(value)) return null;
  return value;
}

/** "We don't use it at home", "nobody here uses AI", "on ne l'utilise pas": no use, in other words. */
const DENIES_USE =
  /\b(?:don['’]?t|do not|doesn['’]?t|does not|never|nobody|no one)\b[^.]*\b(?:use|uses|used|using)\b|\b(?:ne\s+|n['’]\s*)(?:l['’]\s*)?(?:utilis|emploi)\w*\s+(?:pas|jamais)\b/i;
const NAMES_AN_EXCEPTION = /\b(?:but|only|except|apart from|mais|sauf|seulement)\b/i;

/** A clause that says someone uses it: "My wife uses ChatGPT for recipes", "ma fille l'utilise". */
const AFFIRMS_USE =
  /\b(?:uses?|using|asks?|talks? to)\b|(?<!\p{L})(?:utilis\w*|se sert)(?!\p{L})/iu;

/**
 * Words that say the household does not use AI, with no one in them who does: "My wife uses
 * ChatGPT for recipes; I don't use it at home" is a use.
 */
export const deniesUse = (text: string | null): boolean =>
  !!text &&
  DENIES_USE.test(text) &&
  !NAMES_AN_EXCEPTION.test(text) &&
  !text.split(/[.;!?\n]+/).some((clause) => !DENIES_USE.test(clause) && AFFIRMS_USE.test(clause));
