import type { AssessmentInput } from "@/model/assessment/schemas";
import { generateReport } from "@/capabilities/report/builtin";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor, proseOf } from "@/tests/helpers/test-personas";
import { sectorOfAnswers } from "./sector";

/**
 * A bus operator under "Other" (issue 34, round 18: a student-transportation contractor read as
 * "a school or college" because its words said it carries students, with office templates and
 * "Industry: School or college" on the cover while the results said "Other"). It reads as the
 * operator it is, its spare board, runs and notices, and the results and the cover name one
 * industry.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "General Manager",
  companyEmployees: "201-500",
  companyIndustry: "other",
  // Operational efficiency, talent, customer experience.
  businessChallenges: challenges("other", 1, 2, 4),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const SCHOOL = /a school or college|School or college|teachers?'|lesson plans?|report cards?/;
const SPARE_BOARD = /Each morning's runs covered from the spare board/;

const paratransit: Partial<AssessmentInput> = {
  ...quiet,
  companyName: "Red River Accessible Rides Inc.",
  ...headOfficeAt("Winnipeg, Manitoba"),
  otherChallenge:
    "We run 85 paratransit vans under contract to the city; riders book a day ahead, and every morning our dispatchers rebuild the day when drivers call in sick.",
};

const schoolRuns: Partial<AssessmentInput> = {
  ...quiet,
  executiveTitle: "Directrice générale",
  companyName: "Autobus Val-des-Monts inc.",
  ...headOfficeAt("Gatineau, Québec"),
  otherChallenge:
    "Nous exploitons 140 autobus scolaires pour deux centres de services scolaires; chaque matin d'hiver, il manque des chauffeurs et des circuits sont annulés.",
  aiFriction:
    "Nous transportons des élèves : leurs noms, adresses et notes médicales ne doivent jamais sortir de nos systèmes.",
};

describe("a bus operator", () => {
  let prosePara: string;
  let proseSchool: string;
  beforeAll(() => {
    prosePara = proseOf(paratransit);
    proseSchool = proseOf(schoolRuns);
  });

  it("a Manitoba paratransit operator reads as one, with its spare board and no school", () => {
    expect(prosePara).toMatch(/a paratransit operator/);
    expect(prosePara).toMatch(SPARE_BOARD);
    expect(prosePara).toMatch(/runs late or uncovered because no driver was assigned in time/);
    expect(prosePara).not.toMatch(SCHOOL);
    expect(prosePara).not.toMatch(/a trucking carrier/);
  });

  it("a Québec school-bus contractor writing in French, whose riders are pupils, is no school", () => {
    expect(proseSchool).toMatch(/a student transportation contractor/);
    expect(proseSchool).toMatch(SPARE_BOARD);
    expect(proseSchool).toMatch(/Delay and cancellation notices, checked before they go/);
    expect(proseSchool).not.toMatch(SCHOOL);
  });

  it("names one industry on the results page and the report's cover", () => {
    const answers = makeAnswers(schoolRuns);
    const { markdownReport } = generateReport(inputFor(answers));
    expect(sectorOfAnswers(answers)).toBe("Student transportation contractor");
    expect(markdownReport).toContain("Industry: Student transportation contractor");
  });
});
