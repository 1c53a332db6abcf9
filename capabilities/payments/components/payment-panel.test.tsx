/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import {
  answer,
  clearToasts,
  expectToast,
  networkDown,
  renderInApp,
} from "@/tests/helpers/browser";
import { PaymentPanel } from "./payment-panel";

const ASSESSMENT = "11111111-1111-4111-8111-111111111111";
const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(clearToasts);

const renderPanel = (cardEnabled = true) =>
  renderInApp(
    <PaymentPanel
      assessmentId={ASSESSMENT}
      companyName="Northwind"
      price="US$49"
      cardEnabled={cardEnabled}
    />,
  );

async function applyCoupon(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Coupon code"), code);
  await user.click(screen.getByRole("button", { name: "Apply Coupon" }));
}

describe("the Credit Card tab", () => {
  it("says card payments are not configured when Stripe is not set up, and offers no card payment", async () => {
    const user = userEvent.setup();
    renderPanel(false);
    await user.click(screen.getByRole("tab", { name: "Credit Card" }));
    expect(screen.getByRole("status")).toHaveTextContent(/card payments are not configured/i);
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("sends the browser's request without card data and toasts the server's refusal", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(409, { message: "The report for this assessment is already unlocked." }),
    );
    renderPanel();
    await user.click(screen.getByRole("tab", { name: "Credit Card" }));
    await user.click(screen.getByRole("button", { name: "Pay US$49 securely" }));
    await expectToast("Payment Failed", "The report for this assessment is already unlocked.");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      assessmentId: ASSESSMENT,
    });
  });
});

describe("the Coupon Code tab", () => {
  it("is the default tab, and Apply Coupon is disabled while the code is blank", async () => {
    renderPanel();
    expect(screen.getByRole("tab", { name: "Coupon Code" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.setup().type(screen.getByLabelText("Coupon code"), "   ");
    expect(screen.getByRole("button", { name: "Apply Coupon" })).toBeDisabled();
  });

  it.each([
    [400, "Invalid Coupon Code", "This coupon code has expired."],
    [429, "Too Many Attempts", "Too many requests. Please wait a moment and try again."],
  ])("a %i answer toasts '%s' with the server's message", async (status, title, description) => {
    fetchMock.mockResolvedValue(answer(status, { message: description }));
    const router = renderPanel();
    await applyCoupon("leaders2025");
    await expectToast(title, description);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("a network failure toasts 'Error' / 'Failed to validate coupon. Please try again.'", async () => {
    fetchMock.mockImplementation(networkDown);
    renderPanel();
    await applyCoupon("leaders2025");
    await expectToast("Error", "Failed to validate coupon. Please try again.");
    expect(screen.getByLabelText("Coupon code")).toHaveAccessibleDescription(
      "Failed to validate coupon. Please try again.",
    );
  });

  it("says a refused code under the field, as an alert the field is described by, until the code changes", async () => {
    fetchMock.mockResolvedValue(answer(400, { message: "This coupon code has expired." }));
    renderPanel();
    const field = screen.getByLabelText("Coupon code");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAccessibleDescription();
    await applyCoupon("old2024");
    expect(await screen.findByRole("alert")).toHaveTextContent("This coupon code has expired.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("This coupon code has expired.");
    // Under the field: the message follows the input, before the Apply button.
    const message = screen.getByText("This coupon code has expired.", { selector: "p" });
    const apply = screen.getByRole("button", { name: "Apply Coupon" });
    expect(field.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(message.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.setup().type(field, "X");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute("aria-invalid");
  });
});

describe("what is bought", () => {
  it("shows an order summary: the report for the company, its price with the currency, the total", () => {
    renderPanel();
    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    const item = summary.getByText("Full AI readiness report for Northwind");
    expect(item.nextElementSibling).toHaveTextContent("US$49");
    expect(summary.getByText("Total").nextElementSibling).toHaveTextContent("US$49");
  });

  it("previews the full report's sections, blurred, and says it is a preview", () => {
    renderPanel();
    const preview = screen.getByRole("region", { name: "Preview: inside your full report" });
    expect(preview).toHaveAccessibleDescription(
      "A preview of the sections written for Northwind. The full text unlocks with your report.",
    );
    const sections = within(preview)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(["At a Glance", "Industry Benchmarks", "Implementation Roadmap"]),
    );
    expect(within(preview).getAllByRole("listitem")).toHaveLength(sections.length);
    // The blurred sample text is decoration: hidden from assistive technology, blurred.
    const blurred = preview.querySelectorAll("[data-preview-blur]");
    expect(blurred).toHaveLength(sections.length);
    blurred.forEach((sample) => {
      expect(sample).toHaveAttribute("aria-hidden", "true");
      expect(sample.className).toMatch(/\bblur-/);
    });
  });
});

describe("the tabs", () => {
  it("are touch targets at least 44 px tall", () => {
    renderPanel();
    for (const tab of screen.getAllByRole("tab")) expect(tab).toHaveClass("min-h-11");
  });
});
