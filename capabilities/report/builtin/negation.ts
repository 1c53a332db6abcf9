/**
 * A word the executive names only to deny it is no trigger (review r14 class 2): "that has to
 * come from our Safety Management System, not a chatbot" mentions no chatbot of theirs, nor do
 * "no chatbot", "never a chatbot", « pas un robot conversationnel », « aucun clavardage ».
 */

/** A denial just before a word: "not a", "no", "never an", "without any", « pas un », « aucun », « jamais de ». */
const DENIED_BEFORE =
  /(?:(?<![\p{L}])(?:not|no|never|without|nor|pas|aucune?|aucuns|jamais|sans|ni)|n['’]t)\s+(?:(?:a|an|any|one|the|un|une|de|d['’]|des|du|le|la|les)\s*){0,2}(?:(?:single|real|actual|vrai|seul)\s+)?$/iu;

/** Only the denial of what a thing is: "not a chatbot", « pas un chatbot »; "no chatbot yet" may still be a need. */
const NOT_A_BEFORE =
  /(?:(?<![\p{L}])(?:not|never|pas|jamais)|n['’]t)\s+(?:a|an|un|une|d['’]une?)\s+$/iu;

/** Whether the words just before `index` in `text` deny what follows. */
export function deniedAt(text: string, index: number, only: "any" | "not-a" = "any"): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  return (only === "not-a" ? NOT_A_BEFORE : DENIED_BEFORE).test(before);
}

/** The first match of `pattern` in `text` that no denial precedes, or null. */
export function firstMentionOf(text: string, pattern: RegExp): string | null {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (const match of text.matchAll(global)) if (!deniedAt(text, match.index ?? 0)) return match[0];
  return null;
}
