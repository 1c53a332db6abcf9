import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";

/**
 * A newsroom's rule that AI writes none of its journalism: "AI will never write anything that
 * runs under a reporter's byline", "no AI-written stories", « aucun article rédigé par l'IA ».
 * No tool, pilot or quick win then has AI draft a story, an article or news copy; AI keeps to the
 * work around the reporting (transcripts, agenda summaries a reporter reads, ads and classifieds,
 * the archive), read by an editor. Ad copy is no journalism and stays allowed.
 */

const QUOTE_MAX = 220;

const REFUSES =
  /\b(?:never|no|not|nothing|none|won['’]t|will not|must not|shall not|isn['’]t|aren['’]t)\b|(?<!\p{L})(?:jamais|aucune?|pas|rien)(?!\p{L})/iu;
const AI =
  /\b(?:ai|a\.i\.|artificial intelligence|chatgpt|a machine)\b|(?<!\p{L})(?:ia|l['’]ia|d['’]ia)(?!\p{L})/iu;
/** Journalism the rule keeps for people: a byline names it without any verb. */
const BYLINE =
  /\bby-?lines?\b|(?<!\p{L})signature d['’]un(?:e)? journaliste(?!\p{L})|(?<!\p{L})signés? par (?:un|une|nos) journalistes?(?!\p{L})/iu;
const JOURNALISM =
  /\b(?:(?:news )?stor(?:y|ies)|articles?|news(?: copy| items?| briefs?)?|editorials?|columns?|journalism|reporting)\b|(?<!\p{L})(?:articles?|nouvelles|reportages?|éditoriaux|éditorial|chroniques?)(?!\p{L})/iu;
const WRITES =
  /\b(?:writ\w*|draft\w*|generat\w*|produc\w*|author\w*|compos\w*)\b|(?<!\p{L})(?:rédig\p{L}*|écri\p{L}*|génér\p{L}*|produi\p{L}*)(?!\p{L})/iu;

/** The byline rules one answer states, a sentence each. */
export function bylineRulesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) => {
    const refusal = sentence.match(REFUSES);
    const ai = sentence.match(AI);
    const copy =
      sentence.match(BYLINE) ?? (WRITES.test(sentence) ? sentence.match(JOURNALISM) : null);
    if (!refusal || !ai || !copy) return [];
    return [
      {
        id: "no-ai-bylines" as const,
        class: "never" as const,
        field,
        clause: sentence,
        quote: quoteFor(text, sentence, QUOTE_MAX),
        evidence: [refusal[0], ai[0], copy[0]],
        respect: "nothing AI writes runs as journalism under a reporter's byline",
        themes: [],
      },
    ];
  });
}

/** Work that has AI write journalism: "drafts news stories", "AI-written articles", « rédige des articles ». */
const DRAFTS_JOURNALISM = new RegExp(
  [
    String.raw`\b(?:writ\w*|draft\w*|generat\w*|produc\w*|rewrit\w*)\s+(?:\w+\s+){0,3}?(?:news stor(?:y|ies)|stor(?:y|ies)|articles?|news(?: copy| items?| briefs?)?|editorials?|columns?)\b`,
    String.raw`\b(?:ai|machine)[- ](?:written|drafted|generated)\s+(?:news\s+)?(?:stor(?:y|ies)|articles?|news|copy)\b`,
    String.raw`(?<!\p{L})(?:rédig\p{L}*|écri\p{L}*|génér\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:articles?|nouvelles|reportages?)(?!\p{L})`,
  ].join("|"),
  "iu",
);

/** Whether work described in these words has AI write journalism the byline rule keeps for people. */
export const draftsJournalism = (words: string): boolean => DRAFTS_JOURNALISM.test(words);

/** Under a byline rule, whether a sentence of the answers tells of journalism AI may not write. */
export const keptForReporters = (
  sentence: string,
  constraints: readonly StatedConstraint[],
): boolean => constraints.some((c) => c.id === "no-ai-bylines") && draftsJournalism(sentence);

/** How a writing tool keeps to the byline rule, for its use case. */
export const bylineNote = (tool: string): string =>
  `${tool} writes nothing that runs under a reporter's byline: it transcribes interviews, summarises agendas for the reporter who covers them, drafts ad copy and classifieds and tags the archive, and an editor reads what it produces, as your rule says.`;
