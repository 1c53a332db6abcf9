import type { GenerationInput } from "@/capabilities/report/generation-input";
import { markdownSeams } from "@/capabilities/report/lint-references";
import { reportMarkdown } from "@/capabilities/report/builtin/documents";
import { storyDisagreements } from "./consistency";
import { generateDocuments, lintDocuments, type GeneratedDocuments } from "./lint-documents";

/** One assessment's documents, written once and read by every gate of a property test. */
export interface Written {
  label: string;
  input: GenerationInput;
  documents: GeneratedDocuments;
}

export const write = (label: string, input: GenerationInput): Written => ({
  label,
  input,
  documents: generateDocuments(input),
});

/** The documents' prose, and the Markdown report's closing note read against its examples. */
export const seams = ({ label, input, documents }: Written) =>
  [
    ...lintDocuments(input, documents),
    ...markdownSeams(reportMarkdown(documents.reportData, input)),
  ].map((f) => `${label}: ${f.rule} ${f.path}: ${f.detail}`);

/** Where the summary, roadmap and report disagree (tests/report-audit/consistency.ts). */
export const disagreements = ({ label, input, documents }: Written) =>
  // The free summary shows the stored score's levers (getResults: storedReadiness).
  storyDisagreements(input, documents, input.readiness.improvements).map(
    (v) => `${label}: ${v.rule}: ${v.detail}`,
  );
