/**
 * The answers of one company as the executive gave them, question by question and step by
 * step, with the options' labels instead of their stored values: what the reviewer compares
 * the report with (scripts/review-render.ts).
 */
import { challengeLabels } from "@/model/assessment/challenges";
import { labelOf, optionsByField, type OptionField } from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { stepFields, type AssessmentField } from "@/model/assessment/schemas";

/** The wizard's step titles (capabilities/leads/components/wizard/wizard-steps.ts). */
const STEP_TITLES = [
  "You and your company",
  "Business challenges",
  "Your AI confidence",
  "Your organization and AI",
  "Your family's AI readiness",
];

const isOptionField = (field: string): field is OptionField => field in optionsByField;

/** One answer in words: option labels, challenge texts, a rating out of 10, or the text typed. */
function answerText(field: string, value: unknown): string {
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  if (field === "businessChallenges")
    return values.map((v) => challengeLabels.get(v) ?? v).join("; ");
  if (field === "aiConfidence") return `${String(value)} / 10`;
  if (isOptionField(field)) return values.map((v) => labelOf(optionsByField[field], v)).join("; ");
  return values.join("; ");
}

/** "Question: answer", a long answer indented under its question. */
function answerLine(field: string, value: unknown): string {
  const question = questions[field as AssessmentField]?.question ?? field;
  const text = answerText(field, value);
  return text.includes("\n") || text.length > 80
    ? `${question}\n    ${text.replace(/\n/g, "\n    ")}`
    : `${question}: ${text}`;
}

const given = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && !value.length);

export function answersText(answers: Record<string, unknown>): string {
  const known = new Set<string>(stepFields.flat());
  const lines: string[] = [];
  stepFields.forEach((fields, step) => {
    lines.push(`Step ${step + 1}: ${STEP_TITLES[step]}`, "");
    for (const field of fields) {
      lines.push(
        given(answers[field])
          ? answerLine(field, answers[field])
          : `${questions[field].question}: (not answered)`,
      );
    }
    lines.push("");
  });
  const extra = Object.keys(answers).filter((key) => !known.has(key));
  if (extra.length) {
    lines.push("Other fields sent (not assessment answers)", "");
    for (const key of extra) lines.push(`${key}: ${JSON.stringify(answers[key])}`);
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
