/**
 * The text side of theme recognition: keywords compiled to whole-word patterns, answers cut
 * into clauses, and quotations made safe to put on one line of a report.
 */

const LETTER_OR_DIGIT = "[\\p{L}\\p{N}]";

/** "ferry" -> ferries, "box" -> boxes, "closure" -> closures; other endings are left alone. */
function withPlural(keyword: string): string {
  const last = keyword.match(/[a-zé]+$/)?.[0];
  if (!last || keyword.endsWith("*")) return keyword;
  if (/[^aeiou]y$/.test(last)) return `${keyword.slice(0, -1)}(?:y|ies)`;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${keyword}(?:es)?`;
  return `${keyword}s?`;
}

function keywordSource(keyword: string): string {
  return withPlural(keyword.trim().toLowerCase())
    .replace(/\*/g, "\\w*")
    .replace(/'/g, "['’]")
    .replace(/-/g, "[\\s-]?")
    .replace(/ /g, "[\\s-]+");
}

/** One pattern for a keyword list, matched as whole words, case-insensitively. */
export function compileKeywords(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map(keywordSource).join("|");
  return new RegExp(`(?<!${LETTER_OR_DIGIT})(?:${alternatives})(?!${LETTER_OR_DIGIT})`, "giu");
}

/** The text with every `unless` phrase blanked out, so "french fries" never reads as French. */
export function withoutPhrases(text: string, unless: RegExp | null): string {
  return unless ? text.replace(unless, (m) => " ".repeat(m.length)) : text;
}

/** Where the pattern first matches, or -1. */
export function firstMatch(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  const index = text.search(pattern);
  pattern.lastIndex = 0;
  return index;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const JOINS =
  /,\s+(?:and|but|so|while|whereas|although)\s+|,\s+|\s+(?:and|but|while|whereas|although)\s+/gi;
/** A clause must keep this many words on each side of a split, so "French and English" stays whole. */
const MIN_CLAUSE_WORDS = 4;

/**
 * The answer cut into clauses: at sentence marks, colons and dashes, then at "and", "but" or
 * a comma where each side is a clause of its own.
 */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.;:!?])\s+|\s+[-–—]\s+/)
    .flatMap((sentence) => {
      const parts: string[] = [];
      let start = 0;
      for (const join of sentence.matchAll(JOINS)) {
        const end = join.index ?? 0;
        const left = sentence.slice(start, end);
        const rest = sentence.slice(end + join[0].length);
        if (words(left) >= MIN_CLAUSE_WORDS && words(rest) >= MIN_CLAUSE_WORDS) {
          parts.push(left);
          start = end + join[0].length;
        }
      }
      parts.push(sentence.slice(start));
      return parts;
    })
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/**
 * The executive's words on one line, at most `max` characters (cut at a word), with inner
 * double quotes made single so the quotation marks around it stay the only ones.
 */
export function oneLine(text: string, max = 140): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/["“”«»]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat.replace(/[.,;:\s]+$/, "");
  const cut = flat.slice(0, max - 1);
  const atWord = cut.includes(" ") ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${atWord.replace(/[.,;:\s]+$/, "")}…`;
}
