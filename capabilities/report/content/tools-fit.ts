import type { Department } from "@/model/assessment/options";
import type { SizeBand } from "@/capabilities/report/builtin/context";
import type { ToolPrice, ToolScope } from "./types";

/**
 * Shorthands for the fit data of the catalogue files: size bands, prices and who is in scope.
 * List prices are the vendors' published ones, in their currency, at the time of writing.
 */

export const ALL_SIZES: readonly SizeBand[] = ["micro", "small", "mid", "large", "enterprise"];
export const SMALL_UP: readonly SizeBand[] = ["small", "mid", "large", "enterprise"];
export const MID_UP: readonly SizeBand[] = ["mid", "large", "enterprise"];
export const LARGE_UP: readonly SizeBand[] = ["large", "enterprise"];
/** Tools built for small and mid-sized firms, outgrown past about 1,000 staff (BambooHR). */
export const SMALL_TO_LARGE: readonly SizeBand[] = ["small", "mid", "large"];
export const UP_TO_MID: readonly SizeBand[] = ["micro", "small", "mid"];
export const UP_TO_LARGE: readonly SizeBand[] = ["micro", "small", "mid", "large"];

/**
 * Per user per month, in US dollars unless said otherwise; `base` is a company charge paid
 * beside the seats (Power BI's Fabric capacity), so the seats are the people who use it.
 */
export const perUser = (
  amount: number,
  note?: string,
  extra: {
    assumed?: boolean;
    currency?: "USD" | "CAD";
    base?: { amount: number; note: string };
  } = {},
): ToolPrice => ({
  kind: "perUser",
  amount,
  currency: extra.currency ?? "USD",
  ...(note ? { note } : {}),
  ...(extra.assumed ? { assumed: true } : {}),
  ...(extra.base ? { base: extra.base } : {}),
});

/** One company plan per month (up to `upTo` in size, when the vendor prices larger ones by size). */
export const flat = (
  amount: number,
  note?: string,
  assumed = false,
  upTo?: SizeBand,
): ToolPrice => ({
  kind: "flat",
  amount,
  currency: "USD",
  ...(note ? { note } : {}),
  ...(assumed ? { assumed: true } : {}),
  ...(upTo ? { upTo } : {}),
});

/** Per location per month. */
export const perSite = (amount: number, note?: string, assumed = false): ToolPrice => ({
  kind: "perSite",
  amount,
  currency: "USD",
  ...(note ? { note } : {}),
  ...(assumed ? { assumed: true } : {}),
});

/** Quoted by the vendor: an order of magnitude per year. */
export const quote = (low: number, high: number): ToolPrice => ({
  kind: "quote",
  perYear: [low, high],
  currency: "USD",
});

export const included: ToolPrice = { kind: "included" };
export const free = (note?: string): ToolPrice => ({ kind: "free", ...(note ? { note } : {}) });

export const team = (department: Department, share: number, label?: string): ToolScope => ({
  department,
  share,
  ...(label ? { label } : {}),
});

export const TEACHERS = team("product", 0.55, "teachers");
export const CLINICIANS = team("operations", 0.3, "clinicians");
export const ENGINEERS = team("product", 0.4, "engineers");
export const SELLERS = team("sales", 0.15, "sales staff");
export const SERVICE_AGENTS = team("customer_service", 0.15, "service agents");
export const MARKETERS = team("marketing", 0.05, "marketing staff");
export const FINANCE = team("finance", 0.05, "finance staff");
export const HR = team("hr", 0.03, "HR staff");
export const MANAGERS = team("operations", 0.1, "managers");
