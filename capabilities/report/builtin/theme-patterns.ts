/**
 * The text side of theme recognition: keywords compiled to whole-word patterns, answers cut
 * into clauses, and quotations made safe to put on one line of a report.
 */

import { nestQuotes } from "@/capabilities/report/content/nested-quotes";

const LETTER_OR_DIGIT = "[\\p{L}\\p{N}]";

/** "ferry" -> ferries, "box" -> boxes, "closure" -> closures; other endings are left alone. */
function withPlural(keyword: string): string {
  const last = keyword.match(/[a-zé]+$/)?.[0];
  if (!last || keyword.endsWith("*")) return keyword;
  if (/[^aeiou]y$/.test(last)) return `${keyword.slice(0, -1)}(?:y|ies)`;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${keyword}(?:es)?`;
  return `${keyword}s?`;
}

/** A keyword as a pattern's source; "email" also reads "e-mail" (review r25: "400 guest e-mails"). */
function keywordSource(keyword: string): string {
  return withPlural(keyword.trim().toLowerCase())
    .replace(/\*/g, "\\w*")
    .replace(/'/g, "['’]")
    .replace(/-/g, "[\\s-]?")
    .replace(/ /g, "[\\s-]+")
    .replace(/(?<!\p{L})email/gu, "e[\\s-]?mail");
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

/** A full stop that ends a word, not a sentence: "Fort St. James", "Dr. Lee", "M. Roy", "e.g. invoices". */
const ABBREVIATION =
  /(?:^|[\s(])(?:St|Ste|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|M|Mme|Mmes|Mlle|Pr|vs|e\.g|i\.e|approx|cf|p\.\s?ex|ex|c\.-à-d)\.$/iu;
/**
 * "9 a.m. every weekday", "Oct. to Dec.", "a P.Ag. 14 hours", "Acme Inc. runs", "No. 3": a full
 * stop after a time, a month, a professional designation, a company form or a number sign ends
 * the sentence only before a capital ("… we hired a P.Eng. Two others left").
 */
const SOFT_ABBREVIATION =
  /\b[ap]\.m\.$|(?:^|[\s(–-])(?:jan|janv|feb|févr?|mar|apr|avr|jun|jul|juil|aug|sept?|oct|nov|dec|déc|inc|ltd|ltée|corp|co|no|nos|etc|p|min|max|ing|env)\.$|(?:^|[\s(])(?:\p{L}{1,3}\.)+\p{L}{1,4}\.$/iu;

/** "O. Reg. 854", "s. 25", "art. 7", "v. 14", "ch. 3": a legal or version reference before its number. */
const BEFORE_NUMBER = /(?:^|[\s(])(?:reg|regs|s|ss|art|arts|v|vol|ch|c|sec|para|r|pp)\.$/iu;
const ONTARIO_REGULATION = /(?:^|[\s(])O\.$/u;

/**
 * Whether the full stop that ends `before` belongs to an abbreviation rather than ending a
 * sentence, given the words that follow it.
 */
export const abbreviationStop = (before: string, after: string): boolean =>
  ABBREVIATION.test(before) ||
  (BEFORE_NUMBER.test(before) && /^\s*\d/.test(after)) ||
  (ONTARIO_REGULATION.test(before) && /^\s*Reg\./.test(after)) ||
  (SOFT_ABBREVIATION.test(before) && !/^\s*[“"«(]?\p{Lu}/u.test(after));

/** An answer's sentences, as written, never cut at an abbreviation's full stop. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .reduce<string[]>((sentences, part) => {
      const last = sentences.at(-1);
      const joined = last !== undefined && abbreviationStop(last, part);
      return joined ? [...sentences.slice(0, -1), `${last} ${part}`] : [...sentences, part];
    }, []);

/** The text without the sentences `drop` picks, as written when none is; "" when all are. */
export function withoutSentences(text: string, drop: (sentence: string) => boolean): string {
  const sentences = sentencesOf(text);
  const kept = sentences.filter((s) => !drop(s));
  return kept.length === sentences.length ? text : kept.join(" ");
}

const JOINS =
  /,\s+(?:and|but|so|while|whereas|although)\s+|,\s+|\s+(?:and|but|while|whereas|although)\s+/gi;
/** A clause must keep this many words on each side of a split, so "French and English" stays whole. */
const MIN_CLAUSE_WORDS = 4;

/** "(P.Ag. with the Institute, P.Eng. with APEGA)": a comma inside brackets ends no clause. */
const insideBrackets = (left: string) =>
  (left.match(/[(\[]/g) ?? []).length > (left.match(/[)\]]/g) ?? []).length;
/** "Our culinary director, Chef Ana Roy": a name set off by commas belongs to its sentence. */
const APPOSITIVE_NAME = /,\s*(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}$/u;

/**
 * The answer cut into clauses: at sentence marks, colons and dashes, then at "and", "but" or
 * a comma where each side is a clause of its own.
 */
export function clausesOf(text: string): string[] {
  return withLabels(sentencesOf(text).flatMap((s) => s.split(/(?<=[;:])\s+|\s+[-–—]\s+/)))
    .flatMap((sentence) => {
      const parts: string[] = [];
      let start = 0;
      for (const join of sentence.matchAll(JOINS)) {
        const end = join.index ?? 0;
        const left = sentence.slice(start, end);
        const rest = sentence.slice(end + join[0].length);
        // A bare "and" before a comma joins names in a list ("the grain terminal and agro
        // centres, and …"), not two clauses.
        const listed = !join[0].includes(",") && words(rest.split(",")[0]!) < MIN_CLAUSE_WORDS;
        if (
          words(left) >= MIN_CLAUSE_WORDS &&
          words(rest) >= MIN_CLAUSE_WORDS &&
          !listed &&
          !insideBrackets(left) &&
          !APPOSITIVE_NAME.test(left)
        ) {
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

/** "Budget : 40 000 $", "AI budget: $5,000": a short label and what it names are one sentence. */
function withLabels(pieces: readonly string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && last.endsWith(":") && words(last) <= 3)
      joined[joined.length - 1] = `${last} ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/**
 * Words a cut quotation must not end on: it would stop mid-phrase ("pulls from…", "Chief and…",
 * "62% a year and every…").
 */
const OPEN_ENDED =
  /^(?:a|an|the|and|or|but|of|to|from|in|on|at|by|for|with|into|our|their|its|my|your|his|her|every|each|all|any|some|no|this|that|these|those|le|la|les|l'|des|du|de|d'|et|ou|à|au|aux|nos|notre|leur|leurs|un|une|chaque|tout|tous|toute|toutes|ce|cet|cette|ces|son|sa|ses|mon|ma|mes|votre|vos)$/iu;
/** A word that carries a name on: "Chief and Council", "Ministry of Transportation". */
const NAME_JOIN = /^(?:and|of|&|de|du|des|et|la|le)$/i;
const capitalised = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);
/** Where a clause ends: a comma, semicolon, colon or dash, or the end of a sentence. */
const CLAUSE_END = /[,;:.!?](?=\s)|\s[-–—](?=\s)/g;
const SENTENCE_END = /^[.!?]$/;

/** A clause of its own after "and": "and we are trucking it further" is no list's last item. */
const OWN_CLAUSE =
  /^(?:and|or|but|so|et|ou|mais)\s+(?:we|i|they|it|he|she|you|nous|on|ils|elles|il|elle|j['’]|je)\b/iu;

/** "les menus de la semaine et les rapports": a list's items joined by "and" and an article. */
const NOUN_AFTER_AND =
  /\s(?:and|or|et|ou)\s+(?:the|a|an|our|their|its|his|her|my|les|le|la|l['’]|des|du|nos|notre|leurs?|un|une)\s/iu;
/** A clause opens on its subject ("we", "nobody"), a list item does not. */
const SUBJECT =
  /^(?:we|i|they|it|he|she|you|nobody|no one|there|which|who|where|when|so|because|since|nous|on|ils|elles|il|elle|je|j['’]|personne|ce qui|qui|donc|parce)\b/iu;

/**
 * Where a clause may end in flat text: every comma, semicolon, colon, dash and sentence end but
 * the commas of a list ("into the job file, the client portal, the invoice and the summary").
 */
function clauseEnds(flat: string): RegExpMatchArray[] {
  const marks = [...flat.matchAll(CLAUSE_END)].filter((mark) => {
    const at = (mark.index ?? 0) + 1;
    if (mark[0] === ",") return !insideBrackets(flat.slice(0, at));
    return mark[0] !== "." || !abbreviationStop(flat.slice(0, at), flat.slice(at));
  });
  return marks.filter((mark, i) => {
    if (mark[0] !== ",") return true;
    const from = (mark.index ?? 0) + 1;
    const next = marks[i + 1];
    const after = flat.slice(from, next?.index ?? flat.length).trim();
    const lastOfSentence = !next || SENTENCE_END.test(next[0]);
    const prev = marks[i - 1];
    const before = flat.slice(prev ? (prev.index ?? 0) + 1 : 0, mark.index).trim();
    // "the scale tickets, the cleaning schedule, the invoice …": a short item between commas.
    const item =
      (words(after) <= 3 && !lastOfSentence) || (prev?.[0] === "," && words(before) <= 3);
    // "…, cameras or operator data goes through the committee": a list's last items.
    const lastItem =
      !OWN_CLAUSE.test(after) &&
      !SUBJECT.test(after) &&
      ((lastOfSentence && words(after) <= 6 && /\b(?:and|or|et|ou)\b/iu.test(after)) ||
        /^(?:\S+\s+){0,2}\S+\s+(?:and|or|et|ou)\s/iu.test(after) ||
        NOUN_AFTER_AND.test(after));
    return !(item || lastItem);
  });
}

const flatten = (text: string) =>
  nestQuotes(
    text
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
const trimEnd = (text: string) => text.replace(/[.,;:\s]+$/, "");

/**
 * Flat text cut to at most `max` characters where a reader can see it was cut: at the last end
 * of a sentence (whole sentences, no ellipsis) or of a clause (an ellipsis), else at a word that
 * neither needs the next one nor sits inside a name; never inside a word.
 */
function cutQuote(flat: string, max: number): string {
  const room = flat.slice(0, max - 1);
  let end = -1;
  let sentenceEnd = -1;
  for (const mark of clauseEnds(flat).filter((m) => (m.index ?? 0) < room.length)) {
    if (words(room.slice(0, mark.index)) < MIN_CLAUSE_WORDS) continue;
    end = mark.index ?? 0;
    if (
      SENTENCE_END.test(mark[0]) &&
      !abbreviationStop(room.slice(0, end + 1), flat.slice(end + 1))
    )
      sentenceEnd = end;
  }
  // Whole sentences before a sentence cut short: a list is never cut in the middle.
  if (sentenceEnd > 0) return trimEnd(room.slice(0, sentenceEnd));
  if (end > 0) return `${trimEnd(room.slice(0, end))}…`;
  const whole = /\s/.test(flat[room.length] ?? " ") ? room : room.slice(0, room.lastIndexOf(" "));
  const kept = whole.split(" ");
  let next: string | undefined = flat.slice(whole.length).trim().split(" ")[0];
  while (kept.length > 1) {
    const last = kept[kept.length - 1]!;
    const inName = capitalised(last) && (capitalised(next) || NAME_JOIN.test(next ?? ""));
    if (!OPEN_ENDED.test(last) && !inName) break;
    next = kept.pop();
  }
  return `${trimEnd(kept.join(" "))}…`;
}

/**
 * The executive's words on one line, at most `max` characters (cut where a reader sees a cut:
 * see `cutQuote`), with inner double quotes made single so the quotation marks around it stay
 * the only ones.
 */
export function oneLine(text: string, max = 140): string {
  const flat = flatten(text);
  return flat.length <= max ? trimEnd(flat) : cutQuote(flat, max);
}

const CONJUNCTION = /^(?:and|but|so|or|while|et|mais|ou)\s+/i;

/**
 * The quotation of `part` of a sentence: the whole sentence when it fits in `max` characters;
 * otherwise the part with as many neighbouring clauses as fit (those before it first), and an
 * ellipsis wherever the sentence was cut, so a quote starts and ends where its words do.
 */
export function quotation(sentence: string, part: string, max = 140): string {
  const flat = flatten(sentence);
  if (flat.length <= max) return trimEnd(flat);
  const bounds = [0, ...clauseEnds(flat).map((m) => (m.index ?? 0) + m[0].length)];
  const segments = bounds.map((from, i) => flat.slice(from, bounds[i + 1] ?? flat.length));
  const at = Math.max(0, flat.indexOf(flatten(part)));
  const home = Math.max(
    0,
    bounds.findLastIndex((from) => from <= at),
  );
  let [first, last] = [home, home];
  const span = (a: number, b: number) =>
    segments
      .slice(a, b + 1)
      .join("")
      .trim();
  while (first > 0 && span(first - 1, last).length <= max - 2) first--;
  while (last < segments.length - 1 && span(first, last + 1).length <= max - 2) last++;
  const whole = span(first, last);
  const body = whole.length > max - 2 ? cutQuote(whole, max - 2).replace(/…$/, "") : whole;
  const endsCut = last < segments.length - 1 || body !== whole;
  const start = first > 0 ? `…${body.replace(CONJUNCTION, "")}` : body;
  return endsCut ? `${trimEnd(start)}…` : trimEnd(start);
}
