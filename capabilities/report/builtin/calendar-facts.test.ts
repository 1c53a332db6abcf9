import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { statesOnlyADate, withoutCalendarFacts } from "./calendar-facts";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { recogniseThemes } from "./themes";

/**
 * A date the plan works to (when the budget is set, when the board meets, when the fiscal year
 * ends) is a fact, not a problem (issue 34, timing inputs): it raises no pilot, no "obstacle to
 * remove" and no "where adoption meets friction", while a sentence that also states a problem
 * or a refusal is read as before.
 */

describe("a sentence that only states a decision date", () => {
  it.each([
    "Our fiscal year ends in March.",
    "Our board meets in March to approve new spending.",
    "Next year's budget is set in January.",
    "Le budget est adopté par le conseil en avril.",
    "Notre exercice financier se termine en mars.",
    "Le conseil d'administration se réunit en juin.",
  ])("is a fact: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(true);
  });

  it.each([
    "The board meets in March and the board pack takes us two weeks by hand.",
    "Our board won't approve AI spending before the March meeting.",
    "Year-end close takes us three weeks every March.",
    "Le conseil n'approuve aucune dépense en IA avant avril.",
    "Le budget adopté en avril est trop serré pour de nouveaux outils.",
    "Month-end reporting is slow and manual.",
  ])("is read as before: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(false);
  });

  it("is left out of the text read for problems, the rest kept", () => {
    expect(
      withoutCalendarFacts("Our fiscal year ends in March. Month-end close takes us ten days."),
    ).toBe("Month-end close takes us ten days.");
    expect(withoutCalendarFacts("Month-end close takes us ten days.")).toBe(
      "Month-end close takes us ten days.",
    );
  });
});

const retailer = (aiFriction: string, otherChallenge?: string): AssessmentInput =>
  makeAnswers({
    companyName: "Kelowna Outfitters",
    companyIndustry: "retail",
    companyEmployees: "51-200",
    orgPosture: "curious",
    otherChallenge,
    aiFriction,
    aiExperience: undefined,
  });

describe("the documents of an executive who wrote a decision date", () => {
  it.each([
    "Our fiscal year ends in March.",
    "Our board meets in March to approve new spending.",
    "Le budget est adopté par le conseil en avril.",
  ])("answer no problem and no friction in it, and keep its date: %s", (friction) => {
    const answers = retailer(friction);
    const items = recogniseThemes(answers);
    expect(items.filter((t) => t.quote.includes(friction.slice(0, 20)))).toEqual([]);
    const input = inputFor(answers);
    expect(buildContext(input).friction).toBeNull();
    const report = generateReport(input).reportData;
    const roadmap = generateRoadmap(input);
    const all = JSON.stringify({ report, roadmap });
    expect(all).not.toMatch(/Remove the obstacle you named|Shorten the close/);
    expect(report.brief?.position ?? "").not.toContain("meets friction");
    // The date is still on the plan, as a date.
    expect(all).toMatch(/Budget date|meets in March \d{4}/);
  });

  it("still answers the problem beside it", () => {
    const answers = retailer(
      "Our fiscal year ends in March. Month-end close takes us ten days by hand.",
    );
    const quotes = recogniseThemes(answers).map((t) => t.quote);
    expect(quotes.some((q) => q.includes("Month-end close takes us ten days"))).toBe(true);
    expect(quotes.some((q) => q.includes("fiscal year"))).toBe(false);
    expect(buildContext(inputFor(answers)).friction).toBe(
      "Month-end close takes us ten days by hand.",
    );
  });
});
