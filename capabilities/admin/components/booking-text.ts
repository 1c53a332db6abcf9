import { formatDateTime } from "./format";
import type { AssessmentDetails } from "./types";

/** The lead's consultation with a strategist, in words (booked through BOOKING_PROVIDER). */
export function bookingText(
  a: Pick<
    AssessmentDetails,
    "bookingStatus" | "bookedAt" | "bookingStartsAt" | "bookingCancelledAt"
  >,
): string {
  const starts = a.bookingStartsAt ? ` for ${formatDateTime(a.bookingStartsAt)}` : "";
  switch (a.bookingStatus) {
    case "booked":
      return `Booked${starts} (booked ${formatDateTime(a.bookedAt)})`;
    case "cancelled":
      return `Cancelled ${formatDateTime(a.bookingCancelledAt)} (was booked${starts})`;
    default:
      return "No consultation booked";
  }
}
