import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, seedAssessment } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { GET } from "./route";

let admin: Awaited<ReturnType<typeof accountWithToken>>;
const DAY = "2026-03-10";
const at = new Date(`${DAY}T15:00:00Z`);

beforeEach(async () => {
  await resetData();
  admin = await accountWithToken("admin", "root@example.com");
});

const get = async (query: string) => {
  const response = await GET(
    adminRequest(`/api/admin/analytics/funnel?${query}`, { token: admin.token }),
    noParams,
  );
  return { status: response.status, body: await response.json() };
};

/** A lead of the day: a draft at `stepReached`, or completed with `columns`. */
const lead = (stepReached: number, columns: Prisma.AssessmentUpdateInput = {}) =>
  seedAssessment(
    {},
    {
      createdAt: at,
      stepReached,
      status: stepReached === 5 ? "completed" : "draft",
      ...columns,
    },
  );

const payment = (assessmentId: string, amount: number, currency: string, status: string) =>
  db.payment.create({
    data: { assessmentId, providerId: `cs_${assessmentId}`, amount, currency, status },
  });

async function seedDay() {
  await lead(1, { utmSource: "linkedin" });
  // Purged after 30 days without step 2: still a start.
  await lead(1, { utmSource: "linkedin", purgedAt: at, executiveName: "", executiveEmail: null });
  await lead(2, { utmSource: "linkedin" });
  await lead(3, { referrer: "https://www.google.com/search" });
  await lead(5, { utmSource: "linkedin", chapter: "vancouver-island" });
  const card = await lead(5, { utmSource: "linkedin", paymentStatus: "paid" });
  await payment(card, 4900, "usd", "paid");
  const coupon = await lead(5, { paymentStatus: "coupon_used" });
  await db.callRequest.create({ data: { assessmentId: coupon, phoneNumber: "+16045550100" } });
  // Booked a consultation, and one booked then cancelled: only the first counts.
  await db.assessment.update({ where: { id: card }, data: { bookingStatus: "booked" } });
  await db.assessment.update({ where: { id: coupon }, data: { bookingStatus: "cancelled" } });
  const { user } = await accountWithToken("user");
  await db.assessment.update({ where: { id: coupon }, data: { userId: user.id } });
  // Refunded: neither unlocked nor revenue. Its source is the referrer's host, as sourceOf says.
  const refunded = await lead(5, {
    referrer: "https://WWW.Google.com/",
    paymentStatus: "refunded",
  });
  await payment(refunded, 4900, "usd", "refunded");
  // Paid before the report's currency changed: its own line, never added to US dollars.
  const cad = await lead(5, { utmSource: "newsletter", paymentStatus: "paid" });
  await payment(cad, 6500, "cad", "paid");
  // Another day, outside the range.
  await lead(5, { createdAt: new Date("2026-02-01T12:00:00Z") });
  await db.visitCount.createMany({
    data: [
      { day: new Date(DAY), path: "/", source: "linkedin", count: 20 },
      { day: new Date(DAY), path: "/", chapter: "vancouver-island", source: "linkedin", count: 5 },
      { day: new Date(DAY), path: "/", source: "google.com", count: 10 },
      { day: new Date(DAY), path: "/assessment/step-1", source: "linkedin", count: 9 },
      { day: new Date("2026-02-01"), path: "/", source: "direct", count: 100 },
    ],
  });
}

const counts = (body: { stages: { key: string; count: number }[] }) =>
  Object.fromEntries(body.stages.map((s) => [s.key, s.count]));

describe("GET /api/admin/analytics/funnel", () => {
  it("counts each lead of the range at the furthest stage it reached, with the landing visits", async () => {
    await seedDay();
    const { status, body } = await get(`from=${DAY}&to=${DAY}`);
    expect(status).toBe(200);
    expect(counts(body)).toEqual({
      visits: 35,
      started: 9,
      step2: 7,
      step3: 6,
      step4: 5,
      step5: 5,
      completed: 5,
      paid: 3,
      booked: 1,
      account: 1,
      callRequested: 1,
    });
    expect(body.stages.find((s: { key: string }) => s.key === "paid")).toMatchObject({
      card: 2,
      coupon: 1,
    });
    expect(body.stages[0].label).toBe("Landing visits");
    expect(body.largestDropOff).toEqual({ from: "started", to: "step2", lost: 2, rate: 0.222 });
    expect(body.revenue).toEqual([
      { currency: "USD", amountCents: 4900 },
      { currency: "CAD", amountCents: 6500 },
    ]);
    expect(body.weekly).toEqual([{ week: "2026-03-09", started: 9, completed: 5, paid: 3 }]);
    expect(body.bySource).toEqual([
      {
        source: "linkedin",
        started: 5,
        completed: 2,
        paid: 1,
        revenue: [{ currency: "USD", amountCents: 4900 }],
      },
      { source: "google.com", started: 2, completed: 1, paid: 0, revenue: [] },
      { source: "direct", started: 1, completed: 1, paid: 1, revenue: [] },
      {
        source: "newsletter",
        started: 1,
        completed: 1,
        paid: 1,
        revenue: [{ currency: "CAD", amountCents: 6500 }],
      },
    ]);
  });

  it("lists every week of the range, the empty ones at zero, and the largest loss between steps", async () => {
    await seedDay();
    const { body } = await get("from=2026-02-01&to=2026-03-10");
    expect(body.weekly.map((w: { week: string }) => w.week)).toEqual([
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
    ]);
    expect(body.weekly[0]).toEqual({ week: "2026-01-26", started: 1, completed: 1, paid: 0 });
    expect(body.weekly[3]).toEqual({ week: "2026-02-16", started: 0, completed: 0, paid: 0 });
    expect(counts(body)).toMatchObject({ visits: 135, started: 10 });
    // 20 leads stop after step 1, then 10 of the 30 left after step 3: the larger loss wins.
    await db.assessment.deleteMany();
    for (let i = 0; i < 50; i++) await lead(i < 20 ? 1 : i < 30 ? 3 : 5);
    const dropped = await get(`from=${DAY}&to=${DAY}`);
    expect(dropped.body.largestDropOff).toEqual({
      from: "started",
      to: "step2",
      lost: 20,
      rate: 0.4,
    });
  });

  it("answers zero everywhere for a range without leads", async () => {
    const { status, body } = await get("from=2026-01-05&to=2026-01-11");
    expect(status).toBe(200);
    expect(body.stages.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(body.largestDropOff).toBeNull();
    expect(body.weekly).toEqual([{ week: "2026-01-05", started: 0, completed: 0, paid: 0 }]);
    expect(body.bySource).toEqual([]);
    expect(body.revenue).toEqual([{ currency: "USD", amountCents: 0 }]);
  });

  it("filters by chapter and by source", async () => {
    await seedDay();
    const island = await get(`from=${DAY}&to=${DAY}&chapter=vancouver-island`);
    expect(counts(island.body)).toMatchObject({ visits: 5, started: 1, completed: 1 });
    const google = await get(`from=${DAY}&to=${DAY}&source=Google.com`);
    expect(counts(google.body)).toMatchObject({ visits: 10, started: 2, step3: 2, completed: 1 });
    expect(google.body.revenue).toEqual([{ currency: "USD", amountCents: 0 }]);
  });

  it.each([
    ["from=2026-03-10", "to"],
    ["from=2026-3-1&to=2026-03-10", "from"],
    ["from=2026-03-10&to=2026-03-01", "to"],
    ["from=2025-01-01&to=2026-03-01", "to"],
    ["from=2025-03-09&to=2026-03-10", "to"],
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=2026-03-01&to=2026-03-02&chapter=toronto", "chapter"],
  ])("answers 400 with the field's message for %s", async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toEqual(expect.any(String));
  });

  it("says what is wrong with the range, and takes a whole year", async () => {
    expect((await get("from=2026-03-10&to=2026-03-01")).body.error.fields).toEqual({
      to: "The end date must not be before the start",
    });
    expect((await get("from=2025-03-09&to=2026-03-10")).body.error.fields).toEqual({
      to: "The range can be at most 366 days",
    });
    expect((await get("from=2026-13-01&to=2026-03-10")).body.error.fields).toEqual({
      from: "That date does not exist",
    });
    expect((await get("to=2026-03-10")).body.error.fields).toEqual({
      from: "Dates are required, as YYYY-MM-DD",
    });
    expect((await get("from=2025-03-10&to=2026-03-10")).status).toBe(200);
  });

  it("refuses years the database cannot hold with 400, never 500 (year 0000 included)", async () => {
    const bounds = "Dates run from 2000-01-01 to 2999-12-31";
    expect(await get("from=0000-01-01&to=0000-01-02")).toMatchObject({
      status: 400,
      body: { error: { fields: { from: bounds, to: bounds } } },
    });
    expect(await get("from=9999-12-30&to=9999-12-31")).toMatchObject({
      status: 400,
      body: { error: { fields: { from: bounds } } },
    });
  });

  it("is for admins only", async () => {
    const { token } = await accountWithToken("user");
    const response = await GET(
      adminRequest(`/api/admin/analytics/funnel?from=${DAY}&to=${DAY}`, { token }),
      noParams,
    );
    expect(response.status).toBe(403);
  });
});
