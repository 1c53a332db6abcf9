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
import type { RecommendedTool } from "@/model/documents/report-schemas";

/**
 * Phase 3's line for the recommended tools no pilot, quick win, recommendation or phase places, read
 * from the roadmap's and the report's plan alike so both documents say the same.
 */
function nextUseCases(ctx: Context, tools: readonly RecommendedTool[]): string | null {
  const names = tools.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  const plan = [
    JSON.stringify(buildReportRoadmap(ctx, names, quickWins)),
    JSON.stringify(buildPhases(ctx)),
    JSON.stringify(buildRecommendations(ctx, tools)),
    JSON.stringify(quickWins),
  ];
  return nextUseCasesAction(unplacedTools(tools, plan));
}

/** The roadmap (spec: Roadmap view), with the recommended tools as aiApps. */
export function generateRoadmap(input: GenerationInput): RoadmapContent {
  const ctx = buildContext(input);
  const aiApps = recommendToolsFor(ctx);
  const names = aiApps.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  const sector = sectorOf(ctx);
  return inMembersWords(ctx, {
    ...(sector ? { sector } : {}),
    readinessScore: planOf(ctx).scores.overall,
    maturityProfile: maturityProfile(ctx.score, ctx.postureLabel),
    executiveSummary: executiveSummary(ctx, quickWins),
    recommendations: buildRecommendations(ctx, aiApps),
    phases: withNextUseCases(buildPhases(ctx), nextUseCases(ctx, aiApps)),
    quickWins,
    risks: selectRisks(ctx),
    aiApps,
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
  const next = nextUseCases(ctx, tools);
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
    recommendedApplications: tools,
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
