import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (r9 review): a problem scoped with the executive is named in the summary by their own
 * sentence when it is short enough to quote whole, never by the placeholder "a problem you
 * described"; (r18 review) never by a quotation cut at its opening either.
 */

const summary = (industry: string, otherChallenge: string, more: Partial<AssessmentInput> = {}) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: industry as AssessmentInput["companyIndustry"],
        businessChallenges: challenges(industry, 0),
        otherChallenge,
        aiExperience: undefined,
        aiFriction: undefined,
        ...more,
      }),
    ),
  ).markdownReport;

describe("a scoped problem in the priority challenges", () => {
  it.each([
    [
      "manufacturing",
      "Our glass kilns crack a batch every fortnight and nobody knows why.",
      // Short enough to quote whole, it is named by its own words (review r20 class 8), never
      // "the problem you described in your own words".
      "“Our glass kilns crack a batch every fortnight and nobody knows why”, to be measured before any pilot",
    ],
    [
      "real-estate",
      "Half our tenants pay late every month since the rent increase and the collections calls eat the whole first week.",
      // Too long to quote whole, it is named by the whole clause that states the problem
      // (review r22), never by a quotation cut mid-clause (review r18).
      "“Half our tenants pay late every month since the rent increase”, to be measured before any pilot",
    ],
    [
      "retail",
      "Nos étalages de saison restent à moitié vides parce que les commandes arrivent toujours en retard.",
      // No clause short enough states it: the report's words, never a quotation cut (review r18).
      "the problem you described in your own words, to be measured before any pilot",
    ],
  ])("is named in the executive's words (%s)", (industry, text, named) => {
    const report = summary(industry, text);
    if (report.includes("to be measured before any pilot")) expect(report).toContain(named);
    expect(report).not.toContain("a problem you described");
    expect(report).not.toMatch(/, measured first/);
  });

  it("names two scoped problems each by its own words (review r22)", () => {
    const report = summary(
      "manufacturing",
      "Our glass kilns crack a batch every fortnight and nobody knows why. Our suppliers always deliver two weeks late on the orders we place with them.",
    );
    expect(report).toContain(
      "“Our glass kilns crack a batch every fortnight and nobody knows why” and “Our suppliers always deliver two weeks late on the orders we place with them”, each to be measured before any pilot",
    );
  });

  it("leaves a problem of a known kind under its name", () => {
    const report = summary(
      "manufacturing",
      "We can't find a second CNC programmer anywhere in the valley.",
    );
    expect(report).not.toMatch(/“We can't find a second CNC programmer[^”]*”, measured first/);
  });
});
