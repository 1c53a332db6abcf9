import type { ReactNode } from "react";
import type { PillarInput } from "@/capabilities/report/components/results/charts/chart-data";
import type { ReportData } from "@/model/documents/report-schemas";
import type { ReportHeader as Header } from "@/model/documents/format";
import { SINCE_LAST_TITLE } from "@/capabilities/team/components";
import { INTERVIEW_INSIGHTS_TITLE } from "@/capabilities/voice/components";
import { DASHBOARD_TITLE, ReportDashboard } from "./dashboard/report-dashboard";
import type { PeerPosition } from "@/capabilities/report/peer-position";
import { ReportSectionMenu, type MenuSection } from "./report-section-menu";
import { slugify } from "@/platform/ui/report-section";
import { RecommendedTools } from "./recommended-tools";
import { IndustryBenchmarksSection } from "./report-sections/benchmarks";
import { HOW_YOU_COMPARE_TITLE } from "./report-sections/how-you-compare";
import { FamilySection, hasFamilyData } from "./report-sections/family";
import { ImplementationRoadmapSection } from "./report-sections/implementation";
import { LEADERSHIP_TITLE } from "./report-sections/leadership-team";
import { SolutionLandscapeSection } from "./report-sections/landscape";
import { NextStepsSection } from "./report-sections/next-steps";
import { ReadinessSection } from "./report-sections/readiness";
import { ReportHeader } from "./report-sections/report-header";
import { RisksSection } from "./report-sections/risks";
import { CurrentStateSection, ExecutiveSummarySection } from "./report-sections/summary";

export type { ReportHeader } from "@/model/documents/format";

/** The menu's entries: each section's title (its heading's id) and a short name. */
const MENU: readonly [title: string, label: string][] = [
  [DASHBOARD_TITLE, "At a glance"],
  [SINCE_LAST_TITLE, "Since last time"],
  ["Executive Summary", "Summary"],
  ["Current State Assessment", "Current state"],
  ["AI Readiness Assessment", "Readiness"],
  [LEADERSHIP_TITLE, "Leadership team"],
  ["AI Solution Landscape and Applications", "Solutions"],
  ["Recommended AI Applications", "Applications"],
  ["Implementation Roadmap", "Roadmap"],
  [HOW_YOU_COMPARE_TITLE, "How you compare"],
  ["Industry Benchmarks", "Benchmarks"],
  [INTERVIEW_INSIGHTS_TITLE, "Interview insights"],
  ["Risks and Mitigation Strategies", "Risks"],
  ["Personal and Family AI Readiness", "Family"],
  ["Immediate Next Steps", "Next steps"],
];
const menuSections: MenuSection[] = MENU.map(([title, label]) => ({
  id: `section-${slugify(title)}`,
  label,
}));

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
  /** The six readiness pillars, drawn in the dashboard and the readiness section when given. */
  pillars?: readonly PillarInput[];
  /** Where the company stands among its peers, shown in the dashboard when given. */
  peers?: PeerPosition;
  /** "How You Compare" (the published AI Readiness Index's groups), before the benchmarks. */
  howYouCompare?: ReactNode;
  /** Shown right after the dashboard (the call-back offer), so the dashboard opens the page. */
  afterDashboard?: ReactNode;
  /** The "Leadership Alignment" section (capabilities/report/components/report-sections/leadership-team.tsx), after the readiness section. */
  team?: ReactNode;
  /** "Since your last assessment" (components/progress), after the dashboard, for a retake. */
  sinceLast?: ReactNode;
}

/**
 * The full report, shared by the user and admin report pages (spec section 2): the dashboard on
 * top, then the sections in the spec's order, each a `<section>` named by its h2 under the
 * company's h1, with the section menu beside them (above them on a phone). A section that is
 * not rendered drops out of the menu by itself.
 */
export function ReportView({
  header,
  reportData,
  interviewInsights,
  showFamily,
  pillars,
  peers,
  afterDashboard,
  team,
  sinceLast,
  howYouCompare,
}: ReportViewProps) {
  const family = showFamily && hasFamilyData(reportData);
  return (
    <div className="mx-auto w-full max-w-6xl lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10 print:block">
      <ReportSectionMenu sections={menuSections} />
      <article
        aria-labelledby="report-title"
        className="mx-auto mt-6 grid w-full max-w-5xl gap-10 lg:mt-0 print:mt-0 print:max-w-none print:gap-8 print:text-[11pt]"
      >
        <ReportHeader header={header} />
        <ReportDashboard report={reportData} pillars={pillars} peers={peers} />
        {afterDashboard}
        {sinceLast}
        <ExecutiveSummarySection report={reportData} />
        <CurrentStateSection state={reportData.currentState} />
        <ReadinessSection
          assessment={reportData.readinessAssessment}
          pillars={pillars}
          bottomUpLeaders={reportData.bottomUpLeaders}
        />
        {team}
        <SolutionLandscapeSection solutions={reportData.solutionLandscape} />
        <RecommendedTools
          tools={reportData.recommendedApplications}
          title="Recommended AI Applications"
        />
        <ImplementationRoadmapSection roadmap={reportData.roadmap} />
        {howYouCompare}
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
    </div>
  );
}
