import type { Department, Industry, Perception, Posture } from "@/lib/assessment/options";
import type { Priority } from "./types";

/** The facts about an organisation that decide which AI risks apply and how badly. */
export interface RiskSignals {
  industry: Industry;
  departments: readonly Department[];
  posture: Posture;
  perception: Perception;
  confidence: number;
  /** The executive personally uses at least one AI tool. */
  usesTools: boolean;
  hasPolicy: boolean;
  hasPilots: boolean;
  hasBudget: boolean;
  hasSteering: boolean;
  hasChampions: boolean;
  platformCount: number;
  /** AI will answer customers, patients, guests, students or tenants directly. */
  customerFacing: boolean;
  /** The executive named data as what slows adoption. */
  dataFriction: boolean;
}

export interface RiskEntry {
  id: string;
  risk: string;
  mitigation: string;
  applies: (s: RiskSignals) => boolean;
  impact: (s: RiskSignals) => Priority;
  /** Order among risks of the same impact: higher first. */
  weight: number;
}

const REGULATED: readonly Industry[] = ["healthcare", "financial-services", "education"];
const early = (s: RiskSignals) => s.posture === "fearful" || s.posture === "curious";

export const riskLibrary: readonly RiskEntry[] = [
  {
    id: "shadow-ai",
    risk: 'Staff paste confidential client or company information into unapproved AI tools ("shadow AI") because no policy or approved tool exists.',
    mitigation:
      "Publish a one-page AI use policy within 30 days: approved tools, information that must never be entered, and who to ask. Provide a business-grade assistant so people have a safe alternative.",
    applies: (s) => !s.hasPolicy,
    impact: (s) => (s.usesTools || !early(s) ? "High" : "Medium"),
    weight: 100,
  },
  {
    id: "privacy",
    risk: "AI tools process personal information in ways that breach Canadian privacy law: PIPEDA, British Columbia's Personal Information Protection Act (PIPA), or FIPPA for public bodies.",
    mitigation:
      "Run a privacy impact assessment before any AI tool touches personal information, confirm where each vendor stores and processes data and that it is not used to train their models, and update privacy notices.",
    applies: () => true,
    impact: (s) => (REGULATED.includes(s.industry) ? "High" : "Medium"),
    weight: 90,
  },
  {
    id: "clinical-safety",
    risk: "AI-drafted clinical notes, letters or patient messages contain errors that reach the patient record.",
    mitigation:
      "Require clinician review and sign-off of every AI draft, obtain patient consent for ambient recording, and audit a sample of notes each month.",
    applies: (s) => s.industry === "healthcare",
    impact: () => "High",
    weight: 95,
  },
  {
    id: "model-risk",
    risk: "Credit, fraud or pricing models that cannot be explained, validated or monitored fail regulatory and client scrutiny.",
    mitigation:
      "Keep a model inventory with validation and monitoring in line with OSFI Guideline E-23 for federally regulated institutions, or your provincial regulator's expectations, and require reason codes for decisions that affect clients.",
    applies: (s) => s.industry === "financial-services",
    impact: () => "High",
    weight: 95,
  },
  {
    id: "student-data",
    risk: "Student records or minors' personal information are entered into AI tools that are not approved for student use.",
    mitigation:
      "Approve only tools vetted for student privacy and age requirements, complete privacy impact assessments, and never enter student records into consumer AI tools.",
    applies: (s) => s.industry === "education",
    impact: () => "High",
    weight: 95,
  },
  {
    id: "code-security",
    risk: "Source code, credentials or customer data leak through AI coding and support tools, or AI-written code introduces vulnerabilities.",
    mitigation:
      "Use business plans with data-retention controls, block secrets from prompts, and review AI-generated code with the same standards and security scanning as any other code.",
    applies: (s) => s.industry === "technology",
    impact: () => "High",
    weight: 85,
  },
  {
    id: "inaccurate-answers",
    risk: "AI gives confident but wrong answers. In Moffatt v. Air Canada (2024 BCCRT 149), a BC tribunal held the company responsible for its chatbot's incorrect answer.",
    mitigation:
      "Ground assistants in approved, current sources; keep a person reviewing anything sent to customers until accuracy is measured; make hand-off to a person easy; review a sample of answers weekly.",
    applies: () => true,
    impact: (s) => (s.customerFacing ? "High" : "Medium"),
    weight: 80,
  },
  {
    id: "hiring-bias",
    risk: "AI used in hiring, promotion or performance decisions introduces bias or breaches human-rights obligations.",
    mitigation:
      "Keep a person accountable for every people decision, test tools for adverse impact before use, tell candidates when AI is used, and document the criteria.",
    applies: (s) => s.departments.includes("hr"),
    impact: () => "High",
    weight: 70,
  },
  {
    id: "change-resistance",
    risk: "People fear AI will replace them or doubt it works, so tools are licensed but not used and savings never appear.",
    mitigation:
      "Say plainly what AI will and will not be used for, involve staff in choosing the first use cases, reinvest the time saved visibly, and train people before tools go live.",
    applies: (s) => early(s) || s.perception === "overhyped" || s.perception === "potential_threat",
    impact: (s) => (s.posture === "fearful" || s.perception === "overhyped" ? "High" : "Medium"),
    weight: 75,
  },
  {
    id: "skills-gap",
    risk: "Leaders and teams lack the experience to judge where AI helps, so pilots target the wrong problems or stall.",
    mitigation:
      "Hold a short AI briefing for the leadership team, name a champion in each department, and give hands-on training on approved tools before each pilot starts.",
    applies: (s) => s.confidence <= 6 || !s.hasChampions,
    impact: (s) => (s.confidence <= 3 ? "High" : "Medium"),
    weight: 60,
  },
  {
    id: "pilot-purgatory",
    risk: "Pilots never reach everyday use because no one owns the budget, the decision or the measure of success.",
    mitigation:
      "Give every pilot a business owner, a baseline, a target metric and a 90-day decision date; fund the winners from a dedicated AI budget and stop the rest.",
    applies: (s) => (s.hasPilots && (!s.hasBudget || !s.hasSteering)) || s.posture === "exploring",
    impact: () => "Medium",
    weight: 55,
  },
  {
    id: "data-quality",
    risk: "Scattered or inconsistent data undermines AI results, and teams lose trust after early errors.",
    mitigation:
      "For each use case, name the data it needs, assign an owner and fix those fields first; start where the data is already clean.",
    applies: (s) => s.dataFriction || s.platformCount <= 1,
    impact: (s) => (s.dataFriction ? "High" : "Medium"),
    weight: 50,
  },
  {
    id: "tool-sprawl",
    risk: "Overlapping AI subscriptions across platforms and teams add cost without adding value.",
    mitigation:
      "List the AI features already in your current licences before buying new tools, consolidate on the platforms you own, and review usage before each renewal.",
    applies: (s) => s.platformCount >= 3 || s.departments.length >= 5,
    impact: () => "Medium",
    weight: 40,
  },
  {
    id: "vendor-dependence",
    risk: "Dependence on a single AI vendor or model limits flexibility as prices, terms and capabilities change.",
    mitigation:
      "Keep prompts, data and evaluation tests in your own systems, prefer tools that support more than one model, and negotiate exit and data-return terms.",
    applies: (s) => s.posture === "activating" || s.posture === "championing",
    impact: () => "Low",
    weight: 30,
  },
];
