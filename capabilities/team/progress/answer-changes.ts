import { challengeLabels } from "@/model/assessment/challenges";
import { labelOf, optionsByField, type OptionField } from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { stepFields, type AssessmentField, type AssessmentInput } from "@/model/assessment/schemas";

/** One answer that changed between two assessments, in the words the wizard shows. */
export interface AnswerChange {
  field: AssessmentField;
  /** The question as the wizard asks it. */
  question: string;
  /** The earlier answer, readable ("—" when there was none). */
  before: string;
  after: string;
}

const NONE = "—";

/** The readable form of one answer: option labels, joined lists, text as typed. */
function answerText(field: AssessmentField, value: unknown): string {
  if (value === undefined || value === null || value === "") return NONE;
  const list = field in optionsByField ? optionsByField[field as OptionField] : undefined;
  const label = (item: string) =>
    field === "businessChallenges"
      ? (challengeLabels.get(item) ?? item)
      : list
        ? labelOf(list, item)
        : item;
  if (Array.isArray(value)) {
    const items = value.map((item) => label(String(item)));
    return items.length ? items.join(", ") : NONE;
  }
  if (field === "aiConfidence") return `${value}/10`;
  return label(String(value));
}

const same = (a: unknown, b: unknown) => {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");
  }
  return (a ?? "") === (b ?? "");
};

/**
 * Every answer that changed, in the wizard's order, each with its question and both answers as
 * the executive read them. A list in another order is the same answer.
 */
export function answerChanges(
  before: Partial<AssessmentInput>,
  after: Partial<AssessmentInput>,
): AnswerChange[] {
  return stepFields.flat().flatMap((field) => {
    if (same(before[field], after[field])) return [];
    return [
      {
        field,
        question: questions[field].question,
        before: answerText(field, before[field]),
        after: answerText(field, after[field]),
      },
    ];
  });
}
