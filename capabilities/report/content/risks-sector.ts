import { regulatorOf } from "./regulators";
import { usDecisionRules } from "./risks-markets";
import { possessive, quoted, recoversDebts, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Risks a company's sector brings: its regulator's expectations (capabilities/report/content/regulators.ts:
 * a profession's college or order, a bank's OSFI guidelines, a winery's liquor rules), FINTRAC
 * for onboarding and fraud, credit decisions, code security and students.
 */

export const sectorRegulatorRisk: RiskEntry = {
  id: "sector-regulator",
  risk: (s) => regulatorOf(s)!.risk,
  mitigation: (s) => {
    const { name, duty } = regulatorOf(s)!;
    return `Before each pilot starts, check it against the expectations of ${name}: ${duty}.`;
  },
  why: (s) => regulatorOf(s)!.because,
  applies: (s) => regulatorOf(s) !== null,
  impact: () => "High",
  weight: 95,
  essential: true,
};

const LIFE_INSURANCE = /\blife (?:insurance|and health)\b|\bassurances? (?:de personnes|vie)\b/i;

export const fintracRisk: RiskEntry = {
  id: "fintrac",
  risk: (s) =>
    `AI that speeds up ${possessive(s.company)} onboarding or fraud checks lets through what FINTRAC requires to be caught: unverified identities, incomplete records or unreported suspicious transactions.`,
  mitigation: () =>
    "Keep a compliance officer accountable for every know-your-client and suspicious-transaction decision the AI informs, test it on known fraud cases before and after go-live, and keep the records the Proceeds of Crime (Money Laundering) and Terrorist Financing Act requires for at least five years.",
  why: (s) =>
    `You chose ${s.amlChallenge} as a challenge, and banks, credit unions, life insurers, securities dealers and mortgage brokers report to FINTRAC.`,
  // FINTRAC's insurance duties reach life insurers, brokers and agents, never a P&C brokerage.
  applies: (s) =>
    s.industry === "financial-services" &&
    s.amlChallenge !== null &&
    !recoversDebts(s) &&
    (s.financialKind !== "insurance-broker" || LIFE_INSURANCE.test(s.ownWords)),
  impact: () => "High",
  weight: 88,
};

const NO_CREDIT_DECISIONS: readonly RiskSignals["financialKind"][] = [
  "insurance-broker",
  "insurer",
  "investment",
  "mortgage-broker",
];

export const creditDecisionRisk: RiskEntry = {
  id: "credit-decisions",
  risk: (s) =>
    `An AI credit or risk model at ${s.company} declines or prices applicants unfairly, or cannot explain why.`,
  mitigation: (s) =>
    `Keep a lender accountable for every decision, test the model for bias across protected groups before use, and be ready to explain each decision in plain words${s.jurisdiction.province === "QC" ? "; Law 25 also requires telling applicants when a decision is made by automated processing alone and letting them have it reviewed" : ""}.${usDecisionRules(s, "lending")}`,
  why: (s) => `You chose ${quoted(s.creditChallenge ?? "")} as a challenge.`,
  // Only a lender decides credit: a brokerage, insurer or wealth firm declines no applicant for a loan.
  applies: (s) =>
    s.industry === "financial-services" &&
    s.creditChallenge !== null &&
    !recoversDebts(s) &&
    !NO_CREDIT_DECISIONS.includes(s.financialKind!),
  impact: () => "High",
  weight: 78,
};

export const codeSecurityRisk: RiskEntry = {
  id: "code-security",
  risk: (s) =>
    `Source code, credentials or customer data leak from ${s.company} through AI coding and support tools, or AI-written code ships with vulnerabilities.`,
  mitigation: (s) =>
    `Use business plans with data-retention controls, keep secrets out of prompts with a scanner${s.systems.includes("GitHub") ? " on GitHub" : ""}, and review AI-written code with the same standards and security tests as any other.`,
  why: (s) =>
    `${s.company} builds software, so its code and its customers' data are the assets at stake.`,
  // A managed IT provider builds no product: its clients' credentials are its own risk (regulators-trades.ts).
  // Nor does a kind the option's usual software business is not (a telecom: neutral-profiles.ts).
  applies: (s) =>
    s.industry === "technology" && !s.professions.includes("managed-it") && !s.otherKind,
  impact: () => "High",
  weight: 86,
};

/** Schools the answers show teach minors; any other education business is held to its assessment. */
const postSecondary = (s: RiskSignals) =>
  !s.k12 || /\b(college|university|polytechnic|institute)\b/i.test(s.company);

export const studentRisk: RiskEntry = {
  id: "students",
  risk: (s) =>
    postSecondary(s)
      ? `AI used to grade work or flag misconduct at ${s.company} treats students unfairly, and decisions cannot be explained.`
      : `Students at ${s.company} younger than a tool's minimum age use AI tools the school has not approved, or their records are entered into them.`,
  mitigation: (s) =>
    postSecondary(s)
      ? "Keep an instructor accountable for every grade and misconduct finding, never rely on AI detectors alone, and publish which uses of AI are allowed in each course."
      : "Approve a short list of tools vetted for student use, check each one's age terms against your grades (many set 13 as the minimum, with parental consent below 18), get parental consent where they require it, and keep student records out of consumer accounts.",
  why: (s) =>
    postSecondary(s)
      ? `${s.company} assesses students, and AI in assessment is where fairness complaints start.`
      : `${s.company} teaches minors, and many AI tools set minimum ages in their terms.`,
  // A child care centre or a museum under Education assesses no students (neutral-profiles.ts).
  applies: (s) => s.industry === "education" && !s.otherKind,
  impact: () => "High",
  weight: 93,
};
