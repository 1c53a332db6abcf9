/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { answer } from "@/tests/helpers/browser";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  CALL_REQUEST_FAILED,
  CALL_REQUESTED,
  PHONE_INVALID,
  PHONE_REQUIRED,
} from "@/capabilities/voice/schemas";
import { CallRequestDialog } from "./call-request-dialog";

const ASSESSMENT_ID = "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11";
const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

const success = () => answer(201, { success: true, message: CALL_REQUESTED, callRequestId: "c-1" });

async function open(
  user: ReturnType<typeof userEvent.setup>,
  props: Partial<Parameters<typeof CallRequestDialog>[0]> = {},
) {
  render(<CallRequestDialog assessmentId={ASSESSMENT_ID} {...props} />);
  await user.click(screen.getByRole("button", { name: "Call Me Back" }));
  return screen.getByRole("dialog", { name: "Request a Call from Emma" });
}

const phoneField = () => screen.getByLabelText("Phone number");
const submit = () => screen.getByRole("button", { name: "Request Call" });

describe("CallRequestDialog", () => {
  it("requires a phone number and sends nothing without one", async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_REQUIRED);
    expect(phoneField()).toHaveAttribute("aria-invalid", "true");
    expect(phoneField()).toHaveAccessibleDescription(PHONE_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an invalid number, and the error clears as soon as the person types", async () => {
    const user = userEvent.setup();
    await open(user);
    await user.type(phoneField(), "+0 123");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_INVALID);
    await user.type(phoneField(), "4");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(phoneField()).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the number without its punctuation, shows the success state and closes itself after 10 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(success());
    await open(user);
    await user.type(phoneField(), "+1 (604) 555-0199");
    await user.click(submit());

    expect(await screen.findByText("Call request received")).toBeVisible();
    expect(screen.getByText(CALL_REQUESTED)).toBeVisible();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe("/api/call-request");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      phone_number: "+16045550199",
      assessment_id: ASSESSMENT_ID,
    });

    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closing resets the form: the number, the error and the success state", async () => {
    const user = userEvent.setup();
    await open(user);
    await user.type(phoneField(), "12");
    await user.click(submit());
    await user.clear(phoneField());
    await user.type(phoneField(), "abc");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(PHONE_INVALID);

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Call Me Back" }));
    expect(phoneField()).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(success());
    await user.type(phoneField(), "+16045550199");
    await user.click(submit());
    expect(await screen.findByText("Call request received")).toBeVisible();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Call Me Back" }));
    expect(phoneField()).toHaveValue("");
    expect(screen.queryByText("Call request received")).not.toBeInTheDocument();
  });

  it("shows the server's message inline, and clears it on typing", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(429, { message: "Too many requests. Please wait a moment and try again." }),
    );
    await open(user);
    await user.type(phoneField(), "+16045550199");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.type(phoneField(), "1");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("falls back to the spec's message when the request fails without one", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await open(user);
    await user.type(phoneField(), "+16045550199");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(CALL_REQUEST_FAILED);
  });

  it("offers the configured number as Click to Call when it has one", async () => {
    const user = userEvent.setup();
    const dialog = await open(user, {
      agentPhone: { phoneDisplay: "+1 604 555 0199", phoneHref: "tel:+16045550199" },
    });
    expect(dialog).toContainElement(screen.getByRole("link", { name: /Click to Call/ }));
    expect(screen.getByRole("link", { name: "Click to Call +1 604 555 0199" })).toHaveAttribute(
      "href",
      "tel:+16045550199",
    );
  });

  it("has no Click to Call link without a number", async () => {
    const user = userEvent.setup();
    await open(user);
    expect(screen.queryByRole("link", { name: /Click to Call/ })).not.toBeInTheDocument();
  });
});
