import type { ReadinessPillar, ReadinessResult } from "@/lib/scoring";
import { readinessModel, type ReadinessModel } from "@/lib/scoring/readiness-models";
import type { TeamAggregates } from "@/lib/team/alignment";
import type { GenerationInput } from "./generation-input";

/**
 * The leadership team in the report. Top-down (confidence, outlook, governance) stays the
 * executive's. From the minimum of responses on, the bottom-up pillars the team answered for are
 * the team's: hands-on tool use from the tools each leader uses, culture & adoption in practice
 * from the posture they see and whether they named what slows adoption; the data & platform
 * foundation (systems the company runs, not asked of the team) stays the executive's answer.
 * Only aggregates are read: counts per option and per number of tools, never one leader.
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

/**
 * The readiness the report presents: the stored score and pillars, with the bottom-up pillars
 * from the team's aggregates once the minimum answered. The overall score stays the stored one.
 */
export function reportReadiness(input: GenerationInput): ReadinessResult {
  const team = teamAggregatesOf(input);
  if (!team) return input.readiness;
  const model = readinessModel(input.readiness.version);
  return {
    ...input.readiness,
    pillars: input.readiness.pillars.map((pillar) => {
      if (pillar.key === "toolUse") return toolUse(pillar, team, model);
      if (pillar.key === "culture") return culture(pillar, team, model);
      return pillar;
    }),
  };
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
