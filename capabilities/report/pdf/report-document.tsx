import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { readinessPoints, type ReportHeader } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import { PageChrome } from "./components";
import { Cover, REPORT_TITLE } from "./report-cover";
import { FamilyPdf } from "./family-section";
import { BenchmarksPdf, ImplementationPdf, NextStepsPdf } from "./report-plan-sections";
import { RisksPdf } from "./risks-section";
import {
  BriefPdf,
  CurrentStatePdf,
  LandscapePdf,
  ReadinessPdf,
  SummaryPdf,
} from "./report-sections";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, colors, fonts, styles, type PdfPageSize } from "./theme";
import { TEAM_PDF_TITLE, TeamPdf, type TeamPdfData } from "./team-section";
import { PdfToolsSection } from "./tools-section";
import { PROGRESS_TITLE, ProgressPdf } from "./progress-section";
import type { Progress } from "@/capabilities/team";

/** The same data the on-screen ReportView takes. */
export interface ReportPdfInput {
  header: ReportHeader;
  reportData: ReportData;
  /** Show the family section (when there is family data). */
  showFamily: boolean;
  /**
   * The "Deeper Dive Interview Insights" section, placed after the industry benchmarks like on
   * screen: given its section number, returns react-pdf nodes, e.g.
   * `(n) => <PdfSection number={n} title="Deeper Dive Interview Insights">...</PdfSection>`
   * built with the blocks of capabilities/report/pdf/components.tsx.
   */
  interviewInsights?: (sectionNumber: number) => ReactNode;
  /** US Letter unless told otherwise (platform/env.ts REPORT_PAGE_SIZE). */
  pageSize?: PdfPageSize;
  /** The leadership team's counts and aggregates, for those who may see them (capabilities/team). */
  team?: TeamPdfData | null;
  /** "Since Your Last Assessment", for a retake read by its owner (lib/progress). */
  progress?: Progress | null;
}

/** The height a content page gives its sections, between the running header and footer. */
const contentHeight = (pageSize: PdfPageSize) =>
  PAGE_SIZES[pageSize].height - Number(styles.page.paddingTop) - Number(styles.page.paddingBottom);
const INTERVIEW_TITLE = "Deeper Dive Interview Insights";

/** The section titles of the report, in order; their numbers and the cover's contents. */
export function reportSectionTitles(options: {
  brief: boolean;
  interview: boolean;
  family: boolean;
  team?: boolean;
  progress?: boolean;
}): string[] {
  return [
    ...(options.brief ? ["The Brief"] : []),
    ...(options.progress ? [PROGRESS_TITLE] : []),
    "Executive Summary",
    "Current State Assessment",
    "AI Readiness Assessment",
    ...(options.team ? [TEAM_PDF_TITLE] : []),
    "AI Solution Landscape and Applications",
    "Recommended AI Applications",
    "Implementation Roadmap",
    "Industry Benchmarks",
    ...(options.interview ? [INTERVIEW_TITLE] : []),
    "Risks and Mitigation Strategies",
    ...(options.family ? ["Personal and Family AI Readiness"] : []),
    "Immediate Next Steps",
  ];
}

/**
 * The last section with a closing note, kept together and at least a third of a page tall: it
 * either fits on the page before or fills a third of the last page, so the report never ends on
 * a page two-thirds empty.
 */
function Closing({
  number,
  header,
  steps,
  pageSize,
}: {
  number: number;
  header: ReportHeader;
  steps: string[];
  pageSize: PdfPageSize;
}) {
  return (
    <View
      wrap={false}
      style={{ minHeight: contentHeight(pageSize) / 3, justifyContent: "space-between" }}
    >
      <View>
        <NextStepsPdf number={number} steps={steps} />
      </View>
      <View
        style={{
          padding: 14,
          borderRadius: 4,
          backgroundColor: colors.navy,
          color: colors.white,
          borderLeftWidth: 4,
          borderLeftColor: colors.gold,
        }}
      >
        <Text style={{ fontFamily: fonts.bold, fontSize: 10.5 }}>Measure your progress</Text>
        <Text style={{ fontSize: 9, lineHeight: 1.5, marginTop: 3, color: "#dfe3f3" }}>
          {header.companyName} scored {readinessPoints(header.overallScore)}/100 on {header.date}.
          Retake the assessment once the first pilots have their results, to see what the decisions
          in this report have changed.
        </Text>
      </View>
    </View>
  );
}

/** The full report as a branded document: a cover, then every section of the screen. */
export function ReportDocument({
  header,
  reportData,
  showFamily,
  interviewInsights,
  pageSize = DEFAULT_PAGE_SIZE,
  team,
  progress,
}: ReportPdfInput) {
  const family = showFamily && Boolean(reportData.familyScorecard || reportData.familyStrategies);
  // No one invited and no answer: nothing to report, so no empty "0 responses" section.
  const shownTeam = team && (team.invited > 0 || team.responses > 0) ? team : null;
  const titles = reportSectionTitles({
    brief: Boolean(reportData.brief),
    interview: Boolean(interviewInsights),
    family,
    team: Boolean(shownTeam),
    progress: Boolean(progress),
  });
  const n = (title: string) => titles.indexOf(title) + 1;
  return (
    <Document
      title={`${REPORT_TITLE} — ${header.companyName}`}
      author="Executive AI Readiness"
      subject={`AI readiness report prepared for ${header.executiveName}, ${header.executiveTitle}`}
      creator="Executive AI Readiness"
      producer="Executive AI Readiness"
      language="en"
    >
      <Cover header={header} contents={titles} pageSize={pageSize} />
      <Page size={pageSize} style={styles.page}>
        <PageChrome title={REPORT_TITLE} company={header.companyName} pageSize={pageSize} />
        {reportData.brief && <BriefPdf number={n("The Brief")} brief={reportData.brief} />}
        {progress && <ProgressPdf number={n(PROGRESS_TITLE)} progress={progress} />}
        <SummaryPdf number={n("Executive Summary")} report={reportData} />
        <CurrentStatePdf number={n("Current State Assessment")} state={reportData.currentState} />
        <ReadinessPdf
          number={n("AI Readiness Assessment")}
          assessment={reportData.readinessAssessment}
          bottomUpLeaders={reportData.bottomUpLeaders}
        />
        {shownTeam && <TeamPdf number={n(TEAM_PDF_TITLE)} team={shownTeam} />}
        <LandscapePdf
          number={n("AI Solution Landscape and Applications")}
          solutions={reportData.solutionLandscape}
        />
        <PdfToolsSection
          number={n("Recommended AI Applications")}
          title="Recommended AI Applications"
          tools={reportData.recommendedApplications}
        />
        <ImplementationPdf number={n("Implementation Roadmap")} roadmap={reportData.roadmap} />
        <BenchmarksPdf
          number={n("Industry Benchmarks")}
          benchmarks={reportData.industryBenchmarks}
        />
        {interviewInsights?.(n(INTERVIEW_TITLE))}
        <RisksPdf number={n("Risks and Mitigation Strategies")} risks={reportData.risks} />
        {family && (
          <FamilyPdf
            number={n("Personal and Family AI Readiness")}
            scorecard={reportData.familyScorecard}
            strategies={reportData.familyStrategies}
          />
        )}
        <Closing
          number={n("Immediate Next Steps")}
          header={header}
          steps={reportData.nextSteps}
          pageSize={pageSize}
        />
      </Page>
    </Document>
  );
}
