/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { CompletionPanel } from "./completion-panel";
import { TEST_ASSESSMENT_ID, testContact } from "./test-results";

describe("CompletionPanel", () => {
  beforeEach(() =>
    render(
      <CompletionPanel
        assessmentId={TEST_ASSESSMENT_ID}
        executiveName="Dana Reyes"
        contact={testContact}
      />,
    ),
  );

  it("thanks the executive and promises the roadmap by e-mail within 10 minutes", () => {
    expect(screen.getByRole("heading", { name: "Thank you, Dana Reyes" })).toBeInTheDocument();
    expect(screen.getByText(/within 10 minutes/)).toBeInTheDocument();
  });

  it("links to the results and the full report of this assessment", () => {
    expect(screen.getByRole("link", { name: "View Results" })).toHaveAttribute(
      "href",
      `/results/${TEST_ASSESSMENT_ID}`,
    );
    expect(screen.getByRole("link", { name: "Generate Full Report" })).toHaveAttribute(
      "href",
      `/report/${TEST_ASSESSMENT_ID}`,
    );
  });

  it("books a consultation on the booking page and calls the agent's number", () => {
    const booking = screen.getByRole("link", { name: "Schedule Free Consultation" });
    expect(booking).toHaveAttribute("href", testContact.bookingUrl);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Click to Call" })).toHaveAttribute(
      "href",
      "tel:+16045550199",
    );
  });
});
