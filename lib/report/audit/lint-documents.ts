import { generateFollowUpQuestions, generateReport, generateRoadmap } from "@/lib/report/builtin";
import type { GenerationInput } from "@/lib/report/generation-input";
import { lintDocument, proseStrings, type LintFinding } from "@/lib/report/lint";
import { isProse } from "./rules";

/** The linter over the documents the built-in generator writes for one assessment. */
export function lintGenerated(input: GenerationInput): LintFinding[] {
  const { executiveName, companyName } = input.answers;
  const names = [companyName, executiveName, ...executiveName.split(/\s+/)];
  const documents = {
    report: generateReport(input).reportData,
    roadmap: generateRoadmap(input),
    followUp: generateFollowUpQuestions(input),
  };
  return Object.entries(documents).flatMap(([name, document]) =>
    lintDocument(
      proseStrings(document, name).filter((s) => isProse(s.path)),
      names,
    ),
  );
}
