/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { answer } from "@/tests/helpers/browser";
import { SecondFactorStep } from "./second-factor-step";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const step = (challenge: { enrolment: boolean; passkey?: boolean }) =>
  render(
    <SecondFactorStep
      challenge={{ challenge: "c1", ...challenge }}
      onSignedIn={() => {}}
      onRestart={() => {}}
    />,
  );

describe("the second step of signing in", () => {
  it("offers a passkey only to an account that has one", () => {
    step({ enrolment: false, passkey: false });
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
    expect(screen.getByLabelText("Authentication code")).toBeVisible();
  });

  it("asks the server for the passkey options of its challenge, and says when the browser has no passkeys", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      answer(200, { options: { challenge: "w1", allowCredentials: [] } }),
    );
    step({ enrolment: false, passkey: true });
    await user.click(screen.getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This browser cannot use passkeys. Use your authenticator app or a recovery code.",
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/mfa/passkey/options");
    expect(JSON.parse(String(init!.body))).toEqual({ challenge: "c1" });
    expect(screen.getByLabelText("Authentication code")).toBeVisible();
  });

  it("lets an enrolling admin create a passkey or set an app up", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { secret: "ABC", qrSvg: "<svg/>" }));
    step({ enrolment: true });
    expect(screen.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Create a passkey" })).toBeEnabled();
    expect(await screen.findByRole("img", { name: /QR code/ })).toBeVisible();
  });
});
