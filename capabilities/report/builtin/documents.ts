import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { ReportData } from "@/model/documents/report-schemas";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { buildQuickWins } from "./actions";
import { buildRecommendations } from "./recommendations";
import { buildNextSteps } from "./next-steps";
import { buildBrief } from "./brief";
import { organisationUsesAi } from "./evidence";
import { buildContext } from "./context";
import { familyScorecard, familyStrategies } from "./family";
import { renderMarkdown } from "./markdown";
import { buildPhases } from "./phases";
import { buildReportRoadmap } from "./report-roadmap";
import { planOf } from "./plan";
import { maturityProfile, readinessAnalysis } from "./readiness";
import { bottomUpLeaders } from "@/capabilities/report/team";
import { recommendToolsFor } from "./recommend-tools";
import { selectRisks } from "./risks";
import { currentState } from "./current-state";
import { executiveSummary, reportSummary, reportTakeaways } from "./summary";
import { industryBenchmarks } from "./industry-benchmarks";
import { solutionLandscape } from "./solution-landscape";
import { sectorOf } from "./sector";
import { withoutRepeatedQuotes } from "./repeated-quotes";
import { inMembersWords } from "./member-words";
import { nextUseCasesAction, unplacedTools, withNextUseCases } from "./next-use-cases";
import { startSentence } from "./starting-tools";
import type { Context } from "./context";
import { findTool } from "@/capabilities/report/content/tools";
import { isInUse } from "./tool-fit";
import type { RecommendedTool } from "@/model/documents/report-schemas";

/**
 * The recommended tools no pilot, quick win, recommendation or phase places (phase 3's next use
 * cases), read from the roadmap's and the report's plan alike so both documents say the same.
 */
function queuedTools(ctx: Context, tools: readonly RecommendedTool[]): RecommendedTool[] {
  const names = tools.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  const plan = [
    JSON.stringify(buildReportRoadmap(ctx, names, quickWins)),
    JSON.stringify(buildPhases(ctx)),
    JSON.stringify(buildRecommendations(ctx, tools)),
    JSON.stringify(quickWins),
  ];
  return unplacedTools(tools, plan);
}

/** Whether a recommended tool is already in use at the company (its next step is to extend it). */
const inUseBy = (ctx: Context) => (name: string) => {
  const tool = findTool(name);
  return tool !== undefined && isInUse(tool, ctx);
};

/** A tool whose first use waits for phase 3 is no "High priority" to start now (review r22). */
const plannedPriority = (
  tools: RecommendedTool[],
  queued: readonly RecommendedTool[],
): RecommendedTool[] =>
  tools
    .map((t): RecommendedTool =>
      queued.includes(t) && t.priority === "High" ? { ...t, priority: "Medium" } : t,
    )
    .sort((a, b) => RANK[a.priority] - RANK[b.priority]);

const RANK: Readonly<Record<RecommendedTool["priority"], number>> = { High: 0, Medium: 1, Low: 2 };

/**
 * 3-6 tools for a firm of up to 50, up to 8 above, each with why it fits, its cost in CAD and its
 * case, rated as the plan places them: the results page, report and roadmap show the same.
 */
export function recommendTools(input: GenerationInput): RecommendedTool[] {
  const ctx = buildContext(input);
  const tools = recommendToolsFor(ctx);
  return plannedPriority(tools, queuedTools(ctx, tools));
}

/** The roadmap (spec: Roadmap view), with the recommended tools as aiApps. */
export function generateRoadmap(input: GenerationInput): RoadmapContent {
  const ctx = buildContext(input);
  const aiApps = recommendToolsFor(ctx);
  const names = aiApps.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  const queued = queuedTools(ctx, aiApps);
  const sector = sectorOf(ctx);
  return inMembersWords(ctx, {
    ...(sector ? { sector } : {}),
    readinessScore: planOf(ctx).scores.overall,
    maturityProfile: maturityProfile(ctx.score, ctx.postureLabel),
    executiveSummary: executiveSummary(ctx, quickWins),
    recommendations: buildRecommendations(ctx, aiApps),
    phases: withNextUseCases(buildPhases(ctx), nextUseCasesAction(queued, inUseBy(ctx))),
    quickWins,
    risks: selectRisks(ctx),
    aiApps: plannedPriority(aiApps, queued),
  });
}

/** The full report (spec: User report page) and the same report as Markdown. */
export function generateReport(input: GenerationInput): {
  reportData: ReportData;
  markdownReport: string;
} {
  const ctx = buildContext(input);
  const tools = recommendToolsFor(ctx);
  const names = tools.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  const landscape = solutionLandscape(ctx);
  const roadmap = buildReportRoadmap(ctx, names, quickWins);
  const queued = queuedTools(ctx, tools);
  const next = nextUseCasesAction(queued, inUseBy(ctx));
  if (next) roadmap.phase3.scalingActions = [...(roadmap.phase3.scalingActions ?? []), next];
  const plan = planOf(ctx);
  const brief = buildBrief(ctx, tools);
  const early = JSON.stringify([brief.decisions, roadmap.phase1, roadmap.phase2, quickWins]);
  const startWith = startSentence(ctx, tools, early);
  // The bottom-up view is the team's once enough leaders answered (capabilities/report/team.ts).
  const leaders = bottomUpLeaders(input);
  const sector = sectorOf(ctx);
  const reportData: ReportData = {
    ...(sector ? { sector } : {}),
    brief,
    executiveSummary: reportSummary(ctx, quickWins, landscape, startWith),
    takeaways: reportTakeaways(ctx, quickWins, landscape, startWith),
    currentState: currentState(ctx, tools),
    readinessAssessment: {
      topDownScore: plan.scores.topDown,
      bottomUpScore: plan.scores.bottomUp,
      overallScore: plan.scores.overall,
      analysis: readinessAnalysis(
        ctx.readiness,
        ctx.company,
        organisationUsesAi(ctx),
        plan.scoreNote,
        ctx.elements,
      ),
      ...(plan.levers.length ? { levers: plan.levers } : {}),
    },
    solutionLandscape: landscape,
    recommendedApplications: plannedPriority(tools, queued),
    roadmap,
    industryBenchmarks: industryBenchmarks(ctx),
    risks: selectRisks(ctx),
    nextSteps: buildNextSteps(ctx, names),
  };
  if (leaders !== null) reportData.bottomUpLeaders = leaders;
  if (input.family) {
    reportData.familyScorecard = familyScorecard(input.family);
    reportData.familyStrategies = familyStrategies(ctx, input.family);
  }
  const read = inMembersWords(ctx, withoutRepeatedQuotes(reportData));
  return { reportData: read, markdownReport: renderMarkdown(ctx, read) };
}

/** Any report that passed reportDataSchema (built-in or model-written) as Markdown. */
export function reportMarkdown(reportData: ReportData, input: GenerationInput): string {
  return renderMarkdown(buildContext(input), reportData);
}
