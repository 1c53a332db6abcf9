import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, seedAssessment } from "@/lib/admin/testing";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
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

async function seedDay() {
  await lead(1, { utmSource: "linkedin" });
  await lead(1, { utmSource: "linkedin" });
  await lead(2, { utmSource: "linkedin" });
  await lead(3, { referrer: "https://www.google.com/search" });
  await lead(5, { utmSource: "linkedin", chapter: "vancouver-island" });
  const card = await lead(5, { utmSource: "linkedin", paymentStatus: "paid" });
  await db.payment.create({
    data: { assessmentId: card, providerId: "cs_1", amount: 4900, currency: "usd", status: "paid" },
  });
  const coupon = await lead(5, { paymentStatus: "coupon_used" });
  await db.callRequest.create({ data: { assessmentId: coupon, phoneNumber: "+16045550100" } });
  const { user } = await accountWithToken("user");
  await db.assessment.update({ where: { id: coupon }, data: { userId: user.id } });
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
      started: 7,
      step2: 5,
      step3: 4,
      step4: 3,
      step5: 3,
      completed: 3,
      paid: 2,
      account: 1,
      callRequested: 1,
    });
    expect(body.stages.find((s: { key: string }) => s.key === "paid")).toMatchObject({
      card: 1,
      coupon: 1,
    });
    expect(body.stages[0].label).toBe("Landing visits");
    expect(body.largestDropOff).toEqual({ from: "started", to: "step2", lost: 2, rate: 0.286 });
    expect(body.revenueCents).toBe(4900);
    expect(body.weekly).toEqual([{ week: "2026-03-09", started: 7, completed: 3, paid: 2 }]);
    expect(body.bySource).toEqual([
      { source: "linkedin", started: 5, completed: 2, paid: 1, revenueCents: 4900 },
      { source: "direct", started: 1, completed: 1, paid: 1, revenueCents: 0 },
      { source: "google.com", started: 1, completed: 0, paid: 0, revenueCents: 0 },
    ]);
  });

  it("filters by chapter and by source", async () => {
    await seedDay();
    const island = await get(`from=${DAY}&to=${DAY}&chapter=vancouver-island`);
    expect(counts(island.body)).toMatchObject({ visits: 5, started: 1, completed: 1 });
    const google = await get(`from=${DAY}&to=${DAY}&source=google.com`);
    expect(counts(google.body)).toMatchObject({ visits: 10, started: 1, step3: 1, completed: 0 });
  });

  it.each([
    ["from=2026-03-10", "to"],
    ["from=2026-3-1&to=2026-03-10", "from"],
    ["from=2026-03-10&to=2026-03-01", "to"],
    ["from=2025-01-01&to=2026-03-01", "to"],
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=2026-03-01&to=2026-03-02&chapter=toronto", "chapter"],
  ])("answers 400 with the field's message for %s", async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toEqual(expect.any(String));
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
