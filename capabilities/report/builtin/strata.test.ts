import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./index";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * A property manager of British Columbia's strata corporations reads strata words (issue 34,
 * review class 8): strata councils, bylaws and rules, the depreciation report, never Ontario's
 * condominium boards, declaration or reserve fund study. A condominium manager in Ontario or
 * Alberta keeps its own act's words.
 */

function read(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(
    makeAnswers({
      companyIndustry: "real-estate",
      companyEmployees: "11-50",
      businessChallenges: challenges("real-estate", 2, 3),
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      ...overrides,
    }),
  );
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

const ONTARIO_CONDO = /declaration|\bboards?\b|reserve fund stud|condominium/i;

describe("strata words", () => {
  it.each([
    [
      "a Victoria strata management firm",
      {
        companyName: "Capital Strata Services Ltd.",
        headOfficeLocation: "vancouver-island" as const,
        otherChallenge: "Each of our strata managers handles 15 strata corporations.",
      },
    ],
    [
      "a Burnaby firm that calls its buildings condos",
      {
        companyName: "Metrotown Residential Management Inc.",
        headOfficeLocation: "lower-mainland" as const,
        otherChallenge: "Condo owners e-mail us the same bylaw questions every week.",
      },
    ],
    [
      "a Vancouver firm answering in French",
      {
        executiveName: "Sophie Gagné",
        executiveTitle: "Présidente",
        companyName: "Gestion immobilière Pacifique inc.",
        headOfficeLocation: "lower-mainland" as const,
        otherChallenge:
          "Nos gestionnaires immobiliers gèrent chacun une douzaine de copropriétés et se noient dans les courriels des copropriétaires.",
      },
    ],
  ])("writes councils, bylaws and depreciation reports for %s", (_, answers) => {
    const text = read(answers);
    expect(text).not.toMatch(ONTARIO_CONDO);
    expect(text).toMatch(/\bcouncils?\b/);
  });

  it("keeps an Ottawa condominium manager's boards and declarations (not a trigger)", () => {
    const text = read({
      companyName: "Rideau Condominium Management Inc.",
      headOfficeLocation: "other",
      customLocation: "Ottawa, Ontario",
      otherChallenge: "Our condo boards want their minutes faster.",
    });
    expect(text).toMatch(/\bboards?\b/);
    expect(text).toContain("declaration");
    expect(text).not.toMatch(/strata council|depreciation report/);
  });

  it("keeps a Calgary condominium manager's boards (not a trigger)", () => {
    const text = read({
      companyName: "Bow Valley Condominium Management Ltd.",
      headOfficeLocation: "other",
      customLocation: "Calgary, Alberta",
      otherChallenge: "Condo boards ask for their minutes within a week.",
    });
    expect(text).toMatch(/\bboards?\b/);
    expect(text).not.toMatch(/strata council|depreciation report/);
  });
});
