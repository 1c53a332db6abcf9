import { Document, Page, Text, View } from "@react-pdf/renderer";
import {
  MAX_SIDEBAR_ITEMS,
  NO_SUMMARY_TEXT,
  industryShown,
  type RoadmapDetails,
} from "@/model/documents/format";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { PageChrome, PdfLabel, PdfParagraphs, PdfSection } from "./components";
import { roadmapTimeline } from "@/capabilities/report/timeline";
import { QuickWinsPdf, ROADMAP_TITLE, RecommendationRow, Tiles, TitleBand } from "./roadmap-parts";
import { RisksPdf } from "./risks-section";
import { DEFAULT_PAGE_SIZE, colors, styles, type PdfPageSize } from "./theme";
import { TimelinePdf } from "./timeline";

/** The same data the on-screen RoadmapView takes, plus the date to print. */
export interface RoadmapPdfInput {
  roadmap: RoadmapContent;
  details: RoadmapDetails;
  /** Already formatted, e.g. "March 14, 2026"; omitted from the title band when absent. */
  date?: string;
  /** US Letter unless told otherwise (platform/env.ts REPORT_PAGE_SIZE). */
  pageSize?: PdfPageSize;
}

/**
 * The roadmap as a branded document with every section of the screen. Its sections flow from
 * page to page; the assessment details stay with the last risk, so the assessment id never sits
 * alone on a last page.
 */
export function RoadmapDocument({
  roadmap,
  details,
  date,
  pageSize = DEFAULT_PAGE_SIZE,
}: RoadmapPdfInput) {
  const summary = roadmap.executiveSummary?.trim();
  const detailRows = [
    ["Executive", details.executiveName],
    ["Title", details.executiveTitle],
    ["Company", details.companyName],
    ["Industry", industryShown({ industry: details.industry, sector: roadmap.sector })],
  ];
  const recommendations = roadmap.recommendations.map((item, i, all) => (
    <RecommendationRow key={item.title} item={item} n={i + 1} last={i === all.length - 1} />
  ));
  return (
    <Document
      title={`${ROADMAP_TITLE} — ${details.companyName}`}
      author="Executive AI Readiness"
      subject={`AI roadmap prepared for ${details.executiveName}, ${details.executiveTitle}`}
      creator="Executive AI Readiness"
      producer="Executive AI Readiness"
      language="en"
    >
      <Page size={pageSize} style={styles.page}>
        <PageChrome
          title={ROADMAP_TITLE}
          company={details.companyName}
          pageSize={pageSize}
          skipFirstHeader
        />
        <TitleBand details={details} date={date} />

        <PdfSection
          number={1}
          title="Executive Summary"
          lead={
            <View style={{ borderLeftWidth: 3, borderLeftColor: colors.navy, paddingLeft: 14 }}>
              {summary ? (
                <PdfParagraphs text={summary} style={{ fontSize: 11, lineHeight: 1.6 }} />
              ) : (
                <Text style={styles.muted}>{NO_SUMMARY_TEXT}</Text>
              )}
            </View>
          }
        />

        <Tiles roadmap={roadmap} />

        <PdfSection number={2} title="Strategic Recommendations" lead={recommendations[0]}>
          {recommendations.slice(1)}
        </PdfSection>

        <PdfSection number={3} title="Implementation Timeline">
          <TimelinePdf phases={roadmapTimeline(roadmap, MAX_SIDEBAR_ITEMS)} />
        </PdfSection>

        <QuickWinsPdf number={4} wins={roadmap.quickWins.slice(0, MAX_SIDEBAR_ITEMS)} />

        <RisksPdf
          number={5}
          title="Risk Mitigation"
          risks={roadmap.risks.slice(0, MAX_SIDEBAR_ITEMS)}
          closing={
            <PdfSection
              number={6}
              title="Assessment Details"
              lead={
                <View style={[styles.tintedCard, styles.row]}>
                  {detailRows.map(([label, value]) => (
                    <View key={label} style={{ width: "15%", paddingRight: 8 }}>
                      <PdfLabel>{label}</PdfLabel>
                      <Text style={[styles.small, { lineHeight: 1.35 }]}>{value}</Text>
                    </View>
                  ))}
                  <View style={{ flex: 1 }}>
                    <PdfLabel>Assessment ID</PdfLabel>
                    <Text style={{ fontFamily: "Courier", fontSize: 7.5, lineHeight: 1.35 }}>
                      {details.assessmentId}
                    </Text>
                  </View>
                </View>
              }
            />
          }
        />
      </Page>
    </Document>
  );
}
