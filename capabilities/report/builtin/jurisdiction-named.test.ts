import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 class 3 (#34): a licensing body the executive names is named in the report, never
 * "the body that licenses land surveyors in …"; human-rights risks name the province's or the
 * territory's own act, never "human rights law".
 */

const base: Partial<AssessmentInput> = {
  companyEmployees: "11-50",
  aiExperience: "",
  otherPlatforms: "",
  aiFriction: "",
};

const prose = (answers: Partial<AssessmentInput>) => proseOf({ ...base, ...answers });
/** The report's own words, the executive's quoted ones left out. */
const ownWords = (answers: Partial<AssessmentInput>) => prose(answers).replace(/“[^”]*”/g, "“”");

describe("the licensing body the executive names", () => {
  it.each([
    [
      "Prince Edward Island, in the friction answer",
      {
        companyName: "Cavendish Boundary Surveys Inc.",
        companyIndustry: "other",
        ...headOfficeAt("Charlottetown, Prince Edward Island"),
        otherChallenge: "We are land surveyors; drafting plans of survey takes most of our winter.",
        aiFriction:
          "Every plan carries my stamp under the rules of the Association of Prince Edward Island Land Surveyors.",
      },
      "the Association of Prince Edward Island Land Surveyors",
    ],
    [
      "Manitoba, in the challenge",
      {
        companyName: "Red River Legal Surveys Ltd.",
        companyIndustry: "consulting",
        ...headOfficeAt("Brandon, Manitoba"),
        otherChallenge:
          "Our four commissioned land surveyors answer to the Association of Manitoba Land Surveyors, and plan drafting backs up every fall.",
      },
      "the Association of Manitoba Land Surveyors",
    ],
  ] as const)("%s is named in the report's own words", (_, answers, body) => {
    const own = ownWords(answers as Partial<AssessmentInput>);
    expect(own).toContain(body);
    expect(own).not.toMatch(/the body that licenses land surveyors/);
  });
});

describe("human-rights risks name the place's act", () => {
  it.each([
    ["Whitehorse, Yukon", "the Yukon Human Rights Act"],
    ["Yellowknife, Northwest Territories", "the Northwest Territories Human Rights Act"],
  ])("%s", (place, act) => {
    const own = ownWords({
      companyName: "Northern Lights Outfitters Ltd.",
      companyIndustry: "retail",
      ...headOfficeAt(place),
      businessChallenges: ["attracting_and_retaining_talent"],
      otherChallenge: "We hire 30 seasonal staff every spring and screening résumés takes weeks.",
    });
    expect(own).toContain(act);
    expect(own).not.toMatch(/grounds human rights law protects/);
  });
});
