/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, screen, waitFor, within } from "@testing-library/react";
import "@/tests/helpers/polyfills";
import { makeResults, TEST_ASSESSMENT_ID as id, testBooking } from "@/tests/helpers/results";
import type { getResults as GetResults } from "@/capabilities/report/results";
import type { getStoredReport as GetStoredReport } from "@/capabilities/report/service";
import type { getInterviewInsightsOrThrow as GetInterviewInsights } from "@/capabilities/voice/queries";
import type { PaymentStatus } from "@/platform/db/generated/prisma/enums";
import type { IndexCell, PublishedComparison } from "@/capabilities/readiness-index";
import { sampleReportData } from "@/tests/fixtures/documents";
import { answer, renderInApp } from "@/tests/helpers/browser";

/** The user's report page (spec: User report page) with its read layer replaced. */
const getResults = jest.fn<typeof GetResults>();
const getStoredReport = jest.fn<typeof GetStoredReport>();
jest.unstable_mockModule("@/capabilities/report/results", () => ({ getResults }));
jest.unstable_mockModule("@/capabilities/leads/assessments/queries", () => ({
  isPaidStatus: (status: string) => status === "paid" || status === "coupon_used",
}));
const getInterviewInsightsOrThrow = jest.fn<typeof GetInterviewInsights>();
jest.unstable_mockModule("@/capabilities/voice/queries", () => ({ getInterviewInsightsOrThrow }));
jest.unstable_mockModule("@/capabilities/report/service", () => ({
  getStoredReport,
  PAYMENT_REQUIRED_TEXT: "The full report is available once it has been unlocked.",
}));
jest.unstable_mockModule("@/capabilities/leads/booking/link", () => ({
  bookingLinkFor: async () => testBooking,
}));
jest.unstable_mockModule("@/platform/auth/viewer", () => ({ getViewer: async () => null }));
const publishedCellFor = jest.fn<() => Promise<PublishedComparison | null>>();
jest.unstable_mockModule("@/capabilities/readiness-index/server", () => ({ publishedCellFor }));
jest.unstable_mockModule("@/capabilities/team/progress/page-data", () => ({
  getProgressForPage: async () => ({ mayRetake: false, progress: null, previousTeam: 0 }),
}));
jest.unstable_mockModule("@/capabilities/team/page-data", () => ({
  getTeamViewForPage: async () => null,
}));
const { default: ReportPage } = await import("./page");

const REPORT = `/api/assessments/${id}/report`;
const fetchMock = jest.fn<typeof fetch>();
const noInterview = { hasInterviewData: false, interview: null, sections: [] };
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  getInterviewInsightsOrThrow.mockResolvedValue(noInterview);
  publishedCellFor.mockResolvedValue(null);
});
const reportRequests = () => fetchMock.mock.calls.filter(([url]) => String(url) === REPORT);

const assessment = (paymentStatus: PaymentStatus) => {
  const results = makeResults(
    {},
    { enoughPeers: true, peerCount: 12, percentile: 64, scope: "industry-and-size" },
  );
  return {
    ...results,
    assessment: { ...results.assessment, companyName: "Pacific Summit Financial", paymentStatus },
  };
};
async function page() {
  const router = renderInApp(
    await ReportPage({ params: Promise.resolve({ id }) } as PageProps<"/report/[id]">),
  );
  await act(async () => {}); // the browser's first requests (if any) answer
  return router;
}
const heading = () => screen.getByRole("heading", { level: 1 });

it("renders a stored report with the page, before any request from the browser", async () => {
  getResults.mockResolvedValue(assessment("paid"));
  getStoredReport.mockResolvedValue({ ...sampleReportData, executiveSummary: "The report." });
  await page();
  expect(heading()).toHaveTextContent("Pacific Summit Financial");
  const summary = screen.getByRole("region", { name: "Executive Summary" });
  expect(
    within(summary)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["1The report."]);
  const dashboard = screen.getByRole("region", { name: "At a Glance" });
  expect(dashboard).toHaveTextContent("Higher than 64% of 12 Technology companies of your size");
  expect(
    within(dashboard).getByRole("table", { name: /six readiness pillars/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Export PDF" })).toHaveAttribute(
    "href",
    `/api/assessments/${id}/report/pdf`,
  );
  expect(screen.getByRole("button", { name: "Refresh Report" })).toBeEnabled();
  expect(screen.getByRole("link", { name: "Back to Results" })).toHaveAttribute(
    "href",
    `/results/${id}`,
  );
  expect(screen.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
    "href",
    `/roadmap/${id}`,
  );
  expect(screen.getByRole("button", { name: "Call Me Back" })).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("renders the interview insights with the report, after the industry benchmarks", async () => {
  getResults.mockResolvedValue(assessment("paid"));
  getStoredReport.mockResolvedValue(sampleReportData);
  getInterviewInsightsOrThrow.mockResolvedValue({
    hasInterviewData: true,
    interview: { transcriptSummary: "We talked quotes.", createdAt: "2026-03-14T17:30:00.000Z" },
    sections: [
      {
        id: "s-1",
        sectionKey: "business_challenges",
        confidence: 0.85,
        deeperDiveSummary: "Quotes wait five days on engineering review.",
        insights: ["Deals are lost after the third day"],
        proposedPilot: null,
        kpis: [],
        quotes: [],
        nextStep: null,
      },
    ],
  });
  await page();
  const insights = screen.getByRole("region", { name: "Deeper Dive Interview Insights" });
  expect(insights).toHaveTextContent("Quotes wait five days on engineering review.");
  const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  const at = headings.indexOf("Deeper Dive Interview Insights");
  expect(headings[at - 1]).toBe("Industry Benchmarks");
  expect(headings[at + 1]).toBe("Risks and Mitigation Strategies");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("still shows the report when the interview insights cannot be read", async () => {
  getResults.mockResolvedValue(assessment("paid"));
  getStoredReport.mockResolvedValue(sampleReportData);
  getInterviewInsightsOrThrow.mockRejectedValue(new Error("connection lost"));
  await page();
  expect(heading()).toHaveTextContent("Pacific Summit Financial");
  expect(screen.getByRole("status")).toHaveTextContent("Failed to fetch interview insights");
});

it.each<PaymentStatus>(["pending", "refunded"])(
  "shows 'Report Not Available' with an unlock link and no report when the payment is %s",
  async (status) => {
    getResults.mockResolvedValue(assessment(status));
    getStoredReport.mockResolvedValue(sampleReportData);
    await page();
    expect(heading()).toHaveTextContent("Report Not Available");
    expect(
      screen.getByText("The full report is available once it has been unlocked."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Unlock the Full Report" })).toHaveAttribute(
      "href",
      `/payment?assessment=${id}`,
    );
    expect(screen.queryByText(sampleReportData.executiveSummary.slice(0, 40))).toBeNull();
    expect(screen.queryByRole("link", { name: "Export PDF" })).not.toBeInTheDocument();
    // The roadmap is free: it stays a click away while the report is locked.
    expect(screen.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
      "href",
      `/roadmap/${id}`,
    );
    expect(reportRequests()).toHaveLength(0);
  },
);

it("asks the server to generate a missing report, then shows the page again", async () => {
  getResults.mockResolvedValue(assessment("coupon_used"));
  getStoredReport.mockResolvedValue(null);
  let generated!: (response: Response) => void;
  fetchMock.mockImplementation(
    (url) =>
      new Promise<Response>((resolve, reject) =>
        String(url) === REPORT ? (generated = resolve) : reject(new Error(`GET ${String(url)}`)),
      ),
  );
  const router = await page();
  expect(screen.getByRole("status")).toHaveTextContent("Generating your report");
  expect(screen.queryByRole("link", { name: "Export PDF" })).not.toBeInTheDocument();
  await waitFor(() => expect(reportRequests()).toHaveLength(1));
  await act(async () =>
    generated(answer(200, { reportData: sampleReportData, markdownReport: null, cached: false })),
  );
  await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
});

it("says 'Report Error' with Refresh Page when the report cannot be generated", async () => {
  getResults.mockResolvedValue(assessment("paid"));
  getStoredReport.mockResolvedValue(null);
  fetchMock.mockResolvedValue(answer(503, { message: "Try again in a minute." }));
  await page();
  await waitFor(() => expect(heading()).toHaveTextContent("Report Error"));
  expect(screen.getByRole("button", { name: "Refresh Page" })).toBeEnabled();
});

it("says the assessment was not found, with Return Home", async () => {
  getResults.mockResolvedValue(null);
  getStoredReport.mockResolvedValue(null);
  await page();
  expect(heading()).toHaveTextContent("Assessment Not Found");
  expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
});

/** A published group of the index with only the figures the report reads. */
const group = (label: string, companies: number, medianScore: number): IndexCell => ({
  key: label,
  label,
  published: true,
  figures: {
    companies,
    medianScore,
    scoreBands: [],
    pillars: [],
    governance: [],
    posture: [],
    challenges: [],
    helpAreas: [],
  },
});

it("compares the score with the published index's groups, and says when the company's group is too small", async () => {
  const results = assessment("paid");
  getResults.mockResolvedValue(results);
  getStoredReport.mockResolvedValue(sampleReportData);
  const score = results.readiness.score;
  publishedCellFor.mockResolvedValue({
    minCell: 10,
    period: "up to 26 Nov 2026",
    overall: group("All", 140, score - 7),
    industry: group("Technology", 31, score + 2),
    industryAndSize: { key: "technology:51-200", label: "Technology, 51 – 200", published: false },
  });
  await page();
  const section = screen.getByRole("region", { name: "How You Compare" });
  expect(section).toHaveTextContent(`Your readiness score, ${score}/100`);
  expect(section).toHaveTextContent("A group of fewer than 10 companies is not shown");
  expect(within(section).getByRole("link", { name: "AI Readiness Index" })).toHaveAttribute(
    "href",
    "/index",
  );
  const rows = within(section)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual([
    `All companies in the index140${score - 7}7 points above`,
    `Technology companies31${score + 2}2 points below`,
    expect.stringMatching(/^Technology companies, .*Not enough companies yet$/),
  ]);
  expect(screen.getByRole("navigation", { name: /sections/i }).textContent).toContain(
    "How you compare",
  );
});

it("leaves the comparison out while no index is published", async () => {
  getResults.mockResolvedValue(assessment("paid"));
  getStoredReport.mockResolvedValue(sampleReportData);
  await page();
  expect(screen.queryByRole("region", { name: "How You Compare" })).not.toBeInTheDocument();
});
