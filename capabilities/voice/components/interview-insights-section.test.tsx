/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import type { InterviewInsights } from "@/capabilities/voice/insights";
import { InterviewInsightsSection } from "./interview-insights-section";

const insights: InterviewInsights = {
  hasInterviewData: true,
  interview: {
    transcriptSummary: "Dana wants faster quotes.",
    createdAt: "2026-01-05T10:00:00.000Z",
  },
  sections: [
    {
      id: "s1",
      sectionKey: "business_challenges",
      confidence: 85,
      deeperDiveSummary: "Quote turnaround is the bottleneck.",
      insights: ["Quotes wait on engineering review"],
      proposedPilot: "Draft quotes with an assistant.",
      kpis: ["Quote turnaround", { name: "Win rate", target: "+10%" }],
      quotes: ["We lose deals while we wait."],
      nextStep: { action: "Pick 20 past quotes", owner: "Head of Sales" },
    },
    {
      id: "s2",
      sectionKey: "confidence_reflection",
      confidence: null,
      deeperDiveSummary: null,
      insights: [],
      proposedPilot: null,
      kpis: [],
      quotes: [],
      nextStep: "Book a leadership workshop",
    },
  ],
};

describe("InterviewInsightsSection", () => {
  it("renders nothing without interview data", () => {
    const { container } = render(
      <InterviewInsightsSection
        insights={{ hasInterviewData: false, interview: null, sections: [] }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("is a region named by its h2, with each interview section readable", () => {
    render(<InterviewInsightsSection insights={insights} />);
    const region = screen.getByRole("region", { name: "Deeper Dive Interview Insights" });
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Deeper Dive Interview Insights",
    );
    expect(within(region).getByText("Dana wants faster quotes.")).toBeVisible();

    expect(
      within(region).getByRole("heading", { level: 3, name: "Business challenges" }),
    ).toBeVisible();
    expect(within(region).getByText("Confidence: 85%")).toBeVisible();
    expect(within(region).getByText("Quote turnaround is the bottleneck.")).toBeVisible();
    expect(within(region).getByText("Quotes wait on engineering review")).toBeVisible();
    expect(within(region).getByText("Draft quotes with an assistant.")).toBeVisible();
    expect(within(region).getByText("Quote turnaround")).toBeVisible();
    expect(within(region).getByText("Win rate — Target: +10%")).toBeVisible();
    expect(within(region).getByText("“We lose deals while we wait.”")).toBeVisible();
    expect(within(region).getByText("Action")).toBeVisible();
    expect(within(region).getByText("Pick 20 past quotes")).toBeVisible();
    expect(within(region).getByText("Owner")).toBeVisible();

    expect(
      within(region).getByRole("heading", { level: 3, name: "Confidence reflection" }),
    ).toBeVisible();
    expect(within(region).getByText("Book a leadership workshop")).toBeVisible();
    expect(within(region).getAllByText(/Confidence: /)).toHaveLength(1);
    expect(within(region).queryByText("[object Object]")).not.toBeInTheDocument();
  });
});
