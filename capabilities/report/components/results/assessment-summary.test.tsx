/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { AssessmentSummary } from "./assessment-summary";
import { makeResults, TEST_ASSESSMENT_ID } from "@/tests/helpers/results";

describe("AssessmentSummary", () => {
  it("shows the computed score, growth potential and organizational alignment", () => {
    const results = makeResults();
    render(<AssessmentSummary results={results} />);
    expect(screen.getByText(`${results.readiness.score}/100`)).toBeInTheDocument();
    expect(screen.getByText(`+${results.outlook.growthPoints} points`)).toBeInTheDocument();
    expect(screen.getByText(results.outlook.alignment)).toBeInTheDocument();
  });

  it("offers the full report through payment, the way home and the 2-5 minute note", () => {
    render(<AssessmentSummary results={makeResults()} />);
    expect(screen.getByRole("link", { name: "Generate Full Report" })).toHaveAttribute(
      "href",
      `/payment?assessment=${TEST_ASSESSMENT_ID}`,
    );
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(
      screen.getByText("The report is typically completed 2-5 minutes after payment."),
    ).toBeInTheDocument();
  });

  it("leads to the completion page's next steps for a visitor not ready to pay", () => {
    render(<AssessmentSummary results={makeResults()} />);
    expect(screen.getByRole("link", { name: "See your next steps" })).toHaveAttribute(
      "href",
      `/thank-you/${TEST_ASSESSMENT_ID}`,
    );
  });
});
