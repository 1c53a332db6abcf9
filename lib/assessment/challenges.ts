import type { Industry } from "./options";

/**
 * Six business challenges per industry (and a general list for 'other'). The stored value
 * is the slug of the text: lower-cased, spaces to underscores, other non-alphanumerics removed.
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
    "Personalising advice and products at scale",
    "Modernising legacy core systems",
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
    "Forecasting demand and optimising inventory",
    "Replacing retiring skilled workers",
    "Lowering energy and material costs",
  ],
  retail: [
    "Forecasting demand and avoiding stockouts",
    "Rising customer acquisition costs",
    "Personalising the shopping experience",
    "Reducing returns and shrinkage",
    "Competing with large online marketplaces",
    "Scheduling staff to match store traffic",
  ],
  consulting: [
    "Winning new clients in a crowded market",
    "Improving utilisation and billable hours",
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
    "Personalising learning for every student",
    "Reducing teacher workload and burnout",
    "Improving enrolment and student retention",
    "Upholding academic integrity as students use AI",
    "Stretching limited budgets and funding",
    "Modernising administration and student services",
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
    "Optimising pricing and occupancy",
    "Personalising the guest experience",
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

export interface ChallengeOption {
  value: string;
  label: string;
}

export function challengesFor(industry: string | null | undefined): ChallengeOption[] {
  const texts = challengeTexts[(industry as Industry) ?? "other"] ?? challengeTexts.other;
  return texts.map((label) => ({ value: challengeSlug(label), label }));
}

/** Every known challenge slug, with its text: for reports and admin views. */
export const challengeLabels: ReadonlyMap<string, string> = new Map(
  Object.values(challengeTexts)
    .flat()
    .map((text) => [challengeSlug(text), text]),
);
