/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer } from "@/tests/helpers/browser";
import { UnsubscribeForm } from "./unsubscribe-form";

const calls: { url: string; method?: string }[] = [];
beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method });
    return answer(200, { subscribed: String(input).includes("resubscribe=1") });
  }) as typeof fetch;
});

it("changes nothing until the button is pressed, then unsubscribes and offers to subscribe again", async () => {
  const user = userEvent.setup({ delay: null });
  render(<UnsubscribeForm token="tok.123.sig" email="d***@example.com" />);
  expect(screen.getByText(/Stop insights and reminders to/)).toHaveTextContent("d***@example.com");
  expect(calls).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
  expect(await screen.findByRole("status")).toHaveTextContent("You are unsubscribed.");
  expect(calls).toEqual([{ url: "/api/unsubscribe?token=tok.123.sig&page=1", method: "POST" }]);

  await user.click(screen.getByRole("button", { name: "Subscribe again" }));
  expect(await screen.findByText("You are subscribed again. Thank you.")).toBeVisible();
  expect(calls[1].url).toContain("resubscribe=1");
});
