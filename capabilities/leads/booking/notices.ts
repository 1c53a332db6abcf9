import "server-only";
import { z } from "zod";
import type { BookingProvider } from "@/platform/config/booking";
import { AppError } from "@/platform/errors";
import { fieldMessages } from "@/platform/http";

/**
 * What a booking event changes:
 * - created: a new booking;
 * - rescheduled: a booking that replaces `previousBookingId` (Cal.com BOOKING_RESCHEDULED,
 *   Calendly's invitee.created with an old_invitee);
 * - cancelled: a booking cancelled for good;
 * - replaced: Calendly's invitee.canceled with `rescheduled: true`, the old half of a reschedule
 *   whose new half arrives as its own event: recorded, the lead unchanged.
 */
export type BookingChange = "created" | "rescheduled" | "cancelled" | "replaced";

/** A provider's booking event, read into the one shape the lead's booking is kept from. */
export interface BookingNotice {
  provider: BookingProvider;
  /** The provider, the event and the booking: one handling each (a replay is refused). */
  eventId: string;
  /** null: an event that changes no booking (Cal.com's PING, a trigger we do not use). */
  change: BookingChange | null;
  /** The provider's type of event, as sent. */
  type: string;
  bookingId: string;
  previousBookingId: string | null;
  startsAt: Date | null;
  /** The booker's address. */
  email: string | null;
  /** The assessment id our scheduler link passed (metadata or UTM), unchecked. */
  assessmentId: string | null;
}

/** How old a Cal.com event (its signed `createdAt`) may be, either way. */
export const CALCOM_TOLERANCE_SECONDS = 300;

const text = z.string().trim().min(1, "must not be empty");
const time = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be a date and time")
  .transform((v) => new Date(v));

const calcomSchema = z.object({
  triggerEvent: text,
  createdAt: time,
  payload: z.looseObject({
    uid: text.optional(),
    startTime: time.optional(),
    rescheduleUid: text.nullish(),
    attendees: z.array(z.looseObject({ email: z.string().nullish() })).optional(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

const calendlySchema = z.object({
  event: text,
  payload: z.looseObject({
    uri: text,
    email: z.string().nullish(),
    rescheduled: z.boolean().nullish(),
    old_invitee: text.nullish(),
    scheduled_event: z.looseObject({ start_time: time.nullish() }).nullish(),
    tracking: z
      .looseObject({ utm_content: z.string().nullish(), salesforce_uuid: z.string().nullish() })
      .nullish(),
  }),
});

const CALCOM_CHANGES: Record<string, BookingChange> = {
  BOOKING_CREATED: "created",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
};

/** The body read by `schema`; 400 naming the first field at fault ("payload.uid: ..."). */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error);
  const [field, message] = Object.entries(fields)[0] ?? ["_", "is not a booking event"];
  throw new AppError("validation_failed", `${field}: ${message}`, { fields });
}

function readCalcom(body: unknown, now: number): BookingNotice {
  const { triggerEvent, createdAt, payload } = parse(calcomSchema, body);
  if (Math.abs(now - createdAt.getTime()) > CALCOM_TOLERANCE_SECONDS * 1000) {
    throw new AppError(
      "unauthorized",
      `Stale event: its createdAt must be within ${CALCOM_TOLERANCE_SECONDS / 60} minutes of our time.`,
    );
  }
  const change = CALCOM_CHANGES[triggerEvent] ?? null;
  if (change && !payload.uid) {
    throw new AppError("validation_failed", "payload.uid: a booking event must name its booking", {
      fields: { "payload.uid": "a booking event must name its booking" },
    });
  }
  const claimed = payload.metadata?.assessmentId;
  return {
    provider: "calcom",
    eventId: `calcom:${triggerEvent}:${payload.uid ?? createdAt.toISOString()}`,
    change,
    type: triggerEvent,
    bookingId: payload.uid ?? "",
    previousBookingId: change === "rescheduled" ? (payload.rescheduleUid ?? null) : null,
    startsAt: payload.startTime ?? null,
    email: payload.attendees?.[0]?.email ?? null,
    assessmentId: typeof claimed === "string" ? claimed : null,
  };
}

function readCalendly(body: unknown): BookingNotice {
  const { event, payload } = parse(calendlySchema, body);
  let change: BookingChange | null = null;
  if (event === "invitee.created") change = payload.old_invitee ? "rescheduled" : "created";
  if (event === "invitee.canceled") change = payload.rescheduled ? "replaced" : "cancelled";
  return {
    provider: "calendly",
    eventId: `calendly:${event}:${payload.uri}`,
    change,
    type: event,
    bookingId: payload.uri,
    previousBookingId: change === "rescheduled" ? (payload.old_invitee ?? null) : null,
    startsAt: payload.scheduled_event?.start_time ?? null,
    email: payload.email ?? null,
    assessmentId: payload.tracking?.utm_content || payload.tracking?.salesforce_uuid || null,
  };
}

/** The provider's verified JSON body as a notice; 400 naming the field when it is malformed. */
export function readBookingNotice(
  provider: BookingProvider,
  body: unknown,
  now = Date.now(),
): BookingNotice {
  return provider === "calcom" ? readCalcom(body, now) : readCalendly(body);
}
