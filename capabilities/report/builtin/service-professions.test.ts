import type { AssessmentInput } from "@/model/assessment/schemas";
import { namedSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { professionsOf } from "./professions";
import { challenges, inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * A life-sciences research company, a private career college and a field-service contractor
 * each get their own landscape, owners, measures and rules (issue 34), shown only by their
 * systems, words (English and French) or name. Each test contrasts answers that differ only in
 * what shows the profession, so each fails if the report carries its industry option's words.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "President",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
};

/** What the answers show, as "profession: answer" pairs. */
function shown(overrides: Partial<AssessmentInput>) {
  const answers = makeAnswers({ ...quiet, companyName: "Northwind Group", ...overrides });
  return professionsOf(answers, namedSystems(answers), answers.businessChallenges).map(
    (e) => `${e.profession}: ${e.answer}`,
  );
}
const professionsIn = (overrides: Partial<AssessmentInput>) =>
  shown(overrides).map((s) => s.split(":")[0]);

const summaryOf = (answers: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers({ ...quiet, ...answers }))).reportData.executiveSummary;

const toronto = { headOfficeLocation: "other" as const, customLocation: "Toronto, Ontario" };

describe("what shows the new professions", () => {
  it.each([
    ["life-sciences", "Our scientists lose days writing study reports for pharma sponsors"],
    ["life-sciences", "We run antibody discovery programs for partners"],
    ["life-sciences", "Nous sommes un laboratoire de recherche en anticorps"],
    ["career-college", "PTIB audits our records every year"],
    ["career-college", "Admissions answers the same study permit questions all day"],
    ["career-college", "Nos étudiants internationaux attendent leur permis d'études"],
    ["field-service", "Quoting landscaping jobs takes every evening"],
    ["field-service", "Le déneigement nous occupe tout l'hiver"],
    ["field-service", "Our HVAC technicians run service calls all day"],
  ])("shows %s from the words “%s”", (profession, words) => {
    expect(shown({ otherChallenge: words })).toContain(`${profession}: otherChallenge`);
  });

  it.each([
    ["life-sciences", "Benchling, GraphPad Prism"],
    ["career-college", "Moodle, Populi"],
    ["field-service", "Jobber for scheduling and invoicing"],
    ["field-service", "ServiceTitan"],
    ["field-service", "Housecall Pro"],
  ])("shows %s from a system only it runs (%s)", (profession, systems) => {
    expect(shown({ otherPlatforms: systems })).toContain(`${profession}: system`);
  });

  it.each([
    // An engineer's study reports, a mine's assays, a chief revenue officer, a lawsuit's
    // discovery, a university's students, landscape architects, an HVAC designer, a weather delay.
    ["Our geotechnical study reports take weeks", "life-sciences"],
    ["Assay results from the mine come back slowly", "life-sciences"],
    ["Our CRO wants a better sales pipeline", "life-sciences"],
    ["E-discovery for our litigation files takes weeks", "life-sciences"],
    ["Our university's international students want housing", "career-college"],
    ["Our landscape architects design parks", "field-service"],
    ["Our HVAC design drawings for hospitals take weeks", "field-service"],
    ["Snow closed the highway and we lost two days", "field-service"],
  ])("reads “%s” as no %s", (words, profession) => {
    expect(professionsIn({ otherChallenge: words })).not.toContain(profession);
  });
});

describe("a research lab against a clinic, both under Healthcare", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "healthcare",
    companyEmployees: "11-50",
    headOfficeLocation: "lower-mainland",
    businessChallenges: challenges("healthcare", 4),
    aiDepartments: ["product", "operations"],
    companyName: "Fraser Bioworks",
  };
  const lab = { ...base, otherPlatforms: "Benchling, GraphPad Prism" };
  const research = proseOf(lab);
  const clinic = proseOf(base);

  it("writes study reports and grant applications, with no patients, clinics or clinicians", () => {
    expect(research).not.toMatch(/\bpatients?\b|\bclinics?\b|clinicians?/i);
    expect(research).toContain("study report");
    expect(research).toContain("grant application");
    expect(clinic).toMatch(/\bpatients?\b|clinicians?|\bHospital\b/i);
    expect(summaryOf(lab)).toContain("Fraser Bioworks, a life-sciences research company");
  });

  it("holds the lab to partners' terms, patent novelty and the tri-agency guidance, under PIPA", () => {
    expect(research).toContain("partners' confidentiality and audit terms");
    expect(research).toContain("before its patent application is filed");
    expect(research).toContain("tri-agency guidance");
    expect(research).toContain("ALCOA+");
    expect(research).toContain("Personal Information Protection Act (PIPA)");
    expect(research).not.toContain("Health Canada");
    expect(clinic).not.toContain("tri-agency");
  });

  it("names Health Canada only where its studies support a clinical trial", () => {
    const trials = proseOf({ ...lab, aiFriction: "Some of our studies support clinical trials." });
    expect(trials).toContain("Health Canada's clinical trial rules");
  });
});

describe("a private career college against a school, both under Education", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "education",
    companyEmployees: "51-200",
    headOfficeLocation: "interior",
    businessChallenges: challenges("education", 2, 3),
    aiDepartments: ["customer_service", "operations"],
    companyName: "Thompson Valley Learning",
  };
  const college = {
    ...base,
    otherChallenge: "Admissions answers the same study permit questions in four languages.",
  };
  const career = proseOf(college);
  const school = proseOf({
    ...base,
    otherChallenge: "The office answers the same questions in four languages.",
  });

  it("answers applicants with IRCC's information, never immigration advice, under PTIB and PIPA", () => {
    expect(career).toContain("Private Training Act");
    expect(career).toContain("Private Training Institutions Branch (PTIB)");
    expect(career).toContain("designated learning institution");
    expect(career).toContain("Immigration and Refugee Protection Act (s. 91)");
    expect(career).toContain("never immigration advice");
    expect(career).toContain("Personal Information Protection Act (PIPA)");
    expect(career).not.toMatch(/FIPPA|report cards?|head of school/i);
    expect(school).not.toMatch(/Private Training Act|designated learning institution/);
    expect(summaryOf(college)).toContain("Thompson Valley Learning, a private career college");
  });

  it("keeps integrity to assessment design, warning that detectors misjudge non-native writers", () => {
    expect(career).toContain("GPT detectors are biased against non-native English writers");
    expect(career).toContain("never a finding by itself");
    expect(career).not.toMatch(/Turnitin/);
  });

  it("names Ontario's Career Colleges Act, and the Care Aide Registry for a BC care aide program", () => {
    expect(proseOf({ ...college, ...toronto })).toContain("Career Colleges Act, 2005");
    const hca = proseOf({
      ...college,
      aiFriction: "Instructors worry about AI-written work in the health care assistant program.",
    });
    expect(hca).toContain("BC Care Aide and Community Health Worker Registry");
    expect(career).not.toContain("Care Aide");
  });
});

describe("a snow-clearing contractor against a company that snow delays", () => {
  const base: Partial<AssessmentInput> = {
    ...quiet,
    companyIndustry: "other",
    companyEmployees: "11-50",
    headOfficeLocation: "lower-mainland",
    businessChallenges: challenges("other", 1),
    aiDepartments: ["operations"],
    companyName: "Coquitlam Services Ltd.",
    otherChallenge: "When it snows overnight I build the routes by hand at 3 a.m.",
    aiFriction: "Half the crew speaks Punjabi first.",
  };
  const plows = { ...base, otherPlatforms: "Jobber" };
  const contractor = proseOf(plows);
  const other = proseOf(base);

  it("builds the snow routes by priority, never treats snow as a disruption", () => {
    expect(contractor).toMatch(/build the snow routes by priority when it snows/i);
    expect(contractor).toContain("including the snow routes when snow is forecast");
    expect(contractor).not.toMatch(/ferry alerts|wildfire/);
    expect(other).toMatch(/ferry alerts/);
    expect(summaryOf(plows)).toContain("Coquitlam Services Ltd., a field-service contractor");
  });

  it("has a bilingual crew lead check translated instructions, under WorkSafeBC and the ESA", () => {
    expect(contractor).toContain("bilingual crew lead");
    expect(contractor).toContain("WorkSafeBC's Occupational Health and Safety Regulation");
    expect(contractor).toContain("BC's Employment Standards Act");
    expect(other).not.toContain("WorkSafeBC's Occupational Health and Safety Regulation");
    expect(proseOf({ ...plows, ...toronto })).toContain(
      "Ontario's Occupational Health and Safety Act",
    );
  });

  it("names a landscaping and snow-clearing contractor by its words", () => {
    expect(
      summaryOf({
        ...base,
        otherChallenge: "We run landscaping crews in summer and snow clearing in winter.",
      }),
    ).toContain("a landscaping and snow-clearing contractor");
  });
});
