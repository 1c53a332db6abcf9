import type { AssessmentInput } from "@/model/assessment/schemas";
import { sentencesOf } from "./theme-patterns";

/**
 * The executive puts cleaning the data before anything else ("so data clean-up has to come
 * first", "il faut d'abord nettoyer nos données"): the clean-up is phase 1's, and no pilot starts
 * beside it, so the first pilot opens the second phase.
 */

const DATA_WORK = String.raw`(?:data|records?|item master|master data|product list|customer list|sku|données|fiches?|dossiers?)[\s-]+(?:\p{L}+[\s-]+){0,2}?(?:clean-?up|cleanup|cleaning|clean|tidy(?:ing)?|fix(?:ing|es)?|de-?dup\p{L}*|nettoyage|ménage)|(?:clean(?:ing)?|tidy(?:ing)?|fix(?:ing)?|nettoyer|nettoyage(?: de)?|le ménage (?:dans|de))\s+(?:up\s+)?(?:our|the|nos|les|des|notre|le|la)?\s*(?:\p{L}+\s+){0,2}?(?:data|records|item master|master data|données|fiches|dossiers)`;
const FIRST = String.raw`(?:has to|must|needs? to|should|will|doit|doivent)\s+(?:come|go|happen|be done)\s+first|comes? first|first,? before (?:any|anything)|before (?:anything|any AI|any pilot) else|(?:doit|doivent) (?:passer|venir|se faire) (?:en premier|d['’]abord|avant tout)|avant tout`;
const ORDER = new RegExp(
  String.raw`(?:${DATA_WORK})[^.;]{0,30}?(?:${FIRST})|(?:first|d['’]abord|avant tout|en premier)\s*,?\s+(?:we (?:must|have to|need to)\s+|il faut\s+|on doit\s+)?(?:${DATA_WORK})|il faut d['’]abord\s+(?:${DATA_WORK})`,
  "iu",
);

/** The sentence that puts the data clean-up first, as written; null when none does. */
export function dataCleanUpFirst(answers: AssessmentInput): string | null {
  for (const text of [answers.aiFriction, answers.otherChallenge, answers.aiExperience])
    for (const sentence of sentencesOf(text ?? ""))
      if (ORDER.test(sentence)) return sentence.trim().replace(/[.!?]+$/, "");
  return null;
}
