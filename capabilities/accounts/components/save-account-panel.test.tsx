/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { answer, clearToasts, renderInApp } from "@/tests/helpers/browser";
import { SaveAccountPanel } from "./save-account-panel";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(clearToasts);

const renderPanel = (email: string | null) =>
  renderInApp(
    <SaveAccountPanel
      assessmentId="a-1"
      companyName="Northwind"
      email={email}
      query=""
      signedInAs={null}
    />,
  );

it("prefills the e-mail of the assessment's step 1 and registers with it", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(answer(201, { success: true, message: "Check your e-mail." }));
  renderPanel("dana@northwind.ca");
  expect(screen.getByLabelText("Email")).toHaveValue("dana@northwind.ca");
  await user.type(screen.getByLabelText("Password"), "Abcdefg1");
  await user.click(screen.getByRole("button", { name: "Create Account & Save Report" }));
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
    email: "dana@northwind.ca",
    password: "Abcdefg1",
    assessmentId: "a-1",
  });
});

it("leaves the e-mail empty when the assessment has none, and it can be changed", async () => {
  const user = userEvent.setup();
  renderPanel(null);
  const field = screen.getByLabelText("Email");
  expect(field).toHaveValue("");
  await user.type(field, "ada@example.com");
  expect(field).toHaveValue("ada@example.com");
});
