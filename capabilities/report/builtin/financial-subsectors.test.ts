import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport, generateRoadmap, reportMarkdown } from "./index";
import { governingOf } from "./professions";

/**
 * Financial services by sub-sector (issue 34): an insurance brokerage, an insurer, an investment
 * firm and a mortgage brokerage each read their own pilots, measures, examples, risks and
 * regulators, shown by their words (English and French), name or systems, and none of them a
 * bank's KYC checks, loans or credit models. A bank keeps its own; a financial firm nothing
 * places is named generally, never as a bank.
 */

const firm = (overrides: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    executiveName: "Corinne Baptiste",
    executiveTitle: "Managing Partner",
    companyIndustry: "financial-services",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    // Onboarding and KYC, core systems and credit decisions: the bank's words each could bring.
    businessChallenges: challenges("financial-services", 2, 4, 5),
    aiDepartments: ["customer_service", "operations"],
    otherPlatforms: undefined,
    aiFriction: "Staff are wary of anything new.",
    ...overrides,
  });

const documentsOf = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData } = generateReport(input);
  return {
    ctx: buildContext(input),
    text: `${reportMarkdown(reportData, input)}\n${JSON.stringify(generateRoadmap(input))}`,
  };
};

/** A bank's or lender's content: identity verification, loans, credit models, a bank's label. */
const BANK_CONTENT =
  /identity (?:and document )?verification|credit (?:models?|decisioning|underwriting)|\bloans?\b|\blenders? accountable|alongside the scorecard|credit scorecards?|Trulioo|Zest AI|anti-money-laundering|is a bank\b|credit union pre-checks/i;
/** A federally regulated institution's rules: an insurer's when federal, never a brokerage's. */
const FEDERAL_RULES = /OSFI|Guideline E-23|Guideline B-13/;

const firstMatch = (text: string, pattern: RegExp) => pattern.exec(text)?.[0] ?? null;

describe.each([
  [
    "a Prince George P&C brokerage on Applied Epic",
    firm({
      companyName: "Northern Shield Group",
      ...headOfficeAt("Prince George, BC"),
      otherChallenge:
        "We are a P&C brokerage. Commercial renewals take our account managers days: we re-key each submission into every insurer's portal.",
      otherPlatforms: "Applied Epic",
    }),
    "insurance-broker",
    ["the Insurance Council of British Columbia", "renewal"],
  ],
  [
    "a Sherbrooke cabinet de courtage writing in French",
    firm({
      companyName: "Groupe Estrie",
      ...headOfficeAt("Sherbrooke, QC"),
      otherChallenge:
        "Nous sommes un cabinet de courtage en assurance de dommages. Les renouvellements commerciaux prennent des jours.",
    }),
    "insurance-broker",
    ["the Chambre de l'assurance de dommages (ChAD)", "renewal"],
  ],
  [
    "a farm mutual whose adjusters write claims notes",
    firm({
      companyName: "Peace Country Farm Mutual",
      ...headOfficeAt("Grande Prairie, Alberta"),
      otherChallenge:
        "Independent brokers sell our policies, and our adjusters spend hours on every claim file.",
    }),
    "insurer",
    ["is an insurer", "claims"],
  ],
  [
    "a Quebec mutual insurer writing in French",
    firm({
      companyName: "Groupe Beauce",
      ...headOfficeAt("Saint-Georges, QC"),
      otherChallenge:
        "Nous sommes une société d'assurance mutuelle; nos experts en sinistres passent des heures sur chaque dossier.",
    }),
    "insurer",
    ["the Autorité des marchés financiers (AMF)", "claims"],
  ],
  [
    "a Victoria wealth management firm",
    firm({
      companyName: "Harbour Point Partners",
      headOfficeLocation: "vancouver-island",
      businessChallenges: challenges("financial-services", 2, 3, 5),
      otherChallenge:
        "We are a wealth management firm with $900M in assets under management; advisers type up every meeting.",
    }),
    "investment",
    ["the BC Securities Commission", "Canadian Investment Regulatory Organization (CIRO)"],
  ],
  [
    "a Guelph portfolio manager, registered with the OSC alone (review 14)",
    firm({
      companyName: "Speed River Capital",
      ...headOfficeAt("Guelph, Ontario"),
      businessChallenges: challenges("financial-services", 2, 3, 5),
      otherChallenge:
        "We are an OSC-registered portfolio manager for 900 households; advisers type up every meeting.",
    }),
    "investment",
    [
      "the Ontario Securities Commission",
      "not a CIRO member",
      "National Instrument 31-103",
      "11-348",
    ],
  ],
  [
    "a Laval courtier en placement, a CIRO dealer, writing in French",
    firm({
      companyName: "Valeurs Laval",
      ...headOfficeAt("Laval, QC"),
      businessChallenges: challenges("financial-services", 2, 3, 5),
      otherChallenge:
        "Nous sommes un courtier en placement; nos conseillers en placement passent des heures sur la conformité.",
    }),
    "investment",
    [
      "the Autorité des marchés financiers (AMF) and the Canadian Investment Regulatory Organization (CIRO) expect",
    ],
  ],
  [
    "a Montreal gestion de patrimoine firm writing in French",
    firm({
      companyName: "Groupe Mercier",
      ...headOfficeAt("Montréal, QC"),
      businessChallenges: challenges("financial-services", 2, 3, 5),
      otherChallenge:
        "Notre cabinet de gestion de patrimoine compte 12 conseillers en placement et les révisions annuelles prennent trop de temps.",
    }),
    "investment",
    [
      "the Autorité des marchés financiers (AMF)",
      "Canadian Investment Regulatory Organization (CIRO)",
    ],
  ],
  [
    "a Hamilton mortgage brokerage",
    firm({
      companyName: "Bayfront Financial",
      ...headOfficeAt("Hamilton, Ontario"),
      otherChallenge:
        "We are a mortgage brokerage: chasing clients' pay stubs and lenders' conditions eats our week.",
    }),
    "mortgage-broker",
    ["Financial Services Regulatory Authority of Ontario (FSRA)", "FINTRAC", "lender's list"],
  ],
  [
    "a Laval cabinet de courtage hypothécaire writing in French",
    firm({
      companyName: "Groupe Dubé",
      ...headOfficeAt("Laval, QC"),
      otherChallenge:
        "Nous sommes un cabinet de courtage hypothécaire et nos courtiers hypothécaires courent après les documents des clients.",
    }),
    "mortgage-broker",
    ["the Autorité des marchés financiers (AMF)", "FINTRAC"],
  ],
])("%s", (_name, answers, kind, own) => {
  const { ctx, text } = documentsOf(answers);

  it("reads the sub-sector from the answers", () => {
    expect(governingOf(ctx)).toContain(kind);
    expect(governingOf(ctx)).not.toContain("lending");
  });

  it("names its own regulators and work", () => {
    for (const words of own) expect(text).toContain(words);
  });

  it("reads no bank content", () => {
    expect(firstMatch(text, BANK_CONTENT)).toBeNull();
    if (kind !== "insurer") expect(firstMatch(text, FEDERAL_RULES)).toBeNull();
  });
});

describe("a bank", () => {
  const { text } = documentsOf(
    firm({
      companyName: "Pacific Crown Bank",
      companyEmployees: "201-500",
      otherChallenge: "Our branches re-key account openings into the core system.",
    }),
  );

  it("keeps a bank's content and regulators", () => {
    expect(text).toContain("OSFI");
    expect(text).toMatch(/identity and document verification/i);
    expect(text).toMatch(/credit/i);
  });

  it("is not read as a brokerage for selling insurance through an agency", () => {
    const { ctx } = documentsOf(
      firm({
        companyName: "Pacific Crown Bank",
        otherChallenge: "Our insurance agency sells home policies to our depositors.",
      }),
    );
    expect(governingOf(ctx)).not.toContain("insurance-broker");
  });
});

describe("words that show no sub-sector", () => {
  it.each([
    ["a financial firm that names none", "We want to spend less time on paperwork."],
    [
      "a lender whose borrowers come through brokers",
      "Mortgage brokers send us most of our borrowers' files.",
    ],
    [
      "a firm whose own insurer asked about AI",
      "Our insurer asked whether we use AI for anything.",
    ],
  ])("%s is named generally, never as a bank or a sub-sector", (_name, otherChallenge) => {
    const { ctx, text } = documentsOf(
      firm({ companyName: "Northern Shield Group", otherChallenge }),
    );
    const shown = governingOf(ctx);
    for (const kind of ["insurance-broker", "insurer", "investment", "mortgage-broker"])
      expect(shown).not.toContain(kind);
    expect(text).not.toMatch(/is a bank\b|Insurance Council|CIRO/);
  });

  it("says which regulator applies when the answers do not say", () => {
    const { text } = documentsOf(firm({ companyName: "Northern Shield Group" }));
    expect(text).toMatch(/if Northern Shield Group is federally regulated/);
  });
});
