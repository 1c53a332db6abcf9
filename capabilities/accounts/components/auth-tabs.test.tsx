/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { answer, clearToasts, expectToast, renderInApp } from "@/tests/helpers/browser";
import { AuthTabs } from "./auth-tabs";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

it("after registering, toasts and goes to My Reports 1.5 s later", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  fetchMock.mockResolvedValue(answer(201, { success: true, token: "t", message: "Created." }));
  const router = renderInApp(<AuthTabs loginOnly={false} />);

  await user.click(screen.getByRole("tab", { name: "Register" }));
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Abcdefg1");
  await user.click(screen.getByRole("button", { name: "Create Account" }));

  await expectToast("Account Created Successfully!", "Welcome to your reports.");
  await act(async () => void (await jest.advanceTimersByTimeAsync(1400)));
  expect(router.push).not.toHaveBeenCalled();
  await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
  expect(router.push).toHaveBeenCalledWith("/my-reports");
});

it("says to check the e-mail, and stays, when the address already had an account", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  fetchMock
    .mockResolvedValueOnce(answer(201, { success: true, message: "Thank you for registering." }))
    .mockResolvedValueOnce(
      answer(401, { success: false, message: "Invalid username or password." }),
    );
  const router = renderInApp(<AuthTabs loginOnly={false} />);

  await user.click(screen.getByRole("tab", { name: "Register" }));
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Abcdefg1");
  await user.click(screen.getByRole("button", { name: "Create Account" }));

  await expectToast("Check Your Email", "Thank you for registering.");
  await act(async () => void (await jest.advanceTimersByTimeAsync(2000)));
  expect(router.push).not.toHaveBeenCalled();
});

it("hides the Register tab with ?mode=login", () => {
  renderInApp(<AuthTabs loginOnly />);
  expect(screen.getByRole("tab", { name: "Login" })).toBeInTheDocument();
  expect(screen.queryByRole("tab", { name: "Register" })).not.toBeInTheDocument();
});
