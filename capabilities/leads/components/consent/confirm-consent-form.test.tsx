/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer } from "@/tests/helpers/browser";
import { ConfirmConsentForm } from "./confirm-consent-form";

const TOKEN = "ZGFuYUBleGFtcGxlLmNvbQ.20415.sig";

it("confirms only when pressed, and says what the address will get", async () => {
  const posted: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(`${init?.method} ${String(input)}`);
    return answer(200, { subscribed: true, email: "d***@example.com" });
  }) as typeof fetch;
  render(<ConfirmConsentForm token={TOKEN} email="d***@example.com" />);
  expect(posted).toEqual([]);
  await userEvent.click(screen.getByRole("button", { name: "Yes, confirm" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Confirmed: d***@example.com will get AI insights and reminders.",
  );
  expect(posted).toEqual([`POST /api/consent/confirm?token=${encodeURIComponent(TOKEN)}`]);
});

it("a refused confirmation says why and keeps the button", async () => {
  global.fetch = jest.fn(async () =>
    answer(400, { message: "This confirmation link is not valid or has expired." }),
  ) as typeof fetch;
  render(<ConfirmConsentForm token={TOKEN} email="d***@example.com" />);
  await userEvent.click(screen.getByRole("button", { name: "Yes, confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/not valid or has expired/);
  expect(screen.getByRole("button", { name: "Yes, confirm" })).toBeEnabled();
});
