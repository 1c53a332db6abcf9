import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { dataCleanUpFirst } from "./data-first";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A stated order ("data clean-up has to come first") puts the clean-up in an earlier phase than
 * the pilots (review 8b, class 1: forecasting restarted beside the clean-up the executive put
 * first). Sentences that order nothing leave the plan as it was.
 */

const phaseOne = (overrides: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers({ orgPosture: "activating", ...overrides }))).reportData
    .roadmap.phase1;

describe("the data clean-up the executive puts first comes before any pilot", () => {
  it.each([
    [
      "a Calgary HVAC distributor",
      "Our product list in Spire has thousands of duplicates, so cleaning up the data has to come first.",
    ],
    [
      "a Nova Scotia fishing co-op",
      "First, we must clean up our member records; nothing else until that is done.",
    ],
    [
      "une quincaillerie de Rimouski, in French",
      "Il faut d'abord nettoyer nos fiches produits, qui sont pleines d'erreurs.",
    ],
  ])("%s", (_, aiFriction) => {
    expect(dataCleanUpFirst(makeAnswers({ aiFriction }))).not.toBeNull();
    const p1 = phaseOne({ aiFriction });
    expect(p1.objectives.join(" ")).not.toMatch(/Launch the first pilot/);
    expect(p1.objectives.join(" ")).toMatch(/Prepare the first pilot/);
  });

  it.each([
    ["a clean-up already done", "We cleaned up our data last year and it is in good shape."],
    ["something else first", "Safety has to come first on every job site."],
    ["a wish with no order", "We would like cleaner customer records someday."],
  ])("%s: no order read, the plan unchanged", (_, aiFriction) => {
    expect(dataCleanUpFirst(makeAnswers({ aiFriction }))).toBeNull();
    expect(phaseOne({ aiFriction }).objectives.join(" ")).toEqual(
      phaseOne({ aiFriction: "We sell hardware." }).objectives.join(" "),
    );
  });
});
