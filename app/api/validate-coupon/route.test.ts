import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { db } from "@/platform/db";
import { almostQualifiedAnswers, makeAnswers } from "@/tests/helpers/test-answers";
import { COUPON_REFUSED } from "@/capabilities/payments/coupon/schemas";
import { POST } from "./route";

let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

async function redeem(code: string, assessmentId: string, client = nextIp()) {
  const res = await POST(
    new NextRequest("http://localhost/api/validate-coupon", {
      method: "POST",
      body: JSON.stringify({ code, assessmentId }),
      headers: { "content-type": "application/json", "x-forwarded-for": client },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") };
}

const coupon = (data: { code: string; maxUses?: number; isActive?: boolean; expiresAt?: Date }) =>
  db.couponCode.create({ data });

beforeEach(resetData);

it("unlocks the report: coupon_used, the code and the time are recorded, the use is counted", async () => {
  await coupon({ code: "LEADERS2025", maxUses: 10 });
  const id = await createAssessment(makeAnswers());
  const { status, body } = await redeem("  leaders2025 ", id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true });
  const assessment = await db.assessment.findUniqueOrThrow({ where: { id } });
  expect(assessment).toMatchObject({ paymentStatus: "coupon_used", couponCode: "LEADERS2025" });
  expect(assessment.paidAt).toBeInstanceOf(Date);
  expect(
    (await db.couponCode.findUniqueOrThrow({ where: { code: "LEADERS2025" } })).usedCount,
  ).toBe(1);
  expect(
    await db.generationJob.count({
      where: { kind: "report", assessmentId: id, status: "pending" },
    }),
  ).toBe(1);
});

it("50 concurrent redemptions of a single-use coupon give exactly one success", async () => {
  await coupon({ code: "ONCE", maxUses: 1 });
  const ids = await Promise.all(Array.from({ length: 50 }, () => createAssessment(makeAnswers())));
  const results = await Promise.all(ids.map((id) => redeem("ONCE", id)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(
    results.filter((r) => r.status === 400).every((r) => r.body.message === COUPON_REFUSED),
  ).toBe(true);
  expect((await db.couponCode.findUniqueOrThrow({ where: { code: "ONCE" } })).usedCount).toBe(1);
  expect(await db.assessment.count({ where: { paymentStatus: "coupon_used" } })).toBe(1);
});

it("redeems once per assessment, even when asked twice at the same time", async () => {
  await coupon({ code: "OPEN" });
  const id = await createAssessment(makeAnswers());
  const results = await Promise.all([redeem("OPEN", id), redeem("OPEN", id)]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  expect((await db.couponCode.findUniqueOrThrow({ where: { code: "OPEN" } })).usedCount).toBe(1);
  expect((await redeem("OPEN", id)).body.message).toBe(
    "The report for this assessment is already unlocked.",
  );
});

it.each([
  ["an unknown code", "NOPE"],
  ["an inactive code", "PAUSED"],
  ["an expired code", "OLD"],
  ["a used-up code", "USEDUP"],
  ["a code with a NUL character", "PAUSED\u0000"],
  ["a code with a bidi override", "\u202EOLD"],
  ["a code longer than any code", "X".repeat(65)],
])("refuses %s with the one refusal message and changes nothing", async (_case, code) => {
  await coupon({ code: "PAUSED", isActive: false });
  await coupon({ code: "OLD", expiresAt: new Date(Date.now() - 60_000) });
  await db.couponCode.create({ data: { code: "USEDUP", maxUses: 2, usedCount: 2 } });
  const id = await createAssessment(makeAnswers());
  const { status, body } = await redeem(code, id);
  expect(status).toBe(400);
  expect(body).toMatchObject({ success: false, message: COUPON_REFUSED });
  expect((await db.assessment.findUniqueOrThrow({ where: { id } })).paymentStatus).toBe("pending");
  expect(await db.couponRedemption.count()).toBe(0);
});

it("answers 404 for an unknown assessment and 400 for a blank code", async () => {
  await coupon({ code: "LEADERS2025" });
  expect((await redeem("LEADERS2025", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  expect((await redeem("   ", "00000000-0000-4000-8000-000000000000")).status).toBe(400);
  expect(
    (await db.couponCode.findUniqueOrThrow({ where: { code: "LEADERS2025" } })).usedCount,
  ).toBe(0);
});

it("throttles one client after 10 attempts with 429 and Retry-After, not another, and redeems nothing", async () => {
  await coupon({ code: "LEADERS2025" });
  const id = await createAssessment(makeAnswers());
  for (let i = 0; i < 10; i++)
    expect((await redeem("GUESS" + i, id, "192.0.2.7")).status).toBe(400);

  const limited = await redeem("LEADERS2025", id, "192.0.2.7");
  expect(limited.status).toBe(429);
  expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  expect(
    (await db.couponCode.findUniqueOrThrow({ where: { code: "LEADERS2025" } })).usedCount,
  ).toBe(0);

  expect((await redeem("LEADERS2025", id, "192.0.2.8")).status).toBe(200);
});

it("counts 30 guesses with invented X-Forwarded-For addresses as one client: 10 checked, 20 refused", async () => {
  await coupon({ code: "LEADERS2025" });
  const id = await createAssessment(makeAnswers());
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    // The client writes what it likes; the proxy in front appends the address it saw.
    const forged = `198.51.${i}.${i + 1}, 203.0.113.${i}, 192.0.2.66`;
    statuses.push((await redeem(`GUESS${i}`, id, forged)).status);
  }
  expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
});

it("rescores the lead on unlock: paying with a coupon is an engagement signal", async () => {
  await coupon({ code: "LEADERS2025" });
  const id = await createAssessment(almostQualifiedAnswers());
  const lead = () => db.assessment.findUniqueOrThrow({ where: { id } });
  expect(await lead()).toMatchObject({ leadScore: 4, leadQualified: false });
  expect((await redeem("LEADERS2025", id)).status).toBe(200);
  expect(await lead()).toMatchObject({ leadScore: 5, leadQualified: true });
});
