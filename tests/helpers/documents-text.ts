import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { inputFor } from "./test-personas";

/** What the executive reads of one assessment: the report's Markdown and the roadmap, as one text. */
export function documentsText(answers: AssessmentInput): string {
  const input = inputFor(answers);
  return [generateReport(input).markdownReport, JSON.stringify(generateRoadmap(input))].join("\n");
}
