import type { Industry } from "./options";

/**
 * Six business challenges per industry (and a general list for 'other'). The stored value
 * is the slug of the text (lower-cased, spaces to underscores, other non-alphanumerics
 * removed), or its first wording's (challengeValue).
 */
export const challengeTexts: Record<Industry, readonly string[]> = {
  technology: [
    "Shipping product features faster than competitors",
    "Hiring and retaining senior engineering talent",
    "Reducing customer churn and improving retention",
    "Scaling customer support without growing headcount",
    "Controlling rising cloud infrastructure costs",
    "Keeping up with security and compliance demands",
  ],
  "financial-services": [
    "Detecting fraud and financial crime earlier",
    "Keeping pace with regulatory reporting requirements",
    "Speeding up client onboarding and KYC checks",
    "Personalizing advice and products at scale",
    "Modernizing legacy core systems",
    "Improving credit and risk decisions",
  ],
  healthcare: [
    "Reducing clinician administrative burden",
    "Shortening patient wait times and scheduling gaps",
    "Improving billing accuracy and claim approvals",
    "Protecting patient privacy and data security",
    "Addressing staff shortages and burnout",
    "Improving patient engagement and follow-up care",
  ],
  manufacturing: [
    "Reducing unplanned equipment downtime",
    "Improving quality control and reducing defects",
    "Managing supply chain disruptions and delays",
    "Forecasting demand and optimizing inventory",
    "Replacing retiring skilled workers",
    "Lowering energy and material costs",
  ],
  retail: [
    "Forecasting demand and avoiding stockouts",
    "Rising customer acquisition costs",
    "Personalizing the shopping experience",
    "Reducing returns and shrinkage",
    "Competing with large online marketplaces",
    "Scheduling staff to match store traffic",
  ],
  consulting: [
    "Winning new clients in a crowded market",
    "Improving utilization and billable hours",
    "Producing proposals and reports faster",
    "Capturing and reusing firm knowledge",
    "Defending fees as clients adopt AI themselves",
    "Developing junior consultants quickly",
  ],
  "real-estate": [
    "Generating and qualifying quality leads",
    "Valuing properties accurately and quickly",
    "Managing tenant communications and maintenance requests",
    "Speeding up transaction paperwork and due diligence",
    "Navigating interest rate and market volatility",
    "Reducing vacancy rates across the portfolio",
  ],
  education: [
    "Personalizing learning for every student",
    "Reducing teacher workload and burnout",
    "Improving enrolment and student retention",
    "Upholding academic integrity as students use AI",
    "Stretching limited budgets and funding",
    "Modernizing administration and student services",
  ],
  "food-services": [
    "Controlling food and labour costs",
    "Reducing food waste and spoilage",
    "Staffing shifts and reducing turnover",
    "Forecasting demand by day and location",
    "Managing delivery platforms and online orders",
    "Maintaining consistency across locations",
  ],
  "travel-hospitality-tourism": [
    "Optimizing pricing and occupancy",
    "Personalizing the guest experience",
    "Recovering from seasonal demand swings",
    "Reducing dependence on online travel agencies",
    "Handling guest enquiries around the clock",
    "Recruiting and training seasonal staff",
  ],
  other: [
    "Growing revenue in a competitive market",
    "Improving operational efficiency",
    "Attracting and retaining talent",
    "Making faster data-driven decisions",
    "Improving the customer experience",
    "Managing costs and protecting margins",
  ],
};

export function challengeSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ /g, "_")
    .replace(/[^a-z0-9_]/g, "");
}

/**
 * The texts are in Canadian spelling; these values were slugged from their first (British)
 * wording and stay as they were, for the answers already stored and the report content keyed
 * by them.
 */
const STORED_VALUES: Readonly<Record<string, string>> = {
  personalizing_advice_and_products_at_scale: "personalising_advice_and_products_at_scale",
  modernizing_legacy_core_systems: "modernising_legacy_core_systems",
  forecasting_demand_and_optimizing_inventory: "forecasting_demand_and_optimising_inventory",
  personalizing_the_shopping_experience: "personalising_the_shopping_experience",
  improving_utilization_and_billable_hours: "improving_utilisation_and_billable_hours",
  personalizing_learning_for_every_student: "personalising_learning_for_every_student",
  modernizing_administration_and_student_services:
    "modernising_administration_and_student_services",
  optimizing_pricing_and_occupancy: "optimising_pricing_and_occupancy",
  personalizing_the_guest_experience: "personalising_the_guest_experience",
};

/** The stored value of a challenge's slug: a client may slug the text as it is spelt now. */
export const storedChallengeValue = (slug: string): string => STORED_VALUES[slug] ?? slug;

/** The stored value of a challenge's text. */
export function challengeValue(text: string): string {
  return storedChallengeValue(challengeSlug(text));
}

export interface ChallengeOption {
  value: string;
  label: string;
}

export function challengesFor(industry: string | null | undefined): ChallengeOption[] {
  const texts = challengeTexts[(industry as Industry) ?? "other"] ?? challengeTexts.other;
  return texts.map((label) => ({ value: challengeValue(label), label }));
}

/** Every known challenge slug, with its text: for reports and admin views. */
export const challengeLabels: ReadonlyMap<string, string> = new Map(
  Object.values(challengeTexts)
    .flat()
    .map((text) => [challengeValue(text), text]),
);
