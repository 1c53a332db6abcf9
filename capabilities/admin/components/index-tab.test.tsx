/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { computeIndex, type IndexDraft } from "@/capabilities/readiness-index";
import { indexRow } from "@/tests/helpers/index-rows";
import { AdminTestProviders, answer, mockFetch } from "@/tests/helpers/admin-screens";
import { IndexTab } from "./index-tab";

const row = (i: number, industry: string) => indexRow(i, industry);

/** Six technology companies, six in retail, one in education (minimum 5). */
function draftOf(published: boolean): IndexDraft {
  const rows = [
    ...Array.from({ length: 6 }, (_, i) => row(i, "technology")),
    ...Array.from({ length: 6 }, (_, i) => row(10 + i, "retail")),
    row(20, "education"),
  ];
  return {
    settings: {
      published,
      periodFrom: "2026-01-01",
      periodTo: null,
      excludedAssessmentIds: [],
      publishedAt: published ? "2026-04-01T10:00:00.000Z" : null,
      publishedBy: published ? "admin@example.com" : null,
      computedAt: null,
    },
    draft: computeIndex(rows, {
      minCell: 5,
      period: { from: "2026-01-01", to: null },
      now: new Date("2026-04-01T00:00:00Z"),
    }),
  };
}

describe("IndexTab", () => {
  it("shows each group's real size, and why a hidden one is hidden", async () => {
    mockFetch({ "/api/admin/index": () => answer(200, draftOf(false)) });
    render(<IndexTab />, { wrapper: AdminTestProviders });
    const table = await screen.findByRole("region", { name: "Draft index figures" });
    const education = within(table).getByRole("row", { name: /Education/ });
    expect(education).toHaveTextContent("1");
    expect(education).toHaveTextContent("Suppressed: Fewer companies than the minimum");
    // Education's one company would follow from the total: retail (tied, first by key) goes too.
    expect(within(table).getByRole("row", { name: /Retail/ })).toHaveTextContent(
      "Suppressed: Hidden so the total cannot give a smaller group away",
    );
    expect(within(table).getByRole("row", { name: /Technology/ })).toHaveTextContent("Yes");
    expect(screen.getByText("Not published")).toBeVisible();
  });

  it("publishes with the period and exclusions typed, and says so", async () => {
    const fetchMock = mockFetch({
      "/api/admin/index": () =>
        answer(200, fetchMock.mock.calls.length > 1 ? draftOf(true) : draftOf(false)),
    });
    const user = userEvent.setup();
    render(<IndexTab />, { wrapper: AdminTestProviders });
    await user.type(
      await screen.findByLabelText("Excluded assessments (ids, one a line)"),
      "11111111-1111-4111-8111-111111111111",
    );
    await user.click(screen.getByRole("button", { name: "Publish index" }));

    expect(await screen.findByText("Published")).toBeVisible();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      published: true,
      periodFrom: "2026-01-01",
      periodTo: null,
      excludedAssessmentIds: ["11111111-1111-4111-8111-111111111111"],
    });
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeVisible();
  });
});
