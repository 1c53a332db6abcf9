import { generateFollowUpQuestions, generateReport, generateRoadmap } from "@/lib/report/builtin";
import type { GenerationInput } from "@/lib/report/generation-input";
import { THEME_FIELDS } from "@/lib/report/content/themes";
import { lintDocument, proseStrings, type LintFinding } from "@/lib/report/lint";
import type { ReportData } from "@/lib/report/schemas";
import type { FollowUpQuestionsContent, RoadmapContent } from "@/lib/roadmap/schemas";
import { isProse } from "./rules";

/** What the built-in generator writes for one assessment. */
export interface GeneratedDocuments {
  reportData: ReportData;
  roadmap: RoadmapContent;
  followUp: FollowUpQuestionsContent;
}

export const generateDocuments = (input: GenerationInput): GeneratedDocuments => ({
  reportData: generateReport(input).reportData,
  roadmap: generateRoadmap(input),
  followUp: generateFollowUpQuestions(input),
});

/** The linter over one assessment's documents. */
export function lintDocuments(
  input: GenerationInput,
  documents: GeneratedDocuments,
): LintFinding[] {
  const { executiveName, companyName } = input.answers;
  const names = [companyName, executiveName, ...executiveName.split(/\s+/)];
  const sources = THEME_FIELDS.flatMap((field) => input.answers[field] ?? []);
  const named = {
    report: documents.reportData,
    roadmap: documents.roadmap,
    followUp: documents.followUp,
  };
  return Object.entries(named).flatMap(([name, document]) =>
    lintDocument(
      proseStrings(document, name).filter((s) => isProse(s.path)),
      names,
      sources,
    ),
  );
}

/** The linter over the documents the built-in generator writes for one assessment. */
export const lintGenerated = (input: GenerationInput): LintFinding[] =>
  lintDocuments(input, generateDocuments(input));
