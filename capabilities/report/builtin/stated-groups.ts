import type { Department } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { DEPARTMENT_ROLES } from "@/capabilities/report/content/department-roles";
import { type StatedHeadcount } from "./headcount";
import { NUMBER, numberOf } from "./number-words";
import { oneLine } from "./theme-patterns";

/**
 * The people the executive counted for a department's work ("our 22 recruiters", "9 people in
 * customer service and billing", "14 bulk truck drivers", « 4 acheteurs »): the group a tool
 * for that work is sized to, read rather than assumed (review r18 class 2).
 */

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (words: readonly string[]) =>
  words.map((w) => escape(w).replace(/\s+/g, "\\s+")).join("|");
/** Up to two words before the role ("14 bulk truck drivers"), never a preposition or a span. */
const MODIFIERS =
  "(?:(?!(?:with|of|to|for|from|and|or|by|per|a|an|the|our|more|new|extra|additional|other|years?|months?|weeks?|days?|hours?|times?|avec|de|des|du|pour|et|ou|ans|mois|jours|heures|nouveaux|nouvelles|autres)\\s)[\\p{L}-]+\\s+){0,2}?";
const QUALIFIER = "(?:full-time\\s+|part-time\\s+|à temps plein\\s+|à temps partiel\\s+)?";
const PEOPLE = "(?:people|staff|employees|persons|personnes|employés|employées)";
const IN = "(?:in|on|at|doing|working in|who work in|dans|au|aux|à la|en)";
/** A count of hires, losses or needs is no group: "we hired 12 drivers", "we need 5 recruiters". */
const NOT_GROUP_BEFORE =
  /(?<![\p{L}])(?:hire[ds]?|hiring|lost|lose|losing|need|needs|short|shortage of|recruit\w*|more than|every|per|each|embauch\p{L}*|perdu|manque|besoin de|chaque|par)\s+(?:about\s+|around\s+|environ\s+)?$/iu;

function groupPattern(department: Department, label: string | undefined): RegExp | null {
  const { roles, areas } = DEPARTMENT_ROLES[department];
  // Operations' roles count only where the tool's own group names them ("drivers and field staff").
  const kept =
    department === "operations"
      ? roles.filter((role) => label && new RegExp(`\\b${escape(role)}\\b`, "iu").test(label))
      : roles;
  const keptAreas = department === "operations" ? [] : areas;
  const alternatives = [
    ...(kept.length ? [`${QUALIFIER}${MODIFIERS}(?:${anyOf(kept)})`] : []),
    ...(keptAreas.length
      ? [
          `${QUALIFIER}${PEOPLE}\\s+${IN}\\s+(?:the\\s+|our\\s+|le\\s+|la\\s+|nos\\s+)?(?:${anyOf(keptAreas)})`,
        ]
      : []),
  ];
  if (!alternatives.length) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:our\\s+|nos\\s+)?(${NUMBER})\\s+(?:${alternatives.join("|")})(?![\\p{L}])`,
    "giu",
  );
}

/** The first count of the department's people the free-text answers state, or null. */
export function statedGroup(
  answers: AssessmentInput,
  department: Department,
  label?: string,
): StatedHeadcount | null {
  const pattern = groupPattern(department, label);
  if (!pattern) return null;
  for (const field of THEME_FIELDS) {
    const text = oneLine(answers[field] ?? "", 10_000);
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index);
      const count = numberOf(match[1]!);
      if (!count || NOT_GROUP_BEFORE.test(before)) continue;
      return { count, words: match[0] };
    }
  }
  return null;
}
