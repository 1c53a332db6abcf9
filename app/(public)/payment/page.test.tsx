/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { makeResults } from "@/tests/helpers/results";
import type { getPublicAssessment as GetPublicAssessment } from "@/capabilities/leads/assessments/queries";
import { renderInApp } from "@/tests/helpers/browser";

// The page's server modules (the database driver) load in jsdom only with these.
Object.assign(globalThis, { TextDecoder, TextEncoder });

/** The payment page with its read layer replaced (the real one for ids that cannot exist). */
const actual = await import("@/capabilities/leads/assessments/queries");
const getPublicAssessment = jest.fn<typeof GetPublicAssessment>();
jest.unstable_mockModule("@/capabilities/leads/assessments/queries", () => ({
  ...actual,
  getPublicAssessment,
}));
const { default: PaymentPage } = await import("./page");
const { env } = await import("@/platform/env");
const { formatPrice } = await import("@/capabilities/payments/format-price");

beforeEach(() => {
  getPublicAssessment.mockReset();
  getPublicAssessment.mockImplementation(actual.getPublicAssessment);
});

const page = async (searchParams: Record<string, string>) =>
  renderInApp(
    await PaymentPage({ searchParams: Promise.resolve(searchParams) } as PageProps<"/payment">),
  );

it.each([
  ["without the assessment parameter", {}],
  ["with an assessment id that cannot exist", { assessment: "not-an-id" }],
])("%s: says no assessment was found and offers Start New Assessment", async (_case, query) => {
  await page(query);
  expect(
    screen.getByText("No assessment found. Please complete an assessment first."),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Start New Assessment" })).toHaveAttribute(
    "href",
    "/assessment",
  );
  expect(screen.queryByRole("tab")).not.toBeInTheDocument();
});

describe("with a submitted assessment", () => {
  const submitted = (paymentStatus: "pending" | "coupon_used" = "pending") => {
    const assessment = {
      ...makeResults().assessment,
      companyName: "Northwind Logistics",
      paymentStatus,
    };
    getPublicAssessment.mockResolvedValue(assessment);
    return assessment.id;
  };

  it("shows the configured price with its currency, the order summary and the preview", async () => {
    const id = submitted();
    await page({ assessment: id });
    expect(getPublicAssessment).toHaveBeenCalledWith(id);
    const price = formatPrice(env.REPORT_PRICE_CENTS, env.REPORT_CURRENCY);
    expect(price).not.toMatch(/^\$/);
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(summary).toHaveTextContent(`Full AI readiness report for Northwind Logistics${price}`);
    expect(summary).toHaveTextContent(`Total${price}`);
    expect(
      screen.getByRole("region", { name: "Preview: inside your full report" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Coupon Code" })).toBeInTheDocument();
  });

  it("once unlocked, says so and links the report instead of offering to pay", async () => {
    const id = submitted("coupon_used");
    await page({ assessment: id });
    expect(screen.getByRole("heading", { name: "Your report is unlocked" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See Your Full Report" })).toHaveAttribute(
      "href",
      `/report/${id}`,
    );
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });
});
