import { resetData } from "@/tests/helpers/database";

/** The booking webhook with Cal.com (route.calendly.test.ts: Calendly; route.disabled.test.ts: none). */
const SECRET = "calcom-webhook-test-secret";
process.env.BOOKING_PROVIDER = "calcom";
process.env.BOOKING_URL = "https://cal.com/chapter-strategist/consultation";
process.env.BOOKING_WEBHOOK_SECRET = SECRET;

const { db } = await import("@/platform/db");
const { calcomDelivery } = await import("@/tests/fakes/booking-providers");
const { bookingState, deliverTo, expectRefused, modestLead } =
  await import("@/tests/helpers/booking-webhook");
const { POST } = await import("./route");

type CalcomEvent = Parameters<typeof calcomDelivery>[1];
const deliver = (event: CalcomEvent, secret = SECRET) =>
  deliverTo(POST, calcomDelivery(secret, event));
const booking = (assessmentId: string | undefined, overrides: Partial<CalcomEvent> = {}) =>
  ({
    triggerEvent: "BOOKING_CREATED",
    uid: "cal_booking_1",
    startTime: "2026-12-02T17:00:00.000Z",
    assessmentId,
    ...overrides,
  }) satisfies CalcomEvent;

beforeEach(resetData);

describe("POST /api/booking/webhook (Cal.com)", () => {
  it("marks the lead booked at the booking's time, raises its score and records lead.booked", async () => {
    const id = await modestLead();
    const before = await bookingState(id);
    expect(before).toMatchObject({ bookingStatus: null, leadScore: 4, leadQualified: false });

    const res = await deliver(booking(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      received: true,
      outcome: "booked",
      message: "The lead is booked.",
    });
    const after = await bookingState(id);
    expect(after).toMatchObject({
      bookingStatus: "booked",
      bookingStartsAt: new Date("2026-12-02T17:00:00.000Z"),
      bookingCancelledAt: null,
      leadScore: 5,
      leadQualified: true,
      bookingEvents: 1,
    });
    expect(after.bookedAt).toBeInstanceOf(Date);
    expect(after.leadEvents.slice(before.leadEvents.length)).toEqual([
      "lead.booked",
      "lead.qualified",
    ]);
  });

  it("finds the lead by the booker's address when the booking carries no assessment id", async () => {
    const older = await modestLead("dana@northwind.example");
    const latest = await modestLead("Dana@Northwind.example");
    const res = await deliver(
      booking(undefined, { attendee: { name: "Dana", email: "DANA@northwind.example" } }),
    );
    expect((await res.json()).outcome).toBe("booked");
    expect((await bookingState(latest)).bookingStatus).toBe("booked");
    expect((await bookingState(older)).bookingStatus).toBeNull();
  });

  describe("refuses, changing nothing", () => {
    it("an unsigned event (401)", async () => {
      await expectRefused(
        (id) => {
          const { body } = calcomDelivery(SECRET, booking(id));
          return deliverTo(POST, { body, headers: { "content-type": "application/json" } });
        },
        401,
        /Missing X-Cal-Signature-256/,
      );
    });

    it("an event signed with another secret (401)", async () => {
      await expectRefused((id) => deliver(booking(id), "not-the-secret"), 401, /Invalid signature/);
    });

    it("a body changed after signing (401)", async () => {
      await expectRefused(
        (id) => {
          const signed = calcomDelivery(SECRET, booking(id));
          const body = signed.body.replace("2026-12-02T17", "2026-12-09T17");
          return deliverTo(POST, { ...signed, body });
        },
        401,
        /Invalid signature/,
      );
    });

    it("a stale event, created more than 5 minutes ago (401)", async () => {
      await expectRefused(
        (id) => deliver(booking(id, { createdAt: new Date(Date.now() - 6 * 60_000) })),
        401,
        /Stale event/,
      );
    });

    it("a replayed event (409)", async () => {
      const id = await modestLead();
      expect((await deliver(booking(id))).status).toBe(200);
      const before = await bookingState(id);
      const again = await deliver(booking(id, { startTime: "2026-12-09T17:00:00.000Z" }));
      expect(again.status).toBe(409);
      expect((await again.json()).message).toMatch(/already received/);
      expect(await bookingState(id)).toEqual(before);
    });

    it("a signed body that is not a booking event (400 naming the field)", async () => {
      await expectRefused((id) => deliver({ ...booking(id), uid: "" } as CalcomEvent), 400, /uid/);
    });
  });

  it("cancels the lead's consultation and takes its engagement point back", async () => {
    const id = await modestLead();
    await deliver(booking(id));
    const booked = await bookingState(id);
    const res = await deliver(booking(id, { triggerEvent: "BOOKING_CANCELLED" }));
    expect(await res.json()).toMatchObject({ outcome: "cancelled" });
    const after = await bookingState(id);
    expect(after).toMatchObject({ bookingStatus: "cancelled", leadScore: 4, bookingEvents: 2 });
    expect(after.bookingCancelledAt).toBeInstanceOf(Date);
    expect(after.bookedAt).toEqual(booked.bookedAt);
    expect(after.leadEvents.at(-1)).toBe("lead.booking_cancelled");
  });

  it("moves a rescheduled consultation to its new time; the old booking's cancellation then changes nothing", async () => {
    const id = await modestLead();
    await deliver(booking(id));
    const booked = await bookingState(id);
    const moved = await deliver(
      booking(id, {
        triggerEvent: "BOOKING_RESCHEDULED",
        uid: "cal_booking_2",
        rescheduleUid: "cal_booking_1",
        startTime: "2026-12-09T18:00:00.000Z",
      }),
    );
    expect(await moved.json()).toMatchObject({ outcome: "rescheduled" });
    const after = await bookingState(id);
    expect(after).toMatchObject({
      bookingStatus: "booked",
      bookingStartsAt: new Date("2026-12-09T18:00:00.000Z"),
      bookedAt: booked.bookedAt,
      leadScore: 5,
    });
    expect(after.leadEvents.at(-1)).toBe("lead.booked");

    // A late cancellation of the booking it replaced is recorded; the lead stays booked.
    const late = await deliver(booking(undefined, { triggerEvent: "BOOKING_CANCELLED" }));
    expect(await late.json()).toMatchObject({ outcome: "recorded" });
    expect(await bookingState(id)).toEqual({ ...after, bookingEvents: 3 });
  });

  it("acknowledges a booking of no lead we know, and changes nothing", async () => {
    const id = await modestLead();
    const before = await bookingState(id);
    const res = await deliver(
      booking("00000000-0000-4000-8000-000000000000", {
        attendee: { name: "Someone", email: "someone@elsewhere.example" },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      received: true,
      outcome: "unknown_lead",
      message: "No lead matches this booking: nothing was changed.",
    });
    expect(await bookingState(id)).toEqual(before);
    expect(await db.bookingEvent.count()).toBe(0);
  });

  it("acknowledges Cal.com's ping and changes nothing", async () => {
    const id = await modestLead();
    const before = await bookingState(id);
    const res = await deliver(booking(id, { triggerEvent: "PING" }));
    expect(await res.json()).toMatchObject({ outcome: "ignored" });
    expect(await bookingState(id)).toEqual(before);
  });
});
