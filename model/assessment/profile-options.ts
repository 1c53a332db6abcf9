import { options } from "./option";

/** The options of the first step (you and your company); model/assessment/options.ts has them all. */

export const revenueOptions = options([
  { value: "under-1m", label: "Under $1M" },
  { value: "1m-10m", label: "$1M – $10M" },
  { value: "10m-50m", label: "$10M – $50M" },
  { value: "50m-100m", label: "$50M – $100M" },
  { value: "100m-500m", label: "$100M – $500M" },
  { value: "500m-1b", label: "$500M – $1B" },
  { value: "over-1b", label: "Over $1B" },
]);

export const employeeOptions = options([
  { value: "1-10", label: "1 – 10" },
  { value: "11-50", label: "11 – 50" },
  { value: "51-200", label: "51 – 200" },
  { value: "201-500", label: "201 – 500" },
  { value: "501-1000", label: "501 – 1,000" },
  { value: "1001-5000", label: "1,001 – 5,000" },
  { value: "over-5000", label: "Over 5,000" },
]);

export const industryOptions = options([
  { value: "technology", label: "Technology" },
  { value: "financial-services", label: "Financial Services" },
  { value: "healthcare", label: "Healthcare" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "retail", label: "Retail" },
  { value: "consulting", label: "Consulting & Professional Services" },
  { value: "real-estate", label: "Real Estate" },
  { value: "education", label: "Education" },
  { value: "food-services", label: "Food Services" },
  { value: "travel-hospitality-tourism", label: "Travel, Hospitality & Tourism" },
  { value: "other", label: "Other" },
]);

export const businessModelOptions = options([
  { value: "b2b", label: "B2B – we sell to businesses" },
  { value: "b2c", label: "B2C – we sell to consumers" },
  { value: "both", label: "Both" },
]);

export const marketOptions = options([
  { value: "north-america", label: "North America" },
  { value: "canada", label: "Canada" },
  { value: "united-states", label: "United States" },
  { value: "europe", label: "Europe" },
  { value: "asia", label: "Asia" },
  { value: "middle-east", label: "Middle East" },
  { value: "australia-new-zealand", label: "Australia & New Zealand" },
  { value: "global", label: "Global" },
]);

export const headOfficeOptions = options([
  { value: "lower-mainland", label: "Lower Mainland" },
  { value: "vancouver-island", label: "Vancouver Island" },
  { value: "interior", label: "Interior" },
  { value: "northern-bc", label: "Northern BC" },
  { value: "other", label: "Other" },
]);

export const officeExpansionOptions = options([
  { value: "other-provinces", label: "Other provinces" },
  { value: "canada-wide", label: "Canada-wide" },
  { value: "united-states", label: "United States" },
  { value: "international", label: "International" },
  { value: "only-bc", label: "Only in BC" },
]);
