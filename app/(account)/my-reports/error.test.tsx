/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import MyReportsError from "./error";

it("shows the 'Error' card with 'Failed to load your reports. Please try again.' and retries", async () => {
  const reset = jest.fn();
  render(<MyReportsError error={new Error("database down")} reset={reset} />);

  const card = screen.getByRole("alert");
  expect(within(card).getByRole("heading", { name: "Error" })).toBeVisible();
  expect(within(card).getByText("Failed to load your reports. Please try again.")).toBeVisible();
  expect(card).not.toHaveTextContent("database down");
  expect(within(card).getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");

  await userEvent.setup().click(within(card).getByRole("button", { name: "Try Again" }));
  expect(reset).toHaveBeenCalledTimes(1);
});
