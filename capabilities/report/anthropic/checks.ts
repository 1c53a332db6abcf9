import { readinessPoints } from "@/model/documents/format";
import { challengeLabels } from "@/model/assessment/challenges";
import * as options from "@/model/assessment/options";
import { buildContext, type Context } from "@/capabilities/report/builtin/context";
import {
  BOTTOM_UP_PILLARS,
  TOP_DOWN_PILLARS,
  viewScore,
} from "@/capabilities/report/builtin/readiness";
import { usableTool } from "@/capabilities/report/builtin/shared";
import { allPublishedSources } from "@/capabilities/report/content/benchmarks";
import { familyResources } from "@/capabilities/report/content/family";
import { ILLUSTRATIVE, industryProfiles } from "@/capabilities/report/content/industries";
import { neutralAreas } from "@/capabilities/report/content/neutral-areas";
import { everyProfile } from "@/capabilities/report/content/profession-profiles";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { lintText } from "@/capabilities/report/lint";
import { reportReadiness, viewPoints } from "@/capabilities/report/team";
import { unsupportedClaims } from "./claims";
import { printablePeerStats } from "@/capabilities/report/peer-figures";
import { mentionable, namedTools, ownTools } from "./mentions";
import { escapeRegExp } from "@/platform/regexp";

/**
 * What a written document (or one section of it) must keep, whoever wrote it: no claim of use
 * or held licences the answers do not support, catalogue tools that fit the company, sources
 * and links from the source list, the computed scores, no stored option values in prose, and
 * none of the seams the report linter finds in one string (capabilities/report/lint.ts).
 * Pure: the Anthropic path checks each section with it, and the report audit can reuse it.
 */

export type CheckName =
  "use-claim" | "licence-claim" | "tool" | "source" | "score" | "slug" | "seam";

export interface CheckProblem {
  check: CheckName;
  /** Where in the checked value: "recommendedApplications[2].name". */
  path: string;
  detail: string;
}

/** The facts a document is checked against, worked out once per assessment. */
export interface CheckFacts {
  ctx: Context;
  /** Scores the documents may show out of 10 and out of 100. */
  outOf10: readonly number[];
  outOf100: readonly number[];
  /** Published source names, the industry examples' sources and "Illustrative example". */
  sources: ReadonlySet<string>;
  /** Hosts a link may point to: the catalogue's, the sources', the family resources'. */
  hosts: ReadonlySet<string>;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

/** Every source a document may cite: the published figures and the industry examples' sources. */
export const knownSources: ReadonlySet<string> = new Set([
  ILLUSTRATIVE,
  ...allPublishedSources.map((s) => s.name),
  ...[...industryProfiles, ...everyProfile.map(([, p]) => p)].flatMap((p) =>
    p.landscape.map((a) => a.industryExampleSource),
  ),
  ...neutralAreas.map((a) => a.industryExampleSource),
]);

const knownHosts: ReadonlySet<string> = new Set(
  [
    ...toolCatalogue.map((t) => t.url),
    ...allPublishedSources.map((s) => s.url),
    ...Object.values(familyResources).map((r) => r.url),
  ].flatMap((url) => hostOf(url) ?? []),
);

/** Every string inside a value, with its path. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** Links found in the grounding (the built-in drafts) are allowed too. */
export function checkFacts(input: GenerationInput, grounding: readonly unknown[] = []): CheckFacts {
  const { family, answers } = input;
  const industryStats = printablePeerStats(input.industryStats);
  // The bottom-up view is the team's once enough leaders answered (capabilities/report/team.ts).
  const readiness = reportReadiness(input);
  const team = input.team?.aggregates?.confidence;
  const groundingHosts = grounding
    .flatMap((g) => strings(g, ""))
    .flatMap(({ text }) => [...text.matchAll(URL_PATTERN)].flatMap((m) => hostOf(m[0]) ?? []));
  return {
    ctx: buildContext(input),
    outOf10: [
      readiness.score / 10,
      viewScore(readiness, TOP_DOWN_PILLARS),
      viewScore(readiness, BOTTOM_UP_PILLARS),
      // The executive's own confidence rating, and a target above it ("rate it 7/10").
      ...Array.from({ length: 11 - answers.aiConfidence }, (_, i) => answers.aiConfidence + i),
      ...(family ? [family.score, ...Object.values(family.breakdown)] : []),
      ...(industryStats ? [Math.round(industryStats.averageScore) / 10] : []),
      ...readiness.pillars.filter((p) => p.max === 10).map((p) => p.points),
      // The team's confidence figures, which the text may quote.
      ...(team ? [team.median, team.lowerQuartile, team.upperQuartile] : []),
    ],
    outOf100: [
      readiness.score,
      // The executive's own score and bottom-up view, quoted beside the team-counted ones.
      input.readiness.score,
      viewPoints(input.readiness).bottomUp,
      readinessPoints(viewScore(readiness, TOP_DOWN_PILLARS)),
      readinessPoints(viewScore(readiness, BOTTOM_UP_PILLARS)),
      ...(industryStats ? [Math.round(industryStats.averageScore)] : []),
      ...readiness.pillars.filter((p) => p.max === 100).map((p) => p.points),
    ],
    sources: knownSources,
    hosts: new Set([...knownHosts, ...groundingHosts]),
  };
}

const URL_PATTERN = /https?:\/\/[^\s)"'”>\]]+/g;
const OUT_OF_10 = /(\d+(?:\.\d+)?)\s*(?:\/|out of )\s*10(?!\d)/g;
const OUT_OF_100 = /(\d+(?:\.\d+)?)\s*(?:\/|out of )\s*100(?!\d)/g;

/** Hyphenated option values that are also ordinary English ("real-estate agents"). */
const ENGLISH = new Set(["real-estate", "canada-wide"]);
const SLUGS = [
  ...(Object.values(options) as unknown[])
    .filter((v): v is readonly options.Option[] => Array.isArray(v) && typeof v[0] === "object")
    .flatMap((list) => list.map((o) => o.value))
    .filter((v) => /[_-]/.test(v) && /[a-z]/.test(v) && !ENGLISH.has(v)),
  ...challengeLabels.keys(),
];
const RAW_SLUG = new RegExp(`(?<![\\w/.-])(?:${SLUGS.map(escapeRegExp).join("|")})(?![\\w-])`);

/** Fields restored from the catalogue or checked as a source: not the writer's prose. */
const NOT_PROSE =
  /(?:recommendedApplications|aiApps)\[\d+\]\.(?:name|category|description|pricing|url)$|industryExampleSource$|\.sources\[\d+\]|recommendedResources/;
/** Where a tool may be named without recommending it: for later, as a risk, as a cited example. */
const NOT_RECOMMENDED = /notYet|risks\[|industryExample$/;
const QUICK_WINS = /quickWins/;
const FAMILY = /^familyStrategies|\.familyStrategies/;

function checkProse(path: string, text: string, facts: CheckFacts, add: Add) {
  const { ctx } = facts;
  if (!FAMILY.test(path)) {
    for (const claim of unsupportedClaims(text, ctx))
      add(claim.kind, path, `"${claim.match}", which the answers do not support`);
  }
  const slug = text.match(RAW_SLUG);
  if (slug) add("slug", path, `the stored value "${slug[0]}" instead of words`);
  const names = [ctx.company, ctx.input.answers.executiveName];
  for (const seam of lintText(path, text, names)) add("seam", path, seam.detail);
  for (const [pattern, allowed, scale] of [
    [OUT_OF_10, facts.outOf10, 10],
    [OUT_OF_100, facts.outOf100, 100],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      if (!allowed.some((score) => Math.abs(score - Number(match[1])) < 0.05))
        add("score", path, `"${match[0].trim()}" is not a computed score out of ${scale}`);
    }
  }
  for (const url of text.match(URL_PATTERN) ?? []) {
    const host = hostOf(url);
    if (!host || !facts.hosts.has(host))
      add("source", path, `a link outside the source list: ${url}`);
  }
  for (const name of namedTools(text)) {
    const tool = findTool(name)!;
    if (ownTools(ctx).has(name.toLowerCase())) continue;
    if (!NOT_RECOMMENDED.test(path) && !mentionable(tool, ctx))
      add("tool", path, `names ${name}, which does not fit ${ctx.company}`);
    else if (QUICK_WINS.test(path) && tool.setup === "months")
      add("tool", path, `a quick win with ${name}, which takes months to set up`);
  }
}

type Add = (check: CheckName, path: string, detail: string) => void;

function checkTools(path: string, tools: unknown, facts: CheckFacts, add: Add) {
  if (!Array.isArray(tools)) return;
  tools.forEach((tool: { name?: unknown; url?: unknown; pricing?: unknown }, i) => {
    const at = `${path}[${i}]`;
    const entry = typeof tool?.name === "string" ? findTool(tool.name) : undefined;
    if (!entry) return add("tool", `${at}.name`, `"${String(tool?.name)}" is not in the catalogue`);
    if (!usableTool(entry.name, facts.ctx))
      add("tool", `${at}.name`, `${entry.name} does not fit ${facts.ctx.company}`);
    if (tool.url !== undefined && tool.url !== entry.url)
      add("tool", `${at}.url`, `${entry.name}'s address is not the catalogue's`);
    if (tool.pricing !== undefined && tool.pricing !== entry.pricing)
      add("tool", `${at}.pricing`, `${entry.name}'s pricing is not the catalogue's`);
  });
}

interface Sourced {
  kind?: unknown;
  name?: unknown;
  url?: unknown;
}

function checkStructure(content: Record<string, unknown>, facts: CheckFacts, add: Add) {
  checkTools("recommendedApplications", content.recommendedApplications, facts, add);
  checkTools("aiApps", content.aiApps, facts, add);
  const landscape = Array.isArray(content.solutionLandscape) ? content.solutionLandscape : [];
  let illustrative = 0;
  landscape.forEach((area: { industryExampleSource?: unknown }, i) => {
    const source = area?.industryExampleSource;
    if (typeof source === "string" && !facts.sources.has(source))
      add(
        "source",
        `solutionLandscape[${i}].industryExampleSource`,
        `"${source}" is not a known source`,
      );
    // Named cases exist for every area but one per industry: a second generic one was made up.
    if (source === ILLUSTRATIVE && ++illustrative > 1)
      add(
        "source",
        `solutionLandscape[${i}].industryExampleSource`,
        "a second illustrative example: use the area's published case",
      );
  });
  const benchmarks = content.industryBenchmarks as { sources?: Sourced[] } | undefined;
  (benchmarks?.sources ?? []).forEach((source, i) => {
    if (source.kind === "published" && !facts.sources.has(String(source.name)))
      add(
        "source",
        `industryBenchmarks.sources[${i}]`,
        `"${String(source.name)}" is not a known source`,
      );
  });
  const readiness = reportReadiness(facts.ctx.input);
  const scores = content.readinessAssessment as Record<string, unknown> | undefined;
  const expected: [string, unknown, number][] = [
    ["readinessScore", content.readinessScore, readiness.score / 10],
    ["readinessAssessment.overallScore", scores?.overallScore, readiness.score / 10],
    [
      "readinessAssessment.topDownScore",
      scores?.topDownScore,
      viewScore(readiness, TOP_DOWN_PILLARS),
    ],
    [
      "readinessAssessment.bottomUpScore",
      scores?.bottomUpScore,
      viewScore(readiness, BOTTOM_UP_PILLARS),
    ],
  ];
  for (const [path, value, score] of expected) {
    if (value !== undefined && value !== score)
      add("score", path, `${String(value)} instead of ${score}`);
  }
  const card = content.familyScorecard as { overallScore?: unknown } | undefined;
  const family = facts.ctx.input.family;
  if (card && card.overallScore !== family?.score)
    add(
      "score",
      "familyScorecard.overallScore",
      `${String(card.overallScore)} instead of ${family?.score}`,
    );
}

/** Every problem found in a document or one of its sections (an object of report fields). */
export function checkContent(content: unknown, facts: CheckFacts): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add: Add = (check, path, detail) => problems.push({ check, path, detail });
  if (content && typeof content === "object")
    checkStructure(content as Record<string, unknown>, facts, add);
  for (const { path, text } of strings(content, "")) {
    if (!NOT_PROSE.test(path)) checkProse(path, text, facts, add);
  }
  return problems;
}

const CHECK_WORDS: Record<CheckName, string> = {
  "use-claim": "it claimed AI use",
  "licence-claim": "it claimed licences already held",
  tool: "a tool check failed",
  source: "it cited outside the source list",
  score: "it changed a score",
  slug: "it left a stored option value",
  seam: "it left a seam",
};

/** "it claimed AI use: "AI already reaches Sales", which the answers do not support (executiveSummary)". */
export function describeProblem(problem: CheckProblem): string {
  return `${CHECK_WORDS[problem.check]}: ${problem.detail} (${problem.path})`;
}
