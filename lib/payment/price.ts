import "server-only";
import { env } from "@/lib/env";

/** The configured report price, e.g. "$49" (whole amounts without cents). */
export function reportPriceLabel(): string {
  const amount = env.REPORT_PRICE_CENTS / 100;
  return new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: env.REPORT_CURRENCY.toUpperCase(),
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
