/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import type { MyReport } from "@/capabilities/accounts/queries";
import type { PaymentStatus } from "@/platform/db/generated/prisma/enums";
import { ReportCard } from "./report-card";

const ID = "6b1f0c2e-8d4a-4f3b-9e21-1a2b3c4d5e6f";
const now = new Date("2026-03-02T12:00:00Z");

const report = (overrides: Partial<MyReport> = {}): MyReport => ({
  id: ID,
  companyName: "Northwind Logistics",
  executiveName: "Dana Reyes",
  createdAt: new Date("2026-03-01T12:00:00Z"),
  paymentStatus: "pending",
  roadmapGenerated: true,
  aiReadinessScore: 64,
  companyIndustry: "technology",
  companyEmployees: "51-200",
  ...overrides,
});

it("links the results and the roadmap of this assessment, each named for the company", () => {
  render(<ReportCard report={report()} now={now} />);
  expect(
    screen.getByRole("link", { name: "View Full Report for Northwind Logistics" }),
  ).toHaveAttribute("href", `/results/${ID}`);
  expect(
    screen.getByRole("link", { name: "View Your Roadmap for Northwind Logistics" }),
  ).toHaveAttribute("href", `/roadmap/${ID}`);
});

it.each<[PaymentStatus, string]>([
  ["paid", "Unlocked"],
  ["coupon_used", "Unlocked with a coupon"],
  ["pending", "Not unlocked yet"],
])("a %s report reads '%s', not the payment's internal name", (paymentStatus, label) => {
  render(<ReportCard report={report({ paymentStatus })} now={now} />);
  expect(screen.getByText(label, { exact: true })).toBeVisible();
  expect(screen.queryByText(/Coupon Used|Paid|Payment Pending/)).not.toBeInTheDocument();
});
