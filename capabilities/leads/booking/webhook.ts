import "server-only";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { parseJson, readBodyBytes } from "@/platform/http";
import { readBookingNotice, type BookingNotice } from "./notices";
import { verifyBookingSignature } from "./signatures";

/** Largest booking event accepted, in bytes (the providers' events are a few kilobytes). */
export const MAX_BOOKING_EVENT_BYTES = 256 * 1024;

/**
 * A booking provider's delivery, checked in this order: a provider configured (404), size
 * (413, read as a stream), its signature over the raw body (401: missing, forged, or stale),
 * JSON (400), shape (400 naming the field), and for Cal.com the age of its signed createdAt (401).
 */
export async function readBookingDelivery(request: Request): Promise<BookingNotice> {
  const provider = env.BOOKING_PROVIDER;
  const secret = env.BOOKING_WEBHOOK_SECRET;
  if (!provider || !secret) throw new AppError("not_found", "Booking webhooks are not enabled.");
  const raw = (await readBodyBytes(request, MAX_BOOKING_EVENT_BYTES)).toString("utf8");
  verifyBookingSignature(provider, secret, raw, request.headers);
  return readBookingNotice(provider, parseJson(raw));
}
