import type { ReactNode } from "react";
import type { PillarInput } from "@/components/results/charts/chart-data";
import type { ReportData } from "@/lib/report/schemas";
import type { ReportHeader as Header } from "@/lib/report/format";
import { RecommendedTools } from "./recommended-tools";
import { IndustryBenchmarksSection } from "./report-sections/benchmarks";
import { BriefSection } from "./report-sections/brief";
import { FamilySection, hasFamilyData } from "./report-sections/family";
import { ImplementationRoadmapSection } from "./report-sections/implementation";
import { SolutionLandscapeSection } from "./report-sections/landscape";
import { NextStepsSection } from "./report-sections/next-steps";
import { ReadinessSection } from "./report-sections/readiness";
import { ReportHeader } from "./report-sections/report-header";
import { RisksSection } from "./report-sections/risks";
import { CurrentStateSection, ExecutiveSummarySection } from "./report-sections/summary";

export type { ReportHeader } from "@/lib/report/format";

export interface ReportViewProps {
  header: Header;
  reportData: ReportData;
  /** The "Deeper Dive Interview Insights" section, placed after the industry benchmarks. */
  interviewInsights?: ReactNode;
  /**
   * Whether the family section may show (the user report: always; the admin report: only when
   * the assessment has family answers). It shows only when there is family data too.
   */
  showFamily: boolean;
  /** The six readiness pillars, drawn in the readiness section when given. */
  pillars?: readonly PillarInput[];
}

/**
 * The full report, shared by the user and admin report pages (spec section 2): the sections in
 * the spec's order after the brief on top, each a `<section>` named by its h2 under the
 * company's h1.
 */
export function ReportView({
  header,
  reportData,
  interviewInsights,
  showFamily,
  pillars,
}: ReportViewProps) {
  const family = showFamily && hasFamilyData(reportData);
  return (
    <article
      aria-labelledby="report-title"
      className="mx-auto grid w-full max-w-5xl gap-10 print:max-w-none print:gap-8 print:text-[11pt]"
    >
      <ReportHeader header={header} />
      {reportData.brief && <BriefSection brief={reportData.brief} />}
      <ExecutiveSummarySection summary={reportData.executiveSummary} />
      <CurrentStateSection state={reportData.currentState} />
      <ReadinessSection assessment={reportData.readinessAssessment} pillars={pillars} />
      <SolutionLandscapeSection solutions={reportData.solutionLandscape} />
      <RecommendedTools
        tools={reportData.recommendedApplications}
        title="Recommended AI Applications"
      />
      <ImplementationRoadmapSection roadmap={reportData.roadmap} />
      <IndustryBenchmarksSection benchmarks={reportData.industryBenchmarks} />
      {interviewInsights}
      <RisksSection risks={reportData.risks} />
      {family && (
        <FamilySection
          scorecard={reportData.familyScorecard}
          strategies={reportData.familyStrategies}
        />
      )}
      <NextStepsSection steps={reportData.nextSteps} />
    </article>
  );
}
