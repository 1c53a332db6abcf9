/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/components/ui/test-polyfills";
import { AssessmentDetailDialog } from "./assessment-detail-dialog";
import { RoadmapsTab } from "./roadmaps-tab";
import { ASSESSMENT_ID, AdminTestProviders, answer, detailsOf, mockFetch } from "./testing";
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
    expect(valueOf("Consent history")).toHaveTextContent(
      /Given .*\(\/assessment, wording 2026-11-23\)/,
    );
    expect(within(dialog).getByRole("link", { name: "Open Report" })).toBeVisible();
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
    expect(within(dialog).queryByRole("link", { name: "Open Report" })).not.toBeInTheDocument();
  });
});
