import { z } from "zod";
import type { Context } from "@/capabilities/report/builtin/context";
import { familyResources } from "@/capabilities/report/content/family";
import { reportDataSchema, riskSchema, type ReportData } from "@/model/documents/report-schemas";
import type { ModelSection } from "./generate";
import { modelToolsSchema, restoreTools } from "./tools";

/**
 * The full report in five sections the model writes in parallel, each small enough to fit its
 * token limit: each its own sub-schema of reportDataSchema, and what it writes merged back
 * over the built-in draft with the computed facts restored.
 */

export type ReportPatch = Partial<ReportData>;

export interface ReportSection extends ModelSection<unknown, ReportPatch> {
  /** The report fields it writes: the built-in draft's stand in when it fails. */
  keys: readonly (keyof ReportData)[];
}

const report = reportDataSchema.shape;
const phase = report.roadmap.shape.phase1;

const section = <T>(
  def: Omit<ReportSection, "schema" | "finish"> & {
    schema: z.ZodType<T>;
    finish(model: T): ReportPatch;
  },
): ReportSection => def as ReportSection;

const overviewSchema = z.object({
  brief: report.brief.unwrap(),
  executiveSummary: report.executiveSummary,
  takeaways: report.takeaways.unwrap(),
  currentState: report.currentState,
  readinessAssessment: report.readinessAssessment.pick({ analysis: true }),
});

const landscapeSchema = z.object({
  solutionLandscape: report.solutionLandscape,
  recommendedApplications: modelToolsSchema,
});

const roadmapSchema = z.object({
  roadmap: z.object({
    phase1: phase.required({ quickWins: true, decisionGate: true }),
    phase2: phase.required({ implementations: true, initiatives: true, decisionGate: true }),
    phase3: phase.required({ scalingActions: true, decisionGate: true }),
  }),
});

const risksSchema = z.object({
  risks: z.array(riskSchema.required({ why: true })).min(3),
  industryBenchmarks: report.industryBenchmarks.omit({ sources: true }),
  nextSteps: report.nextSteps,
});

const familySchema = z.object({ familyStrategies: report.familyStrategies.unwrap() });

/** The model's resources, kept only where they are the library's (name and address restored). */
function libraryResources(
  model: z.infer<typeof familySchema>["familyStrategies"]["recommendedResources"],
  draft: NonNullable<ReportData["familyStrategies"]>["recommendedResources"],
) {
  const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  const library = Object.values(familyResources);
  const kept = model.flatMap((resource) => {
    const known = library.find((r) => hostOf(r.url) === hostOf(resource.url));
    return known ? [{ ...resource, name: known.name, url: known.url }] : [];
  });
  return kept.length ? kept : draft;
}

export function reportSections(draft: ReportData, ctx: Context): ReportSection[] {
  const sections: ReportSection[] = [
    section({
      tool: "write_report_overview",
      label: "the brief, executive summary, current state and readiness analysis",
      keys: ["brief", "executiveSummary", "takeaways", "currentState", "readinessAssessment"],
      schema: overviewSchema,
      maxTokens: 6000,
      prompt: {
        label:
          "the opening of the report: the brief, the executive summary, the current state and the analysis of the readiness scores",
        instructions:
          "The brief: their position in one sentence, the three decisions to make this quarter, and what not to do yet. The takeaways: the executive summary as three to five stand-alone sentences an executive can scan, each one point of the summary. The current state: their vision, what the organization actually does with AI today (from the evidence only), and every chosen challenge plus the typed other challenge as key challenges, each with what AI does about it and the role that owns it. The analysis explains the scores without changing them. Typed answers that belong here: otherChallenge, aiExperience, aiFriction, otherPlatforms.",
        draft: {
          brief: draft.brief,
          executiveSummary: draft.executiveSummary,
          takeaways: draft.takeaways,
          currentState: draft.currentState,
          readinessAssessment: draft.readinessAssessment,
        },
      },
      finish: (model: z.infer<typeof overviewSchema>) => ({
        ...model,
        readinessAssessment: { ...draft.readinessAssessment, ...model.readinessAssessment },
      }),
    }),
    section({
      tool: "write_report_solutions",
      label: "the solution landscape and recommended tools",
      keys: ["solutionLandscape", "recommendedApplications"],
      schema: landscapeSchema,
      maxTokens: 8000,
      prompt: {
        label: "the AI solution landscape and the recommended tools",
        instructions:
          "At least three solution areas, those answering their challenges first, each with an industry example from the source list. Then the tools, chosen from the whole catalogue for this company (not only the draft's): each with its priority, its use case for them and why it fits them. Integrate with the systems they named (otherPlatforms); never recommend a rival to one.",
        draft: {
          solutionLandscape: draft.solutionLandscape,
          recommendedApplications: draft.recommendedApplications,
        },
        catalogue: "whole",
        sources: true,
      },
      finish: (model: z.infer<typeof landscapeSchema>) => ({
        solutionLandscape: model.solutionLandscape,
        recommendedApplications: restoreTools(
          model.recommendedApplications,
          ctx,
          draft.recommendedApplications,
        ).tools,
      }),
    }),
    section({
      tool: "write_report_roadmap",
      label: "roadmap",
      keys: ["roadmap"],
      schema: roadmapSchema,
      maxTokens: 8000,
      prompt: {
        label: "the three-phase implementation roadmap",
        instructions:
          "Each phase with objectives, initiatives owned by a role (never a person) with a baseline and a target, dependencies (what must be done first), and a decision gate. Phase 1 quick wins take under 30 days and are things they are not already doing; for an advanced organization the phases are the next level (measure, scale, govern), not first steps. Typed answers that belong here: otherChallenge, aiFriction, otherPlatforms.",
        draft: { roadmap: draft.roadmap },
        catalogue: "fitting",
      },
      finish: (model: z.infer<typeof roadmapSchema>) => model,
    }),
    section({
      tool: "write_report_risks",
      label: "risks, benchmarks and next steps",
      keys: ["risks", "industryBenchmarks", "nextSteps"],
      schema: risksSchema,
      maxTokens: 6000,
      prompt: {
        label: "the risks, the industry benchmarks and the immediate next steps",
        instructions:
          "Risks from rules: the law of the head office's province or state and of their markets, their sector's regulators, and their own answers; each says why it applies to them. Keep the draft's jurisdiction and sector facts. Benchmarks quote only the source list's figures and say what each measures (Statistics Canada's narrower definition is not the global surveys'). Three to five next steps for the coming weeks. Typed answers that belong here: aiFriction, otherChallenge, customLocation.",
        draft: {
          risks: draft.risks,
          industryBenchmarks: draft.industryBenchmarks,
          nextSteps: draft.nextSteps,
        },
        sources: true,
      },
      finish: (model: z.infer<typeof risksSchema>) => ({
        ...model,
        industryBenchmarks: {
          ...model.industryBenchmarks,
          sources: draft.industryBenchmarks.sources,
        },
      }),
    }),
  ];
  const family = draft.familyStrategies;
  if (family) {
    sections.push(
      section({
        tool: "write_report_family",
        label: "family advice",
        keys: ["familyStrategies"],
        schema: familySchema,
        maxTokens: 4000,
        prompt: {
          label: "the personal and family AI readiness advice",
          instructions:
            "Advice that follows their family answers: no rule-making advice to a household whose rules are already enforced; age groups only where concerns about children were given; resources only from the draft's list. Typed answer that belongs here: householdAiUseOther.",
          draft: { familyStrategies: family },
        },
        finish: (model: z.infer<typeof familySchema>) => ({
          familyStrategies: {
            ...model.familyStrategies,
            recommendedResources: libraryResources(
              model.familyStrategies.recommendedResources,
              family.recommendedResources,
            ),
          },
        }),
      }),
    );
  }
  return sections;
}
