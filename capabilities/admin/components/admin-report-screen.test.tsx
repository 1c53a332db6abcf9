/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
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
} from "@/tests/helpers/admin-screens";
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

  it("shows the lead beside the report: contact, lead score, payment, consultation, call-back and consent", async () => {
    serveReport(
      detailsOf({
        bookingStatus: "booked",
        bookedAt: "2026-03-05T12:40:00.000Z",
        bookingStartsAt: "2026-03-12T17:00:00.000Z",
        paymentStatus: "paid",
        paidAt: "2026-03-05T12:00:00.000Z",
        latestPayment: {
          amount: 4900,
          currency: "usd",
          status: "paid",
          createdAt: "2026-03-05T12:00:00.000Z",
        },
        latestCallRequest: {
          status: "queued",
          phoneNumber: "+16045550100",
          attempts: 0,
          createdAt: "2026-03-05T12:30:00.000Z",
        },
      }),
    );
    renderScreen();
    const lead = await screen.findByRole("complementary", { name: "Lead" });
    const fact = (term: string) => within(lead).getByText(term).nextElementSibling as HTMLElement;
    expect(fact("Contact")).toHaveTextContent("Dana Reyes, VP OperationsNorthwind Logistics");
    expect(within(lead).getByRole("link", { name: "dana@example.com" })).toHaveAttribute(
      "href",
      "mailto:dana@example.com",
    );
    expect(
      within(fact("Lead score")).getByRole("img", { name: "Lead score 8 out of 10, top lead" }),
    ).toBeVisible();
    expect(within(fact("Lead score")).getByText("Hot Lead")).toBeVisible();
    expect(fact("Payment")).toHaveTextContent("Paid by card (US$49.00) on Mar 5, 2026");
    expect(fact("Consultation")).toHaveTextContent(
      /^Booked for Mar 12, 2026, .* \(booked Mar 5, 2026, .*\)$/,
    );
    expect(within(fact("Call-back")).getByText("Queued")).toBeVisible();
    expect(within(lead).getByRole("link", { name: "+16045550100" })).toHaveAttribute(
      "href",
      "tel:+16045550100",
    );
    expect(fact("Consent")).toHaveTextContent(
      /^Consented to e-mailsGiven .* \(assessment, step 1\)$/,
    );
    expect(await screen.findByRole("region", { name: "Executive Summary" })).toBeInTheDocument();
  });

  it("says an unpaid lead with no call-back and a withdrawn consent in words", async () => {
    serveReport(
      detailsOf({
        marketingConsent: false,
        consentHistory: [
          {
            given: false,
            source: "one-click",
            wordingVersion: "2026-11-23",
            createdAt: "2026-03-06T09:00:00.000Z",
          },
        ],
      }),
    );
    renderScreen();
    const lead = await screen.findByRole("complementary", { name: "Lead" });
    expect(within(lead).getByText("Not paid")).toBeVisible();
    expect(within(lead).getByText("No consultation booked")).toBeVisible();
    expect(within(lead).getByText("No call-back requested")).toBeVisible();
    expect(within(lead).getByText("No consent to e-mails")).toBeVisible();
    expect(within(lead).getByText(/^Withdrawn .*one-click unsubscribe/)).toBeVisible();
  });

  it("names the coupon a lead unlocked the report with", async () => {
    serveReport(
      detailsOf({
        paymentStatus: "coupon_used",
        couponCode: "LEADERS",
        paidAt: "2026-03-05T12:00:00.000Z",
      }),
    );
    renderScreen();
    const lead = await screen.findByRole("complementary", { name: "Lead" });
    expect(within(lead).getByText("Unlocked with coupon LEADERS on Mar 5, 2026")).toBeVisible();
  });
});
