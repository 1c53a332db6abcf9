import { resetData } from "@/tests/helpers/database";

/** Without BOOKING_PROVIDER the booking webhook does not exist: the consultation is a plain link. */
delete process.env.BOOKING_PROVIDER;
delete process.env.BOOKING_WEBHOOK_SECRET;

const { db } = await import("@/platform/db");
const { calcomDelivery } = await import("@/tests/fakes/booking-providers");
const { deliverTo, modestLead } = await import("@/tests/helpers/booking-webhook");
const { POST } = await import("./route");

beforeEach(resetData);

it("answers 404 and changes nothing, whatever the signature", async () => {
  const id = await modestLead();
  const res = await deliverTo(
    POST,
    calcomDelivery("", { triggerEvent: "BOOKING_CREATED", uid: "cal_1", assessmentId: id }),
  );
  expect(res.status).toBe(404);
  expect((await res.json()).message).toBe("Booking webhooks are not enabled.");
  expect(await db.bookingEvent.count()).toBe(0);
  expect((await db.assessment.findUniqueOrThrow({ where: { id } })).bookingStatus).toBeNull();
});
