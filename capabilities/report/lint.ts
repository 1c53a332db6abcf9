import { escapeRegExp } from "@/platform/regexp";
import { ENGLISH_NUMBER_WORDS as NUMBER_WORDS } from "./content/number-words";
import { cutQuotationSeams } from "./lint-cut-labels";
import type { LintFinding } from "./lint-types";

/**
 * The report linter: the seams a reader notices, found mechanically in every generated document
 * (built-in and model-written; the Anthropic path's section check runs it too). It reads the
 * documents' prose strings, each with where it sits.
 * - template: a variable that produced ungrammatical text ("in weeks 1", "1 leaders", "a
 *   AI", "{company}", "undefined", doubled words or punctuation, empty brackets, "what Microsoft
 *   365 already hold", "a policy and a guide and three prompts", "businesss", "which the score
 *   counts only when ticked");
 * - count: "2 of the five elements" here and "2 of 6 elements" there;
 * - name: a possessive or plural that breaks a name ("McDonald's's", "Evanss", "Savings's": a
 *   name ending in s takes the apostrophe alone), or a pronoun guessed for a person ("Dana Reyes
 *   rates their own");
 * - repeat: a sentence that appears twice in one document;
 * - dangling: a clause that ends on "and", "of", a comma or a colon;
 * - quote: the executive's words cut inside a word ("pulls fro…", "Chief and Co…") or on a word
 *   that needs the next ("pulls from…"), read against their answers when given;
 * - voice: one section quoting the executive both by name ("in Dana Reyes's words") and as
 *   "you" ("in your words", "you wrote");
 * - cut figures and labels (lint-cut-labels.ts): "“about $2.3” for a period to confirm",
 *   "“L'an dernier…”, measured first";
 * - echo: the executive's words used as a name: one quotation of them cut with "…" more than
 *   twice in a document (besides "you wrote “…”", evidence where it binds), or any as the object of "before", "on", "of" or "Make" ("before “Our HACCP…” starts",
 *   "the pilot on “We are a 38-person…”"), where a plain name of the work belongs;
 * - evidence, doubled, reference: the company's name or title given as a reason, words followed
 *   by a quotation of themselves, and words that point at nothing (lint-references.ts).
 */

/** A word that opens a list item: "and a guide", "and three prompts". */
const DETERMINER = `(?:a|an|the|${Object.keys(NUMBER_WORDS).join("|")}|\\d+)`;

const UNITS = "week|month|day|hour|year|leader|response|tool|pilot|element|step|phase|person";

/** Single-string seams, each with the words that show it. */
const TEMPLATE: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\{[\w.]+\}|\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/,
    what: "a variable left in",
  },
  {
    pattern: /\b(?:weeks|months|days|years|phases) \d+\b(?!\s*(?:[-–]|to|and|or)\s*\d)/i,
    what: "a plural unit before one number",
  },
  { pattern: new RegExp(`\\b1 (?:${UNITS})s\\b`), what: "a plural after 1" },
  {
    pattern: new RegExp(`\\b(?:[2-9]|\\d{2,}) (?:${UNITS})(?![-\\w])`),
    what: "a singular after a number above 1",
  },
  // "businesss", "companys": a plural suffix glued onto a noun that needed another.
  { pattern: /\b[a-z]+(?:[a-rt-z]sss|[b-df-hj-np-tv-xz]ys)\b/, what: "a misspelt plural" },
  // How the score is computed is the scorer's business, not the executive's (review r17).
  { pattern: /\b(?:the score counts|counts? only when ticked)\b/i, what: "scoring rationale" },
  { pattern: /\b(?!(?:that|had|is)\b)([A-Za-z]{2,})\s+\1\b/i, what: "a doubled word" },
  { pattern: /\s[,.;:!?](?=\s|$)/, what: "a space before punctuation" },
  { pattern: /[,;:]\s*[,;:.!?]|(?<![.\s])\.\.(?!\.)|!!|\?\?/, what: "doubled punctuation" },
  { pattern: /\(\s*\)|\[\s*\]|“\s*”|""/, what: "empty brackets or quotes" },
  { pattern: /\([^()]*\([^()]*\)[^()]*\)/, what: "a parenthesis inside a parenthesis" },
  // "the personal details of those who died from Harcourt & Lavallée": a company as a cause of death.
  { pattern: /\bwho died (?:from|at|of|with) [A-Z]/, what: "a company read as a cause of death" },
  {
    pattern: new RegExp(`\\band ${DETERMINER}\\b[^,;:.!?()“”]{1,60}?\\band ${DETERMINER}\\b`, "i"),
    what: "a list joined by “and” twice",
  },
];

/** A system's name: capitalised words ("Microsoft 365", "Sage 300"). */
const SYSTEM = "[A-Z0-9][\\w.&+-]*(?: [A-Z0-9][\\w.&+-]*)*";
const HOLD = new RegExp(`\\bwhat (${SYSTEM}(?:(?:, | and )${SYSTEM})*) (?:already )?(holds?)\\b`);

/** "what Microsoft 365 already hold": the verb agrees with the systems named (one, or several). */
function agreementSeam(text: string): string | null {
  const match = HOLD.exec(text);
  if (!match) return null;
  const several = /, | and /.test(match[1]!);
  return several === (match[2] === "holds") ? match[0] : null;
}

/** "a" before a vowel sound, "an" before a consonant sound, with the usual exceptions. */
function articleSeam(text: string): string | null {
  const wrongA = /\ba ([aeiou][\w-]*|AI|FAQ|HR|MSP|SME|SEO|LLM|NDA|RFP|ERP|EMR|MBA|X\w*)\b/.exec(
    text,
  );
  if (wrongA) {
    const next = wrongA[1]!;
    const vowelSound =
      !/^(?:one|once|uni|use|usu|usa|uti|eu|ur[aeiou]|u[bcdfgklmnprstvz][aeiou])/i.test(next);
    if (vowelSound) return wrongA[0];
  }
  const wrongAn = /\ban ([b-df-hj-np-tv-z][\w-]*)\b/i.exec(text);
  if (wrongAn) {
    const next = wrongAn[1]!;
    const consonantSound =
      !/^(?:hour|honest|honou?r|heir)/i.test(next) && !/^[FHLMNRSX](?:[A-Z]|$)/.test(next);
    if (consonantSound) return wrongAn[0];
  }
  return null;
}

/** A clause cut short; a sentence may end on a preposition ("the licences it pays for"). */
const DANGLING: RegExp[] = [
  /\b(?:and|or|but|the|a|an|than|because|while|such as|e\.g\.|including)[.!?]$/i,
  /[,:;]\s*$/,
];

/** The executive's own words, quoted, are theirs: no seam is looked for inside them. */
export const withoutQuotes = (text: string) => text.replace(/“[^”]*”/g, "“…”");

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The seams of one string: template, name and dangling findings. */
export function lintText(
  path: string,
  written: string,
  names: readonly string[] = [],
): LintFinding[] {
  const found: LintFinding[] = cutQuotationSeams(path, written);
  const text = withoutQuotes(written);
  for (const { pattern, what } of TEMPLATE) {
    const match = pattern.exec(text);
    if (match) found.push({ rule: "template", path, detail: `${what}: “${match[0]}”` });
  }
  const article = articleSeam(text);
  if (article) found.push({ rule: "template", path, detail: `a wrong article: “${article}”` });
  const agreement = agreementSeam(text);
  if (agreement)
    found.push({ rule: "template", path, detail: `a verb that disagrees: “${agreement}”` });
  for (const name of names.filter((n) => n.trim().length > 1 && text.includes(n))) {
    const escaped = escapeRegExp(name);
    const broken = new RegExp(`${escaped}(?:['’]s['’]s?|s['’]s|(?<=s)s|(?<=s)['’]s)\\b`).exec(text);
    if (broken) found.push({ rule: "name", path, detail: `“${broken[0]}”` });
    // A person's pronoun is not known: "Dana Reyes rates their own" reads as a guess.
    const pronoun = new RegExp(`${escaped} (?:\\S+ ){1,2}their own\\b`).exec(text);
    if (pronoun) found.push({ rule: "name", path, detail: `a pronoun guessed: “${pronoun[0]}”` });
  }
  if (/['’]s['’]s\b/.test(text)) found.push({ rule: "name", path, detail: "a doubled possessive" });
  for (const sentence of sentencesOf(text)) {
    if (DANGLING.some((p) => p.test(sentence)))
      found.push({ rule: "dangling", path, detail: `“${sentence.slice(-60)}”` });
  }
  return found;
}
