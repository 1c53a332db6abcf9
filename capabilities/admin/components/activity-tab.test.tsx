/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { ActivityTab } from "./activity-tab";
import { AdminTestProviders, answer, fetchedPaths, mockFetch } from "@/tests/helpers/admin-screens";

const page = (entries: object[], total = entries.length) => ({
  entries,
  page: 1,
  pageSize: 25,
  total,
  actors: ["ana@example.com", "stripe-webhook"],
});

const exportEntry = {
  id: "e1",
  actorId: "u1",
  actorEmail: "ana@example.com",
  action: "export",
  targetType: "export",
  targetId: null,
  details: { format: "csv", rows: 120, comprehensive: false },
  createdAt: "2026-03-04T10:00:00.000Z",
};

it("lists who did what, in words, with the entry's details", async () => {
  mockFetch({ "/api/admin/audit-log": () => answer(200, page([exportEntry])) });
  render(<ActivityTab />, { wrapper: AdminTestProviders });

  const table = await screen.findByRole("table", { name: "Activity" });
  const [, row] = within(table).getAllByRole("row");
  expect(
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual([
    expect.stringContaining("2026"),
    "ana@example.com",
    "Exported data",
    "export",
    "format: csv · rows: 120 · comprehensive: false",
  ]);
});

it("asks the server for one admin's actions of one kind, from the first page", async () => {
  const fetchMock = mockFetch({
    "/api/admin/audit-log": () => answer(200, page([exportEntry], 60)),
  });
  const user = userEvent.setup();
  render(<ActivityTab />, { wrapper: AdminTestProviders });
  await screen.findByRole("table", { name: "Activity" });

  await user.click(screen.getByRole("button", { name: /next/i }));
  await user.click(screen.getByRole("combobox", { name: "By" }));
  await user.click(await screen.findByRole("option", { name: "stripe-webhook" }));
  await user.click(screen.getByRole("combobox", { name: "Action" }));
  await user.click(await screen.findByRole("option", { name: "Payment refunded: report locked" }));

  expect(fetchedPaths(fetchMock).at(-1)).toBe(
    "/api/admin/audit-log?page=1&pageSize=25&actor=stripe-webhook&action=payment.refunded",
  );
});

it("says when no entry matches the filters", async () => {
  mockFetch({ "/api/admin/audit-log": () => answer(200, page([])) });
  const user = userEvent.setup();
  render(<ActivityTab />, { wrapper: AdminTestProviders });
  await screen.findByText("No activity yet.");
  await user.click(screen.getByRole("combobox", { name: "Action" }));
  await user.click(await screen.findByRole("option", { name: "Exported data" }));
  expect(await screen.findByText("No activity matches these filters.")).toBeVisible();
});
