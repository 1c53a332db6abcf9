import type { ProvinceCode } from "./jurisdictions";
import {
  bodyThere,
  byProvince,
  inPlace,
  provinceOf,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * Financial regulators by the kind of institution the answers show: a bank is federal (OSFI's
 * Guidelines E-23 on model risk and B-13 on technology and cyber risk, the FCAC's consumer
 * rules), a credit union provincial (BCFSA in BC, CUDGC in Saskatchewan, DGCM in Manitoba,
 * unless it is federally chartered), an insurer
 * either, an investment firm registered with its securities commission and CIRO. Where the
 * answers do not say, the sentence says which applies to which.
 */

const E23 =
  "OSFI's Guideline E-23 on model risk management, which applies to federally regulated institutions from May 2027 and covers AI models explicitly";

const FINANCIAL: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Financial Services Authority (BCFSA)",
  ON: "the Financial Services Regulatory Authority of Ontario (FSRA)",
  QC: "the Autorité des marchés financiers (AMF)",
};
/** Where credit unions answer to a deposit guarantor that is also their prudential regulator. */
const CREDIT_UNIONS: Partial<Record<ProvinceCode, string>> = {
  ...FINANCIAL,
  SK: "the Credit Union Deposit Guarantee Corporation (CUDGC)",
  MB: "the Deposit Guarantee Corporation of Manitoba (DGCM)",
};
/** The statute a province's credit unions are chartered and supervised under, where it is known. */
const CREDIT_UNION_ACTS: Partial<Record<ProvinceCode, string>> = {
  MB: "The Credit Unions and Caisses Populaires Act",
};
/**
 * The name a regulator went by before, as executives still write it: Manitoba's Credit Union
 * Deposit Guarantee Corporation became the Deposit Guarantee Corporation of Manitoba in 2011.
 */
const FORMER_NAMES: Partial<Record<ProvinceCode, { words: RegExp; said: string }>> = {
  MB: {
    words: /\bCredit Union Deposit Guarantee Corporation\b|\bCUDGC\b/,
    said: "which was the Credit Union Deposit Guarantee Corporation you named until 2011",
  },
};
/** What the answers say of the charter: "a provincially chartered credit union", "federally regulated". */
const PROVINCIAL_CHARTER =
  /\bprovincial(?:ly)?[ -](?:chartered|regulated|incorporated)\b|\bprovincial credit union\b/i;
const FEDERAL_CHARTER =
  /\bfederal(?:ly)?[ -](?:chartered|regulated|incorporated)\b|\bfederal credit union\b/i;
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

/**
 * The bodies that license insurance brokers and agents, where they are known: a brokerage sells
 * insurers' policies and underwrites none, so no insurer's solvency or model-risk rules reach it.
 */
const BROKER_LICENSING: Partial<Record<ProvinceCode, string>> = {
  BC: "the Insurance Council of British Columbia",
  AB: "the Alberta Insurance Council",
  SK: "the Insurance Councils of Saskatchewan",
  MB: "the Insurance Council of Manitoba",
  ON: "the Registered Insurance Brokers of Ontario (RIBO)",
  QC: "the Autorité des marchés financiers (AMF) and the Chambre de l'assurance de dommages (ChAD)",
};

function insuranceBroker(s: RiskSignals): Regulator {
  const name = byProvince(
    s,
    BROKER_LICENSING,
    "the body that licenses insurance brokers in your province",
  );
  return {
    name,
    risk: `An AI-drafted reply or document from ${s.company} tells a client what a policy covers without a licensed broker checking it, or clients' policy and claims details go into an unapproved tool, and ${name} ${/ and /.test(name) ? "hold" : "holds"} the licensee responsible.`,
    duty: "keep every coverage recommendation and statement of what a policy covers with a licensed broker, have a licensee check every AI-drafted client document before it goes out, and keep clients' policy and claims details out of tools not under contract",
    because: `${s.company} is an insurance brokerage ${inPlace(s)}, whose brokers are licensed by ${name}.`,
  };
}

/**
 * The bodies that license mortgage brokerages, where they are known: since 11 October 2024
 * mortgage brokers, lenders and administrators are also FINTRAC reporting entities.
 */
const MORTGAGE_LICENSING: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Financial Services Authority (BCFSA), under the Mortgage Brokers Act",
  AB: "the Real Estate Council of Alberta (RECA)",
  SK: "the Financial and Consumer Affairs Authority of Saskatchewan",
  MB: "the Manitoba Securities Commission",
  ON: "the Financial Services Regulatory Authority of Ontario (FSRA), under the Mortgage Brokerages, Lenders and Administrators Act, 2006",
  QC: "the Autorité des marchés financiers (AMF)",
};

function mortgageBroker(s: RiskSignals): Regulator {
  const name = byProvince(
    s,
    MORTGAGE_LICENSING,
    "the body that licenses mortgage brokers in your province",
  );
  const body = name.replace(/, under .*$/, "");
  return {
    name: `${name}, and FINTRAC`,
    risk: `An AI-drafted comparison or recommendation from ${s.company} puts a client in a mortgage without a licensed broker checking its suitability and disclosures, or clients' income, credit and identity documents go into an unapproved tool, and ${body} holds the licensee responsible.`,
    duty: "keep every mortgage recommendation and its disclosures with a licensed broker, have a licensee check every AI-drafted client document and lender submission before it goes out, keep clients' income, credit and identity documents out of tools not under contract, and keep the identity checks and records FINTRAC requires of mortgage brokers since October 2024",
    because: `${s.company} is a mortgage brokerage ${inPlace(s)}${shown(s, "mortgage-broker")}, whose brokers are licensed by ${body}; since 11 October 2024 mortgage brokers also report to FINTRAC under the Proceeds of Crime (Money Laundering) and Terrorist Financing Act.`,
  };
}

/** What the firm's AI models would decide, from its challenges. */
function modelUse(s: RiskSignals): string {
  if (s.creditChallenge) return "credit and risk decisions";
  if (s.amlChallenge) return "fraud and onboarding checks";
  return s.financialKind === "insurer" ? "underwriting and claims" : "client and pricing decisions";
}

const MODEL_DUTY =
  "keep an inventory of every model and AI tool, rate each by its effect on clients' money, validate the material ones before use and monitor them after";

function modelRegulator(s: RiskSignals, name: string, because: string): Regulator {
  return {
    name,
    risk: `AI models that ${s.company} relies on for ${modelUse(s)} are not inventoried, validated and monitored as ${name.replace(/,.*$/, "")} expects.`,
    duty: MODEL_DUTY,
    because,
  };
}

function bank(s: RiskSignals): Regulator {
  return {
    name: `${E23}, and Guideline B-13 on technology and cyber risk`,
    risk: `AI models that ${s.company} relies on for ${modelUse(s)} are not inventoried, validated and monitored as OSFI's Guideline E-23 expects, or an AI vendor is brought in without the third-party and cyber controls of Guideline B-13.`,
    duty: `${MODEL_DUTY}; bring every AI vendor under your B-13 technology and third-party risk controls; and check anything AI tells clients against the Financial Consumer Agency of Canada's (FCAC) rules on clear, not misleading information`,
    because: `${s.company} is a bank${shown(s, "bank")}, and banks are federally regulated wherever their head office: OSFI supervises them and the FCAC enforces the Bank Act's consumer protection rules.`,
  };
}

/** A portfolio manager or exempt market dealer is registered with its commission alone, no CIRO member. */
const ADVISER_ONLY =
  /\b(?:registered )?portfolio managers?\b|\bexempt market dealer\b|\binvestment fund manager\b|(?<!\p{L})gestionnaires? de portefeuille(?!\p{L})/iu;
/** An investment or mutual fund dealer, whose advisers CIRO also regulates. */
const DEALER =
  /\b(?:investment dealer|mutual fund dealer|CIRO|IIROC|MFDA)\b|(?<!\p{L})courtier (?:en placement|en épargne collective)(?!\p{L})/iu;
const CIRO = "the Canadian Investment Regulatory Organization (CIRO)";
/** CSA Staff Notice and Consultation 11-348 (December 2024): securities law applies to registrants' AI. */
const CSA_AI =
  "the Canadian Securities Administrators' Staff Notice 11-348 on AI in capital markets, which holds registrants to their existing obligations for every AI system they use";

function investmentFirm(s: RiskSignals): Regulator {
  const commission = byProvince(s, SECURITIES, bodyThere(s, "regulates securities"));
  const dealer = DEALER.test(s.ownWords);
  const adviserOnly = !dealer && ADVISER_ONLY.test(s.ownWords);
  // Where the answers do not say which kind of registrant, CIRO is named for the kind it covers.
  const name = dealer
    ? `${commission} and ${CIRO}`
    : adviserOnly
      ? commission
      : `${commission} and, where the firm is an investment or mutual fund dealer, ${CIRO}`;
  const expects = dealer ? `${name} expect` : `${commission} expects`;
  return {
    name,
    risk: `AI-drafted recommendations at ${s.company} reach clients without the know-your-client and suitability checks ${expects} of registered advisers.`,
    duty: `keep know-your-client and suitability decisions with registered advisers, not the model; keep the books and records National Instrument 31-103 requires of how AI shaped each recommendation and client communication; and follow ${CSA_AI}`,
    because: `${s.company} ${s.professions.includes("investment") ? "is" : "reads as"} an investment or wealth firm${shown(s, "investment")}, registered with its securities regulator${adviserOnly ? " as a portfolio manager, not a CIRO member" : ""}.`,
  };
}

/**
 * A credit union's regulator by its charter: the province's, where the answers say it is
 * provincially chartered (never hedged against what they say), OSFI where federally; both,
 * said as which applies to which, where they do not say.
 */
function creditUnion(s: RiskSignals, regulator: string): Regulator {
  const what = `${s.company} is a credit union ${inPlace(s)}${shown(s, "credit-union")}`;
  if (FEDERAL_CHARTER.test(s.ownWords) && !PROVINCIAL_CHARTER.test(s.ownWords))
    return modelRegulator(
      s,
      E23,
      `${what}, federally chartered as you wrote, so OSFI supervises it under the Bank Act.`,
    );
  if (!PROVINCIAL_CHARTER.test(s.ownWords))
    return modelRegulator(
      s,
      `${regulator}, which supervises provincially chartered credit unions, and ${E23}`,
      `${what}, supervised by ${regulator} unless it is federally chartered, in which case OSFI applies.`,
    );
  const p = provinceOf(s);
  const act = p && CREDIT_UNION_ACTS[p];
  const former = p ? FORMER_NAMES[p] : undefined;
  const named = former?.words.test(s.ownWords) ? `, ${former.said}` : "";
  return modelRegulator(
    s,
    `${regulator}, which supervises ${s.company}, and, as the federal reference point, ${E23}`,
    `${what}, provincially chartered as you wrote, and supervised${act ? ` under ${act}` : ""} by ${regulator}${named}.`,
  );
}

/** The regulator of a financial firm, by the kind of institution the answers show. */
export function financialRegulator(s: RiskSignals): Regulator {
  const p = provinceOf(s);
  const provincial = byProvince(s, FINANCIAL, bodyThere(s, "regulates financial institutions"));
  switch (s.financialKind) {
    case "bank":
      return bank(s);
    case "credit-union":
      return creditUnion(s, byProvince(s, CREDIT_UNIONS, provincial));
    case "insurance-broker":
      return insuranceBroker(s);
    case "insurer":
      return modelRegulator(
        s,
        `${provincial}, for insurers incorporated ${p ? `in ${s.jurisdiction.provinceName}` : "provincially"}, and ${E23}`,
        `${s.company} ${s.professions.includes("insurer") ? "is" : "reads as"} an insurer ${inPlace(s)}${shown(s, "insurer")}, answerable to ${provincial} or, if federally regulated, to OSFI.`,
      );
    case "investment":
      return investmentFirm(s);
    case "mortgage-broker":
      return mortgageBroker(s);
    default:
      return modelRegulator(
        s,
        `${E23} if ${s.company} is federally regulated, or ${provincial} if it is provincially regulated`,
        `${s.company} works in financial services ${inPlace(s)}, a regulated sector; your answers do not say whether it is federally or provincially regulated.`,
      );
  }
}
