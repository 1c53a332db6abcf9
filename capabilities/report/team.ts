import type { ReadinessPillar, ReadinessResult } from "@/model/scoring";
import { readinessModel, type ReadinessModel } from "@/model/scoring/readiness-models";
import type { TeamAggregates } from "@/capabilities/team";
import { BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS, viewScore } from "./builtin/readiness";
import { possessive } from "./builtin/text";
import { readinessPoints } from "@/model/documents/format";
import type { GenerationInput } from "./generation-input";

/**
 * The leadership team in the report. Top-down (confidence, outlook, governance) stays the
 * executive's. From the minimum of responses on, the bottom-up pillars the team answered for are
 * the team's: hands-on tool use from the tools each leader uses, culture & adoption in practice
 * from the posture they see and whether they named what slows adoption; the data & platform
 * foundation (systems the company runs, not asked of the team) stays the executive's answer.
 * The overall score is then recomputed as the two views average, so it always lies between
 * them. Only aggregates are read: counts per option and per number of tools, never one leader.
 */

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The team's aggregates the report may use: null below the minimum or without a team. */
const teamAggregatesOf = (input: GenerationInput): TeamAggregates | null =>
  input.team?.aggregates ?? null;

/** How many leaders' answers the bottom-up view reflects, or null when it is the executive's. */
export const bottomUpLeaders = (input: GenerationInput): number | null =>
  teamAggregatesOf(input)?.responses ?? null;

export const bottomUpNote = (leaders: number) => `Bottom-up reflects ${leaders} leaders' answers.`;

/** The bottom-up meter's description, naming the team when its answers are the ones scored. */
export const bottomUpDescription = (leaders?: number | null) =>
  leaders
    ? `Team skills, tools, data and adoption. ${bottomUpNote(leaders)}`
    : "Team skills, tools, data and adoption";

const byCount = (table: readonly number[], count: number) =>
  table[Math.min(count, table.length - 1)]!;

function toolUse(pillar: ReadinessPillar, team: TeamAggregates, m: ReadinessModel) {
  const { toolsPerLeader } = team.practice;
  const n = team.responses;
  const mean =
    toolsPerLeader.reduce(
      (sum, leaders, tools) => sum + leaders * byCount(m.toolPoints, tools),
      0,
    ) / n;
  const best = m.toolPoints[m.toolPoints.length - 1]!;
  const using = n - toolsPerLeader[0];
  return {
    ...pillar,
    points: round1((mean / best) * pillar.max),
    reasons: [`${using} of ${n} leaders use AI tools themselves`],
  };
}

/** The team's counts per posture, and the posture most of them see (undefined with none). */
function postureOf(team: TeamAggregates) {
  const options = team.questions.find((q) => q.field === "orgPosture")?.options ?? [];
  const most = options.reduce((best, o) => (o.count > best.count ? o : best), options[0]!);
  return { options, most };
}

function culture(pillar: ReadinessPillar, team: TeamAggregates, m: ReadinessModel) {
  const n = team.responses;
  const { options, most } = postureOf(team);
  const posturePoints =
    options.reduce(
      (sum, o) => sum + o.count * (m.posturePoints[o.value as keyof typeof m.posturePoints] ?? 0),
      0,
    ) / n;
  const friction = (team.practice.namedFriction / n) * m.frictionPoints;
  const reasons = most
    ? [`${most.count} of ${n} leaders say the organization is ${most.label.toLowerCase()}`]
    : [];
  return { ...pillar, points: round1(posturePoints + friction), reasons };
}

/** The two views of a readiness in whole points out of 100, as every document shows them. */
export const viewPoints = (readiness: ReadinessResult) => ({
  topDown: readinessPoints(viewScore(readiness, TOP_DOWN_PILLARS)),
  bottomUp: readinessPoints(viewScore(readiness, BOTTOM_UP_PILLARS)),
});

/**
 * The readiness the documents present: the stored score and pillars, with the bottom-up pillars
 * from the team's aggregates once the minimum answered and the overall recomputed from the two
 * views (their average, as without a team), never left below or above both.
 */
export function reportReadiness(input: GenerationInput): ReadinessResult {
  const team = teamAggregatesOf(input);
  if (!team) return input.readiness;
  const model = readinessModel(input.readiness.version);
  const withTeam = {
    ...input.readiness,
    pillars: input.readiness.pillars.map((pillar) => {
      if (pillar.key === "toolUse") return toolUse(pillar, team, model);
      if (pillar.key === "culture") return culture(pillar, team, model);
      return pillar;
    }),
  };
  const { topDown, bottomUp } = viewPoints(withTeam);
  return { ...withTeam, score: Math.round((topDown + bottomUp) / 2) };
}

/**
 * Why the documents' overall differs from the executive's own score (results page), or null
 * when no team is counted: the team's bottom-up view, and the overall recomputed from it.
 */
export function teamScoreNote(input: GenerationInput, executive: string): string | null {
  const leaders = bottomUpLeaders(input);
  if (leaders === null) return null;
  const own = input.readiness;
  const counted = reportReadiness(input);
  const name = possessive(executive);
  const overall =
    counted.score === own.score
      ? `the overall score stays ${own.score}/100`
      : `the overall score, the average of the two views, is ${counted.score}/100 rather than ${own.score}/100`;
  return `With ${leaders} leaders' answers, bottom-up capability is ${viewPoints(counted).bottomUp}/100 (${viewPoints(own).bottomUp}/100 on ${name} own answers), so ${overall}.`;
}

/** The team's view of bottom-up capability, in aggregates only, for the report's text. */
export function teamCapabilitySentences(input: GenerationInput): string[] {
  const team = teamAggregatesOf(input);
  if (!team) return [];
  const n = team.responses;
  const sentences = [bottomUpNote(n)];
  const { most } = postureOf(team);
  if (most)
    sentences.push(
      `${most.count} of ${n} leaders describe the organization as ${most.label.toLowerCase()}.`,
    );
  const using = n - team.practice.toolsPerLeader[0];
  sentences.push(
    `${using} of ${n} use AI tools themselves, and their median confidence with AI is ${team.confidence.median}/10 (the middle half between ${team.confidence.lowerQuartile} and ${team.confidence.upperQuartile}).`,
  );
  return sentences;
}
