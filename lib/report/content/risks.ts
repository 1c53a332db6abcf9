import type { Department, Industry, Perception, Posture } from "@/lib/assessment/options";
import type { Jurisdiction, Province } from "./jurisdictions";
import type { Priority } from "./types";

/**
 * AI risks as rules: each applies through the company's jurisdiction, sector or answers, and
 * says why it applies to them. Laws are named as the report's date finds them: no federal AI
 * statute is in force in Canada (the Artificial Intelligence and Data Act, part of Bill C-27,
 * died on the Order Paper when Parliament was prorogued in January 2025).
 */
export interface RiskSignals {
  company: string;
  industry: Industry;
  industryLabel: string;
  jurisdiction: Jurisdiction;
  /** Where the executive expects AI to help most: planned use, not current use. */
  focus: readonly Department[];
  posture: Posture;
  perception: Perception;
  confidence: number;
  /** Evidence of AI use beyond the executive: individuals, pilots or everyday work. */
  organisationUses: boolean;
  usesTools: boolean;
  hasPolicy: boolean;
  hasPilots: boolean;
  hasBudget: boolean;
  hasSteering: boolean;
  hasChampions: boolean;
  platformCount: number;
  /** AI answering customers, patients, guests or tenants is present or planned. */
  customerFacingAi: boolean;
  /** The company e-mails customers or prospects: B2C, sales or marketing focus, a CRM. */
  emailsCustomers: boolean;
  /** A law or accounting practice, read from the company name and free text. */
  profession: "law" | "accounting" | null;
  /** The executive named data as what slows adoption. */
  dataFriction: boolean;
  /** Hiring or credit decisions are among the planned uses. */
  peopleDecisions: boolean;
}

export interface RiskEntry {
  id: string;
  risk: (s: RiskSignals) => string;
  mitigation: (s: RiskSignals) => string;
  why: (s: RiskSignals) => string;
  applies: (s: RiskSignals) => boolean;
  impact: (s: RiskSignals) => Priority;
  /** Order among risks of the same impact: higher first. */
  weight: number;
}

const PRIVACY_LAW: Record<Province, string> = {
  BC: "British Columbia's Personal Information Protection Act (PIPA)",
  AB: "Alberta's Personal Information Protection Act (PIPA)",
  QC: "Quebec's Law 25 (the private-sector privacy act as amended), with its duties to assess transfers outside Quebec and to tell people about automated decisions",
  ON: "the federal PIPEDA (Ontario has no general private-sector privacy act)",
  SK: "the federal PIPEDA",
  MB: "the federal PIPEDA",
  NS: "the federal PIPEDA",
  NB: "the federal PIPEDA",
  NL: "the federal PIPEDA",
  PE: "the federal PIPEDA",
  Territories: "the federal PIPEDA",
};

const REGULATED: readonly Industry[] = ["healthcare", "financial-services", "education"];
const early = (s: RiskSignals) => s.posture === "fearful" || s.posture === "curious";

function privacyLaw(s: RiskSignals): string {
  const law = s.jurisdiction.province ? PRIVACY_LAW[s.jurisdiction.province] : "PIPEDA";
  if (s.industry === "education" && s.jurisdiction.province === "BC")
    return `${law} for an independent school, or FIPPA for a public board`;
  return law;
}

function sectorRegulator(s: RiskSignals): { name: string; duty: string } | null {
  const bc = s.jurisdiction.province === "BC";
  const ab = s.jurisdiction.province === "AB";
  switch (s.industry) {
    case "financial-services":
      return {
        name: "OSFI Guideline E-23 on model risk (for federally regulated institutions) or BCFSA and your provincial regulator, and FINTRAC for identity and anti-money-laundering checks",
        duty: "validate and monitor any model that affects members' or clients' money, and keep identity checks FINTRAC-compliant when AI speeds them up",
      };
    case "real-estate":
      return {
        name: bc
          ? "the BC Financial Services Authority (BCFSA)"
          : ab
            ? "the Real Estate Council of Alberta (RECA)"
            : "your provincial real estate regulator",
        duty: "keep every AI-written listing and advertisement accurate and every client's information within the licensee's duties",
      };
    case "healthcare":
      return {
        name: bc
          ? "the College of Physicians and Surgeons of BC"
          : ab
            ? "the College of Physicians and Surgeons of Alberta"
            : "your provincial college of physicians",
        duty: "keep the physician accountable for every AI-drafted note, obtain consent for ambient recording, and keep records complete",
      };
    default:
      if (s.profession === "law")
        return {
          name: bc
            ? "the Law Society of British Columbia's guidance on generative AI"
            : "your law society's guidance on generative AI",
          duty: "protect privilege and confidentiality, supervise AI output like a junior's work, and be candid with clients about its use",
        };
      if (s.profession === "accounting")
        return {
          name: bc ? "CPABC's Code of Professional Conduct" : "your provincial CPA code of conduct",
          duty: "keep client information confidential and apply the same professional scepticism to AI output as to any other evidence",
        };
      return null;
  }
}

export const riskLibrary: readonly RiskEntry[] = [
  {
    id: "shadow-ai",
    risk: (s) =>
      `People at ${s.company} use AI without a policy, so confidential client or company information can end up in personal accounts ("shadow AI").`,
    mitigation: () =>
      "Publish a one-page AI use policy within 30 days (approved tools, information that must never be entered, who to ask) and provide a business-grade assistant so people have a safe alternative.",
    why: (s) =>
      s.organisationUses
        ? `People at ${s.company} already use AI, and no written policy covers it.`
        : "The executive uses AI tools personally and no written policy covers the company's information.",
    applies: (s) => !s.hasPolicy && (s.organisationUses || s.usesTools),
    impact: (s) => (s.organisationUses ? "High" : "Medium"),
    weight: 100,
  },
  {
    id: "privacy",
    risk: (s) =>
      `AI tools handle personal information of ${s.company}'s clients or staff in ways ${privacyLaw(s)} does not allow.`,
    mitigation: (s) =>
      `Complete a privacy impact assessment before any AI tool touches personal information, confirm where each vendor stores it and that it is not used for training, and update the privacy notice. For ${s.company} these provincial and federal privacy acts are the rules that apply today: no federal AI statute is in force, the Artificial Intelligence and Data Act having died on the Order Paper in January 2025.`,
    why: (s) =>
      s.jurisdiction.province
        ? `Head office in ${s.jurisdiction.label}, so ${privacyLaw(s)} governs the personal information ${s.company} holds.`
        : `The head office (${s.jurisdiction.label}) could not be matched to a province, so PIPEDA is the baseline until it is confirmed.`,
    applies: () => true,
    impact: (s) => (REGULATED.includes(s.industry) ? "High" : "Medium"),
    weight: 90,
  },
  {
    id: "sector-regulator",
    risk: (s) => `AI use at ${s.company} falls short of what ${sectorRegulator(s)!.name} expects.`,
    mitigation: (s) =>
      `Before each pilot, check it against that guidance: ${sectorRegulator(s)!.duty}.`,
    why: (s) =>
      s.profession
        ? `${s.company} is ${s.profession === "law" ? "a law practice" : "an accounting practice"}, bound by its professional body's rules.`
        : `${s.company} works in ${s.industryLabel.toLowerCase()}, a regulated sector.`,
    applies: (s) => sectorRegulator(s) !== null,
    impact: () => "High",
    weight: 95,
  },
  {
    id: "eu-ai-act",
    risk: (s) =>
      `${s.company}'s AI features or AI-assisted decisions for European customers fall under the EU AI Act and the GDPR.`,
    mitigation: () =>
      "Map each AI use that touches European customers to the AI Act's risk classes (obligations phase in from 2025 to 2027), keep the documentation the high-risk classes need, and review data transfers under the GDPR.",
    why: (s) =>
      `${s.company} sells ${s.jurisdiction.sellsInUnitedStates ? "internationally, Europe included" : "into Europe"}.`,
    applies: (s) => s.jurisdiction.sellsInEurope,
    impact: (s) => (s.industry === "technology" ? "High" : "Medium"),
    weight: 85,
  },
  {
    id: "casl",
    risk: (s) =>
      `AI-written or AI-personalised e-mails from ${s.company} reach people without the consent Canada's Anti-Spam Legislation (CASL) requires.`,
    mitigation: () =>
      "Send AI-drafted campaigns only to contacts with recorded consent, keep the sender identification and unsubscribe in every message, and have a person approve each campaign.",
    why: (s) =>
      `${s.company} markets to ${s.focus.includes("marketing") || s.focus.includes("sales") ? "prospects and customers, where AI is expected to help most" : "customers directly"}.`,
    applies: (s) => s.emailsCustomers,
    impact: () => "Medium",
    weight: 65,
  },
  {
    id: "clinical-safety",
    risk: () =>
      "AI-drafted clinical notes, letters or patient messages contain errors that reach the patient record.",
    mitigation: () =>
      "Require clinician review and sign-off of every AI draft, obtain patient consent for ambient recording, and audit a sample of notes each month.",
    why: (s) =>
      `${s.company} provides health care, where a documentation error can harm a patient.`,
    applies: (s) => s.industry === "healthcare",
    impact: () => "High",
    weight: 94,
  },
  {
    id: "student-data",
    risk: () =>
      "Student records or minors' personal information are entered into AI tools that are not approved for student use.",
    mitigation: () =>
      "Approve only tools vetted for student privacy and age requirements, complete privacy impact assessments, and never enter student records into consumer AI tools.",
    why: (s) => `${s.company} holds the personal information of minors.`,
    applies: (s) => s.industry === "education",
    impact: () => "High",
    weight: 94,
  },
  {
    id: "code-security",
    risk: () =>
      "Source code, credentials or customer data leak through AI coding and support tools, or AI-written code introduces vulnerabilities.",
    mitigation: () =>
      "Use business plans with data-retention controls, block secrets from prompts, and review AI-generated code with the same standards and security scanning as any other code.",
    why: (s) =>
      `${s.company} builds software, so its code and its customers' data are the assets at stake.`,
    applies: (s) => s.industry === "technology",
    impact: () => "High",
    weight: 85,
  },
  {
    id: "customer-facing-answers",
    risk: (s) =>
      `An AI assistant gives ${s.company}'s customers a confident but wrong answer, and the company is held to it, as Air Canada was in Moffatt v. Air Canada (2024 BCCRT 149).`,
    mitigation: () =>
      "Ground the assistant in approved, current answers, keep a person reviewing replies until accuracy is measured, make hand-off to a person easy, and review a sample of answers weekly.",
    why: () => "AI answering customers directly is among the uses planned or already running.",
    applies: (s) => s.customerFacingAi,
    impact: () => "High",
    weight: 80,
  },
  {
    id: "people-decisions",
    risk: () =>
      "AI used in hiring, promotion or performance decisions introduces bias or breaches human-rights obligations.",
    mitigation: (s) =>
      `Keep a person accountable for every people decision, test tools for adverse impact before use, and tell candidates when AI is used${s.jurisdiction.sellsInUnitedStates ? "; US hiring brings rules such as New York City's Local Law 144 on automated employment decisions" : ""}.`,
    why: (s) => `Hiring and people processes are where ${s.company} expects AI to help.`,
    applies: (s) => s.peopleDecisions,
    impact: () => "High",
    weight: 70,
  },
  {
    id: "change-resistance",
    risk: (s) =>
      `People at ${s.company} fear AI will replace them or doubt it works, so tools are licensed but not used and savings never appear.`,
    mitigation: () =>
      "Say plainly what AI will and will not be used for, involve staff in choosing the first use cases, reinvest the time saved visibly, and train people before tools go live.",
    why: (s) =>
      s.posture === "fearful"
        ? "The organisation's posture toward AI is fearful."
        : s.perception === "overhyped"
          ? "The executive sees AI as mostly overhyped, and sponsorship follows the top."
          : "The organisation is curious but has tried little, so early results will shape opinion.",
    applies: (s) => early(s) || s.perception === "overhyped",
    impact: (s) => (s.posture === "fearful" || s.perception === "overhyped" ? "High" : "Medium"),
    weight: 75,
  },
  {
    id: "pilot-purgatory",
    risk: () =>
      "Pilots never reach everyday use because no one owns the budget, the decision or the measure of success.",
    mitigation: () =>
      "Give every pilot a business owner, a baseline, a target metric and a 90-day decision date; fund the winners from a dedicated AI budget and stop the rest.",
    why: (s) =>
      s.hasPilots
        ? `Pilots run at ${s.company} without ${!s.hasBudget ? "a dedicated budget" : "a steering group to decide on them"}.`
        : "Individuals experiment with AI, but no one decides what becomes everyday work.",
    applies: (s) => (s.hasPilots && (!s.hasBudget || !s.hasSteering)) || s.posture === "exploring",
    impact: () => "Medium",
    weight: 55,
  },
  {
    id: "data-quality",
    risk: () =>
      "Scattered or inconsistent data undermines AI results, and teams lose trust after early errors.",
    mitigation: () =>
      "For each use case, name the data it needs, assign an owner and fix those fields first; start where the data is already clean.",
    why: (s) =>
      s.dataFriction
        ? "The executive names data as what slows AI adoption."
        : "Few core systems were named, so the data AI needs is likely spread across files.",
    applies: (s) => s.dataFriction || s.platformCount === 0,
    impact: (s) => (s.dataFriction ? "High" : "Medium"),
    weight: 50,
  },
  {
    id: "vendor-dependence",
    risk: () =>
      "Dependence on a single AI vendor or model limits flexibility as prices, terms and capabilities change.",
    mitigation: () =>
      "Keep prompts, data and evaluation tests in your own systems, prefer tools that support more than one model, and negotiate exit and data-return terms.",
    why: (s) => `AI is moving into ${s.company}'s everyday work, where switching costs grow.`,
    applies: (s) => s.posture === "activating" || s.posture === "championing",
    impact: () => "Low",
    weight: 30,
  },
];
