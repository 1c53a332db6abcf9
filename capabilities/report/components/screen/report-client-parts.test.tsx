/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, fireEvent, screen } from "@testing-library/react";
import "@/tests/helpers/polyfills";
import { answer, clearToasts, expectToast, renderInApp } from "@/tests/helpers/browser";
import { RefreshReportButton } from "./refresh-report-button";
import { ReportFreshness } from "./report-freshness";

/** The browser's part of a server-rendered report: Refresh Report and keeping it fresh. */

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(clearToasts);

describe("Refresh Report", () => {
  it("posts for a new report, then shows the page again with it", async () => {
    fetchMock.mockResolvedValue(answer(200, { reportData: {}, markdownReport: null }));
    const router = renderInApp(<RefreshReportButton assessmentId="a-1" />);
    fireEvent.click(screen.getByRole("button", { name: "Refresh Report" }));
    await expectToast("Report refreshed", "Your report was generated again from your latest data.");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/assessments/a-1/report",
      expect.objectContaining({ method: "POST" }),
    );
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Refresh Report" })).toBeEnabled();
  });

  it("toasts the server's refusal and keeps the report shown", async () => {
    fetchMock.mockResolvedValue(answer(429, { message: "Too many requests." }));
    const router = renderInApp(<RefreshReportButton assessmentId="a-1" />);
    fireEvent.click(screen.getByRole("button", { name: "Refresh Report" }));
    await expectToast("Report Error", "Too many requests.");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe("ReportFreshness", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

  it("reads the page again every 90 seconds", async () => {
    const router = renderInApp(<ReportFreshness />);
    await tick(89_000);
    expect(router.refresh).not.toHaveBeenCalled();
    await tick(1_000);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await tick(90_000);
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it("reads it again when the window regains focus once what it shows is 3 minutes old", async () => {
    const router = renderInApp(<ReportFreshness />);
    const focus = () => act(async () => void window.dispatchEvent(new Event("focus")));
    await tick(60_000);
    await focus();
    expect(router.refresh).not.toHaveBeenCalled(); // 1 min: fresh
    await tick(30_000); // 1:30, the timer's read
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await tick(60_000); // 2:30, one minute after the last read
    await focus();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await tick(29_000); // 2:59: the timer read at 3:00 is still to come
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("reads it on focus when the timer has been held back (a hidden tab) for 3 minutes", async () => {
    const router = renderInApp(<ReportFreshness />);
    const now = Date.now();
    // Browsers throttle timers in background tabs: the clock moves on, the interval does not.
    jest.setSystemTime(now + 181_000);
    await act(async () => void window.dispatchEvent(new Event("focus")));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
