import { resetData } from "@/tests/helpers/database";

/** The booking webhook with Calendly (route.calcom.test.ts: Cal.com). */
const SECRET = "calendly-signing-key-test";
process.env.BOOKING_PROVIDER = "calendly";
process.env.BOOKING_URL = "https://calendly.com/chapter-strategist/consultation";
process.env.BOOKING_WEBHOOK_SECRET = SECRET;

const { db } = await import("@/platform/db");
const { calendlyDelivery } = await import("@/tests/fakes/booking-providers");
const { bookingState, deliverTo, expectRefused, modestLead } =
  await import("@/tests/helpers/booking-webhook");
const { POST } = await import("./route");

type CalendlyEvent = Parameters<typeof calendlyDelivery>[1];
const INVITEE = "https://api.calendly.com/scheduled_events/E1/invitees/I1";
const deliver = (event: CalendlyEvent, secret = SECRET) =>
  deliverTo(POST, calendlyDelivery(secret, event));
const invitee = (utmContent: string | undefined, overrides: Partial<CalendlyEvent> = {}) =>
  ({
    event: "invitee.created",
    uri: INVITEE,
    startTime: "2026-12-02T17:00:00.000000Z",
    utmContent,
    ...overrides,
  }) satisfies CalendlyEvent;
const now = () => Math.floor(Date.now() / 1000);

beforeEach(resetData);

describe("POST /api/booking/webhook (Calendly)", () => {
  it("marks the lead named by utm_content booked, raises its score and records lead.booked", async () => {
    const id = await modestLead();
    const before = await bookingState(id);
    const res = await deliver(invitee(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: "booked" });
    const after = await bookingState(id);
    expect(after).toMatchObject({
      bookingStatus: "booked",
      bookingStartsAt: new Date("2026-12-02T17:00:00.000Z"),
      leadScore: 5,
      leadQualified: true,
      bookingEvents: 1,
    });
    expect(after.leadEvents.slice(before.leadEvents.length)).toEqual([
      "lead.booked",
      "lead.qualified",
    ]);
  });

  it("finds the lead by the invitee's address when no UTM came back", async () => {
    const id = await modestLead("dana@northwind.example");
    await deliver(invitee(undefined));
    expect((await bookingState(id)).bookingStatus).toBe("booked");
  });

  describe("refuses, changing nothing", () => {
    it("an unsigned event (401)", async () => {
      await expectRefused(
        (id) =>
          deliverTo(POST, {
            body: calendlyDelivery(SECRET, invitee(id)).body,
            headers: { "content-type": "application/json" },
          }),
        401,
        /Missing Calendly-Webhook-Signature/,
      );
    });

    it("an event signed with another key (401)", async () => {
      await expectRefused((id) => deliver(invitee(id), "not-the-key"), 401, /Invalid signature/);
    });

    it("a signature whose time was changed (401)", async () => {
      await expectRefused(
        (id) => {
          const signed = calendlyDelivery(SECRET, invitee(id));
          const header = signed.headers["calendly-webhook-signature"]!;
          const moved = header.replace(/^t=\d+/, `t=${now() - 1}`);
          return deliverTo(POST, {
            ...signed,
            headers: { ...signed.headers, "calendly-webhook-signature": moved },
          });
        },
        401,
        /Invalid signature/,
      );
    });

    it("a stale event, signed more than 3 minutes ago (401)", async () => {
      await expectRefused(
        (id) => deliver(invitee(id, { t: now() - 4 * 60 })),
        401,
        /Stale signature/,
      );
    });

    it("a replayed event, even signed afresh (409)", async () => {
      const id = await modestLead();
      expect((await deliver(invitee(id))).status).toBe(200);
      const before = await bookingState(id);
      const again = await deliver(invitee(id, { startTime: "2026-12-09T17:00:00.000000Z" }));
      expect(again.status).toBe(409);
      expect(await bookingState(id)).toEqual(before);
    });
  });

  it("cancels the lead's consultation (invitee.canceled) and takes its point back", async () => {
    const id = await modestLead();
    await deliver(invitee(id));
    const res = await deliver(invitee(id, { event: "invitee.canceled" }));
    expect(await res.json()).toMatchObject({ outcome: "cancelled" });
    const after = await bookingState(id);
    expect(after).toMatchObject({ bookingStatus: "cancelled", leadScore: 4 });
    expect(after.bookingCancelledAt).toBeInstanceOf(Date);
    expect(after.leadEvents.at(-1)).toBe("lead.booking_cancelled");
  });

  it("follows a reschedule in either order: the old invitee canceled with rescheduled, the new one created", async () => {
    const id = await modestLead();
    await deliver(invitee(id));
    const moved = "https://api.calendly.com/scheduled_events/E2/invitees/I2";
    // Calendly sends both halves; the new one may arrive first.
    const created = await deliver(
      invitee(id, { uri: moved, oldInvitee: INVITEE, startTime: "2026-12-09T18:00:00.000000Z" }),
    );
    expect(await created.json()).toMatchObject({ outcome: "rescheduled" });
    const canceled = await deliver(invitee(id, { event: "invitee.canceled", rescheduled: true }));
    expect(await canceled.json()).toMatchObject({ outcome: "recorded" });
    expect(await bookingState(id)).toMatchObject({
      bookingStatus: "booked",
      bookingStartsAt: new Date("2026-12-09T18:00:00.000Z"),
      bookingCancelledAt: null,
      leadScore: 5,
      bookingEvents: 3,
    });
  });

  it("acknowledges an invitee of no lead we know, and changes nothing", async () => {
    const id = await modestLead();
    const before = await bookingState(id);
    const res = await deliver(
      invitee("not-an-assessment", { invitee: { name: "X", email: "x@elsewhere.example" } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      outcome: "unknown_lead",
      message: "No lead matches this booking: nothing was changed.",
    });
    expect(await bookingState(id)).toEqual(before);
    expect(await db.bookingEvent.count()).toBe(0);
  });
});
