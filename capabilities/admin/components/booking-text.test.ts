import { bookingText } from "./booking-text";

const none = {
  bookingStatus: null,
  bookedAt: null,
  bookingStartsAt: null,
  bookingCancelledAt: null,
};

describe("bookingText", () => {
  it("says when a booked consultation starts and when it was booked", () => {
    expect(
      bookingText({
        ...none,
        bookingStatus: "booked",
        bookedAt: "2026-03-05T12:40:00.000Z",
        bookingStartsAt: "2026-03-12T17:00:00.000Z",
      }),
    ).toMatch(/^Booked for Mar 12, 2026, .+ \(booked Mar 5, 2026, .+\)$/);
  });

  it("says when a consultation was cancelled and the time it had", () => {
    expect(
      bookingText({
        ...none,
        bookingStatus: "cancelled",
        bookingStartsAt: "2026-03-12T17:00:00.000Z",
        bookingCancelledAt: "2026-03-06T09:00:00.000Z",
      }),
    ).toMatch(/^Cancelled Mar 6, 2026, .+ \(was booked for Mar 12, 2026, .+\)$/);
  });

  it("says so when none was booked", () => {
    expect(bookingText(none)).toBe("No consultation booked");
  });
});
