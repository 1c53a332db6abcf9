import type { GenerationInput } from "@/lib/report/generation-input";
import type { ReportData } from "@/lib/report/schemas";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import { buildNextSteps, buildQuickWins, buildRecommendations } from "./actions";
import { buildBrief } from "./brief";
import { organisationUsesAi } from "./evidence";
import { buildContext } from "./context";
import { familyScorecard, familyStrategies } from "./family";
import { renderMarkdown } from "./markdown";
import { buildPhases, buildReportRoadmap } from "./phases";
import {
  BOTTOM_UP_PILLARS,
  TOP_DOWN_PILLARS,
  maturityProfile,
  readinessAnalysis,
  viewScore,
} from "./readiness";
import { bottomUpLeaders, reportReadiness } from "@/lib/report/team";
import { recommendToolsFor } from "./recommend-tools";
import { selectRisks } from "./risks";
import {
  currentState,
  executiveSummary,
  industryBenchmarks,
  reportSummary,
  reportTakeaways,
  solutionLandscape,
} from "./sections";

/** The roadmap (spec: Roadmap view), with the recommended tools as aiApps. */
export function generateRoadmap(input: GenerationInput): RoadmapContent {
  const ctx = buildContext(input);
  const aiApps = recommendToolsFor(ctx);
  const names = aiApps.map((tool) => tool.name);
  const quickWins = buildQuickWins(ctx, names);
  return {
    readinessScore: input.readiness.score / 10,
    maturityProfile: maturityProfile(input.readiness.score, ctx.postureLabel),
    executiveSummary: executiveSummary(ctx, quickWins),
    recommendations: buildRecommendations(ctx, names),
    phases: buildPhases(ctx),
    quickWins,
    risks: selectRisks(ctx),
    aiApps,
  };
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
  // The bottom-up view is the team's once enough leaders answered (lib/report/team.ts).
  const readiness = reportReadiness(input);
  const leaders = bottomUpLeaders(input);
  const reportData: ReportData = {
    brief: buildBrief(ctx, tools),
    executiveSummary: reportSummary(ctx, quickWins, landscape, names),
    takeaways: reportTakeaways(ctx, quickWins, landscape, names),
    currentState: currentState(ctx),
    readinessAssessment: {
      topDownScore: viewScore(readiness, TOP_DOWN_PILLARS),
      bottomUpScore: viewScore(readiness, BOTTOM_UP_PILLARS),
      overallScore: input.readiness.score / 10,
      analysis: readinessAnalysis(readiness, ctx.company, organisationUsesAi(ctx)),
    },
    solutionLandscape: landscape,
    recommendedApplications: tools,
    roadmap: buildReportRoadmap(ctx, names, quickWins),
    industryBenchmarks: industryBenchmarks(ctx),
    risks: selectRisks(ctx),
    nextSteps: buildNextSteps(ctx, names),
  };
  if (leaders !== null) reportData.bottomUpLeaders = leaders;
  if (input.family) {
    reportData.familyScorecard = familyScorecard(input.family);
    reportData.familyStrategies = familyStrategies(ctx, input.family);
  }
  return { reportData, markdownReport: renderMarkdown(ctx, reportData) };
}

/** Any report that passed reportDataSchema (built-in or model-written) as Markdown. */
export function reportMarkdown(reportData: ReportData, input: GenerationInput): string {
  return renderMarkdown(buildContext(input), reportData);
}
