import { resetData } from "@/tests/helpers/database";
import { startFakeHubSpot } from "@/tests/fakes/hubspot";

/**
 * What an erasure reaches beyond the lead's own rows: the CRMs (lead.deleted, HubSpot's GDPR
 * delete), and what it keeps (team answers, funnel counts, revenue, leads on legal hold).
 */
const hubspot = await startFakeHubSpot();
process.env.HUBSPOT_API_URL = hubspot.url;

const { db } = await import("@/platform/db");
const { createAccount } = await import("@/tests/helpers/account");
const { seedAssessment } = await import("@/tests/helpers/admin");
const { runJobNow } = await import("@/platform/jobs/run");
const { recordLeadEvent } = await import("@/capabilities/leads/server");
const { saveHubSpotConnection } = await import("@/capabilities/crm/hubspot/connection");
const { ensureHubSpotSchema } = await import("@/capabilities/crm/hubspot/setup");
const { DELETION_REFUSED } = await import("@/capabilities/crm/hubspot/sync");
const { flaggedCrmDeletions, forgetDeletedAddresses } = await import("@/capabilities/leads/server");
const { deleteAssessment } = await import("@/capabilities/admin/assessment-mutations");
const { eraseAddress } = await import("./erase");
const { placeHold, liftHold } = await import("./holds");
const { purgeExpiredLeads } = await import("./retention");
const { privacyOverview, resolveFlaggedDeletion } = await import("./admin-overview");

afterAll(() => hubspot.close());

const ADDRESS = "dana@northwind.example";
const admin = { id: null, email: "officer@example.com" };

beforeEach(async () => {
  await resetData();
  hubspot.reset();
});

/** Runs every due job, as the background loop would, until none is left. */
async function drain() {
  for (;;) {
    const due = await db.generationJob.findMany({
      where: { status: "pending", runAfter: { lte: new Date() } },
    });
    if (due.length === 0) return;
    for (const job of due) await runJobNow(job.id);
  }
}

/** The CRMs hear of the lead: an event, dispatched and synced. */
async function announce(id: string) {
  await db.$transaction((tx) => recordLeadEvent(tx, "assessment.completed", id));
  await drain();
}

async function connectHubSpot() {
  await ensureHubSpotSchema(hubspot.token);
  await saveHubSpotConnection(hubspot.token, "4242424");
}

/** A paid lead with a team (a link, an invitation, two answers), synced to HubSpot. */
async function paidLeadWithTeam(email = ADDRESS) {
  const id = await seedAssessment({ executiveEmail: email }, { paymentStatus: "paid" });
  await db.payment.create({
    data: { assessmentId: id, providerId: `cs_${id}`, amount: 4900, status: "paid" },
  });
  await db.teamLink.create({
    data: { assessmentId: id, tokenHash: `link-${id}`, expiresAt: new Date(Date.now() + 1e9) },
  });
  await db.teamInvitation.create({
    data: { assessmentId: id, email: "cfo@northwind.example", tokenHash: `inv-${id}` },
  });
  for (const seniority of ["executive", "manager"]) {
    await db.teamResponse.create({
      data: {
        assessmentId: id,
        answers: { aiConfidence: 6 },
        memberFunction: "finance",
        seniority,
      },
    });
  }
  await announce(id);
  return id;
}

const rollups = async () => ({
  counts: await db.$queryRaw`SELECT * FROM lead_day_counts ORDER BY day, chapter, source`,
  revenue: await db.$queryRaw`SELECT * FROM lead_day_revenue ORDER BY day, chapter, source`,
});

describe("an erasure", () => {
  it("keeps the team's anonymous answers, the funnel counts and the revenue; the team link and invitations go", async () => {
    const id = await paidLeadWithTeam();
    const before = await rollups();

    expect(await eraseAddress(ADDRESS)).toEqual({ deleted: 1, kept: 0 });

    expect(await db.assessment.count({ where: { id } })).toBe(0);
    expect(await db.teamLink.count()).toBe(0);
    expect(await db.teamInvitation.count()).toBe(0);
    const answers = await db.teamResponse.findMany();
    expect(answers).toHaveLength(2);
    expect(answers.every((answer) => answer.assessmentId === null)).toBe(true);
    expect(await rollups()).toEqual(before);
    expect(await db.payment.findFirst()).toMatchObject({ assessmentId: null, amount: 4900 });
  });

  it("tells the CRMs: a lead.deleted webhook with who it was, and HubSpot's contact deleted", async () => {
    await connectHubSpot();
    const id = await paidLeadWithTeam();
    expect(hubspot.state.records.contacts.has(ADDRESS)).toBe(true);

    await eraseAddress(ADDRESS);
    await drain();

    const [event] = await db.leadEvent.findMany({ where: { type: "lead.deleted" } });
    expect(event).toMatchObject({
      assessmentId: null,
      deleted: {
        id,
        executiveEmail: ADDRESS,
        chapter: "vancouver",
        reason: "privacy_request",
        hubspot: { status: "deleted" },
      },
    });
    expect(hubspot.state.records.contacts.has(ADDRESS)).toBe(false);
    expect(hubspot.state.gdprDeleted.has(ADDRESS)).toBe(true);
    expect(await flaggedCrmDeletions()).toEqual([]);
  });

  it("says nothing to the CRMs about a lead they never heard of", async () => {
    await seedAssessment({ executiveEmail: ADDRESS });
    await eraseAddress(ADDRESS);
    expect(await db.leadEvent.count({ where: { type: "lead.deleted" } })).toBe(0);
  });

  it("flags the deletion for an admin when HubSpot refuses it, and the connection stays up", async () => {
    await connectHubSpot();
    await paidLeadWithTeam();
    await eraseAddress(ADDRESS);
    const dispatch = await db.generationJob.findFirstOrThrow({
      where: { kind: "lead_event", status: "pending" },
    });
    await runJobNow(dispatch.id);
    hubspot.answerNext(403);
    await drain();

    const [flagged] = await flaggedCrmDeletions();
    expect(flagged).toMatchObject({ executiveEmail: ADDRESS, reason: DELETION_REFUSED });
    expect((await privacyOverview()).crmDeletions).toHaveLength(1);
    const connection = await db.hubSpotConnection.findFirstOrThrow();
    expect(connection.needsAttention).toBe(false);

    // Deleted by hand: the flag and the address go, and the address is not kept for 30 days.
    await resolveFlaggedDeletion(admin, flagged!.eventId);
    expect(await flaggedCrmDeletions()).toEqual([]);
    const event = await db.leadEvent.findUniqueOrThrow({ where: { id: flagged!.eventId } });
    expect(event.deleted).toMatchObject({ executiveEmail: null, hubspot: { status: "deleted" } });
    await expect(resolveFlaggedDeletion(admin, flagged!.eventId)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("clears a deleted lead's address 30 days on, unless HubSpot's copy waits for an admin", async () => {
    await paidLeadWithTeam();
    await eraseAddress(ADDRESS);
    const inAMonth = new Date(Date.now() + 31 * 86_400_000);
    expect(await forgetDeletedAddresses(new Date())).toBe(0);
    expect(await forgetDeletedAddresses(inAMonth)).toBe(1);
    const event = await db.leadEvent.findFirstOrThrow({ where: { type: "lead.deleted" } });
    expect(event.deleted).toMatchObject({ executiveEmail: null });
  });
});

describe("a legal hold", () => {
  it("keeps the lead through its owner's erasure and an admin's delete, until it is lifted", async () => {
    const id = await seedAssessment({ executiveEmail: ADDRESS });
    await placeHold(admin, id, "Litigation hold: Northwind v. Acme");

    expect(await eraseAddress(ADDRESS)).toEqual({ deleted: 0, kept: 1 });
    await expect(deleteAssessment(admin, id)).rejects.toMatchObject({ code: "conflict" });
    expect((await privacyOverview()).holds).toMatchObject([
      { id, legalHoldReason: "Litigation hold: Northwind v. Acme" },
    ]);
    expect((await privacyOverview()).requests[0]).toMatchObject({ outcome: "kept" });

    await liftHold(admin, id);
    await expect(liftHold(admin, id)).rejects.toMatchObject({ code: "not_found" });
    expect(await eraseAddress(ADDRESS)).toEqual({ deleted: 1, kept: 0 });
  });
});

describe("the retention purge", () => {
  const monthsAgo = (months: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() - months);
    return date;
  };

  it("deletes leads older than RETENTION_MONTHS with no account, no payment and no hold", async () => {
    const expired = await seedAssessment({ executiveEmail: "old@example.com" });
    await announce(expired);
    const recent = await seedAssessment({ executiveEmail: "new@example.com" });
    const owned = await seedAssessment(
      { executiveEmail: "owner@example.com" },
      { user: { connect: { id: (await createAccount("owner@example.com")).id } } },
    );
    const paid = await seedAssessment(
      { executiveEmail: "paid@example.com" },
      { paymentStatus: "paid" },
    );
    const held = await seedAssessment({ executiveEmail: "held@example.com" });
    await placeHold(admin, held, "Audit");
    await db.assessment.updateMany({
      where: { id: { in: [expired, owned, paid, held] } },
      data: { createdAt: monthsAgo(25) },
    });
    await db.assessment.update({ where: { id: recent }, data: { createdAt: monthsAgo(23) } });
    const before = await rollups();

    expect((await privacyOverview()).retention).toMatchObject({ months: 24, expired: 1 });
    expect(await purgeExpiredLeads()).toBe(1);

    const left = await db.assessment.findMany({ select: { id: true } });
    expect(left.map((a) => a.id).sort()).toEqual([recent, owned, paid, held].sort());
    expect(await rollups()).toEqual(before);
    expect(await db.leadEvent.findFirst({ where: { type: "lead.deleted" } })).toMatchObject({
      deleted: { id: expired, reason: "retention" },
    });
    expect((await privacyOverview()).retention.purges[0]).toMatchObject({ deleted: 1 });
    expect(await purgeExpiredLeads()).toBe(0);
  });
});
