import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { stepFields } from "@/model/assessment/schemas";
import { db } from "@/platform/db";
import { openBody } from "@/platform/crypto/seal";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { unsubscribeToken } from "@/capabilities/leads/consent/unsubscribe-token";
import { seedAssessment } from "@/tests/helpers/admin";
import { POST as confirmPost } from "@/app/api/consent/confirm/route";
import { GET as readAssessment } from "../[id]/route";
import { POST as submit } from "../route";
import { POST as create } from "./route";
import { GET as read, PATCH as save } from "./[draftId]/route";

let client = 0;
function request(
  path: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new NextRequest(`http://localhost${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.1.0.${++client % 250}`,
      ...headers,
    },
  });
}
const answers = makeAnswers();
const address = answers.executiveEmail!;
const stepAnswers = (step: number) =>
  Object.fromEntries(
    stepFields[step - 1].filter((f) => answers[f] !== undefined).map((f) => [f, answers[f]]),
  );
const profile = () => ({ ...stepAnswers(1), marketingConsent: false });

async function start(body: Record<string, unknown> = profile()) {
  const res = await create(request("/api/assessments/drafts", "POST", body), {
    params: Promise.resolve({}),
  });
  return { res, json: await res.json() };
}
const params = (draftId: string) => ({ params: Promise.resolve({ draftId }) });
const patch = (draftId: string, token: string, body: unknown) =>
  save(
    request(`/api/assessments/drafts/${draftId}`, "PATCH", body, { "x-resume-token": token }),
    params(draftId),
  );
const resume = (draftId: string, token: string) =>
  read(
    request(`/api/assessments/drafts/${draftId}`, "GET", undefined, { "x-resume-token": token }),
    params(draftId),
  );

const consentOf = async (id: string) =>
  (await db.assessment.findUniqueOrThrow({ where: { id } })).marketingConsent;

/** The link in the latest e-mail of `template` to `to`, read from its sealed body. */
async function linkIn(to: string, template: string, pattern: RegExp): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to: { equals: to, mode: "insensitive" }, template },
    orderBy: { createdAt: "desc" },
  });
  return pattern.exec(openBody(message.sealedBody!).html)![1].replaceAll("&amp;", "&");
}
const confirmationLink = (to: string) =>
  linkIn(to, "confirm-consent", /href="([^"]*\/consent\/confirm\?token=[^"]+)"/);
const resumeLinkToken = async (to: string) =>
  new URL(await linkIn(to, "continue-assessment", /href="([^"]*#resume=[^"]+)"/)).hash.replace(
    "#resume=",
    "",
  );
const confirm = (link: string) =>
  confirmPost(
    new NextRequest(`http://localhost/api/consent/confirm${new URL(link).search}`, {
      method: "POST",
    }),
    { params: Promise.resolve({}) },
  );

beforeEach(resetData);

describe("POST /api/assessments/drafts", () => {
  it("stores a draft at step 1 with its attribution and answers 201 with its id and a token", async () => {
    const { res, json } = await start({
      ...profile(),
      attribution: {
        utm_source: "LinkedIn",
        utm_campaign: "fall-forum",
        chapter: "vancouver-island",
        landingPath: "/",
      },
    });
    expect(res.status).toBe(201);
    expect(json).toEqual({ draftId: expect.any(String), resumeToken: expect.any(String) });
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored).toMatchObject({
      status: "draft",
      stepReached: 1,
      companyName: answers.companyName,
      executiveEmail: answers.executiveEmail,
      aiConfidence: null,
      utmSource: "linkedin",
      utmCampaign: "fall-forum",
      chapter: "vancouver-island",
      marketingConsent: false,
      aiReadinessScore: null,
    });
    // Tokens are stored hashed only: the browser's, and the e-mailed link's own.
    const tokens = await db.resumeToken.findMany({ orderBy: { emailed: "asc" } });
    expect(tokens.map((t) => t.emailed)).toEqual([false, true]);
    for (const t of tokens) expect(t.tokenHash).not.toContain(json.resumeToken);
  });

  it("sends the continue e-mail with a link that opens the draft, readable only sealed", async () => {
    const { json } = await start();
    const [message] = await db.emailMessage.findMany({
      where: { template: "continue-assessment" },
    });
    expect(message.to).toBe(answers.executiveEmail);
    expect(message.html).not.toContain("#resume=");
    const link = /href="([^"]*#resume=[^"]+)"/.exec(openBody(message.sealedBody!).html)![1];
    const url = new URL(link.replaceAll("&amp;", "&"));
    expect(url.pathname).toBe("/assessment");
    expect(url.searchParams.get("draft")).toBe(json.draftId);
    const emailed = url.hash.replace("#resume=", "");
    expect((await resume(json.draftId, emailed)).status).toBe(200);
  });

  it("queues the abandoned-draft reminders for 24 and 72 hours later", async () => {
    const before = Date.now();
    const { json } = await start();
    const jobs = await db.generationJob.findMany({
      where: { assessmentId: json.draftId, kind: "draft_reminder" },
      orderBy: { runAfter: "asc" },
    });
    expect(jobs.map((j) => [j.kind, j.key])).toEqual([
      ["draft_reminder", `${json.draftId}:1`],
      ["draft_reminder", `${json.draftId}:2`],
    ]);
    const hours = jobs.map((j) => Math.round((j.runAfter.getTime() - before) / 3_600_000));
    expect(hours).toEqual([24, 72]);
  });

  it("keeps a draft out of the public reads until it is completed", async () => {
    const { json } = await start();
    const res = await readAssessment(
      new NextRequest(`http://localhost/api/assessments/${json.draftId}`),
      {
        params: Promise.resolve({ id: json.draftId }),
      },
    );
    expect(res.status).toBe(404);
  });

  it("takes the chapter from the head office when the landing URL named none", async () => {
    const { json } = await start({ ...profile(), headOfficeLocation: "vancouver-island" });
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored.chapter).toBe("vancouver-island");
  });

  it("records consent only once the address's owner confirms it from the e-mail", async () => {
    await start();
    expect(await db.emailMessage.count({ where: { template: "confirm-consent" } })).toBe(0);
    const { json } = await start({ ...profile(), marketingConsent: true });
    // Ticked: nothing counts yet, the address is asked.
    expect(await db.consentEvent.count()).toBe(0);
    expect(await consentOf(json.draftId)).toBe(false);
    const link = await confirmationLink(address);
    expect((await confirm(link)).status).toBe(200);
    expect(await db.consentEvent.findMany()).toMatchObject([
      {
        email: address.toLowerCase(),
        given: true,
        source: "email-confirmation",
        wordingVersion: expect.any(String),
      },
    ]);
    expect(await consentOf(json.draftId)).toBe(true);
    // Confirmed once, the box counts at once on the next draft, with no new e-mail.
    const again = await start({ ...profile(), marketingConsent: true });
    expect(await consentOf(again.json.draftId)).toBe(true);
    expect(await db.emailMessage.count({ where: { template: "confirm-consent" } })).toBe(1);
  });

  it("refuses a forged, altered or unsubscribe token as a confirmation and records nothing", async () => {
    const forged = `${Buffer.from(address).toString("base64url")}.20000.AAAA`;
    const unsubscribe = unsubscribeToken(address);
    for (const token of [forged, unsubscribe, ""]) {
      const res = await confirm(`http://localhost/consent/confirm?token=${token}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/not valid or has expired/);
    }
    expect(await db.consentEvent.count()).toBe(0);
  });

  it("gives no consent for someone else's address: their unsubscribe stands and they get no commercial e-mail", async () => {
    const victim = "victim@example.com";
    const theirs = await seedAssessment({ executiveEmail: victim });
    await db.consentEvent.create({
      data: { email: victim, given: false, wordingVersion: "v1", source: "unsubscribe-link" },
    });
    const forged = await start({ ...profile(), executiveEmail: victim, marketingConsent: true });
    expect(forged.res.status).toBe(201);
    // Someone's own draft, moved to the victim's address with the box ticked.
    const own = await start();
    await patch(own.json.draftId, own.json.resumeToken, {
      step: 1,
      answers: { ...stepAnswers(1), executiveEmail: victim, marketingConsent: true },
    });
    expect(await consentOf(theirs)).toBe(false);
    expect(await consentOf(forged.json.draftId)).toBe(false);
    expect(await consentOf(own.json.draftId)).toBe(false);
    expect((await db.consentEvent.findMany()).map((e) => e.given)).toEqual([false]);
    const toVictim = await db.emailMessage.findMany({ where: { to: victim } });
    expect(new Set(toVictim.map((m) => m.template))).toEqual(
      new Set(["continue-assessment", "confirm-consent"]),
    );
    // Asking again and again reaches the victim at most three times a day.
    for (let i = 0; i < 4; i++)
      await start({ ...profile(), executiveEmail: victim, marketingConsent: true });
    expect(
      await db.emailMessage.count({ where: { to: victim, template: "confirm-consent" } }),
    ).toBe(3);
  });

  it.each([
    [{ ...profile(), marketingConsent: undefined }, "marketingConsent"],
    [{ ...profile(), marketingConsent: "yes" }, "marketingConsent"],
    [{ ...profile(), executiveEmail: "" }, "executiveEmail"],
    [{ ...profile(), companyMarkets: undefined }, "companyMarkets"],
    [{ ...profile(), executiveName: "Dana\u202eReyes" }, "executiveName"],
  ])(
    "refuses bad step-1 answers with a message per field and stores nothing (%#)",
    async (body, field) => {
      const { res, json } = await start(body as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(json.error.fields[field]).toEqual(expect.any(String));
      expect(await db.assessment.count()).toBe(0);
    },
  );

  it("answers a filled honeypot like any request and stores nothing", async () => {
    const { res, json } = await start({ ...profile(), website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(json.draftId).toEqual(expect.any(String));
    expect(await db.assessment.count()).toBe(0);
    expect(await db.emailMessage.count()).toBe(0);
  });

  it("limits the drafts one client starts", async () => {
    const fixed = (body: unknown) =>
      create(
        new NextRequest("http://localhost/api/assessments/drafts", {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
        }),
        { params: Promise.resolve({}) },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fixed(profile())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("PATCH and GET /api/assessments/drafts/{id}", () => {
  it("saves each step, the step reached only grows, and GET resumes with every saved answer", async () => {
    const { json } = await start();
    for (const step of [2, 3, 4]) {
      const res = await patch(json.draftId, json.resumeToken, { step, answers: stepAnswers(step) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ draftId: json.draftId, stepReached: step });
    }
    const back = await patch(json.draftId, json.resumeToken, { step: 2, answers: stepAnswers(2) });
    expect((await back.json()).stepReached).toBe(4);

    const resumed = await (await resume(json.draftId, json.resumeToken)).json();
    expect(resumed).toMatchObject({
      draftId: json.draftId,
      stepReached: 4,
      marketingConsent: false,
    });
    expect(resumed.answers).toMatchObject({
      ...stepAnswers(1),
      ...stepAnswers(2),
      ...stepAnswers(3),
      ...stepAnswers(4),
    });
    expect(resumed.answers.preparednessLevel).toBeUndefined();
  });

  it("refuses invalid answers of a step with the spec's messages and changes nothing", async () => {
    const { json } = await start();
    const res = await patch(json.draftId, json.resumeToken, {
      step: 3,
      answers: { aiConfidence: 11, aiToolsUsed: [], aiPerception: "magic" },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({
      aiConfidence: "Please rate your confidence from 1 to 10",
      aiToolsUsed: "Please select at least one option",
      aiPerception: "Please select how you see AI",
    });
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored).toMatchObject({ stepReached: 1, aiConfidence: null });
  });

  it("refuses step-2 challenges of another industry", async () => {
    const { json } = await start();
    const res = await patch(json.draftId, json.resumeToken, {
      step: 2,
      answers: { businessChallenges: ["not-a-challenge"] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.businessChallenges).toMatch(/your industry/);
  });

  it.each([
    ["step 0", { step: 0, answers: {} }],
    ["no answers", { step: 2 }],
    ["step 6", { step: 6, answers: {} }],
  ])("answers 400 for %s", async (_, body) => {
    const { json } = await start();
    expect((await patch(json.draftId, json.resumeToken, body)).status).toBe(400);
  });

  it("answers the same 404 for a wrong, missing or expired token, an unknown id or a completed draft", async () => {
    const { json } = await start();
    const other = await start();
    const body = { step: 2, answers: stepAnswers(2) };
    const refusals = [
      await patch(json.draftId, "x".repeat(43), body),
      await patch(json.draftId, "", body),
      await patch(json.draftId, other.json.resumeToken, body),
      await patch("00000000-0000-4000-8000-000000000000", json.resumeToken, body),
      await patch("not-a-uuid", json.resumeToken, body),
      await resume(json.draftId, "y".repeat(43)),
    ];
    const bodies = await Promise.all(refusals.map((r) => r.json()));
    expect(refusals.map((r) => r.status)).toEqual(Array(6).fill(404));
    expect(new Set(bodies.map((b) => b.message)).size).toBe(1);

    await db.resumeToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await patch(json.draftId, json.resumeToken, body)).status).toBe(404);
  });

  it("withdraws consent at once when the box is unticked on step 1", async () => {
    await db.consentEvent.create({
      data: {
        email: address.toLowerCase(),
        given: true,
        wordingVersion: "v1",
        source: "test",
      },
    });
    const { json } = await start({ ...profile(), marketingConsent: true });
    expect(await consentOf(json.draftId)).toBe(true);
    const res = await patch(json.draftId, json.resumeToken, {
      step: 1,
      answers: { ...stepAnswers(1), marketingConsent: false },
    });
    expect(res.status).toBe(200);
    const events = await db.consentEvent.findMany({ orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.given, e.source])).toEqual([
      [true, "test"],
      [true, "/assessment"],
      [false, "/assessment"],
    ]);
    expect(await consentOf(json.draftId)).toBe(false);
  });

  it("a link e-mailed to the address claims the draft: whoever started it with that address reads no more", async () => {
    const stranger = await start();
    const emailed = await resumeLinkToken(address);
    expect(emailed).not.toBe(stranger.json.resumeToken);
    expect((await resume(stranger.json.draftId, stranger.json.resumeToken)).status).toBe(200);
    expect((await resume(stranger.json.draftId, emailed)).status).toBe(200);
    expect((await resume(stranger.json.draftId, stranger.json.resumeToken)).status).toBe(404);
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: stranger.json.draftId } });
    expect(stored.executiveEmailVerifiedAt).toBeInstanceOf(Date);
    // The owner goes on answering.
    expect(
      (await patch(stranger.json.draftId, emailed, { step: 2, answers: stepAnswers(2) })).status,
    ).toBe(200);
  });

  it("a new address on step 1 ends the old address's links, drops its proof and e-mails the new one", async () => {
    const { json } = await start();
    const oldLink = await resumeLinkToken(address);
    await resume(json.draftId, oldLink); // the first owner claims it
    const res = await patch(json.draftId, oldLink, {
      step: 1,
      answers: { ...stepAnswers(1), executiveEmail: "new.owner@example.com" },
    });
    expect(res.status).toBe(200);
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored).toMatchObject({
      executiveEmail: "new.owner@example.com",
      executiveEmailVerifiedAt: null,
    });
    const newLink = await resumeLinkToken("new.owner@example.com");
    expect((await resume(json.draftId, newLink)).status).toBe(200);
    // The browser that saved the change ended with the new owner's claim.
    expect((await resume(json.draftId, oldLink)).status).toBe(404);
  });
});

describe("POST /api/assessments with a draft", () => {
  const complete = (draftId: string, token: string | undefined, body = answers) =>
    submit(
      request(
        "/api/assessments",
        "POST",
        { ...body, draftId },
        token ? { "x-resume-token": token } : {},
      ),
      { params: Promise.resolve({}) },
    );

  it("completes the draft under the same id with its scores and roadmap job, once", async () => {
    const { json } = await start({ ...profile(), attribution: { utm_source: "newsletter" } });
    const res = await complete(json.draftId, json.resumeToken);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ assessmentId: json.draftId });
    expect(await db.assessment.count()).toBe(1);
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored).toMatchObject({ status: "completed", stepReached: 5, utmSource: "newsletter" });
    expect(stored.completedAt).toBeInstanceOf(Date);
    expect(stored.aiReadinessScore).toBeGreaterThan(0);
    expect(
      await db.generationJob.count({ where: { kind: "roadmap", assessmentId: json.draftId } }),
    ).toBe(1);

    // Its token is spent: the draft can be neither changed nor completed again.
    expect((await complete(json.draftId, json.resumeToken)).status).toBe(404);
    expect(
      (await patch(json.draftId, json.resumeToken, { step: 2, answers: stepAnswers(2) })).status,
    ).toBe(404);
  });

  it("refuses a draft id without its token, and invalid answers, leaving the draft as it was", async () => {
    const { json } = await start();
    expect((await complete(json.draftId, undefined)).status).toBe(404);
    expect(
      (await complete(json.draftId, json.resumeToken, { ...answers, aiConfidence: 0 })).status,
    ).toBe(400);
    const stored = await db.assessment.findUniqueOrThrow({ where: { id: json.draftId } });
    expect(stored.status).toBe("draft");
  });
});
