import { challengesFor } from "@/model/assessment/challenges";
import { optionsByField, type Option } from "@/model/assessment/options";
import { freeTextFields, questions, type FreeTextField } from "@/model/assessment/questions";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { fenced } from "./sanitise";

/**
 * The answers as the model reads them: each with its question, in the words the executive
 * chose from (never a stored value), and the typed answers fenced as untrusted data.
 */

export interface QuestionAndAnswer {
  question: string;
  answer: string | string[];
}

type ChoiceField = Exclude<keyof AssessmentInput, FreeTextField | "executiveEmail">;

const OPTIONS: Record<
  Exclude<ChoiceField, "businessChallenges" | "aiConfidence">,
  readonly Option[]
> = optionsByField;

/** An option's words; a posture also carries what it means ("Exploring: Individuals experiment..."). */
function wordsOf(list: readonly Option[], value: string): string | null {
  const option = list.find((o) => o.value === value);
  if (!option) return null;
  return option.description ? `${option.label}: ${option.description}` : option.label;
}

function answerOf(field: ChoiceField, answers: AssessmentInput): string | string[] | null {
  if (field === "aiConfidence") return `${answers.aiConfidence}/10`;
  if (field === "businessChallenges") {
    const offered = challengesFor(answers.companyIndustry);
    return answers.businessChallenges.flatMap((slug) => {
      const label = offered.find((c) => c.value === slug)?.label;
      return label ? [label] : [];
    });
  }
  const value: unknown = answers[field];
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.flatMap((v) => wordsOf(OPTIONS[field], String(v)) ?? []);
  return wordsOf(OPTIONS[field], String(value));
}

/** Every chosen answer with its question, in the order of the wizard. */
export function chosenAnswers(answers: AssessmentInput): QuestionAndAnswer[] {
  return (Object.keys(questions) as (keyof AssessmentInput)[])
    .filter(
      (field): field is ChoiceField =>
        field !== "executiveEmail" && !(freeTextFields as readonly string[]).includes(field),
    )
    .flatMap((field) => {
      const answer = answerOf(field, answers);
      const empty = answer === null || (Array.isArray(answer) && answer.length === 0);
      return empty ? [] : [{ question: questions[field].question, answer }];
    });
}

/** The typed answers that are not empty, each fenced with its field and question. */
export function ownWords(answers: AssessmentInput): string {
  return freeTextFields
    .flatMap((field) => {
      const text = fenced(answers[field] ?? "");
      if (!text) return [];
      const question = fenced(questions[field].question);
      return [
        `<untrusted_answer field="${field}" question="${question}">${text}</untrusted_answer>`,
      ];
    })
    .join("\n");
}
