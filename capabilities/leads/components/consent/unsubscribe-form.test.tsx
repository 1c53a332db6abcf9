/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer } from "@/tests/helpers/browser";
import { UnsubscribeForm } from "./unsubscribe-form";

const TOKEN = "ZGFuYUBleGFtcGxlLmNvbQ.20415.sig";
let posted: string[] = [];

beforeEach(() => {
  posted = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(`${init?.method} ${String(input)}`);
    return answer(200, {
      subscribed: String(input).includes("resubscribe=1"),
      email: "d***@example.com",
    });
  }) as typeof fetch;
});

it("asks before it changes anything, naming the masked address", () => {
  render(<UnsubscribeForm token={TOKEN} email="d***@example.com" />);
  expect(screen.getByText("d***@example.com")).toBeVisible();
  expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  expect(posted).toEqual([]);
});

it("the button unsubscribes at once; subscribing again sends a confirmation link", async () => {
  render(<UnsubscribeForm token={TOKEN} email="d***@example.com" />);
  await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "You are unsubscribed. d***@example.com will get no more insights or reminders from us.",
  );
  expect(posted).toEqual([`POST /api/unsubscribe?token=${encodeURIComponent(TOKEN)}&page=1`]);

  await userEvent.click(screen.getByRole("button", { name: "Subscribe again" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "We sent a confirmation link to d***@example.com. Open it to subscribe again; until then nothing changes.",
  );
  expect(screen.queryByRole("button")).toBeNull();
  expect(posted[1]).toBe(
    `POST /api/unsubscribe?token=${encodeURIComponent(TOKEN)}&page=1&resubscribe=1`,
  );
});

it("a refused click says why and keeps the button", async () => {
  global.fetch = jest.fn(async () =>
    answer(400, { message: "This unsubscribe link is not valid or has expired." }),
  ) as typeof fetch;
  render(<UnsubscribeForm token={TOKEN} email="d***@example.com" />);
  await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/not valid or has expired/);
  expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
});
