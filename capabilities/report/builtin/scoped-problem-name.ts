import type { RecognisedTheme } from "./recognised-theme";

/** Longest sentence that names a problem by being quoted whole in a list or an opening. */
const MAX_WORDS = 14;

/**
 * A problem scoped with the executive, named by their own sentence when it is short enough to
 * quote whole (“Our glass kilns crack a batch every fortnight and nobody knows why”), never by
 * "the problem you described in your own words" (review r20 class 8); undefined when it is cut
 * or long, since a cut quotation reads as a label made of a fragment (review r18).
 */
export function scopedProblemName(theme: Pick<RecognisedTheme, "quote">): string | undefined {
  const words = theme.quote.trim();
  if (!words || /…/.test(words) || words.split(/\s+/).length > MAX_WORDS) return undefined;
  return `“${words.replace(/[.!?]+$/, "")}”`;
}
