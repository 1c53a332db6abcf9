import type { Industry } from "@/lib/assessment/options";
import type { Context } from "./context";

/** Who the company serves, in the industry's own word. */
const CUSTOMERS: Record<Industry, string> = {
  technology: "customers",
  "financial-services": "members and clients",
  healthcare: "patients",
  manufacturing: "customers",
  retail: "shoppers",
  consulting: "clients",
  "real-estate": "clients",
  education: "students and parents",
  "food-services": "guests",
  "travel-hospitality-tourism": "guests",
  other: "customers",
};

export const customersOf = (ctx: Context): string => CUSTOMERS[ctx.industry];
