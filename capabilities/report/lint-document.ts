import { nestQuotes } from "./content/nested-quotes";
import { CITES_BEFORE } from "./content/quoted-evidence";
import { ENGLISH_NUMBER_WORDS as NUMBER_WORDS } from "./content/number-words";
import { lintText, sentencesOf, withoutQuotes } from "./lint";
import { referenceSeams } from "./lint-references";
import type { LintFinding, ProseString } from "./lint-types";

const NUMBER = `(?:\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;
const valueOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

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
const flat = (text: string) => nestQuotes(text.replace(/\s+/g, " ").trim());
const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * "Each report takes a P.Ag" from "… a P.Ag. 14 to 20 hours": a quotation that stops at a full
 * stop the sentence runs on after (a lower-case word or a number follows) stopped at an
 * abbreviation, not at a sentence's end.
 */
const ABBREVIATION_CUT = /^\.\s+[\p{Ll}\d]/u;
const unbalanced = (words: string) =>
  (words.match(/\(/g) ?? []).length !== (words.match(/\)/g) ?? []).length;

/** Where a quotation of the executive's words stops mid-word, or on a word that needs the next. */
function quoteSeams(path: string, text: string, sources: readonly string[]): LintFinding[] {
  const found: LintFinding[] = [];
  for (const [, quoted] of text.matchAll(/“([^”]+)”/g)) {
    const cutEnd = quoted!.endsWith("…");
    const words = flat(quoted!.replace(/^…|…$/g, ""));
    const ends = sources.flatMap((source) => {
      const at: number[] = [];
      for (let i = source.indexOf(words); i >= 0; i = source.indexOf(words, i + 1)) at.push(i);
      return at.map((i) => ({
        before: source[i - 1],
        after: source[i + words.length],
        next: source.slice(i + words.length),
      }));
    });
    if (!ends.length) continue;
    const whole = ends.some((e) => !isWordCharacter(e.before) && !isWordCharacter(e.after));
    const last = words.split(" ").at(-1) ?? "";
    if (!whole) found.push({ rule: "quote", path, detail: `cut mid-word: “${quoted}”` });
    else if (cutEnd && NEEDS_NEXT.test(last))
      found.push({ rule: "quote", path, detail: `cut after “${last}”: “${quoted}”` });
    else if (!cutEnd && ends.every((e) => ABBREVIATION_CUT.test(e.next)))
      found.push({ rule: "quote", path, detail: `cut at an abbreviation: “${quoted}”` });
    else if (unbalanced(words))
      found.push({ rule: "quote", path, detail: `an unclosed bracket: “${quoted}”` });
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
      // A cut quotation repeated reads as a name; "you wrote “…”", "in your words: “…”" are evidence where they bind.
      const evidence = CITES_BEFORE.test(text.slice(0, match.index));
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
