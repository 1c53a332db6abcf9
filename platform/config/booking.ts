import { env } from "@/platform/env";

export type BookingProvider = "calcom" | "calendly";

/** The consultation link when no provider is configured (the spec's external booking link). */
const DEFAULT_BOOKING_URL = "https://calendly.com/";

/** The scheduling provider and its page; without a provider, the plain booking link. */
export function bookingConfig(): { provider: BookingProvider | null; url: string } {
  return { provider: env.BOOKING_PROVIDER ?? null, url: env.BOOKING_URL ?? DEFAULT_BOOKING_URL };
}

/** The origin the pages may frame (CSP frame-src): the provider's, only when one is configured. */
export function bookingFrameOrigin(): string | null {
  const { provider, url } = bookingConfig();
  return provider ? new URL(url).origin : null;
}
