import { escapeRegExp } from "@/platform/regexp";

/**
 * What slows AI adoption, as leaders write it in the survey's free-text friction answer. The
 * team view shows only how many answers raise each theme, never the words (docs/features.md: Team mode).
 */

interface FrictionTheme {
  id: string;
  label: string;
  /** Lower-case word starts, matched at the start of a word. */
  stems: readonly string[];
}

export const frictionThemes: readonly FrictionTheme[] = [
  {
    id: "skills",
    label: "Skills and training",
    stems: ["skill", "train", "know-how", "knowledge", "literacy", "learn", "expertise"],
  },
  {
    id: "time",
    label: "Time and competing priorities",
    stems: ["time", "busy", "priorit", "bandwidth", "capacity", "workload"],
  },
  {
    id: "data",
    label: "Data and systems",
    stems: ["data", "system", "integrat", "legacy", "erp", "crm", "silo", "infrastructure"],
  },
  {
    id: "risk",
    label: "Security, privacy and risk",
    stems: ["secur", "privacy", "confidential", "risk", "complian", "legal", "regulat"],
  },
  {
    id: "budget",
    label: "Budget and cost",
    stems: ["budget", "cost", "money", "fund", "expens", "price", "roi"],
  },
  {
    id: "trust",
    label: "Fear, trust and culture",
    stems: [
      "fear",
      "afraid",
      "worr",
      "trust",
      "job",
      "resist",
      "culture",
      "union",
      "scept",
      "skept",
    ],
  },
  {
    id: "direction",
    label: "Leadership and direction",
    stems: [
      "leader",
      "strategy",
      "direction",
      "vision",
      "ownership",
      "sponsor",
      "policy",
      "guidance",
    ],
  },
];

const patterns = frictionThemes.map((theme) => ({
  theme,
  pattern: new RegExp(`\\b(${theme.stems.map(escapeRegExp).join("|")})`, "i"),
}));

/** The ids of the themes one answer raises. */
export function frictionThemesOf(text: string): string[] {
  return patterns.filter(({ pattern }) => pattern.test(text)).map(({ theme }) => theme.id);
}
