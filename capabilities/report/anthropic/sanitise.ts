import { freeTextFields } from "@/model/assessment/questions";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { GenerationInput } from "@/capabilities/report/generation-input";

/**
 * Text from outside (the executive's answers, the model's output) made safe to place in a
 * prompt or a Markdown document: no control or invisible formatting characters, no line
 * breaks (a line break followed by "## " would open a Markdown heading), no leading heading
 * marker.
 */

// Control characters (line breaks included) and invisible format characters (bidi overrides,
// zero-width joiners) become spaces.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const HEADING_MARKER = /^(?:#{1,6}(?:\s+|$))+/;

/** One line of plain text: invisible characters and line breaks gone, spaces collapsed. */
export function singleLine(text: string): string {
  return text.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim().replace(HEADING_MARKER, "");
}

/** The answers with every free-text answer on one line; choices are left as they are. */
export function cleanAnswers(answers: AssessmentInput): AssessmentInput {
  const clean: AssessmentInput = { ...answers };
  for (const field of freeTextFields) {
    const value = answers[field];
    if (typeof value === "string") clean[field] = singleLine(value);
  }
  return clean;
}

export const withCleanAnswers = (input: GenerationInput): GenerationInput => ({
  ...input,
  answers: cleanAnswers(input.answers),
});

/** Every string of a value (a model's parsed answer) on one line; the shape is unchanged. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === "string") return singleLine(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanStrings(item)]),
    ) as T;
  }
  return value;
}

/**
 * A free-text answer inside a prompt: on one line, and with angle brackets replaced so that
 * no text can close the fence it sits in or open another.
 */
export const fenced = (text: string): string =>
  singleLine(text).replace(/</g, "‹").replace(/>/g, "›");
