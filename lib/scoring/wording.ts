import { exclusiveValues, labelOf, type Option } from "@/lib/assessment/options";

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

/** Option labels start with a capital; inside a sentence only acronyms keep theirs. */
export const inSentence = (label: string): string =>
  /^[A-Z](?![A-Z])/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
