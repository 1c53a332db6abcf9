/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { RoadmapView } from "@/capabilities/report/components/roadmap/roadmap-view";
import { sampleRoadmap, sampleRoadmapDetails } from "@/tests/fixtures/documents";

describe("RoadmapView", () => {
  it("shows the company, the actions and the sections in order", () => {
    render(
      <RoadmapView
        roadmap={sampleRoadmap}
        details={sampleRoadmapDetails}
        actions={<button type="button">Export PDF</button>}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Pacific Summit Financial" }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Export PDF" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Executive Summary",
      "Implementation Timeline",
      "Strategic Recommendations",
      "Quick Wins",
      "Risk Mitigation",
      "Assessment Details",
    ]);
  });

  it("draws the phases as a timeline with the quick wins as the first phase's milestones and each decision gate", () => {
    const gates = ["Gate one.", "Gate two.", "Gate three."];
    render(
      <RoadmapView
        roadmap={{
          ...sampleRoadmap,
          phases: sampleRoadmap.phases.map((p, i) => ({ ...p, decisionGate: gates[i] })),
        }}
        details={sampleRoadmapDetails}
      />,
    );
    const timeline = screen.getByRole("list", { name: "Roadmap timeline" });
    const phases = within(timeline).getAllByRole("heading", { level: 3 });
    expect(phases.map((h) => h.textContent)).toEqual(sampleRoadmap.phases.map((p) => p.title));
    const first = phases[0].closest("li")!;
    expect(first).toHaveTextContent(`Phase 1·Duration: ${sampleRoadmap.phases[0].duration}`);
    const wins = within(first).getByRole("heading", { name: "Quick wins" }).nextElementSibling!;
    expect(within(wins as HTMLElement).getAllByRole("listitem")).toHaveLength(4);
    expect(wins).toHaveTextContent(
      `Quick win: ${sampleRoadmap.quickWins[0].title} ${sampleRoadmap.quickWins[0].timeframe}`,
    );
    gates.forEach((gate, i) =>
      expect(phases[i].closest("li")).toHaveTextContent(`Decision gate${gate}`),
    );
  });

  it("shows a roadmap stored before decision gates without them", () => {
    render(<RoadmapView roadmap={sampleRoadmap} details={sampleRoadmapDetails} />);
    const timeline = screen.getByRole("list", { name: "Roadmap timeline" });
    expect(within(timeline).queryByText("Decision gate")).toBeNull();
    expect(within(timeline).getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("shows at most four quick wins and four risks", () => {
    expect(sampleRoadmap.quickWins.length).toBeGreaterThan(4);
    expect(sampleRoadmap.risks.length).toBeGreaterThan(4);
    render(<RoadmapView roadmap={sampleRoadmap} details={sampleRoadmapDetails} />);
    const wins = screen.getByRole("region", { name: "Quick Wins" });
    expect(within(wins).getAllByRole("listitem")).toHaveLength(4);
    expect(within(wins).queryByText(sampleRoadmap.quickWins[4].title)).not.toBeInTheDocument();
    const risks = screen.getByRole("region", { name: "Risk Mitigation" });
    expect(within(risks).getAllByRole("listitem")).toHaveLength(4);
    expect(within(risks).queryByText(sampleRoadmap.risks[4].risk)).not.toBeInTheDocument();
  });

  it("shows the score out of 100 with a progress bar to match, the maturity and the count", () => {
    render(<RoadmapView roadmap={sampleRoadmap} details={sampleRoadmapDetails} />);
    expect(screen.getByText("AI Readiness Score").closest("div")).toHaveTextContent("58/100");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "58");
    expect(screen.getByText("Exploring")).toBeVisible();
    expect(screen.getByText("Recommendations").closest("div")).toHaveTextContent("5");
  });

  it("numbers the recommendations with their priority and timeframe", () => {
    render(<RoadmapView roadmap={sampleRoadmap} details={sampleRoadmapDetails} />);
    const section = screen.getByRole("region", { name: "Strategic Recommendations" });
    expect(within(section).getByRole("list").tagName).toBe("OL");
    const first = within(section).getAllByRole("listitem")[0];
    expect(first).toHaveTextContent("Establish AI governance");
    expect(first).toHaveTextContent("High priority");
    expect(first).toHaveTextContent("0-30 days");
  });

  it("shows the industry label in the assessment details", () => {
    render(<RoadmapView roadmap={sampleRoadmap} details={sampleRoadmapDetails} />);
    const details = screen.getByRole("region", { name: "Assessment Details" });
    expect(within(details).getByText("Financial Services")).toBeVisible();
    expect(within(details).getByText(sampleRoadmapDetails.assessmentId)).toBeVisible();
    expect(within(details).getByText("Jordan Avery")).toBeVisible();
    expect(within(details).getByText("Chief Executive Officer")).toBeVisible();
  });

  it("replaces hyphens with spaces for an industry without a label", () => {
    render(
      <RoadmapView
        roadmap={sampleRoadmap}
        details={{ ...sampleRoadmapDetails, industry: "agri-food-tech" }}
      />,
    );
    expect(screen.getByText("agri food tech")).toBeVisible();
  });

  it("shows the fallback text and 'Analyzing' while the roadmap is incomplete", () => {
    render(
      <RoadmapView
        roadmap={{ ...sampleRoadmap, executiveSummary: "", maturityProfile: "" }}
        details={sampleRoadmapDetails}
      />,
    );
    expect(
      screen.getByText("Your executive summary will appear here once your roadmap is complete."),
    ).toBeVisible();
    expect(screen.getByText("Analyzing")).toBeVisible();
  });
});
