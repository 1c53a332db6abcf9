import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { namedAuthorities } from "./named-authorities";

/**
 * A regulator, statute or professional body the executive names is quoted in the risks by name,
 * with what they said about it, once (issue 34, review 6); CASL appears only where the answers
 * show marketing e-mail or prospecting, never for selling to consumers alone.
 */

const answers = (more: Partial<AssessmentInput>) =>
  makeAnswers({ enterprisePlatforms: ["microsoft365"], ...more });
const risksOf = (more: Partial<AssessmentInput>) =>
  generateReport(auditInput({ answers: answers(more) })).reportData.risks;
const riskText = (more: Partial<AssessmentInput>) =>
  risksOf(more)
    .map((r) => `${r.risk} ${r.why} ${r.mitigation}`)
    .join(" | ");
const named = (more: Partial<AssessmentInput>) =>
  namedAuthorities(buildContext(auditInput({ answers: answers(more) }))).map((a) => a.name);

describe("regulators and statutes the executive names", () => {
  const chapel: Partial<AssessmentInput> = {
    companyIndustry: "other",
    companyName: "Cedar Hollow Funeral Chapel",
    executiveTitle: "Owner",
    companyEmployees: "1-10",
    headOfficeLocation: "interior",
  };
  const builder: Partial<AssessmentInput> = {
    companyIndustry: "real-estate",
    companyName: "Lindenwood Homes",
    executiveTitle: "President",
    companyEmployees: "11-50",
    headOfficeLocation: "other",
    customLocation: "Ottawa, ON",
  };
  const electrician: Partial<AssessmentInput> = {
    companyIndustry: "other",
    companyName: "Bright Line Electric",
    executiveTitle: "Owner",
    companyEmployees: "11-50",
  };

  it.each([
    [
      builder,
      "Warranty work under the Ontario New Home Warranties Plan Act can't slip.",
      /falls under the Ontario New Home Warranties Plan Act/,
    ],
    [
      electrician,
      "Technical Safety BC audits our permits every year.",
      /reaches work that Technical Safety BC governs/,
    ],
    [
      { ...chapel, companyName: "Prairie Rock Credit Union" },
      "CUDGC expects sound governance over any model we rely on.",
      /falls short of what CUDGC expects/,
    ],
  ])("quotes the one named, with the sentence that names it", (base, statement, risk) => {
    expect(riskText(base)).not.toMatch(risk);
    const text = riskText({ ...base, aiFriction: statement });
    expect(text).toMatch(risk);
    expect(text).toContain(`You named it: “${statement.replace(/\.$/, "")}`);
  });

  it.each([
    [
      chapel,
      "Our pre-arranged plans fall under the Cremation, Interment and Funeral Services Act, so we keep those files apart.",
      "Cremation, Interment and Funeral Services Act",
    ],
    [
      { ...chapel, headOfficeLocation: "other" as const, customLocation: "Trois-Rivières, QC" },
      "La Loi sur les activités funéraires encadre nos contrats préarrangés.",
      "Funeral Operations Act",
    ],
  ])(
    "names a funeral home's act in one risk, its regulator's, whether or not the executive names it",
    (base, statement, act) => {
      for (const answers of [base, { ...base, aiFriction: statement }]) {
        const risks = risksOf(answers).map((r) => `${r.risk} ${r.mitigation} ${r.why}`);
        expect(risks.filter((r) => r.includes(act))).toHaveLength(1);
      }
    },
  );

  it("names the credit union's regulator once, in its own risk, when the executive names it too", () => {
    const cu: Partial<AssessmentInput> = {
      companyIndustry: "financial-services",
      companyName: "Prairie Gate Credit Union",
      headOfficeLocation: "other",
      customLocation: "Regina, SK",
      aiFriction: "CUDGC expects sound governance over every model we use.",
    };
    const risks = risksOf(cu).map((r) => r.risk);
    expect(risks.filter((r) => /CUDGC/.test(r))).toHaveLength(1);
    expect(risks.join(" ")).toMatch(
      /the Credit Union Deposit Guarantee Corporation \(CUDGC\) expects/,
    );
  });

  it.each([
    "Our Board of Directors meets monthly.",
    "The Source Code of our app belongs to us.",
    "We run Sage 300 CRE and CompanyCam on every site.",
    "Our CFO requires a business case for every tool.",
  ])("names no authority in “%s”", (aiFriction) => {
    expect(named({ ...builder, aiFriction, otherPlatforms: "Sage 300 CRE, CompanyCam" })).toEqual(
      [],
    );
  });
});

describe("CASL only where the answers show marketing e-mail", () => {
  const store: Partial<AssessmentInput> = {
    companyIndustry: "retail",
    companyName: "Harbourview Home Goods",
    companyBusinessModel: "b2c",
    businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
    aiDepartments: ["marketing", "sales"],
  };
  const chapel: Partial<AssessmentInput> = {
    companyIndustry: "other",
    companyName: "Cedar Hollow Funeral Chapel",
    companyBusinessModel: "b2c",
    aiDepartments: ["marketing"],
  };

  it.each([store, chapel])(
    "is left out for selling to consumers and hoping AI helps Marketing",
    (base) => {
      expect(riskText(base)).not.toMatch(/CASL/);
    },
  );

  it.each([
    [store, "We send a monthly newsletter to past customers."],
    [
      { ...store, headOfficeLocation: "other" as const, customLocation: "Gatineau, QC" },
      "Nous envoyons une infolettre chaque mois.",
    ],
  ])("is raised by their own words about e-mail, quoted", (base, otherChallenge) => {
    const text = riskText({ ...base, otherChallenge });
    expect(text).toMatch(/CASL/);
    expect(text).toContain(`You wrote “${otherChallenge.replace(/\.$/, "")}”`);
  });
});
