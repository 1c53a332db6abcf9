import type { Department, Industry, Perception, Posture } from "@/model/assessment/options";
import { capitalise, joinWords, possessive } from "@/model/scoring/wording";
import type { Jurisdiction, ProvinceCode } from "./jurisdictions";
import type { FinancialKind, SectorWords } from "./sector-words";
import type { Priority, Profession } from "./types";

/**
 * What a risk rule reads: the company's jurisdiction, sector and answers, already interpreted
 * (built by `riskSignals` in capabilities/report/builtin/risks.ts). Departments are where the executive
 * expects AI to help most: planned use, never current use.
 */
export interface RiskSignals {
  company: string;
  /** What the summary calls the company ("an architecture firm"): its kind, by the strongest answer. */
  companyNoun: string;
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
  /** When the AI use policy is due, as a mitigation says it: "this week" (content/phases.ts). */
  policyDue: string;
  /** The AI tools the executive uses personally, by name. */
  toolLabels: readonly string[];
  /** The ticked tools the words show stopped or dropped at work: nobody's account now. */
  endedTools?: readonly string[];
  /** The executive's own use, to them: "You use ChatGPT yourself", "You have tried ChatGPT"; null with none. */
  ownUse: string | null;
  /** The safe practice the executive states for a tool in use ("always with no client or patient names in it"), quoted, with the tools it names. */
  safeUse: { quote: string; tools: string[] } | null;
  /** The executive's words saying personal or client data already went into an AI tool, quoted; else null. */
  dataIncident?: string | null;
  /** The executive's words saying client or staff data already left the company another way (a list emailed to a personal account), quoted; else null. */
  dataLeak?: string | null;
  /** The company's own Copilot (Copilot Chat or paid seats) is in place: no one's personal account. */
  workCopilot: boolean;
  /** The one assistant the brief sanctions (builtin/shared.ts `approvedAssistant`). */
  assistant: string;
  hasPolicy: boolean;
  hasPilots: boolean;
  hasBudget: boolean;
  hasSteering: boolean;
  /** Enterprise platforms and systems named, by name ("Microsoft 365", "Procore"). */
  systems: readonly string[];
  /** A customer-facing assistant is planned or present, and what brings it. */
  customerFacing: { because: string } | null;
  /** The company e-mails customers or prospects, and what says so (a clause, no full stop). */
  /**
   * Commercial e-mail is in view; `sent` when a recommended tool or the executive's words send
   * it (builtin/tool-regimes.ts), so CASL is kept among the risks.
   */
  outreach: { because: string; sent?: boolean } | null;
  /**
   * Card payments are taken and a recommended tool or a pilot works where customers give card
   * details (builtin/tool-regimes.ts); absent where only the answers are read.
   */
  cardPayments?: { because: string; numbersTaken?: boolean } | null;
  /** Hiring or promotion decisions are among the planned uses, and what says so. */
  peopleDecisions: { because: string } | null;
  /** The chosen challenge about credit decisions, if any. */
  creditChallenge: string | null;
  /** The chosen challenge or words about onboarding, KYC or fraud, if any. */
  amlChallenge: string | null;
  /** A chosen challenge about transaction paperwork (real estate), if any. */
  paperworkChallenge: string | null;
  /**
   * The professions whose regulators govern the company, strongest evidence first
   * (capabilities/report/builtin/professions.ts `governingProfessions`): a dental practice, a bank.
   */
  professions: readonly Profession[];
  /** What shows each of them, completing "shown by …" ("its name", "its use of Dentrix"). */
  shownBy: Partial<Record<Profession, string>>;
  /**
   * Federally regulated (the first profession is a bank, telecom or airline, or a carrier the
   * answers show crossing a provincial or national border): PIPEDA in every province.
   */
  federal: boolean;
  /** What shows the company operating beyond one province ("other provinces, where you plan to operate or expand"), or null. */
  crossesBorders: string | null;
  /** Its work crosses into the United States: US offices or markets, or its own words ("runs to Washington", "cross-border"). */
  intoUnitedStates: boolean;
  /** Where the executive's own words say the company works or reaches beyond its head office. */
  reaches: PlacesReached;
  /** A professional partnership (LLP) whose profession the answers do not show. */
  partnership: boolean;
  /** For financial services: the kind of institution the answers show or the name suggests. */
  financialKind: "bank" | "credit-union" | FinancialKind | null;
  /** The sector's words for this company (capabilities/report/content/sector-words.ts). */
  words: SectorWords;
  /**
   * The company's name and every free-text answer as written, constraints included, for rules
   * that depend on what the company says it serves (condominiums or rentals, municipal clients).
   */
  ownWords: string;
  /** The material a stated rule keeps out of every AI tool ("donor information"), if any. */
  keptFromAi?: string;
  /**
   * The fewest and most staff the answers allow (the stated headcount, else the employee band),
   * and how a sentence says it ("1 – 10 employees", "38 employees").
   */
  headcount: { min: number; max: number; said: string };
  /** The executive's own words about shipping or delivering to customers, quoted, or null. */
  shipping: string | null;
  /** A public body (school district, health authority, municipality), read from the name. */
  publicBody: boolean;
  /** For schools: independent (true), public (false) or not known (null). */
  independentSchool: boolean | null;
  /** Under Healthcare, the answers show a clinic that sees patients (settings-shown.ts). */
  clinic: boolean;
  /** Under Education, the answers show a K-12 school that teaches minors (settings-shown.ts). */
  k12: boolean;
  /**
   * The answers show a kind of business the industry option's own words were not written for
   * and that has no words of its own (a law firm under Consulting, a home builder under Real
   * Estate: neutral-profiles.ts): the option's usual business's regulator and risks do not apply.
   */
  otherKind: boolean;
  /**
   * What slows adoption, in the executive's words, when they name the quality, scattering or
   * reach of their data (the sentence that says so, quoted): never a rule about confidentiality
   * or ownership, which has risks of its own.
   */
  dataFriction: string | null;
  /** A rule that confidential client material stays out of AI tools, quoted; drawings among it. */
  confidential: {
    quote: string;
    onSite: boolean;
    /** The clients forbid clouds they have not approved: the material stays off those. */
    cloud: boolean;
    drawings: boolean;
    code: boolean;
    /** The rule keeps the material out of public, free or personal tools: "public", "free or personal". */
    toolKinds: string | null;
    /** What the rule keeps out, as its subject names it ("unpublished sequence data…"). */
    material: string | null;
    /** Who audits the rule ("its pharma partners"). */
    auditors: string | null;
    /** The system the rule keeps the material in ("Tessitura"), where one is named. */
    system?: string | null;
  } | null;
  /** A rule that the data stays its owners' ("members' farm data must stay theirs"), quoted. */
  dataOwnership: { quote: string; owners: string } | null;
  /** A residency rule and the AI tools in use it reaches (ChatGPT Team, Claude), quoted. */
  residencyInUse: {
    quote: string;
    tools: string;
    /** A rule the executive already set on these tools, as written: kept and checked, never written again. */
    ruleSet: string | null;
  } | null;
  /** A rule that AI output goes into safety-critical work only once signed off, quoted. */
  safetySignoff: { quote: string; signer: string } | null;
  /** A rule that every tool works in a language ("French"), quoted, with where it applies. */
  language: { quote: string; language: string; scope: string | null } | null;
  /** The executive ruled out recording people (capabilities/report/content/constraints.ts): no risk assumes a recording. */
  noRecording: boolean;
  /** The executive ruled out cameras ("aucune caméra IA dans les cabines"): no risk speaks of camera data. */
  noCameras: boolean;
  /** A stated rule keeps planning loads, routes or schedules with people: no AI plan is made. */
  peoplePlan: boolean;
}

/** Places the executive's words say the company hauls, ships, sells, hires or has customers in (builtin/places-reached.ts). */
export interface PlacesReached {
  /** Provinces other than the head office's, in the order written. */
  provinces: readonly ProvinceCode[];
  /** The United States, or a place in it, is among them. */
  unitedStates: boolean;
  /** Every place reached, as written ("Alberta", "Washington", "Denver", "NYC"). */
  places: readonly string[];
  /** The executive's sentence naming the first place reached, on one line; null with none. */
  quote: string | null;
  /** The executive's sentence naming the EU, Europe or a member state as reached; null with none. */
  europe: string | null;
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

/** The personal information this company would put into AI tools (none recorded where recording is ruled out). */
export function personalData(s: RiskSignals): string {
  return s.noRecording
    ? s.words.personalData.replace(/, visit recordings/, "")
    : s.words.personalData;
}

/** Who the company serves, for sentences ("guests", "policyholders"). */
export const audienceOf = (s: RiskSignals) => s.words.audience;

export { capitalise, joinWords, possessive };

/** A challenge in the executive's list, quoted as a title. */
export const quoted = (text: string) => `“${text}”`;

/** The executive's first sentence with these words, as written (long ones cut at a word), or null. */
export function sentenceWith(text: string, words: RegExp): string | null {
  const sentence = text.split(/(?<=[.!?])\s+|\n+/).find((s) => words.test(s));
  if (!sentence) return null;
  const clean = sentence.trim().replace(/[.!?]+$/, "");
  return clean.length > 180 ? `${clean.slice(0, 180).replace(/\s+\S*$/, "")}…` : clean;
}

/**
 * A collection agency entered under Financial Services lends nothing, decides no credit and
 * reports nothing to FINTRAC: its "credit and risk decisions" are which accounts to work first.
 */
export const recoversDebts = (s: RiskSignals) => s.professions.includes("collection-agency");
