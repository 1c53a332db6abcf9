/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { AssessmentDetailDialog } from "./assessment-detail-dialog";
import { RoadmapsTab } from "./roadmaps-tab";
import {
  ASSESSMENT_ID,
  AdminTestProviders,
  answer,
  detailsOf,
  mockFetch,
} from "@/tests/helpers/admin-screens";
import { UsersTab } from "./users-tab";

const wrapper = AdminTestProviders;

describe("RoadmapsTab", () => {
  it("shows a roadmap's full content in the 'View Full' dialog", async () => {
    const content = { executiveSummary: "Start with quoting. ".repeat(10), phases: ["Pilot"] };
    mockFetch({
      "/api/admin/roadmaps": () =>
        answer(200, {
          roadmaps: [
            {
              id: "r1",
              assessmentId: ASSESSMENT_ID,
              companyName: "Northwind Logistics",
              createdAt: "2026-03-04T10:00:00.000Z",
              preview: JSON.stringify(content).slice(0, 100),
              content,
            },
          ],
          page: 1,
          pageSize: 25,
          total: 1,
        }),
    });
    const user = userEvent.setup();
    render(<RoadmapsTab />, { wrapper });
    await user.click(await screen.findByRole("button", { name: /^View Full/ }));
    const dialog = screen.getByRole("dialog", { name: "Roadmap: Northwind Logistics" });
    expect(dialog).toHaveTextContent(`Assessment ${ASSESSMENT_ID}`);
    expect(within(dialog).getByText(/"phases": \[/).textContent).toBe(
      JSON.stringify(content, null, 2),
    );
  });
});

describe("UsersTab", () => {
  it("says 'Error loading users: {message}' when the list fails", async () => {
    mockFetch({ "/api/admin/users": () => answer(500, { message: "Database unavailable" }) });
    render(<UsersTab />, { wrapper });
    expect(await screen.findByText("Error loading users: Database unavailable")).toBeVisible();
  });
});

describe("AssessmentDetailDialog", () => {
  it("shows 'None' for empty lists and 'Not provided' for missing values", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, { assessment: detailsOf() }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog", {
      name: "Northwind Logistics: Assessment Details",
    });
    const valueOf = (label: string) => within(dialog).getByText(label).nextElementSibling;
    for (const label of ["Challenges", "AI tools used", "Departments", "Household AI use"]) {
      expect(valueOf(label)).toHaveTextContent(/^None$/);
    }
    for (const label of ["Business model", "Other challenge", "AI experience", "Preparedness"]) {
      expect(valueOf(label)).toHaveTextContent(/^Not provided$/);
    }
    const tools = within(dialog).getByRole("region", { name: "AI Tool Recommendations" });
    expect(tools).toHaveTextContent(/AI Tool RecommendationsNone$/);
  });
});

describe("AssessmentDetailDialog: the lead", () => {
  it("shows where the lead came from and its consent history", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, { assessment: detailsOf() }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog");
    const valueOf = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(valueOf("Chapter")).toHaveTextContent("Vancouver Island Chapter");
    expect(valueOf("Source")).toHaveTextContent("linkedin");
    expect(valueOf("Campaign")).toHaveTextContent("fall-forum");
    expect(valueOf("Insights and reminders")).toHaveTextContent("Consented");
    expect(valueOf("Status")).toHaveTextContent(/^Completed /);
    expect(valueOf("Step reached")).toHaveTextContent("5 of 5");
    expect(valueOf("Landing page")).toHaveTextContent("/");
    expect(valueOf("Referrer")).toHaveTextContent("https://www.linkedin.com/");
    expect(valueOf("Consent history")).toHaveTextContent(
      /^Given .* · assessment, step 1 · wording 2026-11-23$/,
    );
    expect(within(dialog).getByRole("link", { name: "Open Report" })).toBeVisible();
  });

  it("lists every consent change, newest first, withdrawn ones said so", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, {
          assessment: detailsOf({
            marketingConsent: false,
            consentHistory: [
              {
                given: false,
                source: "unsubscribe-link",
                wordingVersion: "2026-11-23",
                createdAt: "2026-03-06T09:00:00.000Z",
              },
              {
                given: true,
                source: "/assessment",
                wordingVersion: "2026-11-23",
                createdAt: "2026-03-04T09:50:00.000Z",
              },
            ],
          }),
        }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Insights and reminders").nextElementSibling).toHaveTextContent(
      "No consent",
    );
    const history = within(dialog).getByText("Consent history").nextElementSibling as HTMLElement;
    const changes = within(history).getAllByRole("listitem");
    expect(changes.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^Withdrawn .* · unsubscribe page · wording 2026-11-23$/),
      expect.stringMatching(/^Given .* · assessment, step 1 · wording 2026-11-23$/),
    ]);
  });

  it("gives the readiness score out of 100, as the executive sees it", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, { assessment: detailsOf({ aiReadinessScore: 62 }) }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("AI readiness score").nextElementSibling).toHaveTextContent(
      "62/100",
    );
  });

  it("says how far a draft got, with no report to open", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, {
          assessment: detailsOf({ status: "draft", stepReached: 2, aiConfidence: null }),
        }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("In progress: step 2 of 5 saved.")).toBeVisible();
    expect(within(dialog).getByText(/^Started .* by Dana Reyes; in progress at step 2 of 5\.$/));
    expect(within(dialog).queryByRole("link", { name: "Open Report" })).not.toBeInTheDocument();
    // The steps it has, and nothing of those it has not reached or of what a completed one gets.
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Lead",
      "Executive Profile",
      "Company Information",
      "Business Challenges",
    ]);
    expect(within(dialog).queryByText("AI confidence")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Status").nextElementSibling).toHaveTextContent("In progress");
  });

  it("shows an expired draft without who it was", async () => {
    mockFetch({
      [`/api/admin/assessments/${ASSESSMENT_ID}/details`]: () =>
        answer(200, {
          assessment: detailsOf({
            status: "draft",
            stepReached: 1,
            purgedAt: "2026-04-04T10:00:00.000Z",
            executiveName: "",
            executiveTitle: "",
            executiveEmail: null,
            companyName: "",
            aiConfidence: null,
          }),
        }),
    });
    render(<AssessmentDetailDialog id={ASSESSMENT_ID} onClose={() => {}} />, { wrapper });
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("heading", { name: "Expired draft: Assessment Details" }),
    ).toBeVisible();
    expect(within(dialog).getByText("Status").nextElementSibling).toHaveTextContent(
      "Expired draft",
    );
    expect(within(dialog).queryByRole("heading", { name: "Executive Profile" })).toBeNull();
    expect(within(dialog).queryByText("Company")).toBeNull();
    expect(within(dialog).queryByText("Email")).toBeNull();
  });
});
