/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { PeerBenchmarkCard } from "./peer-benchmark-card";

describe("PeerBenchmarkCard", () => {
  it("shows the percentile among peers of the same industry and size", () => {
    render(
      <PeerBenchmarkCard
        benchmark={{ enoughPeers: true, peerCount: 8, percentile: 63, scope: "industry-and-size" }}
        industry="financial-services"
      />,
    );
    expect(screen.getByText("63%").closest("p")).toHaveTextContent(
      "Your score is higher than 63% of 8 Financial Services companies of your size.",
    );
  });

  it("says there are not enough peers yet, and shows no percentile", () => {
    render(
      <PeerBenchmarkCard
        benchmark={{ enoughPeers: false, peerCount: 3, scope: "industry" }}
        industry="healthcare"
      />,
    );
    expect(
      screen.getByText(/Not enough peers yet: only 3 other Healthcare companies have taken/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it("names companies that chose the industry “Other” by no option label", () => {
    render(
      <PeerBenchmarkCard
        benchmark={{ enoughPeers: false, peerCount: 0, scope: "industry" }}
        industry="other"
      />,
    );
    const note = screen.getByText(/Not enough peers yet/);
    expect(note).toHaveTextContent(
      "Not enough peers yet: no other companies outside the listed industries have taken the assessment.",
    );
    expect(note).not.toHaveTextContent(/Other companies/);
  });
});
