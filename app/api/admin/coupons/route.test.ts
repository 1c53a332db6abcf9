import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  withId,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { GET, POST } from "./route";
import { PATCH } from "./[id]/route";

let token: string;

beforeEach(async () => {
  await resetData();
  token = (await accountWithToken("admin")).token;
});

const create = (body: unknown) =>
  POST(adminRequest("/api/admin/coupons", { token, method: "POST", body }), noParams);
const patch = (id: string, body: unknown) =>
  PATCH(adminRequest(`/api/admin/coupons/${id}`, { token, method: "PATCH", body }), withId(id));

describe("POST /api/admin/coupons", () => {
  it("creates a coupon with its code upper-cased, active and unused", async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await create({
      code: " spring-2026_vip ",
      description: "Chapter event",
      maxUses: 25,
      expiresAt,
    });
    expect(response.status).toBe(201);
    const { coupon } = await response.json();
    expect(coupon).toMatchObject({
      code: "SPRING-2026_VIP",
      description: "Chapter event",
      isActive: true,
      usedCount: 0,
      maxUses: 25,
      expiresAt,
      redemptions: 0,
    });
    expect(
      await db.auditLog.count({ where: { action: "coupon.create", targetId: coupon.id } }),
    ).toBe(1);
  });

  it("needs only the code", async () => {
    const response = await create({ code: "FREE" });
    expect(response.status).toBe(201);
    expect((await response.json()).coupon).toMatchObject({
      code: "FREE",
      description: null,
      maxUses: null,
      expiresAt: null,
    });
  });

  it("refuses a duplicate code, in any case, with 409", async () => {
    await create({ code: "LAUNCH" });
    const response = await create({ code: "launch" });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("This coupon code already exists.");
    expect(await db.couponCode.count()).toBe(1);
  });

  it.each([
    [
      "a code under 3 characters",
      { code: "AB" },
      "Coupon code must be 3-64 characters: letters, digits, - or _.",
    ],
    [
      "a code over 64 characters",
      { code: "A".repeat(65) },
      "Coupon code must be 3-64 characters: letters, digits, - or _.",
    ],
    [
      "a code with spaces inside",
      { code: "TWO WORDS" },
      "Coupon code must be 3-64 characters: letters, digits, - or _.",
    ],
    [
      "a code with symbols",
      { code: "=1+1" },
      "Coupon code must be 3-64 characters: letters, digits, - or _.",
    ],
    ["no code", {}, "Coupon code must be 3-64 characters: letters, digits, - or _."],
    [
      "zero uses",
      { code: "OK1", maxUses: 0 },
      "Maximum uses must be a whole number of at least 1.",
    ],
    [
      "fractional uses",
      { code: "OK1", maxUses: 1.5 },
      "Maximum uses must be a whole number of at least 1.",
    ],
    [
      "an expiry that is not a date",
      { code: "OK1", expiresAt: "tomorrow" },
      "Expiry must be a date and time (ISO 8601).",
    ],
    [
      "an expiry in the past",
      { code: "OK1", expiresAt: "2020-01-01T00:00:00Z" },
      "Expiry must be in the future.",
    ],
  ])("refuses %s with 400", async (_case, body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });
});

describe("GET /api/admin/coupons", () => {
  it("lists the coupons newest first with their use and redemption counts", async () => {
    const old = await db.couponCode.create({
      data: { code: "OLD", createdAt: new Date("2026-01-01") },
    });
    await db.couponCode.create({
      data: { code: "NEW", createdAt: new Date("2026-02-01"), maxUses: 3 },
    });
    const assessmentId = await seedAssessment();
    await db.couponRedemption.create({ data: { couponId: old.id, assessmentId } });
    await db.couponCode.update({ where: { id: old.id }, data: { usedCount: 1 } });

    const response = await GET(adminRequest("/api/admin/coupons", { token }), noParams);
    const { coupons } = await response.json();
    expect(coupons.map((c: { code: string }) => c.code)).toEqual(["NEW", "OLD"]);
    expect(coupons[1]).toMatchObject({ usedCount: 1, redemptions: 1, isActive: true });
    expect(Object.keys(coupons[0]).sort()).toEqual(
      [
        "code",
        "createdAt",
        "description",
        "expiresAt",
        "id",
        "isActive",
        "maxUses",
        "redemptions",
        "usedCount",
      ].sort(),
    );
  });
});

describe("PATCH /api/admin/coupons/[id]", () => {
  it("deactivates and reactivates a coupon, auditing each change", async () => {
    const { coupon } = await (await create({ code: "TOGGLE" })).json();
    const off = await patch(coupon.id, { isActive: false });
    expect(off.status).toBe(200);
    expect((await off.json()).coupon.isActive).toBe(false);
    expect((await db.couponCode.findUniqueOrThrow({ where: { id: coupon.id } })).isActive).toBe(
      false,
    );

    const on = await patch(coupon.id, { isActive: true });
    expect((await on.json()).coupon.isActive).toBe(true);
    const entries = await db.auditLog.findMany({
      where: { action: "coupon.update" },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((e) => e.details)).toEqual([
      { code: "TOGGLE", before: { isActive: true }, after: { isActive: false } },
      { code: "TOGGLE", before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it("refuses a missing or non-boolean isActive with 400", async () => {
    const { coupon } = await (await create({ code: "TOGGLE" })).json();
    for (const body of [{}, { isActive: "no" }]) {
      const response = await patch(coupon.id, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("isActive must be true or false.");
    }
  });

  it.each(["00000000-0000-4000-8000-000000000000", "LAUNCH"])("answers 404 for %p", async (id) => {
    const response = await patch(id, { isActive: false });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("Coupon not found.");
  });
});
