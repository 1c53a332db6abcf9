/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import type { ListQuery } from "./assessment-list-query";
import { AssessmentsTab } from "./assessments-tab";
import { LeadScore, LeadStatusBadge } from "./lead-score";
import { assessmentRowOf } from "@/tests/helpers/admin-screens";
import type { AssessmentList, AssessmentRow } from "./types";

describe("LeadScore", () => {
  it("reads the score out of 10 with a star from 7, as one accessible phrase", () => {
    const { rerender } = render(<LeadScore score={8} starred />);
    const score = screen.getByRole("img", { name: "Lead score 8 out of 10, top lead" });
    expect(score).toHaveTextContent("8/10");
    expect(within(score).getByTestId("lead-star")).toBeInTheDocument();

    rerender(<LeadScore score={7} />);
    expect(screen.getByRole("img", { name: "Lead score 7 out of 10, top lead" })).toBeVisible();
    expect(screen.getByTestId("lead-star")).toBeInTheDocument();

    rerender(<LeadScore score={6} starred={false} />);
    expect(screen.getByRole("img", { name: "Lead score 6 out of 10" })).toHaveTextContent("6/10");
    expect(screen.queryByTestId("lead-star")).not.toBeInTheDocument();
  });

  it("says when there is no lead score", () => {
    render(<LeadScore score={null} />);
    expect(screen.getByLabelText("Lead score not calculated")).toBeInTheDocument();
  });
});

describe("LeadStatusBadge", () => {
  it.each(["Hot Lead", "Qualified", "Completed", "In Progress"] as const)(
    "shows the API's %s badge",
    (badge) => {
      render(<LeadStatusBadge badge={badge} />);
      expect(screen.getByText(badge)).toHaveAttribute("data-slot", "badge");
    },
  );
});

const row = assessmentRowOf;

const list = (assessments: AssessmentRow[]): AssessmentList => ({
  assessments,
  metrics: {
    totalAssessments: 2,
    qualifiedLeads: 1,
    aiRoadmaps: 2,
    completionRate: 100,
    daily: [],
  },
  page: 1,
  pageSize: 25,
  total: assessments.length,
});

const query: ListQuery = { search: "", page: 1, sort: "createdAt", order: "desc" };

function renderTab(onQuery = jest.fn<(q: ListQuery) => void>()) {
  render(
    <AssessmentsTab
      query={query}
      onQuery={onQuery}
      list={list([
        row({}),
        row({
          id: "22222222-2222-4222-8222-222222222222",
          executiveName: "Sam Lee",
          companyName: "Lakeside Co",
          companyIndustry: "space-mining",
          companyRevenue: "under-1m",
          leadScore: 4,
          leadQualified: false,
          starred: false,
          leadBadge: "Completed",
        }),
      ])}
      loading={false}
      onView={jest.fn()}
      onOpen={jest.fn()}
      onChanged={jest.fn()}
    />,
  );
  return onQuery;
}

describe("AssessmentsTab", () => {
  it("shows each lead's score, star and status badge, with option labels", () => {
    renderTab();
    const [, first, second] = screen.getAllByRole("row");
    expect(
      within(first).getByRole("img", { name: "Lead score 8 out of 10, top lead" }),
    ).toBeVisible();
    expect(within(first).getByText("Hot Lead")).toBeVisible();
    expect(within(first).getByText("Financial Services")).toBeVisible();
    expect(within(first).getByText("$10M – $50M")).toBeVisible();
    expect(within(second).getByRole("img", { name: "Lead score 4 out of 10" })).toBeVisible();
    expect(within(second).queryByTestId("lead-star")).not.toBeInTheDocument();
    expect(within(second).getByText("Completed")).toBeVisible();
    expect(within(second).getByText("space mining")).toBeVisible();
    expect(
      within(first).getByRole("button", { name: "Actions for Northwind Logistics" }),
    ).toBeVisible();
    expect(screen.getByRole("region", { name: "Assessments table" })).toHaveAttribute(
      "tabindex",
      "0",
    );
    expect(screen.getByText("Page 1 of 1")).toBeVisible();
  });

  it("puts a completed lead's actions in one keyboard menu, a draft's View, Legal hold and Delete only", async () => {
    const user = userEvent.setup();
    renderTab();
    const [, first] = screen.getAllByRole("row");
    within(first).getByRole("button", { name: "Actions for Northwind Logistics" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Report",
      "View details",
      "View Assessment (opens in a new tab)",
      "AI Apps",
      "Legal hold",
      "Delete",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Report" })).toHaveAttribute(
      "href",
      "/admin/report/11111111-1111-4111-8111-111111111111",
    );
    expect(within(menu).getByRole("menuitem", { name: /^View Assessment/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("sorts from the column headers and says the order with aria-sort", async () => {
    const user = userEvent.setup();
    const onQuery = renderTab();
    expect(screen.getByRole("columnheader", { name: /Date/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(screen.getByRole("columnheader", { name: /Company/ })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    await user.click(screen.getByRole("button", { name: "Company" }));
    expect(onQuery).toHaveBeenCalledWith({ ...query, sort: "companyName", order: "asc", page: 1 });
    await user.click(screen.getByRole("button", { name: "Date" }));
    expect(onQuery).toHaveBeenLastCalledWith({
      ...query,
      sort: "createdAt",
      order: "asc",
      page: 1,
    });
  });

  it("searches on the server once typing pauses for 300 ms", async () => {
    const user = userEvent.setup();
    const onQuery = renderTab();
    await user.type(screen.getByPlaceholderText("Search by name, company, or email"), "north");
    expect(onQuery).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onQuery).toHaveBeenCalledWith({ ...query, search: "north", page: 1 }),
    );
    expect(onQuery).toHaveBeenCalledTimes(1);
  });
});
