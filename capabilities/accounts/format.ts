import { employeeOptions, industryOptions, labelOf } from "@/model/assessment/options";

/**
 * How My Reports shows an assessment (spec sections 2 and 4). Pure functions, safe for the
 * browser.
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "3 days ago", "yesterday", "5 minutes ago", "just now". */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

export type PaymentBadge = {
  label: string;
  variant: "success" | "secondary" | "outline" | "destructive";
};

/**
 * paid, coupon_used and pending in the words an executive uses (the spec's "Paid", "Coupon
 * Used" and "Payment Pending" name the payment, not what it gave them); anything else is
 * 'Unknown'. My Reports only: the admin keeps its own labels.
 */
export function paymentBadge(status: string): PaymentBadge {
  switch (status) {
    case "paid":
      return { label: "Unlocked", variant: "success" };
    case "coupon_used":
      return { label: "Unlocked with a coupon", variant: "secondary" };
    case "pending":
      return { label: "Not unlocked yet", variant: "outline" };
    default:
      return { label: "Unknown", variant: "outline" };
  }
}

export function roadmapBadge(roadmapGenerated: boolean): string {
  return roadmapGenerated ? "Complete" : "Generating...";
}

export const industryLabel = (value: string) => labelOf(industryOptions, value);

export const companySizeLabel = (value: string) => `${labelOf(employeeOptions, value)} employees`;
