import type { Industry } from "@/model/assessment/options";

/** How sentences name the company's industry and its head office's region. */

export const INDUSTRY_NOUNS: Record<Industry, string> = {
  technology: "a technology company",
  "financial-services": "a financial services firm",
  healthcare: "a healthcare organization",
  manufacturing: "a manufacturer",
  retail: "a retailer",
  consulting: "a professional services firm",
  "real-estate": "a real estate business",
  education: "an education organization",
  "food-services": "a food services business",
  "travel-hospitality-tourism": "a travel, hospitality and tourism business",
  other: "an organization",
};

export const LOCATION_PHRASES: Record<string, string> = {
  "lower-mainland": "in the Lower Mainland",
  "vancouver-island": "on Vancouver Island",
  interior: "in the BC Interior",
  "northern-bc": "in Northern BC",
};
