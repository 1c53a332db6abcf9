import { resetData } from "@/tests/helpers/database";
import { startFakeHubSpot } from "@/tests/fakes/hubspot";

/** Lead events reach HubSpot through the dispatcher and a hubspot_sync job per event. */
const hubspot = await startFakeHubSpot();
process.env.HUBSPOT_API_URL = hubspot.url;

const { db } = await import("@/platform/db");
const { seedAssessment } = await import("@/tests/helpers/admin");
const { recordLeadEvent } = await import("@/capabilities/leads/events/record");
const { runJobNow } = await import("@/platform/jobs/run");
const { saveHubSpotConnection } = await import("./connection");
const { ensureHubSpotSchema } = await import("./setup");
const { HUBSPOT_SYNC_ATTEMPTS } = await import("./jobs");

afterAll(() => hubspot.close());

beforeEach(async () => {
  await resetData();
  hubspot.reset();
  hubspot.requests.length = 0;
});

async function connect() {
  await ensureHubSpotSchema(hubspot.token);
  await saveHubSpotConnection(hubspot.token, "4242424");
  hubspot.requests.length = 0;
}

/** A lead event for a new assessment, dispatched to its consumers. */
async function dispatchedEvent(email = "dana@northwind.example") {
  const assessmentId = await seedAssessment({ executiveEmail: email });
  const eventId = await db.$transaction((tx) =>
    recordLeadEvent(tx, "assessment.completed", assessmentId),
  );
  const dispatch = await db.generationJob.findUniqueOrThrow({
    where: { kind_key: { kind: "lead_event", key: eventId } },
  });
  expect(await runJobNow(dispatch.id)).toBe(true);
  return { assessmentId, eventId };
}

const syncJob = (eventId: string) =>
  db.generationJob.findUnique({ where: { kind_key: { kind: "hubspot_sync", key: eventId } } });

describe("lead events to HubSpot", () => {
  it("queues no sync while HubSpot is not connected", async () => {
    const { eventId } = await dispatchedEvent();
    expect(await syncJob(eventId)).toBeNull();
    expect(hubspot.requests).toEqual([]);
  });

  it("syncs each event's lead to HubSpot once connected", async () => {
    await connect();
    const { assessmentId, eventId } = await dispatchedEvent();
    const job = await syncJob(eventId);
    expect(job).toMatchObject({ status: "pending", maxAttempts: HUBSPOT_SYNC_ATTEMPTS });

    await runJobNow(job!.id);

    expect(await syncJob(eventId)).toMatchObject({ status: "done" });
    const contact = hubspot.state.records.contacts.get("dana@northwind.example");
    expect(contact?.properties.air_assessment_link).toContain(assessmentId);
    expect(hubspot.state.records.companies.get("northwind.example")).toBeDefined();
  });

  it("waits HubSpot's Retry-After before trying an event again", async () => {
    await connect();
    const { eventId } = await dispatchedEvent();
    hubspot.answerNext(429, 4, { "retry-after": "120" });
    const before = Date.now();

    await runJobNow((await syncJob(eventId))!.id);

    const job = await syncJob(eventId);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    const wait = job!.runAfter.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(119_000);
    expect(wait).toBeLessThan(130_000);
  });
});
