/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { AdminTestProviders, answer, fetchedPaths, mockFetch } from "@/tests/helpers/admin-screens";
import { FunnelTab } from "./funnel-tab";

const TODAY = Date.parse("2026-03-10T12:00:00Z");

const data = {
  from: "2026-02-09",
  to: "2026-03-10",
  stages: [
    { key: "visits", label: "Landing visits", count: 200 },
    { key: "started", label: "Started (step 1)", count: 40 },
    { key: "step2", label: "Step 2 answered", count: 30 },
    { key: "step3", label: "Step 3 answered", count: 12 },
    { key: "step4", label: "Step 4 answered", count: 11 },
    { key: "step5", label: "Step 5 answered", count: 10 },
    { key: "completed", label: "Completed", count: 10 },
    { key: "paid", label: "Report unlocked", count: 4, card: 3, coupon: 1 },
    { key: "booked", label: "Consultation booked", count: 3 },
    { key: "account", label: "Account saved", count: 2 },
    { key: "callRequested", label: "Call-back requested", count: 1 },
  ],
  largestDropOff: { from: "step2", to: "step3", lost: 18, rate: 0.6 },
  weekly: [{ week: "2026-03-09", started: 40, completed: 10, paid: 4 }],
  bySource: [
    {
      source: "linkedin",
      started: 25,
      completed: 7,
      paid: 3,
      revenue: [{ currency: "USD", amountCents: 14700 }],
    },
    { source: "direct", started: 15, completed: 3, paid: 1, revenue: [] },
  ],
  revenue: [
    { currency: "USD", amountCents: 14700 },
    { currency: "CAD", amountCents: 6500 },
  ],
};

it("shows each stage with its count and conversion, and calls out the largest drop-off", async () => {
  mockFetch({ "/api/admin/analytics/funnel": () => answer(200, data) });
  render(<FunnelTab now={TODAY} />, { wrapper: AdminTestProviders });

  const drop = await screen.findByText(/Largest drop-off/);
  expect(drop.parentElement).toHaveTextContent(
    "from Step 2 answered to Step 3 answered, 18 leads (60%) went no further.",
  );
  const [stagesTable] = screen.getAllByRole("table");
  const step3 = within(stagesTable).getByRole("row", { name: /Step 3 answered/ });
  expect(
    within(step3)
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["12", "40%"]);
  expect(within(stagesTable).getByText("3 by card, 1 by coupon")).toBeInTheDocument();
  // Booked follows unlocked: 3 of its 4 leads.
  const booked = within(stagesTable).getByRole("row", { name: /Consultation booked/ });
  expect(
    within(booked)
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["3", "75%"]);
  expect(screen.getByText("Card revenue:").parentElement).toHaveTextContent(
    "Card revenue: US$147.00 + $65.00",
  );
  // The charts' data is in tables for assistive technology.
  expect(screen.getByRole("table", { name: "Leads per stage" })).toBeInTheDocument();
  expect(screen.getByRole("table", { name: /per week/ })).toBeInTheDocument();
  expect(screen.getByRole("rowheader", { name: "linkedin" })).toBeInTheDocument();
});

it("asks for the chosen range, chapter and source", async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockFetch({ "/api/admin/analytics/funnel": () => answer(200, data) });
  render(<FunnelTab now={TODAY} />, { wrapper: AdminTestProviders });
  await screen.findByText(/Largest drop-off/);
  expect(fetchedPaths(fetchMock)).toContain(
    "/api/admin/analytics/funnel?from=2026-02-09&to=2026-03-10",
  );

  await user.selectOptions(screen.getByLabelText("Range"), "Last 7 days");
  await user.selectOptions(screen.getByLabelText("Chapter"), "Vancouver Island Chapter");
  await user.type(screen.getByLabelText("Source"), "LinkedIn{Enter}");
  await waitFor(() =>
    expect(fetchedPaths(fetchMock)).toContain(
      "/api/admin/analytics/funnel?from=2026-03-04&to=2026-03-10&chapter=vancouver-island&source=linkedin",
    ),
  );
});

it("asks for a custom range and says what the server refused", async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockFetch({
    "/api/admin/analytics/funnel": () => answer(200, data),
    "/api/admin/analytics/funnel?from=2025-01-01": () =>
      answer(400, {
        message: "The range can be at most 366 days",
        error: { code: "validation_failed", fields: { to: "The range can be at most 366 days" } },
      }),
  });
  render(<FunnelTab now={TODAY} />, { wrapper: AdminTestProviders });
  await screen.findByText(/Largest drop-off/);

  await user.selectOptions(screen.getByLabelText("Range"), "Custom");
  expect(screen.getByLabelText("From")).toHaveValue("2026-02-09");
  expect(screen.getByLabelText("To")).toHaveValue("2026-03-10");
  fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-02-28" } });
  await waitFor(() =>
    expect(fetchedPaths(fetchMock)).toContain(
      "/api/admin/analytics/funnel?from=2026-02-09&to=2026-02-28",
    ),
  );
  fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-01-01" } });
  expect(await screen.findByRole("alert")).toHaveTextContent("The range can be at most 366 days");
});
