/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SWRConfig } from "swr";

import {
  employeeOptions,
  industryOptions,
  labelOf,
  postureOptions,
  revenueOptions,
} from "@/model/assessment/options";
import type { Results } from "@/capabilities/report/results";
import type { PaymentStatus } from "@/platform/db/generated/prisma/enums";
import { ResultsView } from "./results-view";
import { makeResults, TEST_ASSESSMENT_ID, testBooking, testContact } from "@/tests/helpers/results";

const router = { replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() };

beforeEach(() => {
  // The status poll stays pending: these tests read what the server rendered.
  global.fetch = jest.fn<typeof fetch>(() => new Promise<Response>(() => {}));
});

function renderResults(results: Results) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <ResultsView results={results} contact={testContact} booking={testBooking} saved={false} />
      </AppRouterContext.Provider>
    </SWRConfig>,
  );
}

/** The card that holds `text` (its title or description). */
const card = (text: string) => {
  const found = screen.getByText(text).closest<HTMLElement>('[data-slot="card"]');
  if (!found) throw new Error(`No card holds ${text}`);
  return within(found);
};
const row = (scope: ReturnType<typeof card>, label: string) =>
  scope.getByText(label).nextElementSibling;
/** The body rows of a table, each as its cells' text. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("ResultsView", () => {
  it("explains the score: each pillar with its points and reasons, and the changes worth most", () => {
    const results = makeResults();
    renderResults(results);
    const breakdown = card("Your AI readiness score");
    expect(breakdown.getByText(String(results.readiness.score))).toBeInTheDocument();
    expect(breakdown.getByText("out of 100")).toBeInTheDocument();
    expect(results.readiness.pillars).toHaveLength(6);
    // The radar's data, as a table for screen readers: each pillar's points, maximum and share.
    const table = breakdown.getByRole("table", { name: /six readiness pillars/ });
    expect(cellsOf(table)).toEqual(
      results.readiness.pillars.map((p) => [
        p.label,
        String(p.points),
        String(p.max),
        `${Math.round((p.points / p.max) * 100)}%`,
      ]),
    );
    for (const pillar of results.readiness.pillars) {
      expect(
        breakdown.getByRole("img", {
          name: `${pillar.label}: ${pillar.points} of ${pillar.max} points`,
        }),
      ).toBeInTheDocument();
      expect(breakdown.getByText(pillar.reasons.join(" · "))).toBeInTheDocument();
    }
    const heading = breakdown.getByRole("heading", { name: "What would raise your score most" });
    const steps = within(heading.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(steps.length).toBeGreaterThan(0);
    expect(steps).toHaveLength(results.readiness.improvements.length);
    results.readiness.improvements.forEach((step, index) => {
      expect(steps[index]).toHaveTextContent(step.action);
      expect(steps[index]).toHaveTextContent(`+${step.gain} pts`);
    });
  });

  it("steps its headings down one level at a time (h1, then the score's h2, then h3)", () => {
    renderResults(makeResults());
    const levels = screen
      .getAllByRole("heading")
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
    expect(
      screen.getByRole("heading", { level: 2, name: "Your AI readiness score" }),
    ).toBeVisible();
  });

  it("shows the AI confidence out of 10 and the organization's posture with its meaning", () => {
    renderResults(makeResults({ aiConfidence: 8, orgPosture: "activating" }));
    expect(card("Your AI confidence").getByText("8/10")).toBeInTheDocument();
    const posture = postureOptions.find((o) => o.value === "activating")!;
    const postureCard = card("Organization posture");
    expect(postureCard.getByText(posture.label)).toBeInTheDocument();
    expect(postureCard.getByText(posture.description!)).toBeInTheDocument();
  });

  it("shows the company profile: industry, revenue, employees and head office", () => {
    renderResults(makeResults({ companyIndustry: "healthcare", headOfficeLocation: "interior" }));
    const profile = card("Company profile");
    expect(profile.getByText("Northwind Logistics")).toBeInTheDocument();
    expect(row(profile, "Industry")).toHaveTextContent(labelOf(industryOptions, "healthcare"));
    expect(row(profile, "Revenue")).toHaveTextContent(labelOf(revenueOptions, "10m-50m"));
    expect(row(profile, "Employees")).toHaveTextContent(labelOf(employeeOptions, "51-200"));
    expect(row(profile, "Location")).toHaveTextContent("Interior");
  });

  it("names the industry the report's cover names: a bus operator under 'Other', not 'Other'", () => {
    renderResults(
      makeResults({
        companyIndustry: "other",
        companyName: "Prairie Shuttle Ltd.",
        otherChallenge: "We run 60 school buses for two rural school divisions.",
      }),
    );
    expect(row(card("Company profile"), "Industry")).toHaveTextContent(
      "Student transportation contractor",
    );
  });

  it("shows the executive's own head office when they chose 'other'", () => {
    renderResults(makeResults({ headOfficeLocation: "other", customLocation: "Calgary, AB" }));
    expect(row(card("Company profile"), "Location")).toHaveTextContent("Calgary, AB");
  });

  it("shows the family readiness score out of 10, its rating and its four parts", () => {
    const results = makeResults();
    const family = results.family!;
    renderResults(results);
    const familyCard = card("Family AI readiness");
    expect(familyCard.getByText(`${family.score} out of 10`)).toBeInTheDocument();
    expect(familyCard.getByText(family.rating)).toBeInTheDocument();
    const parts = [
      ["Preparedness", family.breakdown.preparednessScore, "35%"],
      ["Household use", family.breakdown.usageScore, "15%"],
      ["Child safety", family.breakdown.childSafetyScore, "20%"],
      ["Household rules", family.breakdown.rulesScore, "30%"],
    ] as const;
    const table = familyCard.getByRole("table", { name: /Family AI readiness by part/ });
    expect(cellsOf(table)).toEqual(
      parts.map(([label, score, share]) => [label, String(score), share]),
    );
  });

  it("leaves the family card out when there is no family score", () => {
    renderResults({ ...makeResults(), family: null });
    expect(screen.queryByText("Family AI readiness")).not.toBeInTheDocument();
  });

  it("lists What's Next with the full report, the booking link and the way home", () => {
    renderResults(makeResults());
    const next = card("What's Next");
    expect(next.getByText("Your roadmap arrives by e-mail within 10 minutes.")).toBeInTheDocument();
    expect(next.getAllByRole("listitem")).toHaveLength(4);
    expect(next.getByRole("link", { name: "See Your Full Report" })).toHaveAttribute(
      "href",
      `/report/${TEST_ASSESSMENT_ID}`,
    );
    const booking = next.getByRole("link", { name: "Schedule Free Consultation" });
    expect(booking).toHaveAttribute("href", testBooking.url);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(next.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  it("links the roadmap of this assessment", () => {
    renderResults(makeResults());
    expect(card("What's Next").getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
      "href",
      `/roadmap/${TEST_ASSESSMENT_ID}`,
    );
  });

  it("offers to unlock the full report while it is locked", () => {
    renderResults(makeResults());
    const next = card("What's Next");
    expect(next.getByText(/^Unlock the full report/)).toBeInTheDocument();
    expect(next.queryByText(/report is unlocked/)).not.toBeInTheDocument();
  });

  it.each<PaymentStatus>(["paid", "coupon_used"])(
    "once %s, says the full report is unlocked and links to it instead of offering to unlock it",
    (paymentStatus) => {
      const results = makeResults();
      renderResults({ ...results, assessment: { ...results.assessment, paymentStatus } });
      const next = card("What's Next");
      expect(next.getByText(/Your full report is unlocked/)).toBeInTheDocument();
      expect(next.queryByText(/Unlock the full report/)).not.toBeInTheDocument();
      expect(next.getByRole("link", { name: "Read your full report" })).toHaveAttribute(
        "href",
        `/report/${TEST_ASSESSMENT_ID}`,
      );
    },
  );
});
