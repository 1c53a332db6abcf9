import { expect } from "@jest/globals";
import { NextRequest } from "next/server";
import { db } from "@/platform/db";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { Delivery } from "@/tests/fakes/booking-providers";

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Posts a provider's delivery to POST /api/booking/webhook. */
export function deliverTo(POST: Handler, { body, headers }: Delivery) {
  return POST(
    new NextRequest("http://localhost/api/booking/webhook", { method: "POST", body, headers }),
    { params: Promise.resolve({}) },
  );
}

/** A lead whose profile alone scores 4: a booked consultation qualifies it. */
export const modestLead = (email = "dana@northwind.example") =>
  createAssessment(
    makeAnswers({
      executiveTitle: "Analyst",
      companyRevenue: "1m-10m",
      orgPosture: "curious",
      executiveEmail: email,
    }),
  );

/** What a booking event may change: the lead's booking and score, its events, the events handled. */
export async function bookingState(assessmentId: string) {
  const lead = await db.assessment.findUniqueOrThrow({
    where: { id: assessmentId },
    select: {
      bookingStatus: true,
      bookedAt: true,
      bookingStartsAt: true,
      bookingCancelledAt: true,
      leadScore: true,
      leadQualified: true,
    },
  });
  const events = await db.leadEvent.findMany({
    where: { assessmentId },
    orderBy: { occurredAt: "asc" },
    select: { type: true },
  });
  return {
    ...lead,
    leadEvents: events.map((e) => e.type),
    bookingEvents: await db.bookingEvent.count(),
  };
}

/** `send` (given a fresh lead's id) is refused with `status` and `message`, and changes nothing. */
export async function expectRefused(
  send: (id: string) => Promise<Response>,
  status: number,
  message: RegExp,
) {
  const id = await modestLead();
  const before = await bookingState(id);
  const res = await send(id);
  expect(res.status).toBe(status);
  expect((await res.json()).message).toMatch(message);
  expect(await bookingState(id)).toEqual(before);
}
