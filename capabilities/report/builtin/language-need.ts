import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { OwnWords } from "./tool-own-words";
import {
  CUSTOMERS_SPEAK,
  STAFF_LANGUAGE_WORDS,
} from "@/capabilities/report/content/staff-language-words";
import { joinWords } from "./text";
import { compileKeywords, firstMatch, withoutPhrases } from "./theme-patterns";

/**
 * A translation tool answers only a second-language need the executive wrote ("anything on the
 * floor must work in Punjabi"), in a language it translates, and says which: never the default
 * "bilingual proposals" of a consulting firm.
 */

const LANGUAGES: readonly [RegExp, string][] = [
  [
    /\b(?:french(?! (?:fr(?:y|ies)|toast|press|doors?|bread|onion))|français|francophones?)\b/iu,
    "French",
  ],
  [/\b(?:english|anglais|anglophones?)\b/iu, "English"],
  [/\b(?:spanish|espagnol)\b/iu, "Spanish"],
  [/\b(?:punjabi|pendjabi|panjabi)\b/iu, "Punjabi"],
  [/\b(?:mandarin|cantonese|chinese|chinois)\b/iu, "Chinese"],
  [/\b(?:tagalog|filipino)\b/iu, "Tagalog"],
  [/\b(?:korean|coréen)\b/iu, "Korean"],
  [/\b(?:vietnamese|vietnamien)\b/iu, "Vietnamese"],
  [/\b(?:farsi|persian|persan)\b/iu, "Farsi"],
  [/\b(?:hindi)\b/iu, "Hindi"],
  [/\b(?:urdu|ourdou)\b/iu, "Urdu"],
  [/\b(?:arabic|arabe)\b/iu, "Arabic"],
  [/\b(?:japanese|japonais)\b/iu, "Japanese"],
  [/\b(?:german|allemand)\b/iu, "German"],
  [/\b(?:portuguese|portugais)\b/iu, "Portuguese"],
  [/\b(?:ukrainian|ukrainien)\b/iu, "Ukrainian"],
  [/\b(?:russian|russe)\b/iu, "Russian"],
  [/\b(?:polish|polonais)\b/iu, "Polish"],
  [/\b(?:italian|italien)\b/iu, "Italian"],
  ...["Gujarati", "Tamil", "Somali", "Cree", "Ojibwe", "Inuktitut"].map(
    (name): [RegExp, string] => [new RegExp(`\\b${name}\\b`, "iu"), name],
  ),
];

/** Words that show a need to work across languages without naming one. */
const ACROSS_LANGUAGES =
  /\b(?:bilingual|bilingue|multilingual|translat\w+|tradu\w+|second language|other languages|language barrier|limited english|esl)\b/iu;

/** The languages the words name, English left out (it is the one already written). */
export function languagesIn(words: string): string[] {
  return [
    ...new Set(LANGUAGES.filter(([pattern]) => pattern.test(words)).map(([, name]) => name)),
  ].filter((name) => name !== "English");
}

/** The words show a second-language need at all. */
export const showsLanguageNeed = (words: string): boolean =>
  languagesIn(words).length > 0 || ACROSS_LANGUAGES.test(words);

const STAFF = compileKeywords(STAFF_LANGUAGE_WORDS);
const CUSTOMERS = compileKeywords([CUSTOMERS_SPEAK]);

/**
 * Whether the languages the words name are the staff's ("most of our cleaners speak Tagalog
 * first", "nos préposés parlent espagnol"), not the customers'.
 */
export const spokenByStaff = (words: string): boolean =>
  firstMatch(withoutPhrases(words, CUSTOMERS), STAFF) >= 0;

/**
 * Whether a translation tool answers the executive's words: they show a language need, and every
 * language they name is one it translates. Any other tool: always.
 */
export function translatesNeed(tool: CatalogueTool, own: OwnWords | undefined): boolean {
  if (tool.category !== "Translation") return true;
  if (!own || !showsLanguageNeed(own.words)) return false;
  const named = languagesIn(own.words);
  return named.every((language) => tool.languages?.includes(language) ?? false);
}

/** A translation tool's use here, in the language the words name: "Drafts translated into French …". */
export function translationUse(tool: CatalogueTool, own: OwnWords, company: string): string {
  const named = languagesIn(own.words);
  const into = named.length ? `into ${joinWords(named)}` : "between the languages you work in";
  if (spokenByStaff(own.words))
    return `For ${company}: training, safety and shift instructions for your staff, drafted and translated ${into} with ${tool.name}, keeping a glossary of your own terms, checked by a fluent supervisor and given to people where they work, not only by e-mail.`;
  return `For ${company}: the work your words name, drafted and translated ${into} with ${tool.name}, keeping a glossary of your own terms, and checked by a fluent reader before anyone relies on it.`;
}
