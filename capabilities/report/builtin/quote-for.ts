import { oneLine, quotation, sentencesOf } from "./theme-patterns";
import { meaningful } from "./text";

export const QUOTE_MAX = 140;
export const MIN_QUOTE_WORDS = 4;

/**
 * The sentence that carries the clause, whole when it fits (cut at a clause boundary, with an
 * ellipsis, when it does not), so the quote says what it is cited for and no more; the whole
 * answer when the sentence does not read on its own.
 */
export function quoteFor(text: string, clause: string, max = QUOTE_MAX): string {
  const reads = (words: string) =>
    words.split(/\s+/).length >= MIN_QUOTE_WORDS && meaningful(words) !== null;
  const sentence = sentencesOf(text).find((s) => s.includes(clause)) ?? clause;
  if (!reads(sentence)) return oneLine(text, max);
  return quotation(sentence, reads(clause) ? clause : sentence, max);
}

/**
 * Room for the statement that raised an item: a semicolon sets a second one apart ("…no time
 * for another subscription; anything over $50 a month is a no"), which is not this item's reason.
 */
export function ownStatement(sentence: string | undefined, clause: string, max: number): number {
  const statements = sentence?.split(/(?<=;)\s+/) ?? [];
  const own = statements.find((s) => s.includes(clause));
  const reads = own && own.split(/\s+/).length >= MIN_QUOTE_WORDS;
  return statements.length > 1 && reads ? own.length + 2 : max;
}
