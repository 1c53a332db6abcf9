import { statesProblem } from "./problem-kinds";
import type { RecognisedTheme } from "./recognised-theme";
import { clausesOf } from "./theme-patterns";

/** Longest sentence or clause that names a problem by being quoted whole in a list or an opening. */
const MAX_WORDS = 14;
const MIN_WORDS = 4;
/** A clause that opens on one of these only sets the scene ("Since BC's rules changed"). */
const SCENE =
  /^(?:since|because|as|when|while|if|although|though|after|before|puisque|parce|comme|quand|lorsque|si|bien que|depuis)\b/iu;

/** A clause that is only its figure ("we lost about $400,000") reads as a challenge of its own (review r18). */
const MONEY_OR_SHARE = /[$€£]\s?\d|\d\s?(?:%|\$|k\b)/u;

const wordCount = (text: string) => text.split(/\s+/).length;

/** The first whole clause of the sentence that states its problem, short enough to quote. */
function problemClause(sentence: string): string | undefined {
  return clausesOf(sentence)
    .map((c) => c.trim().replace(/^(?:and|but|so|et|mais)\s+/iu, ""))
    .find(
      (c) =>
        sentence.includes(c) &&
        !SCENE.test(c) &&
        !MONEY_OR_SHARE.test(c) &&
        wordCount(c) >= MIN_WORDS &&
        wordCount(c) <= MAX_WORDS &&
        statesProblem(c),
    );
}

/**
 * A problem scoped with the executive, named by their own words, never by "the problem you
 * described in your own words" (review r20 class 8, r22): the sentence when it is short enough
 * to quote whole (“Our glass kilns crack a batch every fortnight and nobody knows why”), else
 * the whole clause of it that states the problem (“Our small newsroom cannot cover every town”);
 * undefined when there is neither, since a quotation cut mid-clause reads as a label made of a
 * fragment (review r18).
 */
export function scopedProblemName(theme: Pick<RecognisedTheme, "quote">): string | undefined {
  const words = theme.quote.trim();
  if (!words || /…/.test(words)) return undefined;
  const named = wordCount(words) <= MAX_WORDS ? words : problemClause(words);
  return named && `“${named.replace(/[.!?;,:]+$/, "")}”`;
}
