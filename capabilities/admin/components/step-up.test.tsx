/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { answer } from "@/tests/helpers/browser";
import { adminFetch } from "./admin-session";
import { StepUpDialog } from "./step-up";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const json = answer;

const stepUpRequired = () =>
  json(403, {
    success: false,
    error: { code: "step_up_required", message: "Confirm it is you." },
    message: "Confirm it is you.",
  });

describe("a protected admin action", () => {
  it("asks for the authenticator code, then runs again once the code is accepted", async () => {
    const user = userEvent.setup();
    render(<StepUpDialog />);
    fetchMock
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(json(200, { passkeys: [] }))
      .mockResolvedValueOnce(json(401, { message: "That code is not valid." }))
      .mockResolvedValueOnce(json(200, { success: true }))
      .mockResolvedValueOnce(json(200, { webhook: { id: "w1" }, secret: "whsec_1" }));

    const created = adminFetch<{ secret: string }>("/api/admin/webhooks", {
      method: "POST",
      json: { url: "https://crm.example/hook" },
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm it is you" });
    expect(dialog).toBeVisible();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();

    await user.type(screen.getByLabelText("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not valid.");

    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(created).resolves.toEqual({ webhook: { id: "w1" }, secret: "whsec_1" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method]);
    expect(calls).toEqual([
      ["/api/admin/webhooks", "POST"],
      ["/api/user/passkeys", undefined],
      ["/api/auth/step-up", "POST"],
      ["/api/auth/step-up", "POST"],
      ["/api/admin/webhooks", "POST"],
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[3]![1]!.body))).toEqual({ code: "123456" });
  });

  it("stops, without signing out, when the admin cancels", async () => {
    const user = userEvent.setup();
    render(<StepUpDialog />);
    fetchMock
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(json(200, { passkeys: [] }));
    const failure = adminFetch("/api/admin/webhooks", { method: "POST", json: {} }).catch(
      (error: unknown) => error,
    );
    await screen.findByRole("alertdialog");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await failure).toMatchObject({ status: 403, code: "step_up_required" });
    expect(fetchMock).toHaveBeenCalledTimes(2); // the passkeys asked for; no logout call
  });

  it("offers the passkey when the account has one", async () => {
    render(<StepUpDialog />);
    fetchMock
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(json(200, { passkeys: [{ id: "p1", name: "Laptop" }] }));
    void adminFetch("/api/admin/export", {}).catch(() => {});
    await screen.findByRole("alertdialog");
    expect(await screen.findByRole("button", { name: "Use a passkey" })).toBeEnabled();
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Use your passkey, or enter");
  });
});
