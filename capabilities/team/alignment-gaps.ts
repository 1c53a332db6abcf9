import { departmentOptions, labelOf } from "@/model/assessment/options";
import type {
  AlignmentGap,
  ConfidenceSummary,
  ExecutiveAnswers,
  GovernanceGap,
  OptionCount,
  QuestionDistribution,
} from "./alignment-types";

/** The gaps between the executive's answers and the team's, each with a conversation to have. */

/** The option most leaders chose (the earlier option on a tie). */
export const mostChosen = (options: readonly OptionCount[]) =>
  options.reduce((best, o) => (o.count > best.count ? o : best), options[0]!);

const conversations = {
  orgPosture: (team: string) =>
    `Ask what they see day to day that makes it feel '${team}', and agree one sign that would show the organization has moved.`,
  aiPerception: () =>
    "Talk through what each of you expects AI to change for the business, and agree what the next twelve months should prove.",
} as const;

export function singleChoiceGap(
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

export function confidenceGap(confidence: ConfidenceSummary): AlignmentGap | null {
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

export function governanceGapsOf(elements: QuestionDistribution, n: number): GovernanceGap[] {
  return elements.options
    .filter((o) => o.executive && o.value !== "none_yet" && o.count * 2 < n)
    .map((o) => ({ value: o.value, label: o.label, seenBy: o.count, of: n }));
}

export function governanceGap(gaps: readonly GovernanceGap[]): AlignmentGap | null {
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

export function departmentGap(
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
