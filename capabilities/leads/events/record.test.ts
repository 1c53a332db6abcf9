import { resetData } from "@/tests/helpers/database";
import type Stripe from "stripe";
import { seedAssessment } from "@/tests/helpers/admin";
import { linkAssessment } from "@/capabilities/accounts/mutations";
import { recordConsentChange } from "@/capabilities/leads/consent/mutations";
import { redeemCoupon } from "@/capabilities/payments/coupon/mutations";
import { db } from "@/platform/db";
import { createDraft, saveDraftStep } from "@/capabilities/leads/drafts/mutations";
import { completeAssessment } from "@/capabilities/leads/complete";
import { applyStripeEvent } from "@/capabilities/payments/webhook";
import { almostQualifiedAnswers, makeAnswers } from "@/tests/helpers/test-answers";
import { interviewWebhookSchema } from "@/capabilities/voice/interview-schemas";
import { recordInterview } from "@/capabilities/voice/interview-mutations";
import { createCallRequest } from "@/capabilities/voice/mutations";
import { recordLeadEvent } from "./record";

beforeEach(resetData);

/** The event types written for an assessment, in order, each with its dispatch job. */
async function eventsOf(assessmentId: string): Promise<string[]> {
  const events = await db.leadEvent.findMany({
    where: { assessmentId },
    orderBy: [{ occurredAt: "asc" }, { type: "asc" }],
  });
  const jobs = await db.generationJob.findMany({ where: { kind: "lead_event" } });
  for (const event of events) expect(jobs.map((j) => j.key)).toContain(event.id);
  return events.map((e) => e.type);
}

const profile = () => {
  const { executiveName, executiveTitle, executiveEmail, companyName } = makeAnswers();
  const { companyRevenue, companyEmployees, companyIndustry, headOfficeLocation } = makeAnswers();
  return {
    executiveName,
    executiveTitle,
    executiveEmail: executiveEmail!,
    companyName,
    companyRevenue,
    companyEmployees,
    companyIndustry,
    companyBusinessModel: "b2b",
    companyMarkets: "canada",
    headOfficeLocation,
    officeExpansion: makeAnswers().officeExpansion,
  };
};

const ceo = () =>
  makeAnswers({
    executiveTitle: "CEO",
    companyEmployees: "501-1000",
    companyRevenue: "50m-100m",
    aiPerception: "major_opportunity",
    orgPosture: "curious",
    aiFriction: "",
  });

describe("lead events written with the change that causes them", () => {
  it("a new draft writes assessment.started", async () => {
    const { draftId } = await createDraft({ ...profile(), marketingConsent: false } as never);
    expect(await eventsOf(draftId)).toEqual(["assessment.started"]);
  });

  it("completing a draft writes assessment.completed, and lead.qualified for a qualified lead", async () => {
    const { draftId, resumeToken } = await createDraft({
      ...profile(),
      marketingConsent: false,
    } as never);
    await completeAssessment(ceo(), { id: draftId, token: resumeToken });
    expect(await eventsOf(draftId)).toEqual([
      "assessment.started",
      "assessment.completed",
      "lead.qualified",
    ]);
  });

  it("a direct submission writes assessment.completed (and lead.qualified only when qualified)", async () => {
    const plain = await completeAssessment(almostQualifiedAnswers());
    expect(await eventsOf(plain)).toEqual(["assessment.completed"]);
    const hot = await completeAssessment(ceo());
    expect((await eventsOf(hot)).sort()).toEqual(["assessment.completed", "lead.qualified"]);
    expect(await db.generationJob.count({ where: { kind: "roadmap" } })).toBe(2);
  });

  it("a coupon writes report.unlocked; a refused coupon writes nothing", async () => {
    const id = await seedAssessment(almostQualifiedAnswers());
    await db.couponCode.create({ data: { code: "FREE", maxUses: 1 } });
    await expect(redeemCoupon({ code: "NOPE", assessmentId: id })).rejects.toThrow();
    expect(await eventsOf(id)).toEqual([]);
    await redeemCoupon({ code: "FREE", assessmentId: id });
    // Paying is an engagement signal: this lead becomes qualified in the same transaction.
    expect((await eventsOf(id)).sort()).toEqual(["lead.qualified", "report.unlocked"]);
  });

  it("a paid Stripe session writes report.unlocked once, however often it is delivered", async () => {
    const id = await seedAssessment();
    await db.payment.create({ data: { assessmentId: id, providerId: "cs_1", amount: 4900 } });
    const event = {
      id: "evt_1",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_1",
          payment_status: "paid",
          amount_total: 4900,
          currency: "usd",
          metadata: { assessmentId: id },
          payment_intent: "pi_1",
        },
      },
    } as unknown as Stripe.Event;
    await applyStripeEvent(event);
    await applyStripeEvent(event);
    expect((await eventsOf(id)).filter((t) => t === "report.unlocked")).toHaveLength(1);
  });

  it("saving an assessment to an account writes account.created, once", async () => {
    const id = await seedAssessment();
    const user = await db.user.create({ data: { email: "a@example.com", password: "x" } });
    await linkAssessment(user.id, id);
    await linkAssessment(user.id, id);
    expect(await eventsOf(id)).toEqual(["account.created"]);
  });

  it("a call request writes call_request.created; a completed call writes call.completed", async () => {
    const id = await seedAssessment(almostQualifiedAnswers());
    await createCallRequest({ assessment_id: id, phone_number: "+16045550100" } as never);
    const delivery = interviewWebhookSchema.parse({
      interviewId: "call_1",
      assessmentId: id,
      transcriptSummary: "Talked.",
      sections: [{ sectionKey: "business_challenges", confidence: 0.8 }],
    });
    await recordInterview(delivery);
    await recordInterview(delivery); // a repeated delivery
    const types = await eventsOf(id);
    expect(types.filter((t) => t === "call_request.created")).toHaveLength(1);
    expect(types.filter((t) => t === "call.completed")).toHaveLength(1);
  });

  it("a lead that becomes qualified writes lead.qualified once", async () => {
    const id = await seedAssessment(almostQualifiedAnswers());
    await createCallRequest({ assessment_id: id, phone_number: "+16045550100" } as never);
    await createCallRequest({ assessment_id: id, phone_number: "+16045550101" } as never);
    const types = await eventsOf(id);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).leadQualified).toBe(true);
    expect(types.filter((t) => t === "lead.qualified")).toHaveLength(1);
  });

  it("a consent change writes consent.changed for each assessment of the address it changes", async () => {
    const first = await seedAssessment({ executiveEmail: "kim@example.com" });
    const second = await seedAssessment({ executiveEmail: "kim@example.com" });
    const other = await seedAssessment({ executiveEmail: "lee@example.com" });
    await db.$transaction((tx) =>
      recordConsentChange(tx, { email: "Kim@example.com", given: true, source: "test" }),
    );
    expect(await eventsOf(first)).toEqual(["consent.changed"]);
    expect(await eventsOf(second)).toEqual(["consent.changed"]);
    expect(await eventsOf(other)).toEqual([]);
    // Given again: nothing changes, so no event.
    await db.$transaction((tx) =>
      recordConsentChange(tx, { email: "kim@example.com", given: true, source: "test" }),
    );
    expect(await eventsOf(first)).toEqual(["consent.changed"]);
  });

  it("a consent answer changed on a draft's step 1 writes consent.changed", async () => {
    // The address's owner confirmed consent before, so the ticked box counts at once.
    await db.$transaction((tx) =>
      recordConsentChange(tx, { email: profile().executiveEmail, given: true, source: "test" }),
    );
    const { draftId, resumeToken } = await createDraft({
      ...profile(),
      marketingConsent: false,
    } as never);
    await saveDraftStep(draftId, resumeToken, 1, { ...profile(), marketingConsent: true });
    expect(await eventsOf(draftId)).toEqual(["assessment.started", "consent.changed"]);
  });

  it("a transaction that fails writes no event and no job", async () => {
    const id = await seedAssessment();
    await expect(
      db.$transaction(async (tx) => {
        await recordLeadEvent(tx, "assessment.completed", id);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.leadEvent.count()).toBe(0);
    expect(await db.generationJob.count({ where: { kind: "lead_event" } })).toBe(0);
  });
});
