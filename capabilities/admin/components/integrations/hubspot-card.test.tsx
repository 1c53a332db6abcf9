/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { AdminTestProviders, answer } from "@/tests/helpers/admin-screens";
import type { HubSpotConnectionJson } from "@/capabilities/crm/hubspot/schemas";
import { HubSpotCard } from "./hubspot-card";

const PATH = "/api/admin/integrations/hubspot";

const disconnected: HubSpotConnectionJson = {
  connected: false,
  portalId: null,
  connectedAt: null,
  lastSyncAt: null,
  lastError: null,
  lastErrorAt: null,
  needsAttention: false,
};
const connected: HubSpotConnectionJson = {
  connected: true,
  portalId: "4242424",
  connectedAt: "2026-11-20T10:00:00.000Z",
  lastSyncAt: "2026-11-21T09:30:00.000Z",
  lastError: null,
  lastErrorAt: null,
  needsAttention: false,
};

type Route = (init: RequestInit | undefined) => Response;

/** A fetch that answers "METHOD path" from `routes`; returns the mock to inspect the calls. */
function mockApi(routes: Record<string, Route>) {
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    return route(init);
  });
  global.fetch = fetchMock;
  return fetchMock;
}

const card = () => screen.findByRole("region", { name: "HubSpot" });

afterEach(() => jest.restoreAllMocks());

it("connects with a token typed in a password field, then shows the connection", async () => {
  const fetchMock = mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: disconnected }),
    [`PUT ${PATH}`]: () => answer(200, { connection: connected }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });

  const region = await card();
  expect(await within(region).findByText("Not connected")).toBeVisible();
  const field = within(region).getByLabelText("Private app access token");
  expect(field).toHaveAttribute("type", "password");
  expect(field).toHaveAccessibleDescription(/crm\.schemas\.contacts\.write/);

  await user.type(field, "pat-na1-secret");
  await user.click(within(region).getByRole("button", { name: "Connect HubSpot" }));

  expect(await within(region).findByText("Connected")).toBeVisible();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
  expect(JSON.parse(String(put[1]!.body))).toEqual({ accessToken: "pat-na1-secret" });
  expect(within(region).getByText("4242424")).toBeVisible();
  expect(within(region).getByText("None")).toBeVisible(); // no last error
  expect(within(region).queryByLabelText(/access token/i)).toBeNull();
});

it("says what is wrong with the token, on the field or from HubSpot, without a second request", async () => {
  const fetchMock = mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: disconnected }),
    [`PUT ${PATH}`]: () =>
      answer(400, {
        error: { code: "bad_request", message: "HubSpot refused this access token." },
        message: "HubSpot refused this access token.",
      }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });
  const region = await card();
  const field = await within(region).findByLabelText("Private app access token");

  await user.click(within(region).getByRole("button", { name: "Connect HubSpot" }));
  expect(await within(region).findByText("Paste the private app's access token.")).toBeVisible();
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(0);

  await user.type(field, "pat-na1-revoked");
  await user.click(within(region).getByRole("button", { name: "Connect HubSpot" }));
  expect(await within(region).findByRole("alert")).toHaveTextContent(
    "HubSpot refused this access token.",
  );
  expect(within(region).getByText("Not connected")).toBeVisible();
});

it("shows a connection that needs attention with its last error, and a test that passes clears it", async () => {
  const refused = {
    ...connected,
    needsAttention: true,
    lastError: "HubSpot refused the access token (401): it was revoked or has expired.",
    lastErrorAt: "2026-11-22T08:00:00.000Z",
  };
  mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: refused }),
    [`POST ${PATH}/test`]: () => answer(200, { ok: true, message: null, connection: connected }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });
  const region = await card();

  expect(await within(region).findByText("Needs attention")).toBeVisible();
  expect(within(region).getByText(refused.lastError)).toBeVisible();
  expect(within(region).getByRole("alert")).toHaveTextContent(/sync is paused/);
  expect(within(region).getByLabelText("New private app access token")).toBeVisible();

  await user.click(within(region).getByRole("button", { name: "Test connection" }));
  expect(await within(region).findByRole("status")).toHaveTextContent(
    "HubSpot accepted the token.",
  );
  expect(within(region).getByText("Connected")).toBeVisible();
  expect(within(region).queryByText("Needs attention")).toBeNull();
});

it("shows a failed test's message", async () => {
  mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: connected }),
    [`POST ${PATH}/test`]: () =>
      answer(200, {
        ok: false,
        message: "HubSpot did not answer in time. Please try again in a moment.",
        connection: connected,
      }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });
  const region = await card();
  await user.click(await within(region).findByRole("button", { name: "Test connection" }));
  expect(await within(region).findByRole("alert")).toHaveTextContent(
    "HubSpot did not answer in time. Please try again in a moment.",
  );
});

it("disconnects after a confirmation", async () => {
  const fetchMock = mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: connected }),
    [`DELETE ${PATH}`]: () => answer(200, { connection: disconnected }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });
  const region = await card();

  await user.click(await within(region).findByRole("button", { name: "Disconnect" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Disconnect HubSpot?" });
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  await user.click(within(dialog).getByRole("button", { name: "Disconnect" }));

  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await within(region).findByText("Not connected")).toBeVisible();
  expect(within(region).getByLabelText("Private app access token")).toBeVisible();
});

it("replaces the token of a working connection on request", async () => {
  mockApi({
    [`GET ${PATH}`]: () => answer(200, { connection: connected }),
    [`PUT ${PATH}`]: () => answer(200, { connection: { ...connected, portalId: "99" } }),
  });
  const user = userEvent.setup();
  render(<HubSpotCard />, { wrapper: AdminTestProviders });
  const region = await card();
  expect(within(region).queryByLabelText(/access token/i)).toBeNull();

  await user.click(await within(region).findByRole("button", { name: "Replace token" }));
  await user.type(within(region).getByLabelText("New private app access token"), "pat-na1-new");
  await user.click(within(region).getByRole("button", { name: "Replace token" }));
  expect(await within(region).findByText("99")).toBeVisible();
});
