import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { challenges, inputFor, proseOf, quietClinic } from "@/tests/helpers/test-personas";

/**
 * A report reads as written for the profession the answers show (issue 34): its landscape,
 * measures, owners, regulators and the summary's description of the company. Each test
 * contrasts companies whose answers differ only in what shows the profession, so each fails
 * if a report carries the other's words.
 */

const HOSPITAL =
  /discharg|hospital|\bNHS\b|Auburn|routed to a nurse|third next available|fee codes|remittance/i;
const MANAGEMENT_CONSULTING =
  /bench time|consultant's hours|per consultant|advisory firm|\bLilli\b|Harvey|Allen & Overy|law firm/i;

describe("a long-term care home against a medical clinic", () => {
  const home = proseOf(
    quietClinic("Trentview Long-Term Care Homes Inc.", "PointClickCare", [0, 3, 4], {
      aiDepartments: ["operations", "hr"],
    }),
  );

  it("speaks of residents, shifts and RAI-MDS, never a clinic's visits, roles or Vanta", () => {
    // Falls send residents to hospital; a hospital's own workflows are what must not appear.
    expect(home).not.toMatch(/discharg|\bNHS\b|Auburn|routed to a nurse|third next available/i);
    expect(home).not.toMatch(/Clinic Operations Manager|per patient visit|visits across|\bVanta\b/);
    // Every long-term care home has a head of nursing and personal care, at any size (review r22).
    expect(home).toContain("owned by the Director of Care");
    expect(home).not.toContain("clinician you appoint");
    expect(home).toMatch(/minutes of documentation per nurse per shift/);
    expect(home).toContain("RAI-MDS");
    expect(home).toMatch(/substitute decision-maker/);
  });
});

describe("a dental group against a medical clinic", () => {
  const clinic = (companyName: string, otherPlatforms: string) =>
    quietClinic(companyName, otherPlatforms, [0, 1, 2, 5], {
      aiDepartments: ["operations", "customer_service", "finance"],
    });
  const dental = proseOf(clinic("Harbourview Dental Group", "Dentrix"));
  const medical = proseOf(clinic("Harbourview Family Practice", "Oscar Pro EMR"));

  it("gives the dental group no hospital's words; the medical clinic keeps them", () => {
    expect(dental).not.toMatch(HOSPITAL);
    expect(medical).toMatch(/third next available/);
    expect(medical).toMatch(/Auburn Community Hospital/);
  });

  it("bills dentistry as dentistry: fee guide, insurers' EOBs and the Canadian Dental Care Plan", () => {
    expect(dental).toContain("Canadian Dental Care Plan");
    expect(dental).toContain("explanations of benefits");
    expect(dental).toContain("predeterminations");
    expect(dental).toMatch(/chair and hygiene/);
    expect(medical).not.toContain("Canadian Dental Care Plan");
  });

  it("gives the work to a dental group's roles", () => {
    // At 51-200 staff no director the answers do not show: a clinician the executive names (#34).
    expect(dental).toContain("owned by a clinician you appoint");
    expect(dental).not.toContain("Clinical Director");
    expect(dental).toContain("owned by the Office Manager");
    expect(dental).not.toContain("Clinic Operations Manager");
    expect(medical).toContain("owned by a person you appoint in operations");
    expect(medical).not.toContain("Clinic Operations Manager");
  });

  it("says in the summary what the company is, and keeps the industry answered in the header", () => {
    const report = generateReport(
      inputFor(makeAnswers(clinic("Harbourview Dental Group", "Dentrix"))),
    );
    expect(report.reportData.executiveSummary).toContain(
      "Harbourview Dental Group, a dental group",
    );
    expect(report.markdownReport).toContain("Industry: Healthcare");
    expect(medical).toContain("Harbourview Family Practice, a medical practice");
  });
});

describe("an engineering firm against a management consultancy", () => {
  const firm = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "consulting",
    otherChallenge: "",
    aiFriction: "",
    aiExperience: "",
    businessChallenges: challenges("consulting", 1, 2, 3, 5),
    aiDepartments: ["operations", "finance"],
    ...overrides,
  });
  const engineering = proseOf(
    firm({ companyName: "Fraser Structural Ltd.", otherPlatforms: "AutoCAD, Revit and Deltek" }),
  );
  const consultancy = proseOf(firm({ companyName: "Fraser Partners", otherPlatforms: "" }));

  it("drafts reports for an engineer to seal, measured per report, with no consultant's bench time", () => {
    expect(engineering).not.toMatch(MANAGEMENT_CONSULTING);
    expect(engineering).toContain("for the engineer to review and seal");
    expect(engineering).toContain("hours per report and estimate");
    expect(engineering).toContain("Engineers and Geoscientists BC");
    expect(consultancy).toMatch(/bench time|per consultant/);
  });

  it("names an engineering firm's roles and calls it an engineering firm", () => {
    for (const role of ["Principal Engineer", "Project Manager", "Discipline Lead"])
      expect(engineering).toContain(role);
    expect(engineering).toContain("Fraser Structural Ltd., an engineering firm");
    expect(consultancy).toContain("Fraser Partners, a professional services firm");
  });

  it("reads French engineers and estimates, and names the Ordre des ingénieurs in Quebec", () => {
    const ingenierie = proseOf(
      firm({
        companyName: "Groupe Laurentide",
        headOfficeLocation: "other",
        customLocation: "Montréal, QC",
        otherChallenge: "Nos ingénieurs passent trop de temps sur les devis et les rapports.",
      }),
    );
    expect(ingenierie).toContain("Ordre des ingénieurs du Québec");
    expect(ingenierie).not.toMatch(MANAGEMENT_CONSULTING);
  });
});

describe("a trucking carrier against a BC-only carrier and a generic company", () => {
  const company = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyName: "Coastal Group",
    companyIndustry: "other",
    companyMarkets: "canada",
    aiFriction: "",
    aiExperience: "",
    businessChallenges: challenges("other", 1, 2, 5),
    aiDepartments: ["operations", "hr"],
    ...overrides,
  });
  const carrier = (officeExpansion: AssessmentInput["officeExpansion"]) =>
    company({
      otherPlatforms: "McLeod LoadMaster",
      otherChallenge: "Dispatchers retype load tenders from e-mail.",
      officeExpansion,
    });
  const interprovincial = proseOf(carrier(["other-provinces", "united-states"]));
  const bcOnly = proseOf(carrier(["only-bc"]));
  const generic = proseOf(
    company({
      otherPlatforms: "",
      otherChallenge: "Staff retype orders from e-mail.",
      officeExpansion: ["other-provinces", "united-states"],
    }),
  );

  it("places a carrier operating beyond BC under federal law, never BC's PIPA or Human Rights Code", () => {
    expect(interprovincial).toContain(
      "Personal Information Protection and Electronic Documents Act (PIPEDA)",
    );
    expect(interprovincial).toContain("Canada Labour Code");
    expect(interprovincial).toContain("Canadian Human Rights Act");
    expect(interprovincial).toContain("Commercial Vehicle Drivers Hours of Service Regulations");
    expect(interprovincial).not.toMatch(
      /BC's PIPA|British Columbia's Personal Information|BC Human Rights Code/,
    );
  });

  it("keeps a carrier operating only in BC under BC's law", () => {
    expect(bcOnly).toContain("British Columbia's Personal Information Protection Act (PIPA)");
    expect(bcOnly).toContain("BC Human Rights Code");
    expect(bcOnly).toContain("operating within one province");
    expect(bcOnly).not.toContain("Canadian Human Rights Act protects");
  });

  it("gives a carrier its own landscape, owners and measures, and a generic company none of them", () => {
    expect(interprovincial).toContain("Load tenders and rate confirmations read into the TMS");
    expect(interprovincial).toContain("owned by the Dispatch Manager");
    expect(interprovincial).toMatch(/hours of service/);
    expect(interprovincial).toContain("Coastal Group, a trucking carrier");
    expect(generic).not.toMatch(/trucking|hours of service|Dispatch Manager|Canada Labour Code/i);
    expect(generic).toContain("Coastal Group, an organization");
  });

  it("never reads a freight load tender as a construction bid", () => {
    expect(interprovincial).not.toMatch(/Speed up tenders and estimates|Chief Estimator/);
  });
});

describe("a First Nation's development corporation against a generic company", () => {
  const company = (otherChallenge: string, aiFriction: string): Partial<AssessmentInput> => ({
    companyName: "Nicola Valley Development Corporation",
    companyIndustry: "other",
    headOfficeLocation: "interior",
    officeExpansion: ["only-bc"],
    aiExperience: "",
    otherPlatforms: "",
    aiPerception: "potential_threat",
    orgPosture: "curious",
    businessChallenges: challenges("other", 1, 3),
    aiDepartments: ["operations", "executive"],
    otherChallenge,
    aiFriction,
  });
  const nation = proseOf(
    company(
      "We answer dozens of land referrals a month for the Nation, from our own traditional-use studies.",
      "Chief and Council want to know who controls the Nation's data.",
    ),
  );
  const generic = proseOf(
    company(
      "We answer dozens of permit applications a month for our clients.",
      "The board wants to know who controls our data.",
    ),
  );

  it("treats the Nation as the owner: Chief and Council approve, never outside representatives", () => {
    expect(nation).not.toMatch(/agree its use with their representatives/);
    expect(nation).toContain(
      "Chief and Council (or the board the Nation appoints) approve any pilot that touches the Nation's data",
    );
    expect(generic).not.toMatch(/Chief and Council|OCAP/);
  });

  it("keeps OCAP® and Canadian hosting apart, and names BC's Declaration Act", () => {
    expect(nation).toContain("in the Nation's possession and under its control");
    expect(nation).toContain("hosted in Canada");
    expect(nation).toContain("Declaration on the Rights of Indigenous Peoples Act");
  });

  it("pilots the land referrals and reads the Nation's caution as sovereignty, not defensiveness", () => {
    expect(nation).toContain("Referral responses drafted from the Nation's own studies");
    expect(nation).not.toMatch(/acts only defensively|Remove the obstacle you named/);
    expect(nation).toContain(
      "Nicola Valley Development Corporation, a First Nation's development corporation",
    );
    expect(generic).toContain("Nicola Valley Development Corporation, an organization");
  });
});
