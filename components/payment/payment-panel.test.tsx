/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/components/ui/test-polyfills";
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
      price="$49"
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
    await user.click(screen.getByRole("button", { name: "Pay $49 securely" }));
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
  });
});
