/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { sampleReportData } from "@/tests/fixtures/documents";
import { AdminReportScreen } from "./admin-report-screen";
import {
  ASSESSMENT_ID,
  AdminTestProviders,
  answer,
  detailsOf,
  fetchedPaths,
  mockFetch,
  watchNavigation,
} from "./testing";
import type { AssessmentDetails } from "./types";

const DETAILS = `/api/admin/assessments/${ASSESSMENT_ID}/details`;
const REPORT = `/api/admin/assessments/${ASSESSMENT_ID}/report`;
const FAMILY = "Personal and Family AI Readiness";

afterEach(() => jest.restoreAllMocks());

const renderScreen = () =>
  render(<AdminReportScreen assessmentId={ASSESSMENT_ID} />, { wrapper: AdminTestProviders });

function serveReport(details: AssessmentDetails) {
  mockFetch({
    [DETAILS]: () => answer(200, { assessment: details }),
    [REPORT]: () =>
      answer(200, { reportData: sampleReportData, markdownReport: "# Report", cached: true }),
  });
}

describe("AdminReportScreen", () => {
  it.each([
    ["preparednessLevel", { preparednessLevel: "somewhat_prepared" }],
    ["householdAiUse", { householdAiUse: ["homework_help"] }],
    ["childAiConcerns", { childAiConcerns: ["screen_time"] }],
    ["rulesForChildren", { rulesForChildren: "informal_rules" }],
  ])("shows the family section when the assessment has %s", async (_field, answers) => {
    serveReport(detailsOf(answers));
    renderScreen();
    expect(await screen.findByRole("region", { name: FAMILY })).toBeInTheDocument();
  });

  it("leaves the family section out when the assessment has no family answers", async () => {
    serveReport(detailsOf());
    renderScreen();
    expect(await screen.findByRole("region", { name: "Executive Summary" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: FAMILY })).not.toBeInTheDocument();
    expect(screen.getByText("Auto-updates every 2 minutes")).toBeVisible();
  });

  it("says 'Authentication Required' when the session is refused; Login Again signs out", async () => {
    const navigation = watchNavigation();
    const fetchMock = mockFetch({ [DETAILS]: () => answer(401, { message: "Please sign in" }) });
    renderScreen();
    expect(
      await screen.findByRole("heading", { name: "Authentication Required" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Auto-updates every 2 minutes")).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Login Again" }));
    await waitFor(() => expect(navigation).toHaveBeenCalledWith("/login"));
    expect(fetchedPaths(fetchMock)).toContain("/api/auth/logout");
  });

  it("says 'Assessment Not Found' for an unknown id, with Return to Admin and Clear Cache & Login", async () => {
    const navigation = watchNavigation();
    mockFetch({ [DETAILS]: () => answer(404, { message: "Assessment not found." }) });
    renderScreen();
    expect(
      await screen.findByRole("heading", { name: "Assessment Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The requested assessment could not be found.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Admin" })).toHaveAttribute("href", "/admin");
    expect(navigation).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole("button", { name: "Clear Cache & Login" }));
    await waitFor(() => expect(navigation).toHaveBeenCalledWith("/login"));
  });
});
