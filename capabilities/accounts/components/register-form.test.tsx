/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { answer } from "@/tests/helpers/browser";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { RegisterForm } from "./register-form";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderForm(onRegistered = jest.fn<() => void>()) {
  render(
    <RegisterForm
      assessmentId="a-1"
      submitLabel="Create Account & Save Report"
      fallback="Failed to create account."
      onRegistered={onRegistered}
    />,
  );
  return onRegistered;
}

describe("RegisterForm", () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.type(screen.getByLabelText("Password"), "abcdefgh");
    await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));

    expect(await screen.findByText("Please enter a valid email address.")).toBeVisible();
    expect(screen.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      expect.stringContaining("Password must contain at least one uppercase letter"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("registers with the normalized e-mail and the assessment id, then signs in", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(answer(201, { success: true, message: "Thank you for registering." }))
      .mockResolvedValueOnce(answer(200, { success: true, token: "t" }));
    const onRegistered = renderForm();
    await user.type(screen.getByLabelText("Email"), " Ada@Example.com ");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1");
    await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/register");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ada@example.com",
      password: "Abcdefg1",
      assessmentId: "a-1",
    });
    const [loginUrl, loginInit] = fetchMock.mock.calls[1]!;
    expect(loginUrl).toBe("/api/auth/login");
    expect(JSON.parse(String(loginInit?.body))).toEqual({
      email: "ada@example.com",
      password: "Abcdefg1",
    });
  });

  it("stays on the form when the address already had an account (the sign-in fails)", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(answer(201, { success: true, message: "Thank you for registering." }))
      .mockResolvedValueOnce(
        answer(401, { success: false, message: "Invalid username or password." }),
      );
    const onRegistered = renderForm();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1");
    await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("puts the server's field message under its field and lets the person retry", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        message: "Password must contain at least one number",
        error: { fields: { password: "Password must contain at least one number" } },
      }),
    );
    const onRegistered = renderForm();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1");
    await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));

    expect(await screen.findByText("Password must contain at least one number")).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create Account & Save Report" })).toBeEnabled();
  });
});
