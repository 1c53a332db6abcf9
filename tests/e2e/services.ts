import { expect, type APIRequestContext } from "@playwright/test";
import Stripe from "stripe";
import { stepFields, type AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "../helpers/test-answers";
import { E2E_COUPON, E2E_FAKES_URL, E2E_STRIPE_WEBHOOK_SECRET } from "./settings";

export interface SentEmail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/** E-mails the app sent through the fake Resend API, oldest first. */
export async function emailsTo(address: string): Promise<SentEmail[]> {
  const response = await fetch(`${E2E_FAKES_URL}/__emails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SentEmail[];
}

const signer = new Stripe("sk_test_e2e");

/** What Stripe does after a successful payment: a signed checkout.session.completed webhook. */
export async function completeCheckout(baseURL: string, sessionId: string) {
  const session = (await (await fetch(`${E2E_FAKES_URL}/__sessions/${sessionId}`)).json()) as {
    metadata: { assessmentId: string };
    amount_total: number;
    currency: string;
    payment_intent: string;
  };
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: session.metadata,
        client_reference_id: session.metadata.assessmentId,
      },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE_WEBHOOK_SECRET,
  });
  return fetch(`${baseURL}/api/webhooks/stripe`, {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

/** A client address per request, so the per-client limits never count one spec's calls together. */
export const clientAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}`;

/** The newest e-mail to `to` whose subject matches, waited for (the app sends after answering). */
export async function waitForEmail(to: string, subject: RegExp, timeout = 60_000) {
  let found: SentEmail | undefined;
  await expect
    .poll(
      async () => (found = (await emailsTo(to)).filter((m) => subject.test(m.subject)).at(-1)),
      { timeout, intervals: [500, 1_000], message: `an e-mail to ${to}: ${subject}` },
    )
    .toBeTruthy();
  return found!;
}

/** The consent confirmation link e-mailed to `to` (double opt-in), as its owner finds it. */
export async function consentConfirmationLink(to: string): Promise<string> {
  const mail = await waitForEmail(to, /^Please confirm/);
  return mail.text.match(/https?:\/\/\S+\/consent\/confirm\?token=[\w.-]+/)![0];
}

/**
 * A lead as the wizard makes one, through the API: step 1 saved as a draft (with the consent
 * and attribution given in `draft`; no consent by default; a consent given is confirmed from
 * its e-mail, as the address's owner does), then, when `complete`, the whole assessment
 * submitted with the draft's resume token.
 */
export async function leadThroughDraft(
  request: APIRequestContext,
  answers: Partial<AssessmentInput>,
  { complete = true, draft = {} }: { complete?: boolean; draft?: Record<string, unknown> } = {},
) {
  const full = makeAnswers(answers);
  const profile = Object.fromEntries(stepFields[0].map((field) => [field, full[field]]));
  const headers = { "x-forwarded-for": clientAddress() };
  const started = await request.post("/api/assessments/drafts", {
    data: { ...profile, marketingConsent: false, ...draft },
    headers,
  });
  expect(started.status()).toBe(201);
  const { draftId, resumeToken } = (await started.json()) as {
    draftId: string;
    resumeToken: string;
  };
  if (draft.marketingConsent === true) {
    const { search } = new URL(await consentConfirmationLink(full.executiveEmail!));
    expect((await request.post(`/api/consent/confirm${search}`, { headers })).status()).toBe(200);
  }
  if (complete) {
    const done = await request.post("/api/assessments", {
      data: { ...full, draftId },
      headers: { ...headers, "x-resume-token": resumeToken },
    });
    expect(done.status()).toBe(201);
  }
  return draftId; // the assessment's id, completed or not
}

/** An assessment submitted through the API, its roadmap generated, unlocked with the demo coupon. */
export async function unlockedAssessment(
  request: APIRequestContext,
  answers: Partial<AssessmentInput>,
): Promise<string> {
  const submitted = await request.post("/api/assessments", {
    data: makeAnswers(answers),
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(submitted.status()).toBe(201);
  const { assessmentId } = (await submitted.json()) as { assessmentId: string };
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/assessments/${assessmentId}`)).json()).assessment
          .roadmapGenerated,
      { timeout: 30_000 },
    )
    .toBe(true);
  await unlockWithCoupon(request, assessmentId);
  return assessmentId;
}

/** The assessment unlocked with the demo coupon. */
export async function unlockWithCoupon(request: APIRequestContext, assessmentId: string) {
  const unlock = await request.post("/api/validate-coupon", {
    data: { code: E2E_COUPON, assessmentId },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(unlock.status()).toBe(200);
}

export interface HubSpotRequest {
  method: string;
  path: string;
  body?: { inputs?: { id?: string; idProperty?: string; properties?: Record<string, string> }[] };
}

/** What the fake HubSpot portal of `token` was sent, in order (tests/e2e/fake-hubspot.ts). */
export async function hubspotSent(token: string): Promise<HubSpotRequest[]> {
  const answer = await fetch(`${E2E_FAKES_URL}/__hubspot/requests?token=${token}`);
  return (await answer.json()) as HubSpotRequest[];
}
