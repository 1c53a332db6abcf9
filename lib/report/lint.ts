import { escapeRegExp } from "@/lib/regexp";
import { ENGLISH_NUMBER_WORDS as NUMBER_WORDS } from "./content/number-words";
import { referenceSeams } from "./lint-references";

/**
 * The report linter: the seams a reader notices, found mechanically in every generated document
 * (built-in and model-written; the Anthropic path's section check runs it too). It reads the
 * documents' prose strings, each with where it sits.
 * - template: a variable that produced ungrammatical text ("in weeks 1", "1 leaders", "a
 *   AI", "{company}", "undefined", doubled words or punctuation, empty brackets, "what Microsoft
 *   365 already hold", "a policy and a guide and three prompts");
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
 * - echo: the executive's words used as a name: one quotation of them cut with "…" more than
 *   twice in a document (besides "you wrote “…”", evidence where it binds), or any as the object of "before", "on", "of" or "Make" ("before “Our HACCP…” starts",
 *   "the pilot on “We are a 38-person…”"), where a plain name of the work belongs;
 * - evidence, doubled, reference: the company's name or title given as a reason, words followed
 *   by a quotation of themselves, and words that point at nothing (lint-references.ts).
 */

export type LintRule =
  | "template"
  | "count"
  | "name"
  | "repeat"
  | "dangling"
  | "quote"
  | "voice"
  | "echo"
  | "evidence"
  | "doubled"
  | "reference";

export interface LintFinding {
  rule: LintRule;
  path: string;
  detail: string;
}

export interface ProseString {
  path: string;
  text: string;
}

const NUMBER = `(?:\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
const valueOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

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
  { pattern: /\b(?!(?:that|had|is)\b)([A-Za-z]{2,})\s+\1\b/i, what: "a doubled word" },
  { pattern: /\s[,.;:!?](?=\s|$)/, what: "a space before punctuation" },
  { pattern: /[,;:]\s*[,;:.!?]|(?<![.\s])\.\.(?!\.)|!!|\?\?/, what: "doubled punctuation" },
  { pattern: /\(\s*\)|\[\s*\]|“\s*”|""/, what: "empty brackets or quotes" },
  { pattern: /\([^()]*\([^()]*\)[^()]*\)/, what: "a parenthesis inside a parenthesis" },
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
const withoutQuotes = (text: string) => text.replace(/“[^”]*”/g, "“…”");

const sentencesOf = (text: string) =>
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
  const found: LintFinding[] = [];
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
  for (const name of names.filter((n) => n.trim().length > 1)) {
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

/** Counts of one thing out of a whole must agree: "2 of the five elements" vs "2 of 6 elements". */
function countSeams(strings: readonly ProseString[]): LintFinding[] {
  const pattern = new RegExp(
    `\\b${NUMBER} of (?:the |its |your |their )?(${NUMBER}) ((?:[a-z]+ )?[a-z]+s)\\b`,
    "gi",
  );
  const wholes = new Map<string, { total: number; path: string; words: string }[]>();
  for (const { path, text } of strings) {
    for (const match of text.matchAll(pattern)) {
      const noun = match[2]!.toLowerCase().split(" ").at(-1)!;
      const seen = wholes.get(noun) ?? [];
      seen.push({ total: valueOf(match[1]!), path, words: match[0] });
      wholes.set(noun, seen);
    }
  }
  const found: LintFinding[] = [];
  for (const [noun, seen] of wholes) {
    const totals = new Set(seen.map((s) => s.total));
    if (totals.size > 1)
      found.push({
        rule: "count",
        path: seen.map((s) => s.path).join(", "),
        detail: `${noun}: ${seen.map((s) => `“${s.words}”`).join(" vs ")}`,
      });
  }
  return found;
}

/**
 * Not compared: the takeaways are the summary shown as a list (the page folds the summary away
 * under them); citations repeat what they source; owners and costs are labels on cards; a
 * tool's evidence quotes the answers it rests on, and two tools may rest on the same one.
 */
const NOT_COMPARED = /\.takeaways\[|\.sources\[|[sS]ource\b|\.owner$|\.cost\.|\.evidence\[/;

/** A sentence of six words or more that appears twice in one document. */
function repeatSeams(strings: readonly ProseString[]): LintFinding[] {
  const first = new Map<string, string>();
  const found: LintFinding[] = [];
  for (const { path, text } of strings.filter((s) => !NOT_COMPARED.test(s.path))) {
    let depth = 0;
    for (const sentence of sentencesOf(text)) {
      // A sentence inside the executive's quoted words is theirs, quoted wherever it binds.
      const inside = depth > 0 && !sentence.includes("”");
      depth += (sentence.match(/“/g) ?? []).length - (sentence.match(/”/g) ?? []).length;
      if (inside || sentence.split(/\s+/).length < 6) continue;
      const key = sentence.toLowerCase().replace(/\s+/g, " ");
      const earlier = first.get(key);
      if (earlier !== undefined)
        found.push({ rule: "repeat", path: `${earlier}, ${path}`, detail: `“${sentence}”` });
      else first.set(key, path);
    }
  }
  return found;
}

/** The executive quoted by name, and quoted as "you". */
const BY_NAME = /\b[Ii]n (\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)*)['’]s? words\b/u;
const AS_YOU = /\b(?:in your words|you wrote|you stated|as you put it)\b/i;

/** A section (one field, wherever it repeats) that quotes the executive in two voices. */
function voiceSeams(strings: readonly ProseString[]): LintFinding[] {
  const sections = new Map<string, { byName?: string; asYou?: string }>();
  for (const { path, text } of strings) {
    const section = path.replace(/\[\d+\]/g, "");
    const seen = sections.get(section) ?? {};
    const outside = withoutQuotes(text);
    seen.byName ??= BY_NAME.exec(outside)?.[0];
    seen.asYou ??= AS_YOU.exec(outside)?.[0];
    sections.set(section, seen);
  }
  return [...sections]
    .filter(([, seen]) => seen.byName && seen.asYou)
    .map(([section, seen]) => ({
      rule: "voice" as const,
      path: section,
      detail: `“${seen.byName}” and “${seen.asYou}”`,
    }));
}

/** Words a cut quotation must not end on. */
const NEEDS_NEXT =
  /^(?:a|an|the|and|or|but|of|to|from|in|on|at|by|for|with|into|our|their|its|my|your|les?|la|des|du|de|et|ou|à|aux?|nos|notre|leurs?)$/i;
const flat = (text: string) =>
  text
    .replace(/["“”«»]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Where a quotation of the executive's words stops mid-word, or on a word that needs the next. */
function quoteSeams(path: string, text: string, sources: readonly string[]): LintFinding[] {
  const found: LintFinding[] = [];
  for (const [, quoted] of text.matchAll(/“([^”]+)”/g)) {
    const cutEnd = quoted!.endsWith("…");
    const words = flat(quoted!.replace(/^…|…$/g, ""));
    const ends = sources.flatMap((source) => {
      const at: number[] = [];
      for (let i = source.indexOf(words); i >= 0; i = source.indexOf(words, i + 1)) at.push(i);
      return at.map((i) => ({ before: source[i - 1], after: source[i + words.length] }));
    });
    if (!ends.length) continue;
    const whole = ends.some((e) => !isWordCharacter(e.before) && !isWordCharacter(e.after));
    const last = words.split(" ").at(-1) ?? "";
    if (!whole) found.push({ rule: "quote", path, detail: `cut mid-word: “${quoted}”` });
    else if (cutEnd && NEEDS_NEXT.test(last))
      found.push({ rule: "quote", path, detail: `cut after “${last}”: “${quoted}”` });
  }
  return found;
}

/** At most this many times one cut quotation of the executive's words in a document. */
const MAX_ECHOES = 2;
/** A word that makes the quotation after it a noun phrase: "before “…” starts", "the pilot on “…”". */
const AS_NAME = /\b(?:before|on|of|make)\s*$/i;

/** The executive's words quoted as the name of something, or quoted over and over. */
function echoSeams(strings: readonly ProseString[], sources: readonly string[]): LintFinding[] {
  const found: LintFinding[] = [];
  const seen = new Map<string, string[]>();
  for (const { path, text } of strings) {
    for (const match of text.matchAll(/“([^”]+)”/g)) {
      const words = flat(match[1]!.replace(/^…|…$/g, ""));
      if (words.split(" ").length < 3 || !sources.some((s) => s.includes(words))) continue;
      // A cut quotation repeated reads as a name; "you wrote “…”" is evidence where it binds.
      const evidence = /\byou wrote\s*$/i.test(text.slice(0, match.index));
      if (match[1]!.endsWith("…") && !evidence) seen.set(words, [...(seen.get(words) ?? []), path]);
      if (AS_NAME.test(text.slice(0, match.index)))
        found.push({ rule: "echo", path, detail: `quoted as a name: “${match[1]}”` });
    }
  }
  for (const [words, paths] of seen)
    if (paths.length > MAX_ECHOES)
      found.push({
        rule: "echo",
        path: paths.join(", "),
        detail: `quoted ${paths.length} times: “${words}”`,
      });
  return found;
}

/**
 * Every seam of one document's prose. `names` are the company's and the executive's; `sources`
 * the executive's free-text answers, which quotations are read against.
 */
export function lintDocument(
  strings: readonly ProseString[],
  names: readonly string[] = [],
  sources: readonly string[] = [],
) {
  const answers = sources.map(flat);
  return [
    ...strings.flatMap(({ path, text }) => [
      ...lintText(path, text, names),
      ...(answers.length ? quoteSeams(path, text, answers) : []),
    ]),
    ...countSeams(strings),
    ...repeatSeams(strings),
    ...voiceSeams(strings),
    ...(answers.length ? echoSeams(strings, answers) : []),
    ...referenceSeams(strings),
  ];
}

/** Every string of a document, with where it sits. */
export function proseStrings(value: unknown, path = ""): ProseString[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => proseStrings(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => proseStrings(v, path ? `${path}.${k}` : k));
  return [];
}
