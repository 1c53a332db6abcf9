import {
  generateFollowUpQuestions,
  generateReport,
  generateRoadmap,
} from "@/capabilities/report/builtin";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { lintDocument, proseStrings } from "@/capabilities/report/lint-document";
import { citationSeams, citationsIn } from "@/capabilities/report/lint-citations";
import type { LintFinding } from "@/capabilities/report/lint-types";
import { shownImplementations } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import type { FollowUpQuestionsContent, RoadmapContent } from "@/model/documents/roadmap-schemas";
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
  return Object.entries(named).flatMap(([name, document]) => {
    const strings = proseStrings(document, name);
    return [
      ...lintDocument(
        strings.filter((s) => isProse(s.path) && shown(s.path, documents.reportData)),
        names,
        sources,
      ),
      // Titles and addresses are no prose, but one report cites each source one way.
      ...citationSeams(citationsIn(strings)),
    ];
  });
}

/**
 * Whether a reader sees the string: a phase with owners and measures lists its pilots there,
 * and its implementations' one-line summaries of the same pilots are not shown
 * (capabilities/report/timeline.ts, builtin/markdown.ts).
 */
function shown(path: string, report: ReportData): boolean {
  const phase = /^report\.roadmap\.(phase[123])\.implementations\[/.exec(path)?.[1];
  return !phase || shownImplementations(report.roadmap[phase as "phase1"]).length > 0;
}

/** The linter over the documents the built-in generator writes for one assessment. */
export const lintGenerated = (input: GenerationInput): LintFinding[] =>
  lintDocuments(input, generateDocuments(input));
