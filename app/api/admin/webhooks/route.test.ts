import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { GET, POST } from "./route";
import { DELETE, PATCH } from "./[id]/route";
import { GET as deliveries } from "./[id]/deliveries/route";

/** The admin API with WEBHOOK_ALLOW_PRIVATE unset, as in production. */

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

const create = (body: unknown, as = token) =>
  POST(adminRequest("/api/admin/webhooks", { token: as, method: "POST", body }), noParams);
const patch = (id: string, body: unknown) =>
  PATCH(adminRequest(`/api/admin/webhooks/${id}`, { token, method: "PATCH", body }), withId(id));
const list = async () =>
  (await (await GET(adminRequest("/api/admin/webhooks", { token }), noParams)).json()) as {
    webhooks: Record<string, unknown>[];
  };
const valid = {
  url: "https://93.184.215.14/hooks",
  events: ["lead.qualified", "assessment.completed"],
  description: "CRM",
};

describe("POST /api/admin/webhooks", () => {
  it("creates an active endpoint and shows its secret once; the list never shows it", async () => {
    const response = await create(valid);
    expect(response.status).toBe(201);
    const { webhook, secret } = await response.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: valid.url,
      // In the order of the event list, whatever the order sent.
      events: ["assessment.completed", "lead.qualified"],
      description: "CRM",
      status: "active",
    });
    expect(JSON.stringify(webhook)).not.toContain(secret);
    const listed = JSON.stringify(await list());
    expect(listed).toContain(webhook.id);
    expect(listed).not.toContain(secret);
    expect(listed).not.toMatch(/secretSealed|whsec_/);
    const stored = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(stored.secretSealed).not.toContain(secret.slice(6));
    expect(
      await db.auditLog.count({ where: { action: "webhook.create", targetId: webhook.id } }),
    ).toBe(1);
  });

  it.each([
    ["no URL", { events: ["lead.qualified"] }, "url"],
    ["a URL that is not one", { ...valid, url: "not a url" }, "url"],
    ["an ftp URL", { ...valid, url: "ftp://example.com/x" }, "url"],
    ["no events", { ...valid, events: [] }, "events"],
    ["an unknown event", { ...valid, events: ["lead.exploded"] }, "events.0"],
  ])("refuses %s with 400 and a message on the field", async (_, body, field) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields[field]).toEqual(expect.any(String));
    expect(await db.webhookEndpoint.count()).toBe(0);
  });

  it.each([
    ["http://93.184.215.14/hooks", "must start with https://"],
    ["https://127.0.0.1:8080/hooks", "127.0.0.1, a private, loopback or link-local address"],
    ["https://[::1]/hooks", "::1, a private"],
    ["https://10.1.2.3/hooks", "10.1.2.3, a private"],
    ["https://169.254.169.254/latest/meta-data", "169.254.169.254, a private"],
    ["https://localhost/hooks", "a private, loopback or link-local address"],
    ["https://user:pw@93.184.215.14/hooks", "must not carry a user name or password"],
  ])("refuses %s while WEBHOOK_ALLOW_PRIVATE is off", async (url, message) => {
    const response = await create({ ...valid, url });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toContain(message);
    expect(body.error.fields.url).toContain(message);
    expect(await db.webhookEndpoint.count()).toBe(0);
  });

  it("is for admins only", async () => {
    const user = (await accountWithToken("user")).token;
    expect((await create(valid, user)).status).toBe(403);
    expect((await create(valid, "")).status).toBe(401);
    expect((await GET(adminRequest("/api/admin/webhooks", { token: user }), noParams)).status).toBe(
      403,
    );
  });
});

describe("PATCH and DELETE /api/admin/webhooks/{id}", () => {
  it("changes events and description, pauses and resumes, each audited", async () => {
    const { webhook } = await (await create(valid)).json();
    const changed = await patch(webhook.id, { events: ["report.unlocked"], description: "Sales" });
    expect(changed.status).toBe(200);
    const body = await changed.json();
    expect(body.webhook).toMatchObject({ events: ["report.unlocked"], description: "Sales" });
    expect(body.secret).toBeUndefined();
    expect((await (await patch(webhook.id, { status: "paused" })).json()).webhook).toMatchObject({
      status: "paused",
      pausedReason: "admin",
    });
    expect((await (await patch(webhook.id, { status: "active" })).json()).webhook).toMatchObject({
      status: "active",
      pausedReason: null,
    });
    expect(
      await db.auditLog.count({ where: { action: "webhook.update", targetId: webhook.id } }),
    ).toBe(3);
  });

  it("rotates the secret: the new one is shown once, the old one stays valid for 24 hours", async () => {
    const { webhook, secret } = await (await create(valid)).json();
    const response = await patch(webhook.id, { rotateSecret: true });
    const rotated = await response.json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    const expires = new Date(rotated.webhook.previousSecretExpiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(JSON.stringify(await list())).not.toContain(rotated.secret);
    expect(
      await db.auditLog.count({ where: { action: "webhook.rotate_secret", targetId: webhook.id } }),
    ).toBe(1);
  });

  it("refuses a private URL on change, an empty change, and an unknown endpoint", async () => {
    const { webhook } = await (await create(valid)).json();
    expect((await patch(webhook.id, { url: "https://192.168.1.10/x" })).status).toBe(400);
    expect((await patch(webhook.id, {})).status).toBe(400);
    expect((await patch(webhook.id, { secret: "mine" })).status).toBe(400);
    expect((await patch("00000000-0000-4000-8000-000000000001", { status: "paused" })).status).toBe(
      404,
    );
    expect((await patch("nope", { status: "paused" })).status).toBe(404);
  });

  it("deletes an endpoint (audited), then answers 404", async () => {
    const { webhook } = await (await create(valid)).json();
    const remove = () =>
      DELETE(
        adminRequest(`/api/admin/webhooks/${webhook.id}`, { token, method: "DELETE" }),
        withId(webhook.id),
      );
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    expect(await db.webhookEndpoint.count()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "webhook.delete" } })).toBe(1);
  });

  it("answers an empty delivery log for a new endpoint and 400 for a bad limit", async () => {
    const { webhook } = await (await create(valid)).json();
    const log = (query = "") =>
      deliveries(
        adminRequest(`/api/admin/webhooks/${webhook.id}/deliveries${query}`, { token }),
        withId(webhook.id),
      );
    expect(await (await log()).json()).toEqual({ attempts: [] });
    expect((await log("?limit=1000")).status).toBe(400);
  });
});
