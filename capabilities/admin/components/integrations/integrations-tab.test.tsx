/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { AdminTestProviders, answer } from "@/tests/helpers/admin-screens";
import { Toaster } from "@/platform/ui/toaster";
import type { AdminDeliveryAttempt, AdminWebhook } from "@/capabilities/crm/webhooks/schemas";
import { IntegrationsTab } from "./integrations-tab";

const wrapper = AdminTestProviders;

const webhookOf = (overrides: Partial<AdminWebhook> = {}): AdminWebhook => ({
  id: "w1",
  url: "https://crm.example.com/hooks",
  description: "CRM",
  events: ["assessment.completed", "lead.qualified"],
  status: "active",
  pausedReason: null,
  previousSecretExpiresAt: null,
  failingSince: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

type Call = { method: string; path: string; body: unknown };

/** A fetch that answers by method and path, recording each call with its JSON body. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  global.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${path}`);
    return handler(body);
  });
  return calls;
}

function renderTab() {
  return render(
    <>
      <IntegrationsTab />
      <Toaster />
    </>,
    { wrapper },
  );
}

describe("IntegrationsTab", () => {
  it("adds an endpoint with its events and shows the secret once, with a copy button", async () => {
    let webhooks: AdminWebhook[] = [];
    const calls = serve({
      "GET /api/admin/webhooks": () => answer(200, { webhooks }),
      "POST /api/admin/webhooks": (body) => {
        const created = webhookOf({ ...(body as Partial<AdminWebhook>), id: "w2" });
        webhooks = [created];
        return answer(201, { webhook: created, secret: "whsec_shown_once" });
      },
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText(/No endpoints yet/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = screen.getByRole("dialog", { name: "Add endpoint" });
    await user.type(within(dialog).getByLabelText("Endpoint URL"), "https://crm.example.com/in");
    await user.click(within(dialog).getByRole("checkbox", { name: "Lead qualified" }));
    await user.type(within(dialog).getByLabelText("Description (optional)"), "Sales CRM");
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));

    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      url: "https://crm.example.com/in",
      events: ["assessment.completed", "lead.qualified"],
      description: "Sales CRM",
    });
    const secret = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(within(secret).getByLabelText("Secret")).toHaveValue("whsec_shown_once");
    expect(secret).toHaveTextContent("it will not be shown again");
    await user.click(within(secret).getByRole("button", { name: "Copy" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe("whsec_shown_once");
    expect(within(secret).getByRole("button", { name: "Copied" })).toBeVisible();
    await user.click(within(secret).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("whsec_shown_once")).toBeNull();
    expect(
      await screen.findByRole("heading", { level: 3, name: "https://crm.example.com/in" }),
    ).toBeVisible();
  });

  it("checks the form before sending and shows the server's refusal on the URL field", async () => {
    const calls = serve({
      "GET /api/admin/webhooks": () => answer(200, { webhooks: [] }),
      "POST /api/admin/webhooks": () =>
        answer(400, {
          message:
            "The webhook URL resolves to 10.0.0.5, a private, loopback or link-local address.",
          error: { fields: { url: "The webhook URL resolves to 10.0.0.5, a private address." } },
        }),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Add endpoint" }));
    const dialog = screen.getByRole("dialog", { name: "Add endpoint" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Assessment completed" }));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(within(dialog).getByText(/Enter the endpoint's full URL/)).toBeVisible();
    expect(within(dialog).getByText("Choose at least one event.")).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Endpoint URL"), "https://internal.example/x");
    await user.click(within(dialog).getByRole("checkbox", { name: "Assessment completed" }));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    const url = within(dialog).getByLabelText("Endpoint URL");
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAccessibleDescription(
      "The webhook URL resolves to 10.0.0.5, a private address.",
    );
  });

  it("pauses, rotates (showing the new secret) and sends a test event", async () => {
    let webhook = webhookOf();
    const calls = serve({
      "GET /api/admin/webhooks": () => answer(200, { webhooks: [webhook] }),
      "PATCH /api/admin/webhooks/w1": (body) => {
        const { rotateSecret, ...change } = body as { rotateSecret?: boolean };
        webhook = { ...webhook, ...change } as AdminWebhook;
        return answer(200, { webhook, ...(rotateSecret ? { secret: "whsec_rotated" } : {}) });
      },
      "POST /api/admin/webhooks/w1/test": () =>
        answer(200, { attempt: { statusCode: 200, success: true, response: "ok" } }),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Pause CRM" }));
    expect(await screen.findByRole("button", { name: "Resume CRM" })).toBeVisible();
    expect(screen.getByText("Paused")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Rotate secret CRM" }));
    const secret = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(within(secret).getByLabelText("Secret")).toHaveValue("whsec_rotated");
    await user.click(within(secret).getByRole("button", { name: "Done" }));
    await user.click(screen.getByRole("button", { name: "Send test event CRM" }));
    expect(await screen.findByText("Test event delivered")).toBeVisible();
    expect(calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.path, c.body])).toEqual([
      ["PATCH", "/api/admin/webhooks/w1", { status: "paused" }],
      ["PATCH", "/api/admin/webhooks/w1", { rotateSecret: true }],
      ["POST", "/api/admin/webhooks/w1/test", undefined],
    ]);
  });

  it("shows the delivery log (event, attempt, status, latency, response) and redelivers", async () => {
    const attempt: AdminDeliveryAttempt = {
      id: "a1",
      deliveryId: "d1",
      eventId: "e1",
      eventType: "assessment.completed",
      deliveryStatus: "failed",
      attempt: 8,
      statusCode: 500,
      success: false,
      latencyMs: 42,
      response: "Internal error",
      createdAt: "2026-11-02T10:00:00.000Z",
    };
    const calls = serve({
      "GET /api/admin/webhooks": () => answer(200, { webhooks: [webhookOf()] }),
      "GET /api/admin/webhooks/w1/deliveries": () => answer(200, { attempts: [attempt] }),
      "POST /api/admin/webhooks/w1/deliveries/d1/redeliver": () =>
        answer(200, { attempt: { statusCode: 200 } }),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Deliveries CRM" }));
    const log = await screen.findByRole("table");
    const row = within(log).getAllByRole("row")[1];
    expect(row).toHaveTextContent("assessment.completed");
    expect(row).toHaveTextContent("500");
    expect(row).toHaveTextContent("42 ms");
    expect(row).toHaveTextContent("Internal error");
    await user.click(within(row).getByRole("button", { name: /^Redeliver/ }));
    expect(await screen.findByText("Redelivered")).toBeVisible();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/d1/redeliver"))).toBe(true);
  });
});
