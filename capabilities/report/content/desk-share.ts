import type { Industry } from "@/model/assessment/options";
import type { Profession } from "./types";

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

/**
 * Kinds of company whose staff are almost all out on posts, routes, shifts or in clients' homes,
 * whatever industry they were entered under: a security company's guards, a cleaning
 * contractor's night cleaners, a home-care agency's aides, a trucking company's drivers. Its
 * office (finance, HR, sales) is a share of the few at a desk, never of the guards (review
 * seats20 class 1).
 */
export const KIND_DESK_SHARE: Partial<Record<Profession, number>> = {
  "security-guard": 0.05,
  "home-care": 0.1,
  "care-home": 0.15,
  trucking: 0.15,
  "bus-operator": 0.1,
  "mine-contractor": 0.08,
  "cleaning-contractor": 0.05,
};
