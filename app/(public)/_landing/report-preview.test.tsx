/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { makeAnswers } from "@/tests/helpers/test-answers";
import { scoreReadiness } from "@/model/scoring";
import { phasePlans } from "@/capabilities/report/content/phases";
import { ReportPreview } from "./report-preview";

describe("ReportPreview", () => {
  it("shows a sample score out of 100 across the readiness model's own pillars", () => {
    render(<ReportPreview />);
    expect(screen.getByRole("img", { name: /^Sample report/ })).toBeInTheDocument();
    const score = screen.getByText("/100").parentElement!;
    expect(Number(score.textContent!.replace("/100", ""))).toBeGreaterThan(0);
    expect(screen.queryByText("/10")).not.toBeInTheDocument();

    const { pillars } = scoreReadiness(makeAnswers());
    for (const pillar of pillars) {
      const label = screen.getByText(pillar.label);
      expect(label.nextElementSibling).toHaveTextContent(new RegExp(`^\\d+/${pillar.max}$`));
    }
  });

  it("shows a sample roadmap with the phases and ranges of a real roadmap", () => {
    render(<ReportPreview />);
    const phases = screen.getByText("Your roadmap").nextElementSibling as HTMLElement;
    const shown = [...phases.querySelectorAll("li")].map((li) => li.textContent);
    const plans = Object.values(phasePlans).map((plan) =>
      plan.map((p, i) => `${i + 1}${p.title}${p.duration}`),
    );
    expect(plans).toContainEqual(shown);
  });
});
