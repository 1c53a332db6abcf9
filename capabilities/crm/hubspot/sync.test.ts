import { resetData } from "@/tests/helpers/database";
import { jest } from "@jest/globals";
import type { LeadChangeEvent } from "@/capabilities/leads/events/payload";
import { startFakeHubSpot } from "@/tests/fakes/hubspot";

/** One event to HubSpot, against a fake HubSpot (HUBSPOT_API_URL). */
const hubspot = await startFakeHubSpot();
process.env.HUBSPOT_API_URL = hubspot.url;

const { db } = await import("@/platform/db");
const { syncLeadToHubSpot, isHubSpotConnected, HubSpotRetryLaterError } = await import("./sync");
const { saveHubSpotConnection, UNREADABLE_TOKEN } = await import("./connection");
const { sealText, secretKey } = await import("@/platform/crypto/seal");
const { ensureHubSpotSchema } = await import("./setup");

afterAll(() => hubspot.close());

function eventOf(
  lead: Partial<LeadChangeEvent["data"]["assessment"]> = {},
  type: LeadChangeEvent["type"] = "assessment.completed",
): LeadChangeEvent {
  return {
    id: "3f1c2a4e-0000-4000-8000-000000000001",
    type,
    occurredAt: "2026-11-20T18:30:00.000Z",
    data: {
      assessment: {
        id: "a1",
        executiveName: "Dana Maria Reyes",
        executiveTitle: "CEO",
        executiveEmail: "Dana@Northwind.example",
        companyName: "Northwind Logistics",
        companyIndustry: "technology",
        companyRevenue: "10m-50m",
        companyEmployees: "51-200",
        chapter: "vancouver",
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
        marketingConsent: true,
        readinessScore: 62,
        leadScore: 8,
        qualified: true,
        paymentStatus: "coupon_used",
        status: "completed",
        booking: { status: null, bookedAt: null, startsAt: null },
        ...lead,
      },
      links: {
        adminReport: "http://localhost:3000/admin/report/a1",
        results: "http://localhost:3000/results/a1",
      },
    },
  };
}

/** Records the waits the client asks for instead of waiting. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

beforeEach(async () => {
  await resetData();
  hubspot.reset();
  await ensureHubSpotSchema(hubspot.token);
  await saveHubSpotConnection(hubspot.token, "4242424");
  hubspot.requests.length = 0;
});

const status = () => db.hubSpotConnection.findUniqueOrThrow({ where: { id: "hubspot" } });

describe("syncLeadToHubSpot", () => {
  it("upserts the contact by e-mail and the company by domain with the properties, and associates them", async () => {
    const result = await syncLeadToHubSpot(eventOf());
    expect(hubspot.calls()).toEqual([
      "POST /crm/v3/objects/contacts/batch/upsert",
      "POST /crm/v3/objects/companies/batch/upsert",
      "PUT /crm/v4/objects/contact/1000/associations/default/company/1001",
    ]);
    expect(result).toEqual({ status: "synced", contactId: "1000", companyId: "1001" });

    const [contactInput] = JSON.parse(hubspot.requests[0]!.body).inputs;
    expect(contactInput).toEqual({
      idProperty: "email",
      id: "dana@northwind.example",
      properties: {
        firstname: "Dana",
        lastname: "Maria Reyes",
        jobtitle: "CEO",
        company: "Northwind Logistics",
        air_readiness_score: "62",
        air_lead_score: "8",
        air_qualified: "true",
        air_report_unlocked: "true",
        air_chapter: "vancouver",
        air_assessment_link: "http://localhost:3000/admin/report/a1",
        air_last_assessment_date: "2026-11-20",
        air_marketing_consent: "true",
        air_meeting_booked: "false",
      },
    });
    const [companyInput] = JSON.parse(hubspot.requests[1]!.body).inputs;
    expect(companyInput).toEqual({
      idProperty: "air_company_domain",
      id: "northwind.example",
      properties: {
        name: "Northwind Logistics",
        domain: "northwind.example",
        air_company_domain: "northwind.example",
      },
    });
    expect(hubspot.state.associations).toEqual(new Set(["1000->1001"]));
    expect((await status()).lastSyncAt).toBeInstanceOf(Date);
  });

  it("updates the same contact and company on the next event instead of creating others", async () => {
    await syncLeadToHubSpot(eventOf({ qualified: false, paymentStatus: "pending" }));
    await syncLeadToHubSpot(eventOf({ paymentStatus: "paid" }, "report.unlocked"));
    expect(hubspot.state.records.contacts.size).toBe(1);
    expect(hubspot.state.records.companies.size).toBe(1);
    expect(hubspot.state.records.contacts.get("dana@northwind.example")!.properties).toMatchObject({
      air_qualified: "true",
      air_report_unlocked: "true",
      // a report.unlocked event is not a new assessment: the date stays the assessment's
      air_last_assessment_date: "2026-11-20",
    });
  });

  it("marks the contact's consultation booked with its day, and no longer booked once cancelled", async () => {
    const booking = {
      status: "booked",
      bookedAt: "2026-11-20T18:40:00.000Z",
      startsAt: "2026-12-02T17:00:00.000Z",
    };
    await syncLeadToHubSpot(eventOf({ booking }, "lead.booked"));
    const contact = () => hubspot.state.records.contacts.get("dana@northwind.example")!.properties;
    expect(contact()).toMatchObject({ air_meeting_booked: "true", air_meeting_date: "2026-12-02" });
    await syncLeadToHubSpot(
      eventOf({ booking: { ...booking, status: "cancelled" } }, "lead.booking_cancelled"),
    );
    expect(contact().air_meeting_booked).toBe("false");
  });

  it("creates no company for a free-mail address", async () => {
    const result = await syncLeadToHubSpot(eventOf({ executiveEmail: "dana.reyes@gmail.com" }));
    expect(result).toEqual({ status: "synced", contactId: "1000", companyId: null });
    expect(hubspot.calls()).toEqual(["POST /crm/v3/objects/contacts/batch/upsert"]);
  });

  it("records consent false as given and never sets a subscription", async () => {
    await syncLeadToHubSpot(eventOf({ marketingConsent: false }, "consent.changed"));
    const contact = hubspot.state.records.contacts.get("dana@northwind.example")!.properties;
    expect(contact.air_marketing_consent).toBe("false");
    const sent = hubspot.requests.map((r) => `${r.url} ${r.body}`).join("\n");
    expect(sent).not.toMatch(/communication-preferences|subscri|hs_email_optout|hs_marketable/i);
  });

  it("leaves a draft's unknown scores out rather than erasing them", async () => {
    await syncLeadToHubSpot(eventOf());
    await syncLeadToHubSpot(
      eventOf({ readinessScore: null, leadScore: null, status: "draft" }, "assessment.started"),
    );
    const body = JSON.parse(hubspot.requests.at(-3)!.body).inputs[0].properties;
    expect(body).not.toHaveProperty("air_readiness_score");
    expect(hubspot.state.records.contacts.get("dana@northwind.example")!.properties).toMatchObject({
      air_readiness_score: "62",
      air_lead_score: "8",
    });
  });

  it("skips without a call when not connected or the lead has no e-mail", async () => {
    expect(await syncLeadToHubSpot(eventOf({ executiveEmail: null }))).toEqual({
      status: "skipped",
      reason: "no_email",
    });
    await db.hubSpotConnection.deleteMany();
    expect(await isHubSpotConnected()).toBe(false);
    expect(await syncLeadToHubSpot(eventOf())).toEqual({
      status: "skipped",
      reason: "not_connected",
    });
    expect(hubspot.requests).toHaveLength(0);
  });
});

describe("when HubSpot is busy or failing", () => {
  it("waits the Retry-After of a 429, then carries on", async () => {
    hubspot.answerNext(429, 1, { "retry-after": "2" });
    const { waits, sleep } = recordingSleep();
    expect((await syncLeadToHubSpot(eventOf(), { sleep })).status).toBe("synced");
    expect(waits).toEqual([2000]);
    expect(hubspot.calls()[0]).toBe(hubspot.calls()[1]); // the same request again
  });

  it("really waits the Retry-After before asking again", async () => {
    hubspot.answerNext(429, 1, { "retry-after": "1" });
    hubspot.arrivals.length = 0;
    expect((await syncLeadToHubSpot(eventOf())).status).toBe("synced");
    // A gap HubSpot asked for, not a speed: the retry reached HubSpot 1 s after the 429.
    expect(hubspot.arrivals[1]! - hubspot.arrivals[0]!).toBeGreaterThanOrEqual(990);
  });

  it("hands a long Retry-After to the job without waiting, and records it", async () => {
    hubspot.answerNext(429, 1, { "retry-after": "60" });
    const { waits, sleep } = recordingSleep();
    const failure = syncLeadToHubSpot(eventOf(), { sleep });
    await expect(failure).rejects.toBeInstanceOf(HubSpotRetryLaterError);
    await expect(failure).rejects.toMatchObject({ retryAfterMs: 60_000 });
    expect(waits).toEqual([]);
    expect(hubspot.requests).toHaveLength(1);
    expect((await status()).lastError).toBe(
      "HubSpot rate limit on POST /crm/v3/objects/contacts/batch/upsert.",
    );
  });

  it("backs off longer after each 5xx, then succeeds", async () => {
    hubspot.answerNext(503, 2);
    const { waits, sleep } = recordingSleep();
    expect((await syncLeadToHubSpot(eventOf(), { sleep })).status).toBe("synced");
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
  });

  it("gives the event back to the job after four 5xx in a row", async () => {
    hubspot.answerNext(500, 4);
    const { waits, sleep } = recordingSleep();
    await expect(syncLeadToHubSpot(eventOf(), { sleep })).rejects.toMatchObject({
      name: "HubSpotRetryLaterError",
      retryAfterMs: 60_000,
    });
    expect(waits).toHaveLength(3);
    expect(hubspot.requests).toHaveLength(4);
    expect((await status()).lastError).toMatch(/^HubSpot answered 500 on POST/);
    expect((await status()).needsAttention).toBe(false);
  });

  it("stops at a 401: flags the connection and holds every event, without a request, until it is fixed", async () => {
    hubspot.answerNext(401);
    const { waits, sleep } = recordingSleep();
    const held = {
      name: "HubSpotRetryLaterError",
      reason: "needs_attention",
      retryAfterMs: 900_000,
    };
    await expect(syncLeadToHubSpot(eventOf(), { sleep })).rejects.toMatchObject(held);
    expect(waits).toEqual([]);
    expect(hubspot.requests).toHaveLength(1);
    expect(await status()).toMatchObject({
      needsAttention: true,
      lastError: "HubSpot refused the access token (401): it was revoked or has expired.",
    });
    expect(await isHubSpotConnected()).toBe(true); // events keep coming, to wait

    await expect(syncLeadToHubSpot(eventOf())).rejects.toMatchObject(held);
    expect(hubspot.requests).toHaveLength(1);

    // An admin fixed it (a new token, or a test that passed): the held event goes through.
    await saveHubSpotConnection(hubspot.token, "4242424");
    expect((await syncLeadToHubSpot(eventOf())).status).toBe("synced");
  });

  it("holds the events on a 403 (a scope missing) the same way", async () => {
    hubspot.answerNext(403);
    await expect(syncLeadToHubSpot(eventOf())).rejects.toMatchObject({
      reason: "needs_attention",
    });
    expect(await status()).toMatchObject({ needsAttention: true });
  });

  it("flags a token sealed under another key (ENCRYPTION_KEY changed) instead of failing each event", async () => {
    await db.hubSpotConnection.update({
      where: { id: "hubspot" },
      data: { sealedToken: sealText(hubspot.token, secretKey("another key")) },
    });
    await expect(syncLeadToHubSpot(eventOf())).rejects.toMatchObject({
      reason: "needs_attention",
    });
    expect(await status()).toMatchObject({ needsAttention: true, lastError: UNREADABLE_TOKEN });
    expect(hubspot.requests).toHaveLength(0);
  });

  it("answers a request HubSpot rejects (400) without retrying it", async () => {
    hubspot.state.properties.contacts.delete("air_chapter"); // removed by someone in HubSpot
    const result = await syncLeadToHubSpot(eventOf());
    expect(result).toEqual({
      status: "rejected",
      message:
        "HubSpot answered 400 on POST /crm/v3/objects/contacts/batch/upsert: Unknown properties air_chapter",
    });
    expect(hubspot.requests).toHaveLength(1);
  });

  it("never writes the token in a log line, whatever happens", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    const { sleep } = recordingSleep();
    hubspot.answerNext(500, 4);
    await syncLeadToHubSpot(eventOf(), { sleep }).catch((error: Error) =>
      lines.push(error.message, String(error.stack)),
    );
    hubspot.answerNext(401);
    await syncLeadToHubSpot(eventOf(), { sleep }).catch((error: Error) =>
      lines.push(error.message, String(error.stack)),
    );
    lines.push(JSON.stringify(await status()));
    jest.restoreAllMocks();
    expect(lines.join("\n")).not.toContain(hubspot.token);
  });
});
