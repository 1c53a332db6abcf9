import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { recordConsentChange } from "@/capabilities/leads/consent/mutations";
import { unsubscribeToken } from "@/capabilities/leads/consent/unsubscribe-token";
import { db } from "@/platform/db";
import { openBody } from "@/platform/crypto/seal";
import { POST as confirm } from "@/app/api/consent/confirm/route";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { env } from "@/platform/env";
import { GET, POST } from "./route";

const answers = makeAnswers();
const email = answers.executiveEmail!;
const DAY = 86_400_000;

/** Two assessments of one consenting executive. */
async function consentingLead() {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { id } = await db.assessment.create({ data: { ...answers, aiReadinessScore: 57 } });
    ids.push(id);
  }
  await recordConsentChange(db, {
    email,
    assessmentId: ids[0],
    given: true,
    source: "/assessment",
  });
  return ids;
}

/** What a mail provider sends (RFC 8058): from its servers, another origin, no cookie, a form body. */
const oneClick = (query: string) =>
  POST(
    new NextRequest(`http://localhost/api/unsubscribe?${query}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
      },
    }),
    { params: Promise.resolve({}) },
  );

const consentOf = async () =>
  (await db.assessment.findMany({ select: { marketingConsent: true } })).map(
    (a) => a.marketingConsent,
  );

beforeEach(resetData);

it("one click from the mail provider withdraws consent at once, for every assessment of the address", async () => {
  await consentingLead();
  const res = await oneClick(`token=${unsubscribeToken(email)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.json()).toEqual({ subscribed: false, email: "d***@example.com" });
  expect(await consentOf()).toEqual([false, false]);
  const events = await db.consentEvent.findMany({ orderBy: { createdAt: "asc" } });
  expect(events).toMatchObject([
    { given: true, source: "/assessment" },
    { given: false, source: "one-click", email, assessmentId: null },
  ]);
  expect(events[1].wordingVersion).toBeTruthy();
});

it("still works 60 days after the e-mail was sent", async () => {
  await consentingLead();
  const res = await oneClick(`token=${unsubscribeToken(email, Date.now() - 60 * DAY)}`);
  expect(res.status).toBe(200);
  expect(await consentOf()).toEqual([false, false]);
});

it("a second click records nothing more", async () => {
  await consentingLead();
  const token = unsubscribeToken(email);
  expect((await oneClick(`token=${token}`)).status).toBe(200);
  expect((await oneClick(`token=${token}`)).status).toBe(200);
  expect(await db.consentEvent.count({ where: { given: false } })).toBe(1);
});

it("the page's button unsubscribes; subscribing again takes the owner's confirmation by e-mail", async () => {
  await consentingLead();
  const token = unsubscribeToken(email);
  const page = (extra: string) =>
    POST(
      new NextRequest(`http://localhost/api/unsubscribe?token=${token}&page=1${extra}`, {
        method: "POST",
        headers: { origin: "http://localhost" },
      }),
      { params: Promise.resolve({}) },
    );
  expect(await (await page("")).json()).toEqual({ subscribed: false, email: "d***@example.com" });
  expect(await consentOf()).toEqual([false, false]);
  // The unsubscribe link alone cannot give consent (anyone forwarded it could).
  const again = await page("&resubscribe=1");
  expect(again.status).toBe(202);
  expect(await again.json()).toEqual({
    subscribed: false,
    confirmationSent: true,
    email: "d***@example.com",
  });
  expect(await consentOf()).toEqual([false, false]);
  const message = await db.emailMessage.findFirstOrThrow({
    where: { template: "confirm-consent" },
  });
  expect(message.to).toBe(email);
  const link = /href="([^"]*\/consent\/confirm\?token=[^"]+)"/.exec(
    openBody(message.sealedBody!).html,
  )![1];
  const confirmed = await confirm(
    new NextRequest(
      `http://localhost/api/consent/confirm${new URL(link.replaceAll("&amp;", "&")).search}`,
      {
        method: "POST",
      },
    ),
    { params: Promise.resolve({}) },
  );
  expect(await confirmed.json()).toEqual({ subscribed: true, email: "d***@example.com" });
  expect(await consentOf()).toEqual([true, true]);
  expect(
    await db.consentEvent.findMany({
      orderBy: { createdAt: "asc" },
      select: { given: true, source: true },
    }),
  ).toEqual([
    { given: true, source: "/assessment" },
    { given: false, source: "unsubscribe-link" },
    { given: true, source: "email-confirmation" },
  ]);
});

it.each([
  ["missing", ""],
  ["empty", "token="],
  ["forged", "token=forged.1.abc"],
  [
    "for another address",
    `token=${unsubscribeToken("ceo@victim.example").replace(/^[^.]+/, Buffer.from(email).toString("base64url"))}`,
  ],
  ["expired (181 days old)", `token=${unsubscribeToken(email, Date.now() - 181 * DAY)}`],
])("a %s token: 400 with a clear message, nothing changed", async (_case, query) => {
  await consentingLead();
  const res = await oneClick(query);
  expect(res.status).toBe(400);
  expect((await res.json()).message).toMatch(/This unsubscribe link is not valid or has expired/);
  expect(await consentOf()).toEqual([true, true]);
  expect(await db.consentEvent.count()).toBe(1);
});

it("opened in a browser (a mail client without one-click), it leads to the unsubscribe page and changes nothing", async () => {
  await consentingLead();
  const token = unsubscribeToken(email);
  const res = await GET(new NextRequest(`http://localhost/api/unsubscribe?token=${token}`), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`${env.APP_URL}/unsubscribe?token=${token}`);
  expect(await consentOf()).toEqual([true, true]);
  expect(await db.consentEvent.count()).toBe(1);
});
