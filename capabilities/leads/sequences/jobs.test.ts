import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { recordConsentChange } from "@/capabilities/leads/consent/mutations";
import { CONSENT_SENDER } from "@/capabilities/leads/consent/wording";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { openBody } from "@/platform/crypto/seal";
import { runJobNow } from "@/platform/jobs/run";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { draftReminderJobs, unpaidFollowUpJobs } from "./schedule";

const scheduleDraftReminders = (id: string) =>
  db.$executeRaw(draftReminderJobs(Prisma.sql`SELECT ${id}::uuid`));
const scheduleUnpaidFollowUps = (id: string) =>
  db.$executeRaw(unpaidFollowUpJobs(Prisma.sql`SELECT ${id}::uuid`));

const answers = makeAnswers();
const email = answers.executiveEmail!;

async function lead(status: "draft" | "completed", consented: boolean) {
  const { id } = await db.assessment.create({
    data: { ...answers, status, stepReached: status === "draft" ? 2 : 5, aiReadinessScore: 57 },
  });
  if (consented) {
    await recordConsentChange(db, { email, assessmentId: id, given: true, source: "/assessment" });
  }
  return id;
}

/** Runs the sequence job `<id>:<n>` now, as if its time had come. */
async function runDue(kind: "draft_reminder" | "unpaid_follow_up", id: string, n = 1) {
  const job = await db.generationJob.update({
    where: { kind_key: { kind, key: `${id}:${n}` } },
    data: { runAfter: new Date() },
  });
  expect(await runJobNow(job.id)).toBe(true);
}

const sent = (template: string) => db.emailMessage.findMany({ where: { template } });

beforeEach(resetData);

describe("abandoned-draft reminders", () => {
  it("e-mail a consenting executive a fresh resume link, the sender, the address and an unsubscribe link", async () => {
    const id = await lead("draft", true);
    await scheduleDraftReminders(id);
    await runDue("draft_reminder", id);
    const [message] = await sent("draft-reminder");
    expect(message.to).toBe(email);
    expect(message.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http.*\/api\/unsubscribe\?token=.+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const body = openBody(message.sealedBody!);
    expect(body.text).toMatch(/Vancouver/);
    expect(body.text).toMatch(/Unsubscribe/);
    expect(body.html).toMatch(new RegExp(`/assessment\\?draft=${id}#resume=`));
    // Readable at rest only without the resume link.
    expect(message.html).not.toMatch(/#resume=/);
    expect(await db.resumeToken.count({ where: { assessmentId: id } })).toBe(1);
  });

  it("are not sent once the draft is completed", async () => {
    const id = await lead("draft", true);
    await scheduleDraftReminders(id);
    await db.assessment.update({ where: { id }, data: { status: "completed" } });
    await runDue("draft_reminder", id);
    expect(await sent("draft-reminder")).toHaveLength(0);
  });

  it("are not sent without consent", async () => {
    const id = await lead("draft", false);
    await scheduleDraftReminders(id);
    await runDue("draft_reminder", id);
    expect(await sent("draft-reminder")).toHaveLength(0);
  });
});

describe("unpaid follow-ups", () => {
  it("carry the score and the way to the full report, and stop after an unsubscribe", async () => {
    const id = await lead("completed", true);
    await scheduleUnpaidFollowUps(id);
    await runDue("unpaid_follow_up", id, 1);
    const [first] = await sent("unpaid-follow-up");
    expect(first.subject).toContain("57/100");
    expect(first.text).toContain(`/payment?assessment=${id}`);

    // The mail provider's one-click POST, from its own servers: no cookie, another origin.
    const link = /<(.+)>/.exec((first.headers as Record<string, string>)["List-Unsubscribe"])![1];
    const res = await unsubscribe(
      new NextRequest(link, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://mail.example",
        },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).marketingConsent).toBe(false);

    await runDue("unpaid_follow_up", id, 2);
    expect(await sent("unpaid-follow-up")).toHaveLength(1);
    expect(await db.consentEvent.findMany({ orderBy: { createdAt: "asc" } })).toMatchObject([
      { given: true, source: "/assessment" },
      { given: false, source: "one-click", email },
    ]);
  });

  it("end with who sends them, where they are and a way out", async () => {
    const id = await lead("completed", true);
    await scheduleUnpaidFollowUps(id);
    await runDue("unpaid_follow_up", id);
    const [message] = await sent("unpaid-follow-up");
    expect(message.to).toBe(email);
    expect(message.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http.*\/api\/unsubscribe\?token=.+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.text).toContain(`Sent by ${CONSENT_SENDER}, ${env.ORG_POSTAL_ADDRESS}.`);
    expect(message.html).toMatch(/href="http[^"]*\/unsubscribe\?token=[^"]+"/);
    expect(message.text).toContain("A phased roadmap with owners, targets and decision gates");
  });

  it("are not sent to an executive who did not consent", async () => {
    const id = await lead("completed", false);
    await scheduleUnpaidFollowUps(id);
    await runDue("unpaid_follow_up", id, 1);
    await runDue("unpaid_follow_up", id, 2);
    expect(await sent("unpaid-follow-up")).toHaveLength(0);
  });

  it("are not sent for an assessment whose own box was left unticked, whatever the address gave elsewhere", async () => {
    const earlier = await lead("completed", true);
    const { id } = await db.assessment.create({
      data: { ...answers, status: "completed", stepReached: 5, marketingConsent: false },
    });
    await scheduleUnpaidFollowUps(id);
    await runDue("unpaid_follow_up", id);
    expect(await sent("unpaid-follow-up")).toHaveLength(0);
    // The earlier assessment, whose box was ticked, still gets its own.
    await scheduleUnpaidFollowUps(earlier);
    await runDue("unpaid_follow_up", earlier);
    expect(await sent("unpaid-follow-up")).toHaveLength(1);
  });

  it("are not sent once the report is unlocked", async () => {
    const id = await lead("completed", true);
    await scheduleUnpaidFollowUps(id);
    await db.assessment.update({ where: { id }, data: { paymentStatus: "coupon_used" } });
    await runDue("unpaid_follow_up", id);
    expect(await sent("unpaid-follow-up")).toHaveLength(0);
  });
});

describe("POST /api/unsubscribe", () => {
  const post = (query: string) =>
    unsubscribe(new NextRequest(`http://localhost/api/unsubscribe?${query}`, { method: "POST" }), {
      params: Promise.resolve({}),
    });

  it("refuses a forged or missing token with a clear message, and changes nothing", async () => {
    await lead("completed", true);
    for (const query of ["token=forged.1.abc", ""]) {
      const res = await post(query);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/not valid or has expired/);
    }
    expect(await db.consentEvent.count()).toBe(1);
  });
});
