/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, render, screen } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SWRConfig } from "swr";

import { ResultsStatus } from "./results-status";

const fetchMock = jest.fn<typeof fetch>();
const replace = jest.fn<AppRouterInstance["replace"]>();
const router = {
  replace,
  push: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
};

/** What fetchJson reads of a response (jsdom has no Response class). */
const answer = (assessment: { roadmapGenerated: boolean; paymentStatus: string }) =>
  ({
    ok: true,
    status: 200,
    json: async () => ({ assessment }),
    text: async () => JSON.stringify({ assessment }),
  }) as Response;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  replace.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

function renderStatus(initial: { roadmapGenerated: boolean; paymentStatus: string }) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <ResultsStatus assessmentId="a-1" initial={initial} />
      </AppRouterContext.Provider>
    </SWRConfig>,
  );
}

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe("ResultsStatus", () => {
  it("polls every 5 s and flips from generating to the payment page once the roadmap exists", async () => {
    fetchMock.mockResolvedValue(answer({ roadmapGenerated: false, paymentStatus: "pending" }));
    renderStatus({ roadmapGenerated: false, paymentStatus: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent("Roadmap: Generating...");

    await tick(5000);
    expect(screen.getByRole("status")).toHaveTextContent("Roadmap: Generating...");
    expect(replace).not.toHaveBeenCalled();
    const pollsBefore = fetchMock.mock.calls.length;
    expect(pollsBefore).toBeGreaterThanOrEqual(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/assessments/a-1");

    fetchMock.mockResolvedValue(answer({ roadmapGenerated: true, paymentStatus: "pending" }));
    await tick(5000);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(pollsBefore);
    expect(screen.getByRole("status")).toHaveTextContent("Roadmap: Complete");
    expect(replace).toHaveBeenCalledWith("/payment?assessment=a-1");
  });

  it("stays on the results when the report is already paid for", async () => {
    fetchMock.mockResolvedValue(answer({ roadmapGenerated: true, paymentStatus: "coupon_used" }));
    renderStatus({ roadmapGenerated: true, paymentStatus: "coupon_used" });
    await tick(5000);
    expect(screen.getByRole("status")).toHaveTextContent("Your report is ready.");
    expect(replace).not.toHaveBeenCalled();
  });
});
