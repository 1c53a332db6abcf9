import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review 16: a consultant names an owner still to be found once and refers back to them, and
 * writes the client's name where a section opens, "you" after that. Reports of a 51-200 firm
 * said "someone you name in operations" up to 22 times and the company's name 47 times.
 */

const PLACEHOLDER = /\b(?:someone|a clinician) you name\b/g;

const millwork = {
  companyName: "Cedar Ridge Millwork Ltd.",
  executiveName: "Dave Olsen",
  executiveTitle: "President",
  companyIndustry: "manufacturing",
  companyEmployees: "51-200",
  businessChallenges: challenges("manufacturing", 0, 1, 2),
  aiDepartments: ["operations", "finance", "sales"],
  aiExperience: "",
  aiFriction: "",
  otherChallenge: "",
} satisfies Partial<AssessmentInput>;

const quincaillerie = {
  companyName: "Quincaillerie Beaulieu inc.",
  executiveName: "Chantal Beaulieu",
  executiveTitle: "Présidente",
  companyIndustry: "retail",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Sherbrooke, Québec",
  businessChallenges: challenges("retail", 0, 1, 2),
  aiDepartments: ["operations", "customer_service"],
  aiExperience: "J'ai utilisé ChatGPT pour rédiger des annonces.",
  aiFriction: "Nos gérants de magasin n'ont pas le temps.",
  otherChallenge: "",
} satisfies Partial<AssessmentInput>;

const namesPer1000Words = (text: string, name: string) =>
  ((text.split(name).length - 1) * 1000) / text.split(/\s+/).length;

describe("owners still to be named, from 51 to 200 staff", () => {
  it.each([
    ["a millwork manufacturer", millwork],
    ["a French-speaking hardware chain", quincaillerie],
  ])("%s is asked to name each lead once, then reads “your … lead”", (_, answers) => {
    const text = markdownOf(answers);
    expect(text.match(PLACEHOLDER)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(text).toMatch(/This week: the \S+ names an? [\w ]+ lead as owner of the pilot on/);
    expect(text).toMatch(/\b[Yy]our (?:[a-z]+ ){1,2}lead\b/);
  });
});

describe("the company's name", () => {
  it.each([
    ["a millwork manufacturer", millwork],
    ["a French-speaking hardware chain", quincaillerie],
  ])("%s reads its name where a section opens and “you” after it", (_, answers) => {
    const text = markdownOf(answers);
    expect(text).toContain(`# AI Readiness Report: ${answers.companyName}`);
    expect(namesPer1000Words(text, answers.companyName)).toBeLessThanOrEqual(6);
    expect(text).toMatch(/\bYou score \d+\/100\b|\byour \w+ (?:yet|may|has)\b/);
  });
});
