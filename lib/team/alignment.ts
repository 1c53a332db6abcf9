import {
  aiToolOptions,
  departmentOptions,
  labelOf,
  orgElementOptions,
  perceptionOptions,
  postureOptions,
  type Option,
} from "@/lib/assessment/options";
import { questions } from "@/lib/assessment/questions";
import { meaningful, realPicks } from "@/lib/scoring/wording";
import { frictionThemes, frictionThemesOf } from "./friction-themes";
import { memberFunctionOptions, seniorityOptions } from "./options";
import type { TeamAnswers } from "./schemas";

/**
 * The team's answers reduced to what the executive may see: counts per option, medians,
 * gaps and themes. Pure: lib/team/aggregate.ts reads the rows and calls it once it has the
 * minimum. Nothing here depends on the order of the rows, and nothing carries an answer
 * alone: every figure is a count or a statistic of the group.
 */

export type TeamResponseRow = TeamAnswers;

export interface ExecutiveAnswers {
  aiConfidence: number;
  aiToolsUsed: readonly string[];
  aiPerception: string;
  orgAiElements: readonly string[];
  orgPosture: string;
  aiDepartments: readonly string[];
}

export type ChoiceField =
  "aiPerception" | "orgPosture" | "aiToolsUsed" | "orgAiElements" | "aiDepartments";

export interface OptionCount {
  value: string;
  label: string;
  /** Leaders who chose it. */
  count: number;
  /** The executive chose it too. */
  executive: boolean;
}

export interface QuestionDistribution {
  field: ChoiceField;
  question: string;
  multiple: boolean;
  options: OptionCount[];
}

export interface ConfidenceSummary {
  executive: number;
  median: number;
  /** The middle half of the team lies between these. */
  lowerQuartile: number;
  upperQuartile: number;
  /** upperQuartile - lowerQuartile. */
  spread: number;
  distribution: { value: number; count: number }[];
}

export interface AlignmentGap {
  field: "aiConfidence" | "aiPerception" | "orgPosture" | "orgAiElements" | "aiDepartments";
  topic: string;
  /** 0-1: how far apart the executive and the team are. */
  size: number;
  /** What differs, with the counts. */
  finding: string;
  /** The conversation to have about it. */
  conversation: string;
}

export interface GovernanceGap {
  value: string;
  label: string;
  /** Leaders who see it in place. */
  seenBy: number;
  of: number;
}

export interface GroupSummary {
  value: string;
  label: string;
  count: number;
  confidenceMedian: number;
  /** The posture most of the group chose. */
  posture: string;
}

export interface Breakdown {
  dimension: "memberFunction" | "seniority";
  title: string;
  groups: GroupSummary[];
}

export interface TeamAggregates {
  responses: number;
  questions: QuestionDistribution[];
  confidence: ConfidenceSummary;
  gaps: AlignmentGap[];
  governanceGaps: GovernanceGap[];
  /** Free-text answers as a count; themes only once the minimum wrote one. Never the words. */
  friction: { answered: number; themes: { label: string; count: number }[] };
  breakdowns: Breakdown[];
  /** What the report's team-based bottom-up score reads (lib/report/team.ts). */
  practice: TeamPractice;
}

export interface TeamPractice {
  /** Leaders using 0, 1, 2, and 3 or more AI tools (a "none" answer is no tool). */
  toolsPerLeader: [number, number, number, number];
  /** Leaders whose friction answer is a real answer (lib/scoring/wording.ts `meaningful`). */
  namedFriction: number;
}

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

/** The option most leaders chose (the earlier option on a tie). */
const mostChosen = (options: readonly OptionCount[]) =>
  options.reduce((best, o) => (o.count > best.count ? o : best), options[0]!);

const conversations = {
  orgPosture: (team: string) =>
    `Ask what they see day to day that makes it feel '${team}', and agree one sign that would show the organization has moved.`,
  aiPerception: () =>
    "Talk through what each of you expects AI to change for the business, and agree what the next twelve months should prove.",
} as const;

function singleChoiceGap(
  question: QuestionDistribution,
  n: number,
  executiveLabel: string,
): AlignmentGap | null {
  const top = mostChosen(question.options);
  if (top.executive) return null;
  const agreeing = question.options.find((o) => o.executive)?.count ?? 0;
  const field = question.field as "orgPosture" | "aiPerception";
  const subject = field === "orgPosture" ? "You rate the organization" : "You see AI as";
  return {
    field,
    topic:
      field === "orgPosture"
        ? "The organization's posture toward AI"
        : "What AI means for the business",
    size: 1 - agreeing / n,
    finding: `${subject} '${executiveLabel}'; ${top.count} of ${n} leaders say '${top.label}'.`,
    conversation: conversations[field](top.label),
  };
}

function confidenceGap(confidence: ConfidenceSummary): AlignmentGap | null {
  const difference = confidence.executive - confidence.median;
  if (Math.abs(difference) < 2) return null;
  const finding = `You rate your confidence with AI tools ${confidence.executive}/10; the team's median is ${confidence.median}/10.`;
  return {
    field: "aiConfidence",
    topic: "Confidence using AI",
    size: Math.abs(difference) / 9,
    finding,
    conversation:
      difference > 0
        ? "Ask what would make them confident enough to use AI in their own work, and fund the training that answers it."
        : "Your leaders are ahead of you here: ask two of them to show you how AI fits into their week.",
  };
}

function governanceGapsOf(elements: QuestionDistribution, n: number): GovernanceGap[] {
  return elements.options
    .filter((o) => o.executive && o.value !== "none_yet" && o.count * 2 < n)
    .map((o) => ({ value: o.value, label: o.label, seenBy: o.count, of: n }));
}

function governanceGap(gaps: readonly GovernanceGap[]): AlignmentGap | null {
  const widest = [...gaps].sort((a, b) => a.seenBy - b.seenBy)[0];
  if (!widest) return null;
  return {
    field: "orgAiElements",
    topic: "What is in place for AI",
    size: 1 - widest.seenBy / widest.of,
    finding: `You count '${widest.label}' as in place; ${widest.seenBy} of ${widest.of} leaders see it.`,
    conversation:
      "Ask where it stops before it reaches them, and name who makes it visible to every team.",
  };
}

function departmentGap(
  departments: QuestionDistribution,
  n: number,
  executive: ExecutiveAnswers,
): AlignmentGap | null {
  const top = mostChosen(departments.options);
  if (top.executive || top.count === 0) return null;
  const own = executive.aiDepartments.map((d) => labelOf(departmentOptions, d)).slice(0, 2);
  return {
    field: "aiDepartments",
    topic: "Where AI would help most",
    size: top.count / n,
    finding: `You name ${own.join(" and ")}; ${top.count} of ${n} leaders name ${top.label}.`,
    conversation: `Ask the ${top.label} lead what they would try first, and whether it belongs in the first pilot.`,
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
