import { inflateSync } from "node:zlib";
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

/** Pages of a PDF: `/Type /Page` objects, not the `/Type /Pages` tree. */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;
}

/**
 * The text drawn on the pages, without any system tool: inflate each content stream and decode
 * the strings of its TJ/Tj operators (react-pdf writes the built-in fonts' text as hex strings).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      content = match[1];
    }
    for (const op of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      const body = op[1] ?? op[2];
      let line = "";
      for (const piece of body.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        line += piece[1] !== undefined ? Buffer.from(piece[1], "hex").toString("latin1") : piece[2];
      }
      lines.push(line);
    }
  }
  // Lines wrap anywhere: compare with all whitespace as single spaces.
  return lines.join(" ").replace(/\s+/g, " ");
}

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
