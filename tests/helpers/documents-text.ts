import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { inputFor } from "./test-personas";

/** What the executive reads of one assessment: the report's Markdown and the roadmap, as one text. */
export function documentsText(answers: AssessmentInput): string {
  const input = inputFor(answers);
  return [generateReport(input).markdownReport, JSON.stringify(generateRoadmap(input))].join("\n");
}

/** The report's data and the roadmap of one assessment, as the executive receives them. */
export function documentsOf(answers: AssessmentInput) {
  const input = inputFor(answers);
  return { report: generateReport(input).reportData, roadmap: generateRoadmap(input) };
}
