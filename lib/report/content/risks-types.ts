import type { Department, Industry, Perception, Posture } from "@/lib/assessment/options";
import { capitalise, joinWords, possessive } from "@/lib/scoring/wording";
import type { Jurisdiction } from "./jurisdictions";
import type { Priority } from "./types";

/**
 * What a risk rule reads: the company's jurisdiction, sector and answers, already interpreted
 * (built by `riskSignals` in lib/report/builtin/risks.ts). Departments are where the executive
 * expects AI to help most: planned use, never current use.
 */
export interface RiskSignals {
  company: string;
  industry: Industry;
  jurisdiction: Jurisdiction;
  /** The primary market answer ("europe", "global"...) and the office-expansion answers. */
  primaryMarket: string;
  offices: readonly string[];
  focus: readonly Department[];
  /** Labels of the focus departments, in the executive's order. */
  focusLabels: readonly string[];
  posture: Posture;
  postureLabel: string;
  perception: Perception;
  /** The executive's confidence with AI, 1-10. */
  confidence: number;
  /** What the answers say is in use across the organization (the posture and pilots). */
  adoption: "none" | "individual" | "pilots" | "embedded";
  /** The AI tools the executive uses personally, by name. */
  toolLabels: readonly string[];
  hasPolicy: boolean;
  hasPilots: boolean;
  hasBudget: boolean;
  hasSteering: boolean;
  /** Enterprise platforms and systems named, by name ("Microsoft 365", "Procore"). */
  systems: readonly string[];
  /** A customer-facing assistant is planned or present, and what brings it. */
  customerFacing: { because: string } | null;
  /** The company e-mails customers or prospects, and what says so (a clause, no full stop). */
  outreach: { because: string } | null;
  /** Hiring or promotion decisions are among the planned uses, and what says so. */
  peopleDecisions: { because: string } | null;
  /** The chosen challenge about credit decisions, if any. */
  creditChallenge: string | null;
  /** The chosen challenge or words about onboarding, KYC or fraud, if any. */
  amlChallenge: string | null;
  /** A chosen challenge about transaction paperwork (real estate), if any. */
  paperworkChallenge: string | null;
  /** A law or accounting practice, read from the company name and free text. */
  profession: "law" | "accounting" | "law-or-accounting" | null;
  /** For financial services: what kind of institution the name and words suggest. */
  financialKind: "bank" | "credit-union" | "insurer" | "investment" | null;
  /** A public body (school district, health authority, municipality), read from the name. */
  publicBody: boolean;
  /** For schools: independent (true), public (false) or not known (null). */
  independentSchool: boolean | null;
  /** What slows adoption, in the executive's words, when they name data (one line, short). */
  dataFriction: string | null;
  /** The executive ruled out recording people (lib/report/content/constraints.ts): no risk assumes a recording. */
  noRecording: boolean;
}

export interface RiskEntry {
  id: string;
  risk: (s: RiskSignals) => string;
  mitigation: (s: RiskSignals) => string;
  /** One sentence naming the answer, jurisdiction or sector that brings the risk. */
  why: (s: RiskSignals) => string;
  applies: (s: RiskSignals) => boolean;
  impact: (s: RiskSignals) => Priority;
  /** Order among risks of the same impact: higher first. */
  weight: number;
  /** Always kept among the six, whatever else applies (the privacy law, the sector's regulator). */
  essential?: boolean;
  /** A theme of the executive's own words that says the same, and replaces this rule. */
  sameAsTheme?: string;
  /** Used only to bring a report up to three risks. */
  filler?: boolean;
}

/** Sectors whose regulators or data make privacy a first-order risk. */
export const SENSITIVE_SECTORS: readonly Industry[] = [
  "healthcare",
  "financial-services",
  "education",
];

/** The personal information each sector would put into AI tools. */
export const PERSONAL_DATA: Record<Industry, string> = {
  technology: "customer records and support conversations",
  "financial-services": "members' and clients' account, income and identity details",
  healthcare: "patient charts, visit recordings and referral letters",
  manufacturing: "employee, customer and supplier contact records",
  retail: "shoppers' purchase histories and loyalty profiles",
  consulting: "clients' files, correspondence and financial details",
  "real-estate": "buyers' and sellers' identity documents, offers and finances",
  education: "student records, report cards and family contact details",
  "food-services": "staff schedules, payroll details and customer orders",
  "travel-hospitality-tourism": "guests' names, stay dates, preferences and payment details",
  other: "client and employee records",
};

/** Who an AI assistant would answer, by sector. */
export const AUDIENCE: Record<Industry, string> = {
  technology: "customers",
  "financial-services": "members and clients",
  healthcare: "patients",
  manufacturing: "customers",
  retail: "shoppers",
  consulting: "clients",
  "real-estate": "buyers, sellers and tenants",
  education: "students and parents",
  "food-services": "diners",
  "travel-hospitality-tourism": "guests",
  other: "customers",
};

/** The personal information this company would put into AI tools (by sector, and by kind of financial firm). */
export function personalData(s: RiskSignals): string {
  if (s.financialKind === "insurer") return "policyholders' claims, health and identity details";
  if (s.financialKind === "investment") return "clients' portfolios, income and identity details";
  if (s.financialKind === "bank") return "clients' account, income and identity details";
  if (s.profession === "law")
    return "clients' files, privileged correspondence and identity documents";
  if (s.profession === "accounting")
    return "clients' tax returns, ledgers and financial statements";
  if (s.noRecording && s.industry === "healthcare") return "patient charts and referral letters";
  return PERSONAL_DATA[s.industry];
}

/** Who the company serves, for sentences ("guests", "policyholders"). */
export function audienceOf(s: RiskSignals): string {
  if (s.financialKind === "insurer") return "policyholders";
  if (s.financialKind === "bank" || s.financialKind === "investment") return "clients";
  return AUDIENCE[s.industry];
}

export { capitalise, joinWords, possessive };

/** A challenge in the executive's list, quoted as a title. */
export const quoted = (text: string) => `“${text}”`;
