import { resetData } from "@/tests/helpers/database";
import { seedAssessment, seedDraft, seedManyAssessments } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { LEAD_QUALIFIED_THRESHOLD } from "@/model/scoring";
import { countVisit } from "./visits";

beforeEach(resetData);

/**
 * lead_day_counts, lead_day_revenue and visit_day_totals (migrations 20261126095100_admin_rollups
 * and 20261126102744_funnel_calls_and_revenue) are kept by triggers: after any write they must
 * equal a recount of assessments, call_requests, payments and visit_counts.
 */
const recountLeads = () => db.$queryRaw<object[]>`
  SELECT "createdAt"::date AS day, chapter, source, count(*)::int AS started,
    count(*) FILTER (WHERE "stepReached" >= 2)::int AS step2,
    count(*) FILTER (WHERE "stepReached" >= 3)::int AS step3,
    count(*) FILTER (WHERE "stepReached" >= 4)::int AS step4,
    count(*) FILTER (WHERE "stepReached" >= 5)::int AS step5,
    count(*) FILTER (WHERE status = 'completed')::int AS completed,
    count(*) FILTER (WHERE status = 'completed'
      AND ("leadQualified" OR "leadScore" >= ${LEAD_QUALIFIED_THRESHOLD}))::int AS qualified,
    count(*) FILTER (WHERE status = 'completed' AND "roadmapGenerated")::int AS roadmaps,
    count(*) FILTER (WHERE "paymentStatus" = 'paid')::int AS "paidCard",
    count(*) FILTER (WHERE "paymentStatus" = 'coupon_used')::int AS "paidCoupon",
    count(*) FILTER (WHERE "userId" IS NOT NULL)::int AS account,
    count(*) FILTER (WHERE id IN (SELECT "assessmentId" FROM call_requests))::int AS "callRequested",
    count(*) FILTER (WHERE "bookingStatus" = 'booked')::int AS booked
  FROM assessments GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

/** The rollup's rows, without those a change brought back to zero. */
const leadDayCounts = () => db.$queryRaw<object[]>`
  SELECT day, chapter, source, started, step2, step3, step4, step5, completed, qualified,
    roadmaps, "paidCard", "paidCoupon", account, "callRequested", booked
  FROM lead_day_counts WHERE started <> 0 ORDER BY 1, 2, 3`;

const expectLeadsCounted = async () => expect(await leadDayCounts()).toEqual(await recountLeads());

describe("lead_day_counts", () => {
  it("counts every write of assessments: insert, each step, completion, payment, account, delete", async () => {
    const draft = await seedDraft(1, {}, { utmSource: "linkedin" });
    await seedAssessment({}, { leadScore: LEAD_QUALIFIED_THRESHOLD, roadmapGenerated: true });
    await seedAssessment({}, { leadScore: LEAD_QUALIFIED_THRESHOLD - 1, leadQualified: false });
    await expectLeadsCounted();

    for (const stepReached of [2, 3, 4]) {
      await db.assessment.update({ where: { id: draft }, data: { stepReached } });
      await expectLeadsCounted();
    }
    await db.assessment.update({
      where: { id: draft },
      data: { stepReached: 5, status: "completed", leadQualified: true },
    });
    await expectLeadsCounted();
    await db.assessment.update({ where: { id: draft }, data: { paymentStatus: "coupon_used" } });
    const user = await db.user.create({
      data: { email: "lead@example.com", password: "x", fullname: "Lead" },
    });
    await db.assessment.update({ where: { id: draft }, data: { userId: user.id } });
    await db.assessment.updateMany({ data: { paymentStatus: "paid" } });
    await expectLeadsCounted();

    await db.assessment.delete({ where: { id: draft } });
    await expectLeadsCounted();
  });

  it("counts a consultation booked, cancelled and booked again, and forgets it with the lead", async () => {
    const [a, b] = [await seedAssessment(), await seedAssessment({}, { utmSource: "newsletter" })];
    const booked = { bookingStatus: "booked", bookedAt: new Date() };
    await db.assessment.update({ where: { id: a }, data: booked });
    await db.assessment.update({ where: { id: b }, data: booked });
    await expectLeadsCounted();
    await db.assessment.update({ where: { id: a }, data: { bookingStatus: "cancelled" } });
    await expectLeadsCounted();
    await db.assessment.updateMany({ data: { bookingStatus: "booked" } });
    await expectLeadsCounted();
    await db.assessment.delete({ where: { id: b } });
    await expectLeadsCounted();
  });

  it("moves a lead whose day, chapter or source changes", async () => {
    const id = await seedAssessment({}, { utmSource: "newsletter" });
    await db.assessment.update({
      where: { id },
      data: { chapter: "vancouver-island", utmSource: null, referrer: "https://t.co/x" },
    });
    await db.assessment.update({ where: { id }, data: { createdAt: new Date("2026-01-02") } });
    await expectLeadsCounted();
    expect(await leadDayCounts()).toHaveLength(1);
  });

  it("counts bulk inserts and deletes in one go, and empties with TRUNCATE", async () => {
    await seedManyAssessments(30);
    await expectLeadsCounted();
    await db.assessment.deleteMany({ where: { companyName: { startsWith: "Company 1" } } });
    await expectLeadsCounted();
    await db.$executeRaw`TRUNCATE assessments CASCADE`;
    expect(await db.$queryRaw`SELECT * FROM lead_day_counts`).toEqual([]);
  });

  it("writes nothing for an update that changes nothing it counts", async () => {
    const id = await seedAssessment();
    const before = await db.$queryRaw`SELECT xmin::text FROM lead_day_counts`;
    await db.assessment.update({
      where: { id },
      data: { executiveName: "Renamed", aiFriction: "x" },
    });
    expect(await db.$queryRaw`SELECT xmin::text FROM lead_day_counts`).toEqual(before);
  });
});

describe("call-backs and revenue", () => {
  const recountRevenue = () => db.$queryRaw<object[]>`
    SELECT a."createdAt"::date AS day, a.chapter, a.source, upper(p.currency) AS currency,
      sum(p.amount)::bigint AS "amountCents"
    FROM payments p JOIN assessments a ON a.id = p."assessmentId"
    WHERE p.status = 'paid' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
  const revenue = () => db.$queryRaw<object[]>`
    SELECT day, chapter, source, currency, "amountCents" FROM lead_day_revenue
    WHERE "amountCents" <> 0 ORDER BY 1, 2, 3, 4`;
  const expectRevenueCounted = async () => expect(await revenue()).toEqual(await recountRevenue());
  const pay = (assessmentId: string, amount: number, currency = "usd", status = "paid") =>
    db.payment.create({
      data: { assessmentId, providerId: `cs_${assessmentId}_${amount}`, amount, currency, status },
    });
  const call = (assessmentId: string) =>
    db.callRequest.create({ data: { assessmentId, phoneNumber: "+16045550100" } });

  it("counts a lead with call-back requests once, and forgets it with the lead", async () => {
    const [a, b] = [await seedAssessment(), await seedAssessment()];
    await call(a);
    await call(a);
    await expectLeadsCounted();
    await db.callRequest.deleteMany({ where: { assessmentId: a } });
    await call(b);
    await expectLeadsCounted();
    await db.assessment.delete({ where: { id: b } });
    await expectLeadsCounted();
  });

  it("sums the paid card payments per currency: paid, refunded, moved with the lead, deleted with it", async () => {
    const [a, b] = [await seedAssessment(), await seedAssessment({}, { utmSource: "newsletter" })];
    const refunded = await pay(a, 4900);
    await pay(a, 6500, "cad");
    await pay(b, 4900, "usd", "pending");
    await expectRevenueCounted();
    await db.payment.update({ where: { id: refunded.id }, data: { status: "refunded" } });
    await db.payment.updateMany({ where: { assessmentId: b }, data: { status: "paid" } });
    await expectRevenueCounted();
    await db.assessment.update({
      where: { id: a },
      data: { chapter: "vancouver-island", createdAt: new Date("2026-01-02") },
    });
    await expectRevenueCounted();
    await db.assessment.delete({ where: { id: a } });
    await expectRevenueCounted();
    expect(await revenue()).toHaveLength(1);
    await db.$executeRaw`TRUNCATE assessments CASCADE`;
    expect(await revenue()).toEqual([]);
  });
});

describe("visit_day_totals", () => {
  const recountVisits = () => db.$queryRaw<object[]>`
    SELECT path, day, chapter, sum(count)::int AS count FROM visit_counts
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
  const totals = () => db.$queryRaw<object[]>`
    SELECT path, day, chapter, count FROM visit_day_totals WHERE count <> 0 ORDER BY 1, 2, 3`;

  it("sums visit_counts over sources, through new rows, added views and deletes", async () => {
    await countVisit({ path: "/", utm_source: "linkedin" });
    await countVisit({ path: "/", utm_source: "linkedin" });
    await countVisit({ path: "/", chapter: "vancouver", referrer: "https://www.google.com/" });
    await countVisit({ path: "/assessment/step-1" });
    await db.visitCount.createMany({
      data: [
        { day: new Date("2026-03-10"), path: "/", source: "a", count: 20 },
        { day: new Date("2026-03-10"), path: "/", source: "b", count: 5 },
      ],
    });
    expect(await totals()).toEqual(await recountVisits());
    await db.visitCount.deleteMany({ where: { source: "a" } });
    expect(await totals()).toEqual(await recountVisits());
    await db.$executeRaw`TRUNCATE visit_counts`;
    expect(await totals()).toEqual([]);
  });
});
