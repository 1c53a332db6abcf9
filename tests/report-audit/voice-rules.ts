import type { Context } from "@/capabilities/report/builtin/context";
import { escapeRegExp } from "@/platform/regexp";
import { isProse, strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * A consultant's voice (review 16): an owner still to be named is asked for once and referred to
 * after that, and the client's name introduces a section rather than opening every sentence.
 */

/** An owner left as a placeholder rather than a lead the executive names once. */
const PLACEHOLDER = /\b(?:someone|a clinician) you name\b/gi;
/** At most this many placeholders in one document. */
export const MOST_PLACEHOLDERS = 2;
/** At most this many mentions of the company's name per 1,000 words of one document's prose. */
export const MOST_NAMES_PER_1000_WORDS = 6;

/** Each document's prose, outside the executive's own quoted words, as one text. */
function documentsProse(docs: AuditedDocuments): { document: string; text: string }[] {
  return (["reportData", "roadmap"] as const).map((document) => ({
    document,
    text: strings(docs[document], document)
      .filter((s) => isProse(s.path) && !/\.(?:name|url|evidence\b.*)$/.test(s.path))
      .map((s) => s.text.replace(/“[^”]*”/g, "“…”"))
      .join("\n"),
  }));
}

export function voiceRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const name = ctx.company.trim().length > 2 && new RegExp(escapeRegExp(ctx.company), "g");
  for (const { document, text } of documentsProse(docs)) {
    const placeholders = text.match(PLACEHOLDER)?.length ?? 0;
    if (placeholders > MOST_PLACEHOLDERS)
      found.push({ rule: STORY_RULES.placeholders, detail: `${document}: ${placeholders} times` });
    const words = text.split(/\s+/).length;
    const names = name ? (text.match(name)?.length ?? 0) : 0;
    const per1000 = (names * 1000) / Math.max(words, 1000);
    if (per1000 > MOST_NAMES_PER_1000_WORDS)
      found.push({
        rule: STORY_RULES.companyName,
        detail: `${document}: ${names} times in ${words} words`,
      });
  }
  return found;
}
