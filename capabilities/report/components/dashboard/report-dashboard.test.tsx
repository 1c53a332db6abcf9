/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { IndustryBenchmarksSection } from "@/capabilities/report/components/report-sections/benchmarks";
import { ExecutiveSummarySection } from "@/capabilities/report/components/report-sections/summary";
import { makeResults } from "@/tests/helpers/results";
import type { ReportData } from "@/model/documents/report-schemas";
import { sampleReportData } from "@/tests/fixtures/documents";
import { ReportDashboard } from "./report-dashboard";

const pillars = makeResults().readiness.pillars;
const withBrief: ReportData = {
  ...sampleReportData,
  brief: {
    position: "Pacific Summit runs pilots without a policy; this quarter is about a policy.",
    decisions: ["Approve the policy.", "Pick the advisor pilot.", "Fund two quarters."],
    notYet: ["No custom models."],
  },
};
const region = (name: string) => screen.getByRole("region", { name });

describe("the report's dashboard", () => {
  it("shows the score ring, the pillars, the peer position, three priorities and the quarter's decisions", () => {
    render(
      <ReportDashboard
        report={withBrief}
        pillars={pillars}
        peers={{
          enoughPeers: true,
          peerCount: 31,
          percentile: 72,
          peersLabel: "Financial Services companies",
          minPeers: 5,
        }}
      />,
    );
    const dashboard = region("At a Glance");
    expect(
      within(dashboard).getByRole("img", { name: "Overall AI readiness: 58 out of 100" }),
    ).toBeVisible();
    const table = within(dashboard).getByRole("table", { name: /six readiness pillars/ });
    expect(within(table).getAllByRole("row")).toHaveLength(1 + pillars.length);
    expect(dashboard).toHaveTextContent("Higher than 72% of 31 Financial Services companies");
    expect(dashboard).toHaveTextContent(withBrief.brief!.position);

    const [priorities, decisions] = within(dashboard).getAllByRole("list");
    // The solution areas, highest priority first: the fixture's two High ones, then a Medium.
    expect(
      within(priorities)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(
      sampleReportData.solutionLandscape
        .slice(0, 3)
        .map((area) => `${area.title}${area.priority} priority`),
    );
    expect(
      within(decisions)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(withBrief.brief!.decisions.map((d, i) => `${i + 1}${d}`));
    expect(dashboard).toHaveTextContent("Three decisions for this quarter");
    // What to leave for now closes the executive summary, not the first screen.
    expect(dashboard).not.toHaveTextContent("No custom models.");
  });

  it("says how many peers are still missing, and leaves out what it was not given", () => {
    render(
      <ReportDashboard
        report={withBrief}
        peers={{ enoughPeers: false, peerCount: 2, peersLabel: "Retail companies", minPeers: 5 }}
      />,
    );
    const dashboard = region("At a Glance");
    expect(dashboard).toHaveTextContent(
      "Not enough peers yet: 2 of the 5 Retail companies needed to compare.",
    );
    expect(within(dashboard).queryByRole("table")).toBeNull();
  });

  it("shows a report stored before The Brief with its first three next steps", () => {
    render(<ReportDashboard report={sampleReportData} />);
    const dashboard = region("At a Glance");
    expect(dashboard).toHaveTextContent("First steps");
    for (const step of sampleReportData.nextSteps.slice(0, 3))
      expect(dashboard).toHaveTextContent(step);
    expect(dashboard).not.toHaveTextContent(sampleReportData.nextSteps[3]);
  });
});

describe("the executive summary", () => {
  it("lists the report's own takeaways, with the full summary behind a disclosure", () => {
    render(
      <ExecutiveSummarySection
        report={{ executiveSummary: "The long text.", takeaways: ["One.", "Two.", "Three."] }}
      />,
    );
    const summary = region("Executive Summary");
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1One.", "2Two.", "3Three."]);
    expect(
      within(summary).getByText("Read the summary in full").closest("details"),
    ).not.toHaveAttribute("open");
    expect(summary).toHaveTextContent("The long text.");
    expect(summary).not.toHaveTextContent("Not yet");
  });

  it("never repeats the takeaways behind the disclosure (review r26)", () => {
    render(
      <ExecutiveSummarySection
        report={{ executiveSummary: "One. Two. Three.", takeaways: ["One.", "Two.", "Three."] }}
      />,
    );
    expect(screen.queryByText("Read the summary in full")).toBeNull();
  });

  it("closes with The Brief's list of what to leave for now", () => {
    render(<ExecutiveSummarySection report={withBrief} />);
    const notYet = within(region("Executive Summary"))
      .getByText("Not yet")
      .parentElement!.querySelector("ul")!;
    expect(
      within(notYet)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["No custom models."]);
  });

  it("reads an old report's paragraph as takeaways, one per sentence", () => {
    render(<ExecutiveSummarySection report={sampleReportData} />);
    const items = within(region("Executive Summary")).getAllByRole("listitem");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]).toHaveTextContent(/^1Pacific Summit Financial is at an inflection point\./);
  });
});

describe("the industry benchmarks", () => {
  it("shows each published finding as a large figure with its source, and the rest once", () => {
    render(
      <IndustryBenchmarksSection
        benchmarks={{
          ...sampleReportData.industryBenchmarks,
          adoptionRate:
            "McKinsey reported that 78% of organisations used AI in one function. These figures measure different things.",
          sources: [
            { kind: "submissions", sampleSize: 42, label: "61% of the 42 other firms run pilots." },
            {
              kind: "published",
              name: "McKinsey, The State of AI",
              year: 2025,
              url: "https://www.mckinsey.com/capabilities/quantumblack/our-insights/the-state-of-ai",
              label: "McKinsey reported that 78% of organisations used AI in one function.",
            },
          ],
        }}
      />,
    );
    const section = region("Industry Benchmarks");
    const [first, second] = within(section).getAllByRole("listitem").slice(0, 2);
    expect(within(first).getByText("61%")).toBeVisible();
    expect(first).toHaveTextContent("Source: Computed from 42 assessments in this industry");
    expect(within(second).getByText("78%")).toBeVisible();
    expect(
      within(second).getByRole("link", { name: "McKinsey, The State of AI (2025)" }),
    ).toHaveAttribute(
      "href",
      "https://www.mckinsey.com/capabilities/quantumblack/our-insights/the-state-of-ai",
    );
    expect(within(section).getAllByText(/78% of organisations/)).toHaveLength(1);
    expect(section).toHaveTextContent("These figures measure different things.");
  });
});
