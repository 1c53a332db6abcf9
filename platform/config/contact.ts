import "server-only";
import { env } from "@/platform/env";

export interface ContactLinks {
  phoneDisplay: string;
  phoneHref: string;
}

/** The voice agent's fixed number, from configuration (the consultation: platform/config/booking.ts). */
export function contactLinks(): ContactLinks {
  return {
    phoneDisplay: env.AGENT_PHONE_NUMBER,
    phoneHref: `tel:${env.AGENT_PHONE_NUMBER.replace(/[^+\d]/g, "")}`,
  };
}
