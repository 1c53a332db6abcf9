/**
 * A fake Cal.com and a fake Calendly: their signed webhook deliveries, written from the
 * providers' documented schemes (not from the app's verifier), and the scheduling page the
 * app's dialog embeds (tests/e2e/fake-services.mjs serves it under /calcom/ and /calendly/).
 * - Cal.com: `X-Cal-Signature-256: <hex HMAC-SHA256 of the raw body>`; the body is
 *   `{triggerEvent, createdAt, payload: {uid, startTime, attendees, metadata, rescheduleUid?}}`.
 * - Calendly: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`;
 *   the body is `{event, created_at, payload: {uri, email, name, rescheduled, old_invitee,
 *   scheduled_event: {start_time}, tracking: {utm_content}}}`.
 */
import { createHmac, randomUUID } from "node:crypto";

export type FakeBookingProvider = "calcom" | "calendly";

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

const hmacHex = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

export interface CalcomEvent {
  triggerEvent: "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "BOOKING_CANCELLED" | "PING";
  uid: string;
  startTime?: string;
  attendee?: { name: string; email: string };
  assessmentId?: string;
  rescheduleUid?: string;
  /** When Cal.com says the event happened (default: now). */
  createdAt?: Date;
}

export function calcomDelivery(secret: string, event: CalcomEvent): Delivery {
  const attendee = event.attendee ?? { name: "Dana Reyes", email: "dana@northwind.example" };
  const body = JSON.stringify({
    triggerEvent: event.triggerEvent,
    createdAt: (event.createdAt ?? new Date()).toISOString(),
    payload: {
      type: "consultation",
      title: `Consultation between Chapter Strategist and ${attendee.name}`,
      uid: event.uid,
      startTime: event.startTime ?? "2026-12-02T17:00:00.000Z",
      endTime: "2026-12-02T17:30:00.000Z",
      organizer: { name: "Chapter Strategist", email: "strategist@chapter.example" },
      attendees: [{ ...attendee, timeZone: "America/Vancouver" }],
      metadata: event.assessmentId ? { assessmentId: event.assessmentId } : {},
      ...(event.rescheduleUid ? { rescheduleUid: event.rescheduleUid } : {}),
    },
  });
  return {
    body,
    headers: { "content-type": "application/json", "x-cal-signature-256": hmacHex(secret, body) },
  };
}

export interface CalendlyEvent {
  event: "invitee.created" | "invitee.canceled";
  /** The invitee's URI: Calendly's id of the booking. */
  uri: string;
  startTime?: string;
  invitee?: { name: string; email: string };
  utmContent?: string;
  rescheduled?: boolean;
  oldInvitee?: string;
  /** The signature's time, in Unix seconds (default: now). */
  t?: number;
}

export function calendlyDelivery(secret: string, event: CalendlyEvent): Delivery {
  const invitee = event.invitee ?? { name: "Dana Reyes", email: "dana@northwind.example" };
  const body = JSON.stringify({
    event: event.event,
    created_at: new Date().toISOString(),
    created_by: "https://api.calendly.com/users/STRATEGIST",
    payload: {
      uri: event.uri,
      name: invitee.name,
      email: invitee.email,
      status: event.event === "invitee.created" ? "active" : "canceled",
      rescheduled: event.rescheduled ?? false,
      old_invitee: event.oldInvitee ?? null,
      new_invitee: null,
      scheduled_event: {
        uri: "https://api.calendly.com/scheduled_events/EVENT",
        start_time: event.startTime ?? "2026-12-02T17:00:00.000000Z",
      },
      tracking: {
        utm_source: event.utmContent ? "ai-readiness" : null,
        utm_content: event.utmContent ?? null,
        salesforce_uuid: null,
      },
    },
  });
  const t = event.t ?? Math.floor(Date.now() / 1000);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`,
    },
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const NAMES: Record<FakeBookingProvider, string> = { calcom: "Cal.com", calendly: "Calendly" };

/** The assessment id the app's link passed: Cal.com metadata, Calendly utm_content. */
function assessmentIdOf(provider: FakeBookingProvider, query: URLSearchParams): string {
  return (
    (provider === "calcom" ? query.get("metadata[assessmentId]") : query.get("utm_content")) ?? ""
  );
}

/** The scheduler the dialog embeds: the prefilled name and address, and a Confirm button. */
export function schedulerPage(provider: FakeBookingProvider, url: URL): string {
  const q = url.searchParams;
  const company = (provider === "calcom" ? q.get("company") : q.get("a1")) ?? "";
  const field = (name: string, label: string, value: string) =>
    `<p><label>${label} <input name="${name}" value="${escape(value)}"></label></p>`;
  return `<!doctype html><html lang="en"><head><title>Fake ${NAMES[provider]}</title></head><body><main>
<h1>Book a consultation (fake ${NAMES[provider]})</h1>
<form method="post" action="${escape(url.pathname)}/confirm">
${field("name", "Your name", q.get("name") ?? "")}
${field("email", "Email address", q.get("email") ?? "")}
${field("company", "Company", company)}
<input type="hidden" name="assessmentId" value="${escape(assessmentIdOf(provider, q))}">
<p>Wednesday, December 2, 2026, 9:00 AM Pacific</p>
<button type="submit">Confirm</button>
</form></main></body></html>`;
}

/** The booking a confirmed form makes, delivered the provider's way, signed with `secret`. */
export function confirmedBooking(
  provider: FakeBookingProvider,
  form: URLSearchParams,
  secret: string,
): Delivery {
  const person = { name: form.get("name") ?? "", email: form.get("email") ?? "" };
  const assessmentId = form.get("assessmentId") || undefined;
  const startTime = "2026-12-02T17:00:00.000Z";
  return provider === "calcom"
    ? calcomDelivery(secret, {
        triggerEvent: "BOOKING_CREATED",
        uid: `cal_${randomUUID()}`,
        attendee: person,
        assessmentId,
        startTime,
      })
    : calendlyDelivery(secret, {
        event: "invitee.created",
        uri: `https://api.calendly.com/scheduled_events/EVENT/invitees/${randomUUID()}`,
        invitee: person,
        utmContent: assessmentId,
        startTime,
      });
}

/** What the scheduler shows once booked, with the app's answer to the webhook. */
export function confirmationPage(provider: FakeBookingProvider, status: number): string {
  return `<!doctype html><html lang="en"><head><title>Fake ${NAMES[provider]}</title></head><body><main>
<h1>Booking confirmed</h1><p>Webhook answered ${status}.</p></main></body></html>`;
}
