/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnlockTabs } from "./unlock-tabs";

/** The light tablist of the payment page (WAI-ARIA tabs pattern). */
const renderTabs = () =>
  render(
    <UnlockTabs
      defaultValue="coupon"
      tabs={[
        { value: "coupon", label: "Coupon Code", panel: <input aria-label="Coupon code" /> },
        { value: "card", label: "Credit Card", panel: <p>Pay by card</p> },
      ]}
    />,
  );

it("shows the default tab's panel, named by its tab, and hides the other", () => {
  renderTabs();
  expect(screen.getByRole("tablist")).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Coupon Code" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tab", { name: "Credit Card" })).toHaveAttribute(
    "aria-selected",
    "false",
  );
  expect(screen.getByRole("tabpanel", { name: "Coupon Code" })).toContainElement(
    screen.getByRole("textbox", { name: "Coupon code" }),
  );
  expect(screen.queryByText("Pay by card")).not.toBeVisible();
});

it("switches on click and keeps what was typed in the other panel", async () => {
  const user = userEvent.setup();
  renderTabs();
  await user.type(screen.getByRole("textbox", { name: "Coupon code" }), "LEADERS");
  await user.click(screen.getByRole("tab", { name: "Credit Card" }));
  expect(screen.getByRole("tabpanel", { name: "Credit Card" })).toHaveTextContent("Pay by card");
  await user.click(screen.getByRole("tab", { name: "Coupon Code" }));
  expect(screen.getByRole("textbox", { name: "Coupon code" })).toHaveValue("LEADERS");
});

it("is one Tab stop; the arrow keys, Home and End move between tabs and select them", async () => {
  const user = userEvent.setup();
  renderTabs();
  await user.tab();
  const coupon = screen.getByRole("tab", { name: "Coupon Code" });
  const card = screen.getByRole("tab", { name: "Credit Card" });
  expect(coupon).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(card).toHaveFocus();
  expect(card).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowRight}");
  expect(coupon).toHaveFocus();
  await user.keyboard("{End}");
  expect(card).toHaveFocus();
  await user.keyboard("{Home}");
  expect(coupon).toHaveAttribute("aria-selected", "true");
  await user.tab();
  expect(screen.getByRole("tabpanel", { name: "Coupon Code" })).toHaveFocus();
});
