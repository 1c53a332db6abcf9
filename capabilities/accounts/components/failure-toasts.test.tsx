/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { accountToasts } from "@/capabilities/accounts/messages";
import { clearToasts, expectToast, networkDown, renderInApp } from "@/tests/helpers/browser";
import { AuthTabs } from "./auth-tabs";
import { LoginForm } from "./login-form";
import { ResetPassword } from "./reset-password";
import { SaveAccountPanel } from "./save-account-panel";

/** When a request never gets an answer, each form says what the spec's error catalogue says. */
const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(networkDown);
  global.fetch = fetchMock;
});
afterEach(clearToasts);

async function fillCredentials(user: UserEvent) {
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Abcdefg1");
}

const cases: Array<[string, React.ReactNode, (user: UserEvent) => Promise<void>, string, string]> =
  [
    [
      "user login",
      <LoginForm key="login" />,
      async (user) => {
        await fillCredentials(user);
        await user.click(screen.getByRole("button", { name: "Login" }));
      },
      "Login Failed",
      "Invalid username or password.",
    ],
    [
      "registration on the save-account page",
      <SaveAccountPanel
        key="save"
        assessmentId="a-1"
        companyName="Northwind"
        email={null}
        query=""
        signedInAs={null}
      />,
      async (user) => {
        await fillCredentials(user);
        await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));
      },
      "Registration Failed",
      "Failed to create account. You can still access your report without an account.",
    ],
    [
      "the Register tab of /auth",
      <AuthTabs key="auth" loginOnly={false} />,
      async (user) => {
        await user.click(screen.getByRole("tab", { name: "Register" }));
        await fillCredentials(user);
        await user.click(screen.getByRole("button", { name: "Create Account" }));
      },
      "Registration Failed",
      "Failed to create account. Please try again.",
    ],
    [
      "a reset request",
      <ResetPassword key="request" token={null} />,
      async (user) => {
        await user.type(screen.getByLabelText("Email"), "ada@example.com");
        await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
      },
      "Error",
      accountToasts.networkFailure,
    ],
    [
      "a reset confirmation",
      <ResetPassword key="confirm" token="token-1" />,
      async (user) => {
        await user.type(screen.getByLabelText("New password"), "Abcdefg1");
        await user.type(screen.getByLabelText("Confirm new password"), "Abcdefg1");
        await user.click(screen.getByRole("button", { name: "Reset Password" }));
      },
      "Error",
      "Something went wrong. Please try again.",
    ],
  ];

it.each(cases)(
  "a network failure of %s toasts the catalogue's words",
  async (_form, ui, submit, title, description) => {
    const user = userEvent.setup();
    const router = renderInApp(ui);
    await submit(user);
    await expectToast(title, description);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  },
);
