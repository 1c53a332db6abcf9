/**
 * The organisations of thousands of staff whose published cases a landscape quotes (issue 34):
 * to a firm under 200 staff such a case is a far larger company's, labelled so and placed after
 * the cases nearest its scale, never read as "a company like yours" (a 16-person lab is no
 * Moderna). Every published case a landscape quotes is either one of these or no company's own
 * practice (a study, a ruling, a regulation, a peer of small scale): enterprise-cases.test.ts
 * holds every new case to that choice.
 */
const ENTERPRISES = [
  "Allen & Overy",
  "Amazon",
  "American Airlines",
  "Audi",
  "Auburn Community Hospital",
  "Aviva",
  "Booking\\.com",
  "Carlsberg",
  "DeepMind",
  "Georgia State University",
  "Google",
  "IKEA",
  "JPMorgan",
  "Kids Help Phone",
  "Klarna",
  "Lumen",
  "Mastercard",
  "McDonald's",
  "McKinsey",
  "Microsoft",
  "Milan Supply Chain Solutions",
  "Moderna",
  "Morgan Stanley",
  "Morrisons",
  "Netflix",
  "NHS",
  "Pak'nSave",
  "Pernod Ricard",
  "PwC",
  "Siemens",
  "Starbucks",
  "The Permanente",
  "The Trevor Project",
  "UPS",
  "Unilever",
  "Walmart",
  "Wendy's",
  "Woodside Energy",
  "WSP",
  "Zillow",
];

/** A published case from one of the organisations above. */
export const ENTERPRISE_CASE = new RegExp(`\\b(?:${ENTERPRISES.join("|")})\\b`);
