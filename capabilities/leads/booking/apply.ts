import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { AppError } from "@/platform/errors";
import { isAssessmentId } from "../assessments/queries";
import { recordLeadEvent } from "../events/record";
import { rescoreLead } from "../lead-score";
import type { BookingNotice } from "./notices";

type Tx = Prisma.TransactionClient;

export type BookingOutcome =
  "booked" | "rescheduled" | "cancelled" | "recorded" | "ignored" | "unknown_lead";

const MESSAGES: Record<BookingOutcome, string> = {
  booked: "The lead is booked.",
  rescheduled: "The lead's consultation was moved to the new time.",
  cancelled: "The lead's consultation was cancelled.",
  recorded: "Recorded; the lead's consultation is unchanged.",
  ignored: "This event changes no booking: nothing was changed.",
  unknown_lead: "No lead matches this booking: nothing was changed.",
};

export const ALREADY_RECEIVED = "This booking event was already received: nothing was changed.";

/**
 * The lead a booking is for: the assessment id our scheduler link passed, else the lead of an
 * earlier event of the same booking (or the one it replaces), else the latest completed
 * assessment of the booker's address.
 */
async function leadOf(tx: Tx, notice: BookingNotice): Promise<string | null> {
  if (notice.assessmentId && isAssessmentId(notice.assessmentId)) {
    const claimed = await tx.assessment.findUnique({
      where: { id: notice.assessmentId, status: "completed" },
      select: { id: true },
    });
    if (claimed) return claimed.id;
  }
  const bookings = [notice.bookingId, notice.previousBookingId].filter((b): b is string => !!b);
  const earlier = await tx.bookingEvent.findFirst({
    where: { provider: notice.provider, bookingId: { in: bookings } },
    orderBy: { receivedAt: "desc" },
    select: { assessmentId: true },
  });
  if (earlier) return earlier.assessmentId;
  const email = notice.email?.trim();
  if (!email) return null;
  const latest = await tx.assessment.findFirst({
    where: { status: "completed", executiveEmail: { equals: email, mode: "insensitive" } },
    orderBy: [{ completedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    select: { id: true },
  });
  return latest?.id ?? null;
}

/** The provider's id of the lead's latest booking made or moved, if any. */
async function currentBookingOf(tx: Tx, assessmentId: string, provider: string) {
  const latest = await tx.bookingEvent.findFirst({
    where: { assessmentId, provider, type: { in: ["created", "rescheduled"] } },
    orderBy: { receivedAt: "desc" },
    select: { bookingId: true },
  });
  return latest?.bookingId ?? null;
}

/**
 * Applies a verified booking event once, in one transaction: the event is recorded in
 * booking_events (a second delivery of it is refused with 409 and changes nothing); a booking
 * made or moved marks the lead booked at its time (`lead.booked`), a cancellation of its
 * current booking marks it cancelled (`lead.booking_cancelled`); either rescores the lead.
 * An event for no lead we know is acknowledged and changes nothing, so the provider stops
 * retrying it.
 */
export async function applyBookingNotice(
  notice: BookingNotice,
): Promise<{ outcome: BookingOutcome; message: string }> {
  const answer = (outcome: BookingOutcome) => ({ outcome, message: MESSAGES[outcome] });
  if (!notice.change) return answer("ignored");
  const change = notice.change;
  const outcome = await db.$transaction(async (tx): Promise<BookingOutcome> => {
    const assessmentId = await leadOf(tx, notice);
    if (!assessmentId) return "unknown_lead";
    const current =
      change === "cancelled" ? await currentBookingOf(tx, assessmentId, notice.provider) : null;
    const recorded = await tx.$executeRaw`
      INSERT INTO booking_events (id, provider, type, "bookingId", "assessmentId", "startsAt")
      VALUES (${notice.eventId}, ${notice.provider}, ${change}, ${notice.bookingId},
        ${assessmentId}::uuid, ${notice.startsAt})
      ON CONFLICT (id) DO NOTHING`;
    if (recorded === 0) throw new AppError("conflict", ALREADY_RECEIVED);

    const now = new Date();
    if (change === "created" || change === "rescheduled") {
      const lead = await tx.assessment.findUniqueOrThrow({
        where: { id: assessmentId },
        select: { bookedAt: true, bookingStatus: true },
      });
      await tx.assessment.update({
        where: { id: assessmentId },
        data: {
          bookingStatus: "booked",
          // A moved booking keeps the time the lead first booked it.
          bookedAt:
            change === "rescheduled" && lead.bookingStatus === "booked" && lead.bookedAt
              ? lead.bookedAt
              : now,
          bookingStartsAt: notice.startsAt,
          bookingCancelledAt: null,
        },
      });
      await recordLeadEvent(tx, "lead.booked", assessmentId);
    } else if (change === "cancelled" && (current === null || current === notice.bookingId)) {
      const cancelled = await tx.assessment.updateMany({
        where: { id: assessmentId, bookingStatus: "booked" },
        data: { bookingStatus: "cancelled", bookingCancelledAt: now },
      });
      if (cancelled.count === 0) return "recorded";
      await recordLeadEvent(tx, "lead.booking_cancelled", assessmentId);
    } else {
      return "recorded";
    }
    await rescoreLead(tx, assessmentId);
    return change === "created" ? "booked" : change;
  });
  return answer(outcome);
}
