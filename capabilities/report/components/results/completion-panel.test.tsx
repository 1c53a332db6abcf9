/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { CompletionPanel } from "./completion-panel";
import { TEST_ASSESSMENT_ID, testBooking, testContact } from "@/tests/helpers/results";

describe("CompletionPanel", () => {
  beforeEach(() =>
    render(
      <CompletionPanel
        assessmentId={TEST_ASSESSMENT_ID}
        executiveName="Dana Reyes"
        email="Dana.Reyes@northwind.ca"
        contact={testContact}
        booking={testBooking}
      />,
    ),
  );

  it("thanks the executive and names the address the roadmap goes to within 10 minutes", () => {
    expect(screen.getByRole("heading", { name: "Thank you, Dana Reyes" })).toBeInTheDocument();
    const promise = screen.getByText(/sending your AI roadmap to/);
    expect(promise).toHaveTextContent(
      "We're sending your AI roadmap to Dana.Reyes@northwind.ca: expect it within 10 minutes.",
    );
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

  it("links the roadmap of this assessment", () => {
    expect(screen.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
      "href",
      `/roadmap/${TEST_ASSESSMENT_ID}`,
    );
  });

  it("books a consultation on the booking page and calls the agent's number", () => {
    const booking = screen.getByRole("link", { name: "Schedule Free Consultation" });
    expect(booking).toHaveAttribute("href", testBooking.url);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Click to Call" })).toHaveAttribute(
      "href",
      "tel:+16045550199",
    );
  });
});

it("promises the roadmap by e-mail without an address when none is on record", () => {
  render(
    <CompletionPanel
      assessmentId={TEST_ASSESSMENT_ID}
      executiveName="Dana Reyes"
      email={null}
      contact={testContact}
      booking={testBooking}
    />,
  );
  expect(
    screen.getByText("Your AI roadmap will arrive by e-mail within 10 minutes."),
  ).toBeInTheDocument();
  expect(screen.queryByText(/sending your AI roadmap to/)).not.toBeInTheDocument();
});
