/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { ReportView } from "@/capabilities/report/components/report-view";
import { sampleReportData, sampleReportHeader } from "@/tests/fixtures/documents";

const specOrder = [
  "At a Glance",
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
];

const sectionHeadings = () =>
  screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

const withoutFamily = {
  ...sampleReportData,
  familyScorecard: undefined,
  familyStrategies: undefined,
};

describe("ReportView", () => {
  it("shows the company as the h1 and the sections in the spec's order", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Pacific Summit Financial" }),
    ).toBeVisible();
    expect(sectionHeadings()).toEqual(specOrder);
    for (const title of specOrder) {
      expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
    }
  });

  it("shows who the report is for, the date and the industry label, with the score in the dashboard below", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(
      within(header).getByText("Prepared for Jordan Avery, Chief Executive Officer"),
    ).toBeVisible();
    expect(within(header).getByText("March 14, 2026")).toBeVisible();
    expect(within(header).getByText("Financial Services")).toBeVisible();
    const dashboard = screen.getByRole("region", { name: "At a Glance" });
    expect(
      within(dashboard).getByRole("img", { name: "Overall AI readiness: 58 out of 100" }),
    ).toBeVisible();
    expect(within(dashboard).getByText("Developing")).toBeVisible();
  });

  it("shows the kind of business the report read, not 'Other', when the industry is Other", () => {
    const header = { ...sampleReportHeader, industry: "other", sector: "Trucking carrier" };
    render(<ReportView header={header} reportData={sampleReportData} showFamily />);
    const cover = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(within(cover).getByText("Trucking carrier")).toBeVisible();
    expect(within(cover).queryByText("Other")).toBeNull();
  });

  it("shows the readiness scores out of 100 with progress bars filled to match", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const section = screen.getByRole("region", { name: "AI Readiness Assessment" });
    expect(section).toHaveTextContent("Top-down score");
    expect(section).toHaveTextContent("72/100");
    expect(section).toHaveTextContent("44/100");
    expect(section).toHaveTextContent("58/100");
    const bars = within(section).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["72", "44", "58"]);
    expect(bars[0]).toHaveAccessibleName("Top-down score: 72 out of 100");
  });

  it("lists the free summary's levers with their points, and none for a report stored before them", () => {
    const levers = [
      { action: "Write an AI use policy", points: 5 },
      { action: "Take a hands-on executive AI briefing", points: 3 },
    ];
    const withLevers = {
      ...sampleReportData,
      readinessAssessment: { ...sampleReportData.readinessAssessment, levers },
    };
    const { unmount } = render(
      <ReportView header={sampleReportHeader} reportData={withLevers} showFamily />,
    );
    const section = screen.getByRole("region", { name: "AI Readiness Assessment" });
    expect(within(section).getByText("What would raise your score most")).toBeVisible();
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Write an AI use policy+5 pts",
      "Take a hands-on executive AI briefing+3 pts",
    ]);
    unmount();
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const stored = screen.getByRole("region", { name: "AI Readiness Assessment" });
    expect(within(stored).queryByText("What would raise your score most")).toBeNull();
  });

  it("leaves the family section out when showFamily is false", () => {
    render(
      <ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily={false} />,
    );
    expect(sectionHeadings()).not.toContain("Personal and Family AI Readiness");
  });

  it("leaves the family section out when there is no family data", () => {
    render(<ReportView header={sampleReportHeader} reportData={withoutFamily} showFamily />);
    expect(sectionHeadings()).toEqual(
      specOrder.filter((title) => title !== "Personal and Family AI Readiness"),
    );
  });

  it("shows the family score on a 10-point ring with its rating and breakdown", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const section = screen.getByRole("region", { name: "Personal and Family AI Readiness" });
    expect(within(section).getByText("out of 10")).toBeVisible();
    expect(within(section).getByText("High")).toHaveClass("ui-badge-secondary");
    const table = within(section).getByRole("table", { name: /Family AI readiness by part/ });
    const { breakdown } = sampleReportData.familyScorecard!;
    expect(within(table).getByRole("rowheader", { name: "Child safety" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `Preparedness${breakdown.preparednessScore}35%`,
      `Household use${breakdown.usageScore}15%`,
      `Child safety${breakdown.childSafetyScore}20%`,
      `Household rules${breakdown.rulesScore}30%`,
    ]);
    expect(within(section).getByRole("link", { name: "MediaSmarts" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("places the interview insights after the industry benchmarks and before the risks", () => {
    render(
      <ReportView
        header={sampleReportHeader}
        reportData={sampleReportData}
        showFamily
        interviewInsights={
          <section aria-labelledby="insights">
            <h2 id="insights">Deeper Dive Interview Insights</h2>
          </section>
        }
      />,
    );
    const headings = sectionHeadings();
    const at = headings.indexOf("Deeper Dive Interview Insights");
    expect(headings[at - 1]).toBe("Industry Benchmarks");
    expect(headings[at + 1]).toBe("Risks and Mitigation Strategies");
  });

  it("names the sources of the benchmarks", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const section = screen.getByRole("region", { name: "Industry Benchmarks" });
    expect(
      within(section).getByText("Computed from 42 assessments in this industry", { exact: false }),
    ).toBeVisible();
    const link = within(section).getByRole("link", { name: "McKinsey, The State of AI (2024)" });
    expect(link).toHaveAttribute(
      "href",
      "https://www.mckinsey.com/capabilities/quantumblack/our-insights/the-state-of-ai",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.parentElement).toHaveTextContent("Source: McKinsey, The State of AI (2024)");
  });

  it("numbers the next steps and shows the risks with their impact", () => {
    render(<ReportView header={sampleReportHeader} reportData={sampleReportData} showFamily />);
    const steps = screen.getByRole("region", { name: "Immediate Next Steps" });
    expect(within(steps).getByRole("list").tagName).toBe("OL");
    expect(within(steps).getAllByRole("listitem")).toHaveLength(sampleReportData.nextSteps.length);
    const risks = screen.getByRole("region", { name: "Risks and Mitigation Strategies" });
    expect(within(risks).getAllByText("High impact")[0]).toHaveClass("ui-badge-destructive");
  });
});
