import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { FAKE_PORTAL_ID, startFakeHubSpot } from "@/tests/fakes/hubspot";

/** The admin API of the HubSpot connection, against a fake HubSpot (HUBSPOT_API_URL). */
const hubspot = await startFakeHubSpot();
process.env.HUBSPOT_API_URL = hubspot.url;

const { accountWithToken, adminRequest, noParams } = await import("@/tests/helpers/admin");
const { db } = await import("@/platform/db");
const { GET, PUT, DELETE } = await import("./route");
const { POST: TEST } = await import("./test/route");

afterAll(() => hubspot.close());

const PATH = "/api/admin/integrations/hubspot";
let token: string;
let logged: string[];

beforeEach(async () => {
  await resetData();
  hubspot.reset();
  token = (await accountWithToken("admin")).token;
  logged = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "),
      );
    });
  }
});
afterEach(() => jest.restoreAllMocks());

const connect = (accessToken: unknown = hubspot.token) =>
  PUT(adminRequest(PATH, { token, method: "PUT", body: { accessToken } }), noParams);
const status = () => GET(adminRequest(PATH, { token }), noParams);
const test = () => TEST(adminRequest(`${PATH}/test`, { token, method: "POST" }), noParams);
const disconnect = () => DELETE(adminRequest(PATH, { token, method: "DELETE" }), noParams);

describe("PUT /api/admin/integrations/hubspot", () => {
  it("connects: tests the token, creates the AI Readiness group and properties, keeps the token sealed", async () => {
    const response = await connect();
    expect(response.status).toBe(200);
    expect((await response.json()).connection).toMatchObject({
      connected: true,
      portalId: String(FAKE_PORTAL_ID),
      needsAttention: false,
      lastSyncAt: null,
      lastError: null,
    });
    expect(hubspot.calls()).toEqual([
      "GET /account-info/v3/details",
      "GET /crm/v3/properties/contacts/groups/air_ai_readiness",
      "POST /crm/v3/properties/contacts/groups",
      "GET /crm/v3/properties/contacts",
      "POST /crm/v3/properties/contacts/batch/create",
      "GET /crm/v3/properties/companies/groups/air_ai_readiness",
      "POST /crm/v3/properties/companies/groups",
      "GET /crm/v3/properties/companies",
      "POST /crm/v3/properties/companies/batch/create",
    ]);
    expect(hubspot.state.groups.contacts).toEqual(new Set(["air_ai_readiness"]));
    expect([...hubspot.state.properties.contacts.keys()].sort()).toEqual([
      "air_assessment_link",
      "air_chapter",
      "air_last_assessment_date",
      "air_lead_score",
      "air_marketing_consent",
      "air_meeting_booked",
      "air_meeting_date",
      "air_qualified",
      "air_readiness_score",
      "air_report_unlocked",
    ]);
    const groupRequest = JSON.parse(hubspot.requests[2]!.body);
    expect(groupRequest).toMatchObject({ name: "air_ai_readiness", label: "AI Readiness" });
    expect(hubspot.state.properties.companies.get("air_company_domain")).toMatchObject({
      hasUniqueValue: true,
      groupName: "air_ai_readiness",
    });

    const row = await db.hubSpotConnection.findUniqueOrThrow({ where: { id: "hubspot" } });
    expect(row.sealedToken).not.toContain(hubspot.token);
    expect(row.sealedToken).toMatch(/^v1\./);
    expect(
      await db.auditLog.count({ where: { action: "hubspot.connect", targetType: "integration" } }),
    ).toBe(1);
  });

  it("creates nothing twice when connected again", async () => {
    await connect();
    hubspot.requests.length = 0;
    expect((await connect()).status).toBe(200);
    expect(hubspot.calls().filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("creates only the properties that are missing", async () => {
    await connect();
    hubspot.state.properties.contacts.delete("air_chapter");
    hubspot.requests.length = 0;
    await connect();
    const created = hubspot.requests.filter((r) => r.url.endsWith("/batch/create"));
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]!.body).inputs.map((p: { name: string }) => p.name)).toEqual([
      "air_chapter",
    ]);
  });

  it("refuses a token HubSpot refuses with 400 and a message, and stores nothing", async () => {
    const response = await connect("pat-na1-wrong");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      "HubSpot refused this access token. Check that it was copied whole and not revoked.",
    );
    expect(await db.hubSpotConnection.count()).toBe(0);
    expect(hubspot.calls()).toEqual(["GET /account-info/v3/details"]);
  });

  it.each([
    ["an empty token", "  ", "Paste the private app's access token."],
    ["a token with spaces", "pat na1", "That is not a HubSpot access token."],
    ["no token", undefined, "Paste the private app's access token."],
  ])("refuses %s with 400 without calling HubSpot", async (_name, accessToken, message) => {
    const response = await PUT(
      adminRequest(PATH, {
        token,
        method: "PUT",
        body: accessToken === undefined ? {} : { accessToken },
      }),
      noParams,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(hubspot.requests).toHaveLength(0);
  });

  it("answers 503 when HubSpot keeps failing, and stores nothing", async () => {
    hubspot.answerNext(429, 1, { "retry-after": "60" });
    const response = await connect();
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(
      "HubSpot did not answer in time. Please try again in a moment.",
    );
    expect(await db.hubSpotConnection.count()).toBe(0);
  });
});

describe("GET, test and DELETE", () => {
  it("answers not connected before any connection", async () => {
    expect(await (await status()).json()).toEqual({
      connection: {
        connected: false,
        portalId: null,
        connectedAt: null,
        lastSyncAt: null,
        lastError: null,
        lastErrorAt: null,
        needsAttention: false,
      },
    });
  });

  it("tests the stored token: 409 when not connected, ok, then a refusal flags the connection", async () => {
    expect((await test()).status).toBe(409);
    await connect();

    const ok = await test();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, message: null });

    hubspot.answerNext(401);
    const refused = await (await test()).json();
    expect(refused).toMatchObject({
      ok: false,
      message: "HubSpot refused this access token. Check that it was copied whole and not revoked.",
      connection: { connected: true, needsAttention: true },
    });

    // The token works again (e.g. a scope was restored): a passing test clears the flag.
    expect(await (await test()).json()).toMatchObject({
      ok: true,
      connection: { needsAttention: false, lastError: null },
    });
    expect(await db.auditLog.count({ where: { action: "hubspot.test" } })).toBe(3);
  });

  it("a test creates the properties a newer sync writes, missing from an older connection", async () => {
    await connect();
    hubspot.state.properties.contacts.delete("air_meeting_booked");
    hubspot.requests.length = 0;
    expect(await (await test()).json()).toMatchObject({ ok: true });
    const created = hubspot.requests.filter((r) => r.url.endsWith("/batch/create"));
    expect(JSON.parse(created[0]!.body).inputs.map((p: { name: string }) => p.name)).toEqual([
      "air_meeting_booked",
    ]);
  });

  it("disconnects: forgets the token, audit-logged once, and is harmless when repeated", async () => {
    await connect();
    const response = await disconnect();
    expect(response.status).toBe(200);
    expect((await response.json()).connection.connected).toBe(false);
    expect(await db.hubSpotConnection.count()).toBe(0);
    expect((await disconnect()).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "hubspot.disconnect" } })).toBe(1);
  });

  it("never shows the token in any response, audit entry or log line", async () => {
    hubspot.answerNext(500, 4); // a connect that fails until HubSpot gives up
    const bodies = [await (await connect()).text()];
    bodies.push(await (await connect()).text());
    bodies.push(await (await status()).text());
    bodies.push(await (await test()).text());
    hubspot.answerNext(401);
    bodies.push(await (await test()).text());
    bodies.push(await (await disconnect()).text());
    await connect("pat-na1-never-shown-either");

    const audit = JSON.stringify(await db.auditLog.findMany());
    for (const text of [...bodies, audit, ...logged]) {
      expect(text).not.toContain(hubspot.token);
      expect(text).not.toContain("pat-na1-never-shown-either");
    }
  }, 20_000);
});
