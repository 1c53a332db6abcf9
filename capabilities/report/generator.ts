import "server-only";
import { env } from "@/platform/env";
import {
  followUpQuestionsSchema,
  roadmapContentSchema,
  type FollowUpQuestionsContent,
  type RoadmapContent,
} from "@/model/documents/roadmap-schemas";
import { checkFacts } from "./anthropic/checks";
import { followUpSection, roadmapSection } from "./anthropic/document-sections";
import { generateSection, type ModelSection } from "./anthropic/generate";
import { ANTHROPIC_PROMPT_VERSION } from "./anthropic/prompt";
import { reportSections, type ReportPatch } from "./anthropic/report-sections";
import { withCleanAnswers } from "./anthropic/sanitise";
import * as builtin from "./builtin";
import { buildContext, type Context } from "./builtin/context";
import type { GenerationInput } from "./generation-input";
import {
  recommendedToolSchema,
  reportDataSchema,
  type RecommendedTool,
  type ReportData,
} from "@/model/documents/report-schemas";

/**
 * One contract, two generators: the built-in expert generator always writes a draft (and is
 * the answer when no ANTHROPIC_API_KEY is set); with a key, the model writes each document, the
 * full report in sections at once, and whatever part of it fails (an error, a truncated answer,
 * a failed check) falls back alone to the built-in draft, with the reason noted.
 *
 * The executive's typed answers are put on one line first, for both generators: a company
 * name with a line break would otherwise break a Markdown heading.
 */

export interface Generated<T> {
  content: T;
  generator: string;
  promptVersion: string;
  /** What the built-in generator stood in for although a model was configured, and why. */
  note: string | null;
}

const builtinResult = <T>(content: T, note: string | null = null): Generated<T> => ({
  content,
  generator: "builtin",
  promptVersion: builtin.BUILTIN_PROMPT_VERSION,
  note,
});

const modelResult = <T>(content: T, note: string | null = null): Generated<T> => ({
  content,
  generator: `anthropic:${env.ANTHROPIC_MODEL}`,
  promptVersion: ANTHROPIC_PROMPT_VERSION,
  note,
});

const failure = (name: string, input: GenerationInput, reason: string) =>
  console.warn(`[generator] ${name} for ${input.assessmentId}: built-in used (${reason})`);

/** A document the model writes in one call, or the (parsed) built-in draft with the reason. */
async function oneCall<T, M>(
  input: GenerationInput,
  name: string,
  checkedDraft: T,
  section: (ctx: Context) => ModelSection<M, T>,
  parse: (content: T) => T,
): Promise<Generated<T>> {
  if (!env.ANTHROPIC_API_KEY) return builtinResult(checkedDraft);
  const ctx = buildContext(input);
  try {
    const content = await generateSection(
      env.ANTHROPIC_API_KEY,
      input,
      ctx,
      section(ctx),
      checkFacts(input, [checkedDraft]),
    );
    return modelResult(parse(content));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    failure(name, input, reason);
    return builtinResult(checkedDraft, `Anthropic unavailable: ${reason}`);
  }
}

export function generateRoadmap(raw: GenerationInput): Promise<Generated<RoadmapContent>> {
  const input = withCleanAnswers(raw);
  const draft = roadmapContentSchema.parse(builtin.generateRoadmap(input));
  return oneCall(
    input,
    "roadmap",
    draft,
    (ctx) => roadmapSection(draft, ctx),
    (content) => roadmapContentSchema.parse(content),
  );
}

export function generateFollowUpQuestions(
  raw: GenerationInput,
): Promise<Generated<FollowUpQuestionsContent>> {
  const input = withCleanAnswers(raw);
  const draft = followUpQuestionsSchema.parse(builtin.generateFollowUpQuestions(input));
  return oneCall(
    input,
    "follow-up questions",
    draft,
    () => followUpSection(draft),
    (content) => followUpQuestionsSchema.parse(content),
  );
}

const pick = (report: ReportData, keys: readonly (keyof ReportData)[]): ReportPatch =>
  Object.fromEntries(keys.flatMap((key) => (key in report ? [[key, report[key]]] : [])));

/** The model's sections over the draft; each failed section keeps the draft's, with the reason. */
async function modelReport(
  apiKey: string,
  input: GenerationInput,
  draft: ReportData,
): Promise<{ reportData: ReportData; written: number; failures: string[] }> {
  const ctx = buildContext(input);
  const facts = checkFacts(input, [draft]);
  const sections = reportSections(draft, ctx);
  const settled = await Promise.allSettled(
    sections.map((section) => generateSection(apiKey, input, ctx, section, facts)),
  );
  const failures: string[] = [];
  const patches = settled.map((result, i) => {
    if (result.status === "fulfilled") return result.value;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    failures.push(`${sections[i].label} fell back to the built-in generator (${reason})`);
    return pick(draft, sections[i].keys);
  });
  const reportData = reportDataSchema.parse({
    ...draft,
    ...Object.assign({}, ...patches),
    // The family scorecard is the stored family score: never the model's.
    familyScorecard: draft.familyScorecard,
  });
  return { reportData, written: settled.length - failures.length, failures };
}

export async function generateReport(
  raw: GenerationInput,
): Promise<Generated<{ reportData: ReportData; markdownReport: string }>> {
  const input = withCleanAnswers(raw);
  const draft = builtin.generateReport(input);
  const draftData = reportDataSchema.parse(draft.reportData);
  const builtinReport = (note: string | null = null) =>
    builtinResult({ reportData: draftData, markdownReport: draft.markdownReport }, note);
  if (!env.ANTHROPIC_API_KEY) return builtinReport();
  try {
    const { reportData, written, failures } = await modelReport(
      env.ANTHROPIC_API_KEY,
      input,
      draftData,
    );
    for (const reason of failures) failure("report", input, reason);
    if (!written) return builtinReport(`Anthropic unavailable: ${failures.join("; ")}`);
    const markdownReport = builtin.reportMarkdown(reportData, input);
    return modelResult(
      { reportData, markdownReport },
      failures.length ? `Anthropic: ${failures.join("; ")}` : null,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    failure("report", input, reason);
    return builtinReport(`Anthropic unavailable: ${reason}`);
  }
}

export async function recommendTools(raw: GenerationInput): Promise<RecommendedTool[]> {
  return recommendedToolSchema.array().parse(builtin.recommendTools(withCleanAnswers(raw)));
}
