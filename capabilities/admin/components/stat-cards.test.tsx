/** @jest-environment jsdom */
import "@/tests/helpers/polyfills";
import { render, screen, within } from "@testing-library/react";
import { StatCards } from "./stat-cards";

const metrics = {
  totalAssessments: 1234,
  qualifiedLeads: 56,
  aiRoadmaps: 789,
  completionRate: 64,
  daily: [
    { day: "2026-11-21", count: 3 },
    { day: "2026-11-22", count: 0 },
    { day: "2026-11-23", count: 12 },
  ],
};

describe("StatCards", () => {
  it("shows the assessments-per-day trend with its numbers as a table", () => {
    render(<StatCards metrics={metrics} />);
    const table = screen.getByRole("table", {
      name: "Completed assessments per day over the last 3 days (15 in all)",
    });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Nov 21", "3"],
      ["Nov 22", "0"],
      ["Nov 23", "12"],
    ]);
    expect(screen.getByText("15 in the last 3 days")).toBeInTheDocument();
    expect(screen.getByText("1,234")).toBeInTheDocument();
  });

  it("says what the Completion Rate is a share of", () => {
    render(<StatCards metrics={metrics} />);
    const card = screen.getByText("Completion Rate").closest("li")!;
    expect(within(card).getByText("64%")).toBeInTheDocument();
    expect(
      within(card).getByText("Completed ÷ started, assessments started in the last 30 days"),
    ).toBeInTheDocument();
  });

  it("leaves the trend out when the series is empty", () => {
    render(<StatCards metrics={{ ...metrics, daily: [] }} />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
