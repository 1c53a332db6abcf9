import type { Department } from "@/model/assessment/options";
import type { Profession } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { governingOf } from "./professions";
import { FRENCH_BOARD } from "./governing-body";

/**
 * Which roles and bodies a company of this size has, as far as its answers show: the function
 * the executive's own title runs (a COO is the head of operations), the function a role's title
 * names, and whether there is a board to report to.
 */

/** The function a title names: "Chief Operating Officer", "VP Finance", "Head of Sales". */
const FUNCTIONS: readonly { department: Department; words: RegExp }[] = [
  {
    department: "operations",
    words: /\b(?:coo|operating|operations?|ops|plant|production)\b/i,
  },
  {
    department: "finance",
    words: /\b(?:cfo|financial|finance|controller|comptroller|bookkeeper|accounting)\b/i,
  },
  { department: "marketing", words: /\b(?:cmo|marketing|communications)\b/i },
  { department: "sales", words: /\b(?:sales|business development|revenue)\b/i },
  { department: "hr", words: /\b(?:chro|hr|human resources|people|talent)\b/i },
  {
    department: "customer_service",
    words:
      /\b(?:customer (?:service|experience|success)|member services|client services|guest services)\b/i,
  },
  { department: "supply_chain", words: /\b(?:supply chain|purchasing|procurement|logistics)\b/i },
];

/** The function a role's title names, if one. */
export function roleDepartment(role: string): Department | undefined {
  return FUNCTIONS.find((f) => f.words.test(role))?.department;
}

/**
 * A role that heads its function ("Head of Operations", "Director of Finance", "VP Sales",
 * "Chief Operating Officer", "operations lead"), not one of the managers under it.
 */
export const isHeadOf = (role: string): boolean =>
  /^(?:head|director|vp|vice[- ]president|chief)\b|\b(?:director|lead|officer)$/i.test(
    role.trim(),
  ) || /^(?:COO|CFO|CMO|CHRO|CRO)$/.test(role.trim());

/** A head, director, vice-president or C-suite title: senior, not one of the managers. */
export const isSeniorTitle = (role: string): boolean =>
  /^(?:head|director|vp|vice[- ]president|chief)\b|\bdirector$/i.test(role.trim()) ||
  /^(?:COO|CFO|CMO|CHRO|CRO|CTO|CIO)$/.test(role.trim());

/** Over 500 staff a head or director of a function is the rule; below, only where the answers show one. */
export const seniorTitlesShown = (ctx: Pick<Context, "sizeBand" | "answers">): boolean =>
  ctx.sizeBand === "enterprise" || ctx.answers.companyEmployees === "501-1000";

/**
 * The function the executive runs themself, by their title: a COO or an operations director is
 * the head of operations, so no "Head of Operations" beside them. A CEO, owner or president runs
 * none in particular.
 */
export function executiveDepartment(ctx: Pick<Context, "title">): Department | undefined {
  return roleDepartment(ctx.title);
}

/** Professions that answer to a board the members, owners or Nation elect or appoint. */
const BOARDED: readonly Profession[] = [
  "bank",
  "credit-union",
  "nonprofit",
  "agri-coop",
  "first-nation",
  "property-management",
  "school",
  "performing-arts",
];

/** A board in the executive's own words (English or French). */
const BOARD_WORDS =
  /\b(?:board|boards|board of directors|trustees|conseil d'administration|conseil d’administration)\b/i;

/**
 * Whether the company has a board to report to: the answers name one, its profession has one (a
 * credit union, a co-operative, a charity), or it is large enough (over 200 staff) that one is
 * the rule. A six-person law office or a family funeral home has none.
 */
export function boardShown(ctx: Context): boolean {
  if (ctx.sizeBand === "large" || ctx.sizeBand === "enterprise") return true;
  if (governingOf(ctx).some((p) => BOARDED.includes(p))) return true;
  const a = ctx.answers;
  const words = [a.otherChallenge, a.aiExperience, a.aiFriction, a.executiveTitle]
    .filter(Boolean)
    .join("\n")
    // "Board and paper prices", "a mood board": not a governing board.
    .replace(
      /\b(?:mood|paper|card|cutting|circuit|white|dash|key|snow|skate|sign)\s?boards?\b/gi,
      "",
    )
    .replace(/\bboards? (?:and|et) (?:paper|papier)\b/gi, "");
  return BOARD_WORDS.test(words) || FRENCH_BOARD.test(words);
}
