/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { makeAnswers } from "@/lib/scoring/test-answers";
import { scoreReadiness } from "@/lib/scoring";
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
});
