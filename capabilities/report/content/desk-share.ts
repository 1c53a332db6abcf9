import type { Industry } from "@/model/assessment/options";

/**
 * The share of staff who work at a desk where most do not: chairside and clinical staff,
 * kitchens, shop floors, stores, hotels. Office industries count everyone; "Other" says nothing
 * of who works where (drivers, a gas bar), so a desk tool goes to the pilot group there.
 */
export const DESK_SHARE: Partial<Record<Industry, number>> = {
  healthcare: 0.4,
  manufacturing: 0.2,
  retail: 0.15,
  "food-services": 0.1,
  "travel-hospitality-tourism": 0.2,
};
