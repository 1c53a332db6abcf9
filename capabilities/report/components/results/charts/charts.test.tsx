/** @jest-environment jsdom */
import { mockLayoutBox } from "@/tests/helpers/polyfills";
import { beforeAll } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import { ChartFigure } from "@/platform/ui/chart-figure";
import { familyPoints, familyTable, pillarPoints, pillarTable } from "./chart-data";
import { FamilyChart } from "./family-chart";
import { PillarChart, wrapWords } from "./pillar-chart";

const pillars = [
  { label: "Leadership confidence", points: 12, max: 20 },
  { label: "Hands-on tool use", points: 5, max: 20 },
  { label: "Strategic outlook", points: 15, max: 15 },
  { label: "Governance & investment", points: 0, max: 15 },
  { label: "Culture & posture", points: 7, max: 15 },
  { label: "Adoption footprint", points: 3, max: 15 },
];
const breakdown = { preparednessScore: 7, usageScore: 4, childSafetyScore: 9, rulesScore: 2 };

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

beforeAll(() => {
  mockLayoutBox();
});

describe("charts", () => {
  it("give the pillars' values as a captioned table, each row headed by its pillar", () => {
    const points = pillarPoints(pillars);
    render(
      <ChartFigure caption="Pillars" columns={pillarTable.columns} rows={pillarTable.rows(points)}>
        <PillarChart points={points} />
      </ChartFigure>,
    );
    const table = screen.getByRole("table", { name: "Pillars" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Pillar", "Points", "Out of", "Share"]);
    expect(bodyRows(table)).toEqual([
      ["Leadership confidence", "12", "20", "60%"],
      ["Hands-on tool use", "5", "20", "25%"],
      ["Strategic outlook", "15", "15", "100%"],
      ["Governance & investment", "0", "15", "0%"],
      ["Culture & posture", "7", "15", "47%"],
      ["Adoption footprint", "3", "15", "20%"],
    ]);
    expect(within(table).getByRole("rowheader", { name: "Strategic outlook" })).toBeInTheDocument();
  });

  it("draw the pillars as a radar hidden from assistive technology, with no focusable part", async () => {
    const { container } = render(<PillarChart points={pillarPoints(pillars)} />);
    const chart = container.querySelector<HTMLElement>('[data-slot="chart"]')!;
    expect(chart).toHaveAttribute("aria-hidden", "true");
    await waitFor(() => expect(chart.querySelector(".recharts-radar-polygon")).not.toBeNull());
    for (const label of ["Leadership", "confidence", "Adoption", "footprint"]) {
      expect(within(chart).getByText(label)).toBeInTheDocument();
    }
    expect(chart.querySelector("[tabindex]:not([tabindex='-1'])")).toBeNull();
    // The theme colour reaches the marks through the config's CSS variable.
    expect(chart.querySelector("style")?.textContent).toContain("--color-percent: var(--primary)");
  });

  it("break a long pillar name into short lines, so a side label stays inside a narrow chart", () => {
    expect(wrapWords("Culture & adoption in practice", 12)).toEqual([
      "Culture &",
      "adoption in",
      "practice",
    ]);
    expect(wrapWords("Data & platform foundation", 12)).toEqual([
      "Data &",
      "platform",
      "foundation",
    ]);
    expect(wrapWords("Strategic outlook", 12)).toEqual(["Strategic", "outlook"]);
    expect(wrapWords("Incomprehensibilities", 12)).toEqual(["Incomprehensibilities"]);
  });

  it("give the family parts as a table and draw one bar per part, labelled with its score", async () => {
    const points = familyPoints(breakdown);
    const { container } = render(
      <ChartFigure caption="Family" columns={familyTable.columns} rows={familyTable.rows(points)}>
        <FamilyChart points={points} />
      </ChartFigure>,
    );
    expect(bodyRows(screen.getByRole("table", { name: "Family" }))).toEqual([
      ["Preparedness", "7"],
      ["Household use", "4"],
      ["Child safety", "9"],
      ["Household rules", "2"],
    ]);
    const chart = container.querySelector<HTMLElement>('[data-slot="chart"]')!;
    await waitFor(() =>
      expect(chart.querySelectorAll(".recharts-bar-rectangle path").length).toBeGreaterThan(0),
    );
    expect(container.querySelector('figure > [aria-hidden="true"]')).toContainElement(chart);
    expect(chart.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(4);
    const labels = [...chart.querySelectorAll(".recharts-label-list text")];
    expect(labels.map((label) => label.textContent)).toEqual(["7", "4", "9", "2"]);
  });
});
