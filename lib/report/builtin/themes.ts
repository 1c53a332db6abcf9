import type { AssessmentInput } from "@/lib/assessment/schemas";
import { themes, type ThemePlacement } from "@/lib/report/content/themes";
import { meaningful } from "./text";

/**
 * Reads every free-text answer and answers it: each recognised theme becomes an owned action
 * in the roadmap, a quick win, a risk or a governance step; a challenge or friction in the
 * executive's own words that matches no theme still becomes a scoped, owned first step.
 */

export type ThemeField = "otherChallenge" | "aiFriction" | "aiExperience" | "otherPlatforms";

export interface RecognisedTheme {
  themeId: string;
  field: ThemeField;
  /** The executive's words, on one line and trimmed to a readable length. */
  quote: string;
  placement: ThemePlacement;
  title: string;
  action: string;
  owner: string;
  measure: string;
  risk?: { risk: string; mitigation: string; why: string };
}

const FIELDS: readonly ThemeField[] = [
  "otherChallenge",
  "aiFriction",
  "aiExperience",
  "otherPlatforms",
];
const MAX_PER_FIELD = 2;
const FIELD_NAMES: Record<ThemeField, string> = {
  otherChallenge: "the challenge you added",
  aiFriction: "what slows adoption",
  aiExperience: "your AI experience",
  otherPlatforms: "your other systems",
};

/** One line, at most `max` characters, without closing punctuation. */
export function oneLine(text: string, max = 110): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  return cut.replace(/[.\s]+$/, "");
}

export function recogniseThemes(answers: AssessmentInput): RecognisedTheme[] {
  const found: RecognisedTheme[] = [];
  const seen = new Set<string>();
  for (const field of FIELDS) {
    const text = meaningful(answers[field]);
    if (!text) continue;
    const quote = oneLine(text);
    const matches = themes
      .filter((t) => t.pattern.test(text) && !seen.has(t.id))
      .slice(0, MAX_PER_FIELD);
    for (const theme of matches) {
      seen.add(theme.id);
      found.push({
        themeId: theme.id,
        field,
        quote,
        placement: theme.placement,
        title: theme.title,
        action: theme.action,
        owner: theme.owner,
        measure: theme.measure,
        ...(theme.risk
          ? { risk: { ...theme.risk, why: `You named it in ${FIELD_NAMES[field]}: “${quote}”.` } }
          : {}),
      });
    }
    if (!matches.length && (field === "otherChallenge" || field === "aiFriction")) {
      found.push({
        themeId: "own-words",
        field,
        quote,
        placement: "roadmap",
        title: field === "otherChallenge" ? "The challenge you added" : "What slows adoption",
        action: `Map where “${quote}” costs time or money today, then test one AI-assisted step against that figure`,
        owner: "Operations Manager",
        measure: "time or cost of the step tested",
      });
    }
  }
  return found;
}
