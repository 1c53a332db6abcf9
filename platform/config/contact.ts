import "server-only";
import { env } from "@/platform/env";
import { bookingConfig } from "./booking";

export interface ContactLinks {
  bookingUrl: string;
  phoneDisplay: string;
  phoneHref: string;
}

/** The consultation booking page and the voice agent's fixed number, from configuration. */
export function contactLinks(): ContactLinks {
  return {
    bookingUrl: bookingConfig().url,
    phoneDisplay: env.AGENT_PHONE_NUMBER,
    phoneHref: `tel:${env.AGENT_PHONE_NUMBER.replace(/[^+\d]/g, "")}`,
  };
}
