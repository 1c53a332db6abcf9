import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./index";

/**
 * Issue 34 (r21 review, class 3): a Manitoba credit union that wrote it is provincially
 * chartered, and named the Credit Union Deposit Guarantee Corporation, read "the body that
 * regulates financial institutions in Manitoba … unless it is federally chartered". Manitoba's
 * credit unions are supervised by the Deposit Guarantee Corporation of Manitoba under The Credit
 * Unions and Caisses Populaires Act, and what the answers say of the charter is never hedged.
 */

const creditUnion = (overrides: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    companyName: "Pembina Hills Credit Union",
    companyIndustry: "financial-services",
    businessChallenges: challenges("financial-services", 0, 2),
    ...headOfficeAt("Brandon, Manitoba"),
    ...overrides,
  });

function documents(a: AssessmentInput): string {
  const input = inputFor(a);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

describe("a Manitoba credit union", () => {
  const provincial = creditUnion({
    otherChallenge: "We are a provincially chartered credit union with six branches in Westman.",
    aiFriction:
      "Our examiners from the Credit Union Deposit Guarantee Corporation will want to see how each model is tested.",
  });

  it("is supervised by the Deposit Guarantee Corporation of Manitoba, named for what it is", () => {
    const read = documents(provincial);
    expect(read).toContain("the Deposit Guarantee Corporation of Manitoba (DGCM)");
    expect(read).toContain("under The Credit Unions and Caisses Populaires Act");
    expect(read).not.toMatch(/the body that regulates financial institutions in Manitoba/);
  });

  it("is never hedged against the charter its answers state", () => {
    const read = documents(provincial);
    expect(read).not.toMatch(/unless it is federally chartered/);
    expect(read).toContain("provincially chartered as you wrote");
    expect(read).toContain("as the federal reference point, OSFI's Guideline E-23");
  });

  it("links the guarantor the executive named by its former name", () => {
    expect(documents(provincial)).toContain(
      "which was the Credit Union Deposit Guarantee Corporation you named until 2011",
    );
    const unnamed = documents(
      creditUnion({ otherChallenge: "We are a provincially chartered credit union." }),
    );
    expect(unnamed).not.toMatch(/you named until 2011/);
  });

  it("says which applies to which when the answers do not give the charter", () => {
    const read = documents(creditUnion({ otherChallenge: undefined, aiFriction: undefined }));
    expect(read).toContain("the Deposit Guarantee Corporation of Manitoba (DGCM)");
    expect(read).toMatch(/unless it is federally chartered, in which case OSFI applies/);
  });
});

describe("a credit union that writes it is federally chartered", () => {
  it("answers to OSFI, never to a provincial regulator with a hedge", () => {
    const read = documents(
      creditUnion({
        companyName: "Lakehead Credit Union",
        ...headOfficeAt("Thunder Bay, Ontario"),
        otherChallenge:
          "We are a federally chartered credit union with 11 branches in Northwestern Ontario.",
      }),
    );
    expect(read).toContain("federally chartered as you wrote, so OSFI supervises it");
    expect(read).not.toMatch(/unless it is federally chartered/);
    expect(read).not.toContain(
      "Financial Services Regulatory Authority of Ontario (FSRA), which supervises",
    );
  });
});
