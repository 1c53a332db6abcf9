import type { Department } from "@/model/assessment/options";
import { labelOf, platformOptions } from "@/model/assessment/options";
import type { CatalogueTool, ChallengeApplication } from "@/capabilities/report/content/types";
import type { ToolEvidence } from "@/model/documents/report-schemas";
import { runs, type ChosenChallenge, type Context } from "./context";
import {
  doesSomeOf,
  fitsCompany,
  isInUse,
  isNative,
  professionEvidence,
  servesChallenge,
} from "./tool-fit";
import { ownWordsFor, type OwnWords } from "./tool-own-words";
import { translatesNeed } from "./language-need";

/** How one catalogue tool matches the company: what it answers, and its score among the rest. */

export interface ToolMatch {
  tool: CatalogueTool;
  score: number;
  /** The AI of a platform the company runs or of a system it named. */
  native: boolean;
  /** The executive already uses it: the recommendation is the next step. */
  inUse: boolean;
  /** Chosen challenges whose tool list names it, in the executive's order. */
  challenges: ChosenChallenge[];
  /** A keyword of the tool appears in a chosen challenge it can serve. */
  keyword: boolean;
  /** Focus departments it serves: where AI is hoped to help, not where it is used. */
  departments: Department[];
  /** Platforms and named systems of the company it connects to, by name. */
  connects: string[];
  /** Built for the company's industry: never enough on its own, an answer must point to it too. */
  industry: boolean;
  /** The answers that show a profession it is built for (empty for a tool built for none). */
  profession: ToolEvidence[];
  /** The executive's own words it answers directly: a problem it names, or a need read as a theme. */
  ownWords?: OwnWords;
  /** Chosen as the one approved assistant of a company with neither a suite nor a policy. */
  approvedDefault?: boolean;
  /** The challenge and application it was chosen for, when a challenge chose it. */
  reason?: { challenge: ChosenChallenge; application: ChallengeApplication };
}

/**
 * A tool answers a need the executive stated: it is in use, a chosen challenge or its keyword
 * points to it, their own words do, or it is the assistant the brief sanctions. Only such a tool
 * leads, a system's own AI included.
 */
export const answersStated = (m: ToolMatch, sanctioned: string): boolean =>
  m.inUse ||
  m.challenges.length > 0 ||
  m.keyword ||
  m.ownWords !== undefined ||
  m.tool.name === sanctioned;

/** The company's platforms and named systems the tool connects to (its own home left out). */
export function connectionsOf(tool: CatalogueTool, ctx: Context): string[] {
  const platforms = tool.platforms
    .filter((p) => p !== tool.nativeTo && runs(ctx, p))
    .map((p) => labelOf(platformOptions, p));
  const systems = (tool.integratesWith ?? [])
    .filter((ref) => ref !== tool.system && runs(ctx, ref))
    .map(
      (ref) =>
        ctx.systems.find((s) => s.id === ref)?.name ?? labelOf(platformOptions, ref as string),
    );
  return [...new Set([...platforms, ...systems])];
}

/**
 * Categories proposed only for work the answers show: a data clean-up or an audit-evidence tool
 * for a care home that named neither was a C$25,000 answer to no question (review r22).
 */
const SHOWN_WORK_ONLY = new Set([
  "Drawing review",
  "Shift scheduling",
  "Data preparation",
  "Compliance automation",
]);

export function matchTool(
  tool: CatalogueTool,
  ctx: Context,
  needs: Map<string, OwnWords>,
): ToolMatch | null {
  if (!fitsCompany(tool, ctx)) return null;
  const native = isNative(tool, ctx);
  // The challenge it is the best fit for first (its place in each challenge's list).
  const listed = (c: ChosenChallenge) => c.mapping?.tools.indexOf(tool.name) ?? -1;
  // A challenge that lists it counts only where it does one of the challenge's applications.
  const challenges = ctx.challenges
    .filter((c) => listed(c) >= 0 && doesSomeOf(tool, c, ctx.answers))
    .sort((x, y) => listed(x) - listed(y));
  const keyword = ctx.challenges.some((c) => servesChallenge(tool, c, ctx.answers));
  const departments = tool.departments.filter((d) => ctx.focusDepartments.includes(d));
  const connects = native ? [] : connectionsOf(tool, ctx);
  const industry = tool.industries !== "all";
  const profession = professionEvidence(tool, ctx);
  const ownWords = ownWordsFor(tool, ctx, needs);
  // A translation tool only for a second language the executive wrote, and one it translates.
  if (!translatesNeed(tool, ownWords)) return null;
  // A model on the company's own computers is proposed only for a constraint that calls for it.
  if (tool.dataRegions?.includes("own-computers") && !ownWords) return null;
  // The industry option alone is no evidence: something the executive answered must point here.
  const evidenced =
    native ||
    challenges.length ||
    keyword ||
    departments.length ||
    ownWords ||
    profession.length ||
    ctx.inPlace.some((t) => t.name === tool.name);
  if (!evidenced) return null;
  // Drawing review and staff scheduling need that work in the answers: a challenge or the
  // executive's words, never a department or a profession alone (review r17).
  const inPlace = ctx.inPlace.some((t) => t.name === tool.name);
  if (
    SHOWN_WORK_ONLY.has(tool.category) &&
    !(native || challenges.length || keyword || ownWords || inPlace)
  )
    return null;
  let score = 0;
  ctx.challenges.forEach((c, i) => {
    const listed = challenges.includes(c) ? (c.mapping?.tools.indexOf(tool.name) ?? -1) : -1;
    const weight = 1 - 0.1 * Math.min(i, 5);
    if (listed >= 0) score += (40 - 4 * Math.min(listed, 4)) * weight;
    else if (servesChallenge(tool, c, ctx.answers)) score += 8 * weight;
  });
  score += Math.min(departments.length, 2) * 6;
  score += Math.min(connects.length, 2) * 8;
  if (industry) score += 6;
  if (profession.length) score += 12;
  if (ownWords) score += 20;
  return {
    tool,
    score,
    native,
    inUse: isInUse(tool, ctx),
    challenges,
    keyword,
    departments,
    connects,
    industry,
    profession,
    ...(ownWords ? { ownWords } : {}),
  };
}
