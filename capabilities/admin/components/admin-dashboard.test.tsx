/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { AdminDashboard } from "./admin-dashboard";
import {
  ASSESSMENT_ID,
  AdminTestProviders,
  answer,
  assessmentRowOf,
  detailsOf,
  fetchedPaths,
  mockFetch,
  router,
  watchNavigation,
} from "@/tests/helpers/admin-screens";
import type { AssessmentList } from "./types";

const LIST = "/api/admin/assessments?";

const list: AssessmentList = {
  assessments: [
    assessmentRowOf({ executiveTitle: "VP Operations", companyIndustry: "technology" }),
  ],
  metrics: {
    totalAssessments: 1,
    qualifiedLeads: 1,
    aiRoadmaps: 1,
    completionRate: 100,
    daily: [],
  },
  page: 1,
  pageSize: 25,
  total: 1,
};

afterEach(() => {
  jest.restoreAllMocks();
  router.push.mockClear();
});

const renderDashboard = () =>
  render(<AdminDashboard email="admin@example.com" openAssessmentId={null} />, {
    wrapper: AdminTestProviders,
  });

describe("AdminDashboard", () => {
  it.each([401, 403])("signs the admin out and goes to /login on a %i", async (status) => {
    const navigation = watchNavigation();
    const fetchMock = mockFetch({ [LIST]: () => answer(status, { message: "Not allowed" }) });
    renderDashboard();
    await waitFor(() => expect(navigation).toHaveBeenCalledWith("/login"));
    const logout = fetchMock.mock.calls.find(([path]) => path === "/api/auth/logout");
    expect(logout?.[1]?.method).toBe("POST");
    expect(screen.queryByText("Error Loading Admin Dashboard")).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Admin Dashboard' with the message; Retry loads again", async () => {
    let failing = true;
    mockFetch({
      [LIST]: () =>
        failing ? answer(500, { message: "Database unavailable" }) : answer(200, list),
    });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading")).toHaveTextContent("Error Loading Admin Dashboard");
    expect(within(alert).getByText("500: Database unavailable")).toBeVisible();
    expect(within(alert).getByRole("button", { name: "Login Again" })).toBeVisible();

    failing = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  it("'Login Again' on the error screen signs out to /login", async () => {
    const navigation = watchNavigation();
    mockFetch({ [LIST]: () => answer(500, { message: "Database unavailable" }) });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Login Again" }));
    await waitFor(() => expect(navigation).toHaveBeenCalledWith("/login"));
  });

  it("opens an assessment's report from a click or Enter on its row, not from its actions", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      [LIST]: () => answer(200, list),
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, { assessment: detailsOf() }),
    });
    renderDashboard();
    const row = (await screen.findByText("Dana Reyes")).closest("tr")!;

    await user.click(within(row).getByText("Northwind Logistics"));
    expect(router.push).toHaveBeenLastCalledWith(`/admin/report/${ASSESSMENT_ID}`);

    router.push.mockClear();
    row.focus();
    await user.keyboard("{Enter}");
    expect(router.push).toHaveBeenCalledWith(`/admin/report/${ASSESSMENT_ID}`);

    router.push.mockClear();
    await user.click(within(row).getByRole("button", { name: /^Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "View details" }));
    expect(await screen.findByRole("dialog")).toBeVisible();
    expect(fetchedPaths(fetchMock)).toContain(`/api/admin/assessments/${ASSESSMENT_ID}/details`);
    await user.keyboard("{Escape}");

    await user.click(within(row).getByRole("button", { name: /^Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("AdminDashboard: leads in progress", () => {
  const withDraft: AssessmentList = {
    ...list,
    assessments: [
      assessmentRowOf({
        id: "22222222-2222-4222-8222-222222222222",
        companyName: "Draft Co",
        status: "draft",
        stepReached: 3,
        marketingConsent: false,
        source: "google.com",
        leadScore: null,
      }),
    ],
  };

  it("shows a draft's step and consent, offers no report for it, and filters by status", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [LIST]: () => answer(200, withDraft) });
    renderDashboard();
    const row = await screen.findByRole("row", { name: /Draft Co/ });
    expect(within(row).getByText("In progress · step 3 of 5")).toBeVisible();
    expect(within(row).getByText("No consent · google.com")).toBeVisible();
    await user.click(within(row).getByRole("button", { name: "Actions for Draft Co" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View details", "Legal hold", "Delete"]);
    await user.keyboard("{Escape}");

    await user.selectOptions(screen.getByLabelText("Status"), "In progress");
    await waitFor(() =>
      expect(fetchedPaths(fetchMock).some((p) => p.includes("status=in_progress"))).toBe(true),
    );
  });

  it("filters by chapter and source, and shows an expired draft with no one's details", async () => {
    const user = userEvent.setup({ delay: null });
    const expired: AssessmentList = {
      ...list,
      assessments: [
        assessmentRowOf({
          id: "33333333-3333-4333-8333-333333333333",
          companyName: "",
          executiveName: "",
          executiveEmail: null,
          executiveTitle: "",
          status: "draft",
          stepReached: 1,
          purgedAt: "2026-04-01T00:00:00.000Z",
          source: "direct",
          leadScore: null,
        }),
      ],
    };
    const fetchMock = mockFetch({ [LIST]: () => answer(200, expired) });
    renderDashboard();
    const row = await screen.findByRole("row", { name: /Expired draft/ });
    expect(within(row).getByText("No email")).toBeVisible();
    expect(within(row).queryByRole("link", { name: /Report/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Chapter"), "Vancouver Island Chapter");
    await waitFor(() =>
      expect(fetchedPaths(fetchMock).some((p) => p.includes("chapter=vancouver-island"))).toBe(
        true,
      ),
    );
    await user.type(screen.getByLabelText("Source"), "LinkedIn{Enter}");
    await waitFor(() =>
      expect(
        fetchedPaths(fetchMock).some(
          (p) => p.includes("source=linkedin") && p.includes("chapter=vancouver-island"),
        ),
      ).toBe(true),
    );
  });
});
