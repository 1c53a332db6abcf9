/**
 * Features of a system the company owns and has not used (review r22): "We bought Bullhorn two
 * years ago and have never used its automation features", "we pay for the AI add-on but nobody
 * has turned it on", « nous n'avons jamais utilisé ses fonctions d'automatisation ». The system is
 * in place, paid for, and its own automation or AI is the first lever a pilot pulls, before any
 * new tool is proposed for that work. The captured group names the features as written.
 */
/** Features said to be the system's own ("its automation features"), or the system itself ("it"). */
const FEATURES = String.raw`(?:(?:its|their|the|that)\s+((?:[\p{L}-]+\s+){0,3}?(?:automations?|automation features|AI(?: features| tools| module)?|features|workflows?|modules?|add-ons?|tools))|(it|them))`;

export const UNUSED_FEATURES = new RegExp(
  [
    String.raw`\b(?:(?:have|has|had|['’]ve)\s+)?(?:never|not yet|barely|hardly|rarely)\s+(?:really\s+|even\s+|once\s+)?(?:used|touched|turned on|switched on|set up|tried|activated)\s+${FEATURES}\b`,
    String.raw`\b(?:haven['’]t|hasn['’]t|have not|has not|don['’]t|do not|aren['’]t|are not|nobody has|no one has)\s+(?:yet\s+|really\s+|ever\s+)?(?:used|using|touched|turned on|switched on|set up|activated)\s+${FEATURES}\b`,
    String.raw`\b(?:unused|untouched|sits? unused|never been (?:used|switched on|turned on|set up))\b`,
    String.raw`(?<!\p{L})(?:n['’]\s?)?(?:avons|ont|a)\s+jamais\s+(?:vraiment\s+)?(?:utilisé|activé|essayé)\s+(?:ses|leurs|les|sa|son)\s+((?:[\p{L}'’-]+\s+){0,3}?(?:fonctions?|fonctionnalités|automatisations?|modules?|outils)(?:\s+d['’]\p{L}+)?)`,
  ].join("|"),
  "iu",
);

/**
 * The features the sentence says are unused, in the report's words ("automation features", "AI
 * features"), or null when it says none are.
 */
export function unusedFeaturesIn(sentence: string): string | null {
  const match = UNUSED_FEATURES.exec(sentence);
  if (!match) return null;
  const named = match.slice(1).find((g) => g !== undefined) ?? "";
  if (/automat/iu.test(named)) return "automation features";
  if (/\bAI\b|\bIA\b/u.test(named)) return "AI features";
  if (/workflow/iu.test(named)) return "workflows";
  if (/modules?\b|add-ons?/iu.test(named)) return "modules";
  return "features";
}
