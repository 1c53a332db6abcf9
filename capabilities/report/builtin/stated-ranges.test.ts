import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { statedMeasure } from "./stated-figures";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (r9 review): a range the executive gave is quoted as a range ("two to three hours",
 * never "three hours"), its lower end sets the target, and a figure is the baseline only of the
 * problem it was given for.
 */

const documents = (industry: string, more: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      companyIndustry: industry as AssessmentInput["companyIndustry"],
      companyEmployees: "11-50",
      businessChallenges: challenges(industry, 0),
      aiExperience: undefined,
      aiFriction: undefined,
      ...more,
    }),
  );
  const roadmap = generateRoadmap(input);
  return { markdown: generateReport(input).markdownReport, roadmap: JSON.stringify(roadmap) };
};

describe("a range the executive gave", () => {
  it.each([
    [
      "food-services",
      "Each Friday I spend two to three hours deciding how many pies to bake for the weekend market.",
      "two to three hours",
      /(?<!two to )three hours (?:today|down)/i,
    ],
    [
      "manufacturing",
      "Each Monday our planner spends 4-6 hours building the production schedule in Excel.",
      "4-6 hours",
      /(?<!4-)\b6 hours (?:today|down)/,
    ],
    [
      "consulting",
      "Chaque lundi, je passe deux à trois heures à préparer le calendrier de production.",
      "deux à trois heures",
      /\(trois heures today\)|“trois heures”/,
    ],
  ])("is quoted whole in the report (%s)", (industry, text, range, distorted) => {
    const { markdown, roadmap } = documents(industry, { otherChallenge: text });
    expect(markdown + roadmap).toContain(range);
    expect(markdown + roadmap).not.toMatch(distorted);
  });

  it("sets the target from its lower end, so the top of the range never meets it", () => {
    const text = "Intake calls take the front desk 15-20 minutes each.";
    expect(statedMeasure(text, text)?.target).toMatch(/^15-20 minutes down to at most 12 minutes/);
    const words = "Each quote takes two to three hours.";
    expect(statedMeasure(words, words)?.target).toMatch(
      /^Two to three hours down to at most 95 minutes/,
    );
  });

  it.each(["We run 2 or 3 trucks on a normal day.", "We have two to three new clients a month."])(
    "reads no time from %j",
    (text) => {
      expect(statedMeasure(text, text)).toBeNull();
    },
  );
});

describe("a figure is the baseline of its own problem only", () => {
  const both =
    "Re-keying each order into the ERP takes two to three hours a day, and customers wait three days for a delivery date.";

  it("measures each problem by the figure in its own clause", () => {
    expect(statedMeasure(both, both, ["re-keying"])?.baseline).toContain(
      "(two to three hours a day)",
    );
    expect(statedMeasure(both, both, ["delivery date"])?.baseline).toContain("(three days)");
  });

  it("gives no time baseline when the problem's clause cannot be told", () => {
    expect(statedMeasure(both, both, [])).toBeNull();
    expect(statedMeasure(both, both, ["orders"])).toBeNull();
  });

  it("still reads the one figure of a sentence with one", () => {
    const one = "Dispatch spends three hours every morning matching drivers to loads.";
    expect(statedMeasure(one, one, ["unrelated"])?.baseline).toContain("(three hours)");
  });
});
