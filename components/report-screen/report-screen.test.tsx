/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";

import { sampleReportData } from "@/tests/fixtures/documents";
import { ReportScreen } from "./report-screen";

/** The user's report page in every state of the spec, against a fake fetch. */

type Reply = { status: number; body: unknown } | "pending" | "network";
const ASSESSMENT = "GET /api/assessments/a-1";
const REPORT = "GET /api/assessments/a-1/report";
const REFRESH = "POST /api/assessments/a-1/report";

const assessment = (reportGenerated = true) => ({
  status: 200,
  body: {
    assessment: {
      id: "a-1",
      companyName: "Pacific Summit Financial",
      executiveName: "Dana Reyes",
      executiveTitle: "CFO",
      companyIndustry: "financial-services",
      createdAt: "2026-03-14T17:30:00.000Z",
      reportGenerated,
    },
  },
});
const report = (executiveSummary: string, cached = true) => ({
  status: 200,
  body: { reportData: { ...sampleReportData, executiveSummary }, markdownReport: null, cached },
});
const failure = (status: number, message: string) => ({ status, body: { message } });

let replies: Record<string, Reply>;
const fetchMock = jest.fn<typeof fetch>();
fetchMock.mockImplementation(async (input, init) => {
  const reply = replies[`${init?.method ?? "GET"} ${String(input)}`] ?? {
    status: 200,
    body: { hasInterviewData: false, interview: null, sections: [] },
  };
  if (reply === "pending") return new Promise<Response>(() => {});
  if (reply === "network") throw new TypeError("Failed to fetch");
  // What apiFetch reads of a response (jsdom has no Response class).
  return {
    ok: reply.status < 400,
    status: reply.status,
    statusText: "",
    json: async () => reply.body,
    text: async () => JSON.stringify(reply.body),
  } as Response;
});
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key)
    .length;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const tick = (ms = 0) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

async function renderScreen(given: Record<string, Reply>) {
  replies = given;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReportScreen
        assessmentId="a-1"
        agentPhone={{ phoneDisplay: "+1 604 555 0199", phoneHref: "tel:+16045550199" }}
      />
    </SWRConfig>,
  );
  await tick();
}

const heading = () => screen.getByRole("heading", { level: 1 });

describe("ReportScreen", () => {
  it("shows 'Loading Assessment...' while the assessment loads", async () => {
    await renderScreen({ [ASSESSMENT]: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading Assessment...");
  });

  it("says the assessment was not found, with Return Home", async () => {
    await renderScreen({ [ASSESSMENT]: failure(404, "Assessment not found.") });
    expect(heading()).toHaveTextContent("Assessment Not Found");
    expect(screen.getByText("The requested assessment could not be found.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  it.each<[string, Reply]>([
    ["answers 500", failure(500, "Internal error")],
    ["is unreachable", "network"],
  ])(
    "says 'Failed to fetch assessment' when the server %s, and Try Again loads it",
    async (_, reply) => {
      await renderScreen({ [ASSESSMENT]: reply, [REPORT]: report("The report.") });
      expect(heading()).toHaveTextContent("Report Error");
      expect(screen.getByText(/Failed to fetch assessment/)).toBeVisible();

      replies[ASSESSMENT] = assessment();
      fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
      await tick();
      expect(screen.getByText("The report.")).toBeVisible();
    },
  );

  it("shows 'Report Not Available' with the server's message and an unlock link when unpaid (402)", async () => {
    await renderScreen({
      [ASSESSMENT]: assessment(false),
      [REPORT]: failure(402, "The full report is available once it has been unlocked."),
    });
    expect(heading()).toHaveTextContent("Report Not Available");
    expect(
      screen.getByText("The full report is available once it has been unlocked."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Unlock the Full Report" })).toHaveAttribute(
      "href",
      "/payment?assessment=a-1",
    );
    expect(screen.queryByRole("button", { name: "Refresh Report" })).not.toBeInTheDocument();
  });

  it("shows 'Report Error' with Refresh Page when the report fails to load", async () => {
    await renderScreen({ [ASSESSMENT]: assessment(), [REPORT]: failure(503, "Try again later.") });
    expect(heading()).toHaveTextContent("Report Error");
    expect(screen.getByText(/There was an error loading the report/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeEnabled();
  });

  it("says 'No Report Available' when the answer carries no report", async () => {
    await renderScreen({
      [ASSESSMENT]: assessment(),
      [REPORT]: { status: 200, body: { reportData: null, markdownReport: null, cached: true } },
    });
    expect(heading()).toHaveTextContent("No Report Available");
  });

  it.each([
    [true, "Retrieving the previously generated report..."],
    [
      false,
      "Generating comprehensive AI adoption readiness report. This may take 30-60 seconds...",
    ],
  ])("while the report loads (generated before: %s) says '%s'", async (generated, text) => {
    await renderScreen({ [ASSESSMENT]: assessment(generated), [REPORT]: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("shows the report with its header, Export PDF and the Call Me Back banner", async () => {
    await renderScreen({ [ASSESSMENT]: assessment(), [REPORT]: report("The report.") });
    expect(heading()).toHaveTextContent("Pacific Summit Financial");
    expect(screen.getByText("The report.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Export PDF" })).toHaveAttribute(
      "href",
      "/api/assessments/a-1/report/pdf",
    );
    expect(screen.getByRole("link", { name: "Back to Results" })).toHaveAttribute(
      "href",
      "/results/a-1",
    );
    expect(screen.getByRole("button", { name: "Call Me Back" })).toBeVisible();
  });

  it("Refresh Report posts for a new report and shows it", async () => {
    await renderScreen({
      [ASSESSMENT]: assessment(),
      [REPORT]: report("The first report."),
      [REFRESH]: report("The regenerated report.", false),
    });
    fireEvent.click(screen.getByRole("button", { name: "Refresh Report" }));
    await tick();
    expect(calls(REFRESH)).toBe(1);
    expect(screen.getByText("The regenerated report.")).toBeVisible();
    expect(screen.queryByText("The first report.")).not.toBeInTheDocument();
  });

  it("refetches the report every 2 minutes", async () => {
    await renderScreen({ [ASSESSMENT]: assessment(), [REPORT]: report("The report.") });
    expect(calls(REPORT)).toBe(1);
    await tick(119_000);
    expect(calls(REPORT)).toBe(1);
    replies[REPORT] = report("The newer report.");
    await tick(1_000);
    expect(calls(REPORT)).toBe(2);
    expect(screen.getByText("The newer report.")).toBeVisible();
  });

  it("refetches the report when the window regains focus once it is 5 minutes old", async () => {
    await renderScreen({ [ASSESSMENT]: assessment(), [REPORT]: report("The report.") });
    const focusAfter = async (ms: number) => {
      await tick(ms);
      const before = calls(REPORT);
      await act(async () => void window.dispatchEvent(new Event("focus")));
      await tick();
      return calls(REPORT) - before;
    };
    expect(await focusAfter(60_000)).toBe(0); // t = 1 min: still fresh
    expect(await focusAfter(241_000)).toBe(1); // t = 5 min 1 s: stale
    expect(await focusAfter(60_000)).toBe(0); // fresh again for 5 minutes
  });
});
