/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { FamilyChart } from "./family-chart";
import { familyPoints } from "./family-points";
import { PillarChart } from "./pillar-chart";
import { wrapWords } from "./pillar-radar";

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

describe("charts", () => {
  it("give the pillars' values as a captioned table, each row headed by its pillar", () => {
    render(<PillarChart pillars={pillars} />);
    const table = screen.getByRole("table", {
      name: "Your six readiness pillars: the points earned out of each pillar's maximum",
    });
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

  it("draw the pillars as a radar rendered with the page: one corner per pillar at its share, named on hover", () => {
    const { container } = render(<PillarChart pillars={pillars} />);
    const chart = container.querySelector<SVGElement>('[data-chart="pillar-radar"]')!;
    expect(container.querySelector('figure > [aria-hidden="true"]')).toContainElement(chart);
    const corners = [...chart.querySelectorAll("circle")];
    expect(corners.map((corner) => corner.querySelector("title")?.textContent)).toEqual([
      "Leadership confidence: 12 of 20 points",
      "Hands-on tool use: 5 of 20 points",
      "Strategic outlook: 15 of 15 points",
      "Governance & investment: 0 of 15 points",
      "Culture & posture: 7 of 15 points",
      "Adoption footprint: 3 of 15 points",
    ]);
    // The distance of each corner from the centre is its pillar's share of the full spoke.
    const [cx, cy, full] = [160, 120, 74];
    const shares = corners.map((corner) =>
      Math.round(
        (Math.hypot(
          Number(corner.getAttribute("cx")) - cx,
          Number(corner.getAttribute("cy")) - cy,
        ) /
          full) *
          100,
      ),
    );
    expect(shares).toEqual([60, 25, 100, 0, 47, 20]);
    for (const label of ["Leadership", "confidence", "Adoption", "footprint"]) {
      expect(within(chart as unknown as HTMLElement).getByText(label)).toBeInTheDocument();
    }
    expect(chart.querySelector("[tabindex]")).toBeNull();
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

  it("give the family parts as a table and draw one bar per part, as long as its score, labelled with it", () => {
    const { container } = render(<FamilyChart points={familyPoints(breakdown)} />);
    expect(
      bodyRows(
        screen.getByRole("table", { name: "Family AI readiness by part, each scored out of 10" }),
      ),
    ).toEqual([
      ["Preparedness", "7", "35%"],
      ["Household use", "4", "15%"],
      ["Child safety", "9", "20%"],
      ["Household rules", "2", "30%"],
    ]);
    const chart = container.querySelector<HTMLElement>('[data-chart="family-bars"]')!;
    expect(container.querySelector('figure > [aria-hidden="true"]')).toContainElement(chart);
    const bars = [...chart.querySelectorAll("li")];
    expect(bars.map((bar) => bar.lastElementChild?.textContent)).toEqual(["7", "4", "9", "2"]);
    expect(bars.map((bar) => bar.querySelector<HTMLElement>("[style]")?.style.width)).toEqual([
      "70%",
      "40%",
      "90%",
      "20%",
    ]);
  });
});
