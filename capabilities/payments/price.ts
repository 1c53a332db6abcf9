import "server-only";
import { env } from "@/platform/env";
import { formatPrice } from "./format-price";

/** The configured report price with its currency, e.g. "US$49" or "CA$49" (see formatPrice). */
export function reportPriceLabel(): string {
  return formatPrice(env.REPORT_PRICE_CENTS, env.REPORT_CURRENCY);
}
