import { createElement } from "react";
import { Text } from "@react-pdf/renderer";
import {
  sampleReportData,
  sampleReportHeader,
  sampleRoadmap,
  sampleRoadmapDetails,
} from "@/tests/fixtures/documents";
import { PdfSection } from "./components";
import { renderReportPdf, renderRoadmapPdf } from "./render";
import { auditPersonas } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { pageCount, pageSizes, pdfRuns, pdfText } from "@/tests/helpers/pdf/pdf-text";
import { benchmarkFigures } from "@/capabilities/report/benchmark-figures";
import { MAX_SIDEBAR_ITEMS, publishedSourceText } from "@/model/documents/format";

describe("renderReportPdf", () => {
  it("renders a multi-page PDF with the company and every section", async () => {
    const pdf = await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: true,
    });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThan(1);

    const text = pdfText(pdf);
    expect(text).toContain("Pacific Summit Financial");
    for (const title of [
      "Executive Summary",
      "Current State Assessment",
      "AI Readiness Assessment",
      "AI Solution Landscape and Applications",
      "Recommended AI Applications",
      "Implementation Roadmap",
      "Industry Benchmarks",
      "Risks and Mitigation Strategies",
      "Personal and Family AI Readiness",
      "Immediate Next Steps",
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain(`Page 2 of ${pageCount(pdf)}`);
    expect(text).toContain("Showing top 6 recommendations");
    // The cover's score is out of 100, and its footer says so.
    expect(text).toContain("The overall score is out of 100.");
    expect(text).not.toContain("10-point scale");
  });

  it("speaks of the household, not children, where none are at home (review r22)", async () => {
    const withChildren = pdfText(
      await renderReportPdf({
        header: sampleReportHeader,
        reportData: sampleReportData,
        showFamily: true,
      }),
    );
    expect(withChildren).toContain("how to keep children safe with it");
    const pdf = await renderReportPdf({
      header: sampleReportHeader,
      reportData: {
        ...sampleReportData,
        familyScorecard: { ...sampleReportData.familyScorecard!, noChildrenAtHome: true },
      },
      showFamily: true,
    });
    const text = pdfText(pdf);
    expect(text).toContain("how to use it safely at home");
    expect(text).not.toContain("keep children safe");
  });

  it("leaves the family section out when showFamily is false", async () => {
    const pdf = await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: false,
    });
    expect(pdfText(pdf)).not.toContain("Personal and Family AI Readiness");
  });

  it("numbers the interview insights after the industry benchmarks", async () => {
    const seen: number[] = [];
    const pdf = await renderReportPdf({
      header: sampleReportHeader,
      reportData: sampleReportData,
      showFamily: false,
      interviewInsights: (n) => {
        seen.push(n);
        return createElement(
          PdfSection,
          { number: n, title: "Deeper Dive Interview Insights" },
          createElement(Text, null, "Insight from the interview"),
        );
      },
    });
    expect(seen).toEqual([8]);
    const text = pdfText(pdf);
    const insight = text.indexOf("Insight from the interview");
    expect(text.lastIndexOf("07 Industry Benchmarks")).toBeLessThan(insight);
    expect(insight).toBeLessThan(text.lastIndexOf("09 Risks and Mitigation Strategies"));
    expect(text).toContain("08 Deeper Dive Interview Insights");
  });
});

describe("the benchmarks in print", () => {
  it("give each finding as a large figure with the finding and its source, as on screen", async () => {
    const { reportData } = generateReport(auditInput(auditPersonas[0]!));
    const pdf = await renderReportPdf({
      header: sampleReportHeader,
      reportData,
      showFamily: false,
    });
    const text = pdfText(pdf);
    const runs = pdfRuns(pdf);
    const { figures } = benchmarkFigures(reportData.industryBenchmarks);
    expect(figures.filter((f) => f.value).length).toBeGreaterThan(0);
    for (const figure of figures) {
      if (figure.value)
        expect(runs.find((r) => r.text.trim() === figure.value)?.size).toBeGreaterThanOrEqual(20);
      if (figure.source.kind === "published")
        expect(text).toContain(publishedSourceText(figure.source));
    }
    expect(text).toMatch(/maturity level/i);
  });
});

describe("renderRoadmapPdf", () => {
  it("renders a PDF with the company, the industry label and page numbers", async () => {
    const pdf = await renderRoadmapPdf({
      roadmap: sampleRoadmap,
      details: sampleRoadmapDetails,
      date: "March 14, 2026",
    });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);

    const text = pdfText(pdf);
    expect(text).toContain("Pacific Summit Financial");
    expect(text).toContain("Financial Services");
    expect(text).toContain(`Page 1 of ${pageCount(pdf)}`);
    // At most four quick wins and four risks, as on screen.
    expect(text).toContain(sampleRoadmap.quickWins[3].title);
    expect(text).not.toContain(sampleRoadmap.quickWins[4].title);
    expect(text).not.toContain(sampleRoadmap.risks[4].risk);
  });
});

/** PDF text as the extractor reads it: no spaces, no characters outside Latin-1's ASCII. */
const flat = (text: string) => text.replace(/[^\x21-\x7e]/g, "");

describe("paper and page breaks", () => {
  const input = auditInput(auditPersonas.find((p) => p.key === "provincial-insurer")!);
  const reportData = generateReport(input).reportData;
  const header = {
    ...sampleReportHeader,
    overallScore: reportData.readinessAssessment.overallScore,
  };

  it("prints on US Letter by default and on A4 when asked", async () => {
    const letter = await renderReportPdf({ header, reportData, showFamily: true });
    expect(new Set(pageSizes(letter).map(String))).toEqual(new Set(["612,792"]));
    const a4 = await renderRoadmapPdf({
      roadmap: generateRoadmap(input),
      details: sampleRoadmapDetails,
      pageSize: "A4",
    });
    expect(new Set(pageSizes(a4).map(String))).toEqual(new Set(["595,842"]));
  });

  it("ends the report with its next steps and a closing note, and the roadmap with more than its id", async () => {
    const report = await renderReportPdf({ header, reportData, showFamily: true });
    const pages = pageCount(report);
    const text = pdfText(report);
    const last = text.slice(text.lastIndexOf(`Page ${pages - 1} of ${pages}`));
    expect(last).toContain("Measure your progress");
    expect(flat(last)).toContain(flat(reportData.nextSteps.at(-1)!));

    const roadmap = generateRoadmap(input);
    const pdf = await renderRoadmapPdf({ roadmap, details: sampleRoadmapDetails });
    const roadmapText = pdfText(pdf);
    const n = pageCount(pdf);
    const end =
      n > 1 ? roadmapText.slice(roadmapText.lastIndexOf(`Page ${n - 1} of ${n}`)) : roadmapText;
    expect(flat(end)).toContain(flat(sampleRoadmapDetails.assessmentId));
    // The last risk shown stays with the assessment details.
    expect(flat(end)).toContain(flat(roadmap.risks.slice(0, MAX_SIDEBAR_ITEMS).at(-1)!.risk));
  });

  it("draws the timeline with the quick wins and each decision gate", async () => {
    const roadmap = generateRoadmap(input);
    const text = pdfText(await renderRoadmapPdf({ roadmap, details: sampleRoadmapDetails }));
    expect(text).toContain("QUICK WINS");
    for (const phase of roadmap.phases)
      expect(flat(text)).toContain(flat(`Decision gate: ${phase.decisionGate}`));
  });
});
