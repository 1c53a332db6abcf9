/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { answer, renderInApp } from "@/tests/helpers/browser";
import { InvitePanel } from "./invite-panel";
import { TeamInviteDisclosure } from "./team-invite-disclosure";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

it("sends addresses typed one per line or comma separated, and lists the outcome back", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(
    answer(201, {
      invited: ["lee@example.org", "sam@example.org"],
      rejected: [{ email: "nope", reason: "Not a valid e-mail address" }],
    }),
  );
  const onChanged = jest.fn();
  renderInApp(<InvitePanel assessmentId="a-1" linkExpiresAt={null} onChanged={onChanged} />);
  await user.type(
    screen.getByLabelText("Invite your leadership team"),
    "lee@example.org, sam@example.org{Enter}nope",
  );
  await user.click(screen.getByRole("button", { name: "Send invitations" }));

  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/assessments/a-1/team/invites");
  expect(JSON.parse(String(init?.body))).toEqual({
    emails: ["lee@example.org", "sam@example.org", "nope"],
  });
  expect(await screen.findByText("Invited 2 leaders:")).toBeInTheDocument();
  expect(screen.getByText("nope: Not a valid e-mail address")).toBeInTheDocument();
  expect(screen.getByLabelText("Invite your leadership team")).toHaveValue("nope");
  expect(onChanged).toHaveBeenCalled();
});

it("asks an executive whose address is unproven for the code e-mailed to them, then sends", async () => {
  const user = userEvent.setup();
  const asked =
    "Invitations go out in your name, so we first confirm it is you: enter the 6-digit code we sent to d***@example.com. It works for 15 minutes.";
  const wrong = "That code is not right, or it has expired. Please ask for a new one.";
  fetchMock
    .mockResolvedValueOnce(
      answer(403, { message: asked, error: { fields: { "verification.code": asked } } }),
    )
    .mockResolvedValueOnce(
      answer(400, { message: wrong, error: { fields: { "verification.code": wrong } } }),
    )
    .mockResolvedValueOnce(answer(201, { invited: ["lee@example.org"], rejected: [] }));
  renderInApp(<InvitePanel assessmentId="a-1" linkExpiresAt={null} />);
  await user.type(screen.getByLabelText("Invite your leadership team"), "lee@example.org");
  await user.click(screen.getByRole("button", { name: "Send invitations" }));
  expect(await screen.findByText(asked)).toBeInTheDocument();

  await user.type(screen.getByLabelText(/Code from the e-mail/), "123456");
  await user.click(screen.getByRole("button", { name: "Send invitations" }));
  expect(await screen.findByText(wrong)).toBeInTheDocument();
  expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
    emails: ["lee@example.org"],
    verification: { code: "123456" },
  });

  await user.clear(screen.getByLabelText(/Code from the e-mail/));
  await user.type(screen.getByLabelText(/Code from the e-mail/), "654321");
  await user.click(screen.getByRole("button", { name: "Send invitations" }));
  expect(await screen.findByText("Invited 1 leader:")).toBeInTheDocument();
  expect(screen.queryByLabelText(/Code from the e-mail/)).not.toBeInTheDocument();
});

it("asks for an address before sending nothing", async () => {
  const user = userEvent.setup();
  renderInApp(<InvitePanel assessmentId="a-1" linkExpiresAt={null} />);
  await user.click(screen.getByRole("button", { name: "Send invitations" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Please enter at least one e-mail address.");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("creates a team link to copy, and revokes it", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  fetchMock.mockResolvedValueOnce(
    answer(201, { url: "http://localhost/team/abc", expiresAt: "2026-12-23T00:00:00.000Z" }),
  );
  renderInApp(<InvitePanel assessmentId="a-1" linkExpiresAt={null} />);
  await user.click(screen.getByRole("button", { name: "Create team link" }));
  expect(await screen.findByLabelText("Team link")).toHaveValue("http://localhost/team/abc");
  await user.click(screen.getByRole("button", { name: "Copy team link" }));
  expect(writeText).toHaveBeenCalledWith("http://localhost/team/abc");
  expect(screen.getByText("Link copied.")).toBeInTheDocument();

  fetchMock.mockResolvedValueOnce(answer(200, { revoked: 1 }));
  await user.click(screen.getByRole("button", { name: "Revoke team links" }));
  expect(fetchMock.mock.calls[1]![0]).toBe("/api/assessments/a-1/team/link");
  expect(fetchMock.mock.calls[1]![1]?.method).toBe("DELETE");
  expect(await screen.findByText(/Team links revoked/)).toBeInTheDocument();
  expect(screen.queryByLabelText("Team link")).not.toBeInTheDocument();
});

it("folds the panel into each My Reports card, with the way to the team view", async () => {
  const user = userEvent.setup();
  renderInApp(<TeamInviteDisclosure assessmentId="a-1" companyName="Northwind" />);
  const summary = screen.getByText("Leadership team");
  expect(screen.getByLabelText("Invite your leadership team")).not.toBeVisible();
  await user.click(summary);
  expect(screen.getByLabelText("Invite your leadership team")).toBeVisible();
  expect(
    screen.getByRole("link", { name: "See Leadership Alignment for Northwind" }),
  ).toHaveAttribute("href", "/results/a-1#leadership-alignment");
});
