import type { ProvinceCode } from "./jurisdictions";
import { usDecisionRules } from "./risks-markets";
import { possessive, quoted, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * The regulators a company's sector and province bring, named as they are: OSFI's Guideline
 * E-23 only for federally regulated institutions (in effect May 2027, AI models included),
 * BCFSA for BC credit unions, insurers and real estate licensees, the colleges of physicians,
 * the law societies and CPA bodies. Where the answers cannot tell (a bank or a provincial
 * credit union?), the sentence says which applies to which.
 */

export interface Regulator {
  /** The regulator or its rules, as the sentences name it. */
  name: string;
  /** What could go wrong under it, in this sector's terms. */
  risk: string;
  /** What it expects of AI use, for the mitigation. */
  duty: string;
  /** Why it governs this company, for the "why" sentence. */
  because: string;
}

const E23 =
  "OSFI's Guideline E-23 on model risk management, which applies to federally regulated institutions from May 2027 and covers AI models explicitly";

const FINANCIAL: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Financial Services Authority (BCFSA)",
  ON: "the Financial Services Regulatory Authority of Ontario (FSRA)",
  QC: "the Autorité des marchés financiers (AMF)",
};
const SECURITIES: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Securities Commission",
  AB: "the Alberta Securities Commission",
  ON: "the Ontario Securities Commission",
  QC: "the Autorité des marchés financiers (AMF)",
  SK: "the Financial and Consumer Affairs Authority of Saskatchewan",
  MB: "the Manitoba Securities Commission",
  NB: "the Financial and Consumer Services Commission",
  NS: "the Nova Scotia Securities Commission",
};
const REAL_ESTATE: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Financial Services Authority (BCFSA)",
  AB: "the Real Estate Council of Alberta (RECA)",
  ON: "the Real Estate Council of Ontario (RECO)",
  QC: "the Organisme d'autoréglementation du courtage immobilier du Québec (OACIQ)",
};
const LAW_SOCIETY: Partial<Record<ProvinceCode, { body: string; rules: string }>> = {
  BC: { body: "the Law Society of British Columbia", rules: "guidance on generative AI" },
  AB: { body: "the Law Society of Alberta", rules: "guidance on generative AI" },
  SK: { body: "the Law Society of Saskatchewan", rules: "guidance on generative AI" },
  MB: { body: "the Law Society of Manitoba", rules: "guidance on generative AI" },
  ON: { body: "the Law Society of Ontario", rules: "white paper on generative AI" },
  QC: { body: "the Barreau du Québec", rules: "code of ethics" },
};
const CPA: Partial<Record<ProvinceCode, string>> = {
  BC: "CPABC's Code of Professional Conduct",
  AB: "CPA Alberta's Rules of Professional Conduct",
  ON: "CPA Ontario's Code of Professional Conduct",
  QC: "the Ordre des CPA du Québec's code of ethics",
};

const provinceOf = (s: RiskSignals) => s.jurisdiction.province;
const inPlace = (s: RiskSignals) => s.jurisdiction.inLabel;

function college(s: RiskSignals): string {
  const p = provinceOf(s);
  if (p === "BC") return "the College of Physicians and Surgeons of BC (CPSBC)";
  if (p === "AB") return "the College of Physicians & Surgeons of Alberta (CPSA)";
  if (p === "ON") return "the College of Physicians and Surgeons of Ontario (CPSO)";
  if (p === "QC") return "the Collège des médecins du Québec";
  if (p && !["YT", "NT", "NU"].includes(p))
    return `the College of Physicians and Surgeons of ${s.jurisdiction.provinceName}`;
  return "your physicians' licensing college";
}

/** What the firm's AI models would decide, from its challenges. */
function modelUse(s: RiskSignals): string {
  if (s.creditChallenge) return "credit and risk decisions";
  if (s.amlChallenge) return "fraud and onboarding checks";
  return s.financialKind === "insurer" ? "underwriting and claims" : "client and pricing decisions";
}

function financialRegulator(s: RiskSignals): Regulator {
  const p = provinceOf(s);
  const provincial = (p && FINANCIAL[p]) ?? "your provincial regulator";
  const duty =
    "keep an inventory of every model and AI tool, rate each by its effect on clients' money, validate the material ones before use and monitor them after";
  const base = (name: string, because: string): Regulator => ({
    name,
    risk: `AI models that ${s.company} relies on for ${modelUse(s)} are not inventoried, validated and monitored as ${name.replace(/,.*$/, "")} expects.`,
    duty,
    because,
  });
  switch (s.financialKind) {
    case "bank":
      return base(E23, `${s.company} reads as a bank, and banks are federally regulated by OSFI.`);
    case "credit-union":
      return base(
        `${provincial}, which supervises provincially chartered credit unions, and ${E23}`,
        `${s.company} reads as a credit union ${inPlace(s)}, supervised by ${provincial} unless it is federally chartered, in which case OSFI applies.`,
      );
    case "insurer":
      return base(
        `${provincial}, for insurers incorporated ${p ? `in ${s.jurisdiction.provinceName}` : "provincially"}, and ${E23}`,
        `${s.company} reads as an insurer ${inPlace(s)}, answerable to ${provincial} or, if federally regulated, to OSFI.`,
      );
    case "investment": {
      const name = `${(p && SECURITIES[p]) ?? "your provincial securities regulator"} and the Canadian Investment Regulatory Organization (CIRO)`;
      return {
        name,
        risk: `AI-drafted recommendations at ${s.company} reach clients without the know-your-client and suitability checks ${name} expect of registered advisers.`,
        duty: "keep know-your-client and suitability decisions with registered advisers, not the model, and keep records of how AI shaped each recommendation",
        because: `${s.company} reads as an investment or wealth firm, registered with its securities regulator.`,
      };
    }
    default:
      return base(
        `${E23} if ${s.company} is federally regulated, or ${provincial} if it is provincially regulated`,
        `${s.company} works in financial services ${inPlace(s)}, a regulated sector.`,
      );
  }
}

function professionalBody(s: RiskSignals): Regulator {
  const p = provinceOf(s);
  const society = (p && LAW_SOCIETY[p]) ?? {
    body: "your law society",
    rules: "rules of professional conduct",
  };
  const lawName = `${society.body}'s ${society.rules}`;
  const cpa = (p && CPA[p]) ?? "your provincial CPA body's code of conduct";
  if (s.profession === "law")
    return {
      name: lawName,
      risk: `Privileged client material goes into an AI tool, or an AI-drafted document cites cases that do not exist, against the duties of confidentiality and competence in ${lawName}.`,
      duty: `protect privilege and confidentiality, check every citation and statement of law yourself (in Zhang v. Chen, 2024 BCSC 285, a lawyer was ordered to pay costs personally after citing cases an AI had invented), supervise AI output as you would a junior's, and tell clients how AI is used on their files`,
      because: `${s.company} is a law practice ${inPlace(s)}, bound by ${society.body}'s rules.`,
    };
  if (s.profession === "accounting")
    return {
      name: cpa,
      risk: `Client financial records go into AI tools outside ${possessive(s.company)} control, or unchecked AI output enters working papers, against the confidentiality and due-care duties of ${cpa}.`,
      duty: "keep client information in tools under contract and out of personal accounts, document in the working papers how AI output was checked, and apply the same professional scepticism to it as to any other evidence",
      because: `${s.company} is an accounting practice ${inPlace(s)}, bound by ${cpa}.`,
    };
  return {
    name: `${society.body}'s rules or ${cpa}, whichever governs your partners`,
    risk: `Client confidences go into AI tools, or unchecked AI output reaches a client, against the professional rules ${possessive(s.company)} partners are bound by.`,
    duty: "protect client confidentiality, supervise and check AI output as you would a junior's work, and tell clients how AI is used on their files",
    because: `${s.company} is a professional partnership (LLP) whose partners answer to their professional body.`,
  };
}

/** The sector's regulator for this company, or null when its sector has none special. */
export function regulatorOf(s: RiskSignals): Regulator | null {
  const p = provinceOf(s);
  if (s.profession) return professionalBody(s);
  switch (s.industry) {
    case "financial-services":
      return financialRegulator(s);
    case "real-estate": {
      const name = (p && REAL_ESTATE[p]) ?? "your provincial real estate regulator";
      return {
        name,
        risk: `An AI-written listing or advertisement from ${s.company} misstates a property, or a client's details go into an unapproved tool, and ${name} holds the licensee responsible.`,
        duty: `have the licensee check every AI-drafted listing and advertisement against the property's facts before it is published, and keep offers and identity documents out of unapproved tools${s.paperworkChallenge ? "; brokerages are also FINTRAC reporting entities, so identity checks and records must stay complete however AI speeds up the paperwork" : ""}`,
        because: `${s.company} is a real estate business ${inPlace(s)}, where ${name} licenses brokerages and their agents.`,
      };
    }
    case "healthcare":
      if (s.noRecording)
        return {
          name: college(s),
          risk: `An AI-drafted note or letter with an error reaches a chart at ${s.company}, or patient information goes into a tool without an agreement, against the standards of ${college(s)}.`,
          duty: `keep visits unrecorded, as ${s.company} requires, have the physician review and sign every AI-drafted note and letter, and use drafting tools only under an agreement that says where patient information is kept and when it is deleted${s.customerFacing ? ", and hold AI that answers patients to the college's expectations for virtual care" : ""}`,
          because: `${s.company} provides health care ${inPlace(s)}, where ${college(s)} sets physicians' standards for records, consent and virtual care.`,
        };
      return {
        name: college(s),
        risk: `An AI scribe records a visit at ${s.company} without documented consent, or an AI-drafted note with an error reaches a chart, against the standards of ${college(s)}.`,
        duty: `get and document each patient's consent before an ambient scribe records a visit, have the physician review and sign every AI-drafted note and letter, use scribes only under an agreement that says where recordings are kept and when they are deleted${s.customerFacing ? ", and hold AI that answers patients to the college's expectations for virtual care" : ""}`,
        because: `${s.company} provides health care ${inPlace(s)}, where ${college(s)} sets physicians' standards for records, consent and virtual care.`,
      };
    default:
      return null;
  }
}

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

export const fintracRisk: RiskEntry = {
  id: "fintrac",
  risk: (s) =>
    `AI that speeds up ${possessive(s.company)} onboarding or fraud checks lets through what FINTRAC requires to be caught: unverified identities, incomplete records or unreported suspicious transactions.`,
  mitigation: () =>
    "Keep a compliance officer accountable for every know-your-client and suspicious-transaction decision the AI informs, test it on known fraud cases before and after go-live, and keep the records the Proceeds of Crime (Money Laundering) and Terrorist Financing Act requires for at least five years.",
  why: (s) =>
    `You chose ${s.amlChallenge} as a challenge, and banks, credit unions, life insurers and securities dealers report to FINTRAC.`,
  applies: (s) => s.industry === "financial-services" && !s.profession && s.amlChallenge !== null,
  impact: () => "High",
  weight: 88,
};

export const creditDecisionRisk: RiskEntry = {
  id: "credit-decisions",
  risk: (s) =>
    `An AI credit or risk model at ${s.company} declines or prices applicants unfairly, or cannot explain why.`,
  mitigation: (s) =>
    `Keep a lender accountable for every decision, test the model for bias across protected groups before use, and be ready to explain each decision in plain words${s.jurisdiction.province === "QC" ? "; Law 25 also requires telling applicants when a decision is made by automated processing alone and letting them have it reviewed" : ""}.${usDecisionRules(s, "lending")}`,
  why: (s) => `You chose ${quoted(s.creditChallenge ?? "")} as a challenge.`,
  applies: (s) => s.industry === "financial-services" && s.creditChallenge !== null,
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
  applies: (s) => s.industry === "technology",
  impact: () => "High",
  weight: 86,
};

/** Post-secondary institutions teach adults; schools teach minors. */
const postSecondary = (s: RiskSignals) =>
  /\b(college|university|polytechnic|institute)\b/i.test(s.company);

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
  applies: (s) => s.industry === "education",
  impact: () => "High",
  weight: 93,
};
