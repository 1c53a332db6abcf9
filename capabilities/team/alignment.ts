import {
  aiToolOptions,
  departmentOptions,
  labelOf,
  orgElementOptions,
  perceptionOptions,
  postureOptions,
  type Option,
} from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { meaningful, realPicks } from "@/model/scoring/wording";
import type {
  TeamResponseRow,
  ExecutiveAnswers,
  ChoiceField,
  QuestionDistribution,
  ConfidenceSummary,
  GroupSummary,
  Breakdown,
  TeamAggregates,
  TeamPractice,
} from "./alignment-types";
import {
  confidenceGap,
  departmentGap,
  governanceGap,
  governanceGapsOf,
  mostChosen,
  singleChoiceGap,
} from "./alignment-gaps";
import { frictionThemes, frictionThemesOf } from "./friction-themes";
import { memberFunctionOptions, seniorityOptions } from "./options";

/**
 * The team's answers reduced to what the executive may see: counts per option, medians,
 * gaps and themes. Pure: capabilities/team/aggregate.ts reads the rows and calls it once it has the
 * minimum. Nothing here depends on the order of the rows, and nothing carries an answer
 * alone: every figure is a count or a statistic of the group.
 */

const choiceQuestions: { field: ChoiceField; list: readonly Option[]; multiple: boolean }[] = [
  { field: "orgPosture", list: postureOptions, multiple: false },
  { field: "aiPerception", list: perceptionOptions, multiple: false },
  { field: "orgAiElements", list: orgElementOptions, multiple: true },
  { field: "aiDepartments", list: departmentOptions, multiple: true },
  { field: "aiToolsUsed", list: aiToolOptions, multiple: true },
];

const chosen = (value: string | readonly string[]): readonly string[] =>
  typeof value === "string" ? [value] : value;

function distribution(
  rows: readonly TeamResponseRow[],
  executive: ExecutiveAnswers,
  { field, list, multiple }: (typeof choiceQuestions)[number],
): QuestionDistribution {
  const own = new Set(chosen(executive[field]));
  return {
    field,
    question: questions[field].question,
    multiple,
    options: list.map((option) => ({
      value: option.value,
      label: option.label,
      count: rows.filter((row) => chosen(row[field]).includes(option.value)).length,
      executive: own.has(option.value),
    })),
  };
}

/** The value at fraction `p` of the sorted list, interpolated between neighbours. */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const value = sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
  return Math.round(value * 10) / 10;
}

function confidenceOf(rows: readonly TeamResponseRow[], executive: number): ConfidenceSummary {
  const sorted = rows.map((row) => row.aiConfidence).sort((a, b) => a - b);
  const lowerQuartile = quantile(sorted, 0.25);
  const upperQuartile = quantile(sorted, 0.75);
  return {
    executive,
    median: quantile(sorted, 0.5),
    lowerQuartile,
    upperQuartile,
    spread: Math.round((upperQuartile - lowerQuartile) * 10) / 10,
    distribution: Array.from({ length: 10 }, (_, i) => ({
      value: i + 1,
      count: sorted.filter((v) => v === i + 1).length,
    })),
  };
}

function groupsOf(
  rows: readonly TeamResponseRow[],
  dimension: Breakdown["dimension"],
  list: readonly Option[],
): GroupSummary[] {
  return list
    .map((option) => {
      const members = rows.filter((row) => row[dimension] === option.value);
      if (members.length === 0) return null;
      const posture = distribution(members, emptyExecutive, choiceQuestions[0]!);
      return {
        value: option.value,
        label: option.label,
        count: members.length,
        confidenceMedian: quantile(
          members.map((m) => m.aiConfidence).sort((a, b) => a - b),
          0.5,
        ),
        posture: mostChosen(posture.options).label,
      };
    })
    .filter((group) => group !== null);
}

const emptyExecutive: ExecutiveAnswers = {
  aiConfidence: 0,
  aiToolsUsed: [],
  aiPerception: "",
  orgAiElements: [],
  orgPosture: "",
  aiDepartments: [],
};

/**
 * A breakdown by function or seniority, only when every group in it has the minimum: with one
 * small group the others' figures and the team's would give away the small group's answers.
 */
function breakdownsOf(rows: readonly TeamResponseRow[], minimum: number): Breakdown[] {
  const dimensions = [
    { dimension: "seniority", title: "By seniority", list: seniorityOptions },
    { dimension: "memberFunction", title: "By function", list: memberFunctionOptions },
  ] as const;
  return dimensions
    .map(({ dimension, title, list }) => ({
      dimension,
      title,
      groups: groupsOf(rows, dimension, list),
    }))
    .filter(({ groups }) => groups.length >= 2 && groups.every((g) => g.count >= minimum));
}

function frictionOf(rows: readonly TeamResponseRow[], minimum: number) {
  const written = rows.map((row) => row.aiFriction?.trim() ?? "").filter(Boolean);
  if (written.length < minimum) return { answered: written.length, themes: [] };
  const raised = written.map(frictionThemesOf);
  return {
    answered: written.length,
    themes: frictionThemes
      .map((theme) => ({
        label: theme.label,
        count: raised.filter((ids) => ids.includes(theme.id)).length,
      }))
      .filter((theme) => theme.count > 0)
      .sort((a, b) => b.count - a.count),
  };
}

function practiceOf(rows: readonly TeamResponseRow[]): TeamPractice {
  const toolsPerLeader: TeamPractice["toolsPerLeader"] = [0, 0, 0, 0];
  for (const row of rows) toolsPerLeader[Math.min(3, realPicks(row.aiToolsUsed).length)]! += 1;
  const namedFriction = rows.filter((row) => meaningful(row.aiFriction) !== null).length;
  return { toolsPerLeader, namedFriction };
}

/** The team view of `rows` beside the executive's answers. Callers check the minimum first. */
export function computeAlignment(
  rows: readonly TeamResponseRow[],
  executive: ExecutiveAnswers,
  minimum: number,
): TeamAggregates {
  const n = rows.length;
  const distributions = choiceQuestions.map((q) => distribution(rows, executive, q));
  const byField = Object.fromEntries(distributions.map((d) => [d.field, d])) as Record<
    ChoiceField,
    QuestionDistribution
  >;
  const confidence = confidenceOf(rows, executive.aiConfidence);
  const governanceGaps = governanceGapsOf(byField.orgAiElements, n);
  const gaps = [
    singleChoiceGap(byField.orgPosture, n, labelOf(postureOptions, executive.orgPosture)),
    singleChoiceGap(byField.aiPerception, n, labelOf(perceptionOptions, executive.aiPerception)),
    confidenceGap(confidence),
    governanceGap(governanceGaps),
    departmentGap(byField.aiDepartments, n, executive),
  ]
    .filter((gap) => gap !== null)
    .sort((a, b) => b.size - a.size)
    .slice(0, 3);
  return {
    responses: n,
    questions: distributions,
    confidence,
    gaps,
    governanceGaps,
    friction: frictionOf(rows, minimum),
    breakdowns: breakdownsOf(rows, minimum),
    practice: practiceOf(rows),
  };
}
