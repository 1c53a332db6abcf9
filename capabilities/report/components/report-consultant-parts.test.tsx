/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { ReportView } from "@/capabilities/report/components/report-view";
import { auditPersonas } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "@/capabilities/report/builtin";
import { sampleReportHeader } from "@/tests/fixtures/documents";

/** The parts a consultant's draft has: the brief, fit and cost, owners and gates, why a risk applies. */

const contractor = auditPersonas.find((p) => p.key === "kamloops-contractor")!;
const { reportData } = generateReport(auditInput(contractor));

beforeEach(() => {
  render(<ReportView header={sampleReportHeader} reportData={reportData} showFamily />);
});

it("opens with the dashboard holding the brief's position and three decisions; the summary says what not to do yet", () => {
  const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  expect(headings.slice(0, 2)).toEqual(["At a Glance", "Executive Summary"]);
  const dashboard = screen.getByRole("region", { name: "At a Glance" });
  expect(dashboard).toHaveTextContent(reportData.brief!.position);
  expect(dashboard).toHaveTextContent("Three decisions for this quarter");
  for (const decision of reportData.brief!.decisions) expect(dashboard).toHaveTextContent(decision);
  const summary = screen.getByRole("region", { name: "Executive Summary" });
  expect(summary).toHaveTextContent("Not yet");
  for (const item of reportData.brief!.notYet) {
    expect(summary).toHaveTextContent(item);
    expect(dashboard).not.toHaveTextContent(item);
  }
});

it("reads its executive summary as the generator's three to five takeaways", () => {
  const summary = screen.getByRole("region", { name: "Executive Summary" });
  const takeaways = within(
    within(summary).getByRole("list", { name: "Key takeaways" }),
  ).getAllByRole("listitem");
  expect(takeaways.map((li) => li.textContent?.replace(/^\d/, ""))).toEqual(reportData.takeaways);
  expect(takeaways.length).toBeGreaterThanOrEqual(3);
  expect(takeaways.length).toBeLessThanOrEqual(5);
});

it("shows each tool's fit, its cost in CAD with the assumption, and its business case", () => {
  const tools = screen.getByRole("region", { name: "Recommended AI Applications" });
  const first = reportData.recommendedApplications[0];
  expect(tools).toHaveTextContent(first.fit!);
  expect(tools).toHaveTextContent(first.cost!.summary);
  expect(tools).toHaveTextContent(first.cost!.assumption);
  expect(tools).toHaveTextContent(first.businessCase!);
});

it("gives each pilot an owner, a baseline and a target, and each phase a decision gate", () => {
  const roadmap = screen.getByRole("region", { name: "Implementation Roadmap" });
  expect(within(roadmap).getAllByText("Owners and measures").length).toBeGreaterThan(0);
  const pilot = reportData.roadmap.phase2.initiatives![0];
  expect(roadmap).toHaveTextContent(pilot.owner);
  expect(roadmap).toHaveTextContent(pilot.baseline);
  expect(roadmap).toHaveTextContent(pilot.target);
  expect(roadmap).toHaveTextContent(reportData.roadmap.phase2.decisionGate!);
});

it("draws the implementation roadmap as a timeline: phases, quick-win milestones, decision gates", () => {
  const timeline = screen.getByRole("list", { name: "Roadmap timeline" });
  const phases = within(timeline).getAllByRole("heading", { level: 3 });
  const { phase1, phase2, phase3 } = reportData.roadmap;
  expect(phases.map((h) => h.textContent)).toEqual([phase1.title, phase2.title, phase3.title]);
  const first = phases[0].closest("li")!;
  const wins = within(first).getByRole("heading", { name: "Quick wins" }).nextElementSibling!;
  expect(
    within(wins as HTMLElement)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(phase1.quickWins!.map((win) => `Quick win: ${win}`));
  [phase1, phase2, phase3].forEach((phase, i) =>
    expect(phases[i].closest("li")).toHaveTextContent(`Decision gate${phase.decisionGate}`),
  );
  // Phase 2's pilots are listed once, with their owners and measures below the timeline.
  expect(within(phases[1].closest("li")!).queryByRole("heading", { name: "Pilots" })).toBeNull();
  const section = screen.getByRole("region", { name: "Implementation Roadmap" });
  for (const { action } of phase2.initiatives!)
    expect(within(section).getAllByText(action, { exact: false })).toHaveLength(1);
});

it("says why each risk applies", () => {
  const risks = screen.getByRole("region", { name: "Risks and Mitigation Strategies" });
  for (const risk of reportData.risks) expect(risks).toHaveTextContent(risk.why!);
});
