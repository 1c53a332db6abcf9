import { makeAnswers } from "@/tests/helpers/test-answers";
import { markdownOf } from "@/tests/helpers/test-personas";
import { readConstraints } from "./constraints";

/**
 * Review r29 (#34): "Fuel, insurance and the new Teamsters agreement (3.5% a year for four years)
 * are squeezing a 4% operating margin" was quoted four times as a rule the report respects, and as
 * the reason for the union's notice. A union named for what its agreement costs states no rule;
 * the sentence with the agreement's notice does.
 */

const COST =
  "Fuel, insurance and the new Teamsters agreement (3.5% a year for four years) are squeezing a 4% operating margin.";
const RULE =
  "Our 150 drivers belong to Teamsters Local 979, and the collective agreement requires 60 days' notice and consultation before any new technology that monitors drivers.";

const answers = { otherChallenge: COST, aiFriction: RULE, aiExperience: "" };

it("reads the union's rule from the sentence that states it, never from its cost", () => {
  const unions = readConstraints(makeAnswers(answers)).filter((c) => c.id === "union");
  expect(unions.map((c) => c.quote)).toEqual([expect.stringContaining("60 days' notice")]);
});

it("never quotes the cost as a rule the report respects", () => {
  const report = markdownOf(answers);
  expect(report).not.toMatch(/(?:respects|rules you stated)[^\n]*squeezing/);
});
