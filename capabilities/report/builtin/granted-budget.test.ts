import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { readConstraints } from "./constraints";
import { generateReport } from "./index";

/**
 * Money the board gave for AI is the plan's budget (review r20): read as the ceiling the plan
 * keeps to, never as "no budget", a missing spending line, a risk of pilots without money or a
 * rule to write into the AI policy.
 */
const budgetOf = (aiFriction: string) =>
  readConstraints(makeAnswers({ aiFriction }))
    .filter((c) => c.class === "budget")
    .map((c) => c.id);

describe("a budget the executive states", () => {
  it.each([
    "The board approved a C$250k budget for AI this year.",
    "We have a C$250K board-approved budget for automation.",
    "The board gave us $250,000 to spend on technology this year.",
    "There is no budget line for AI yet, but the board approved C$250k for digital transformation.",
  ])("is a ceiling in %j", (words) => expect(budgetOf(words)).toEqual(["budget-cap"]));

  it("is not 'no budget' in \"no budget problem\"", () => {
    expect(budgetOf("We have no budget problem; people are the problem.")).toEqual([]);
  });
});

describe("a report whose board approved C$250k after 'no budget line yet'", () => {
  const { markdownReport } = generateReport(
    inputFor(
      makeAnswers({
        aiFriction:
          "There is no budget line for AI yet, but the board approved C$250k for digital transformation.",
      }),
    ),
  );

  it("plans within the C$250,000", () => {
    expect(markdownReport).toMatch(/within the C\$250,000 you set/);
  });

  it("says nowhere that money is missing or must be capped", () => {
    expect(markdownReport).not.toMatch(
      /without a dedicated AI budget|a budget to scale the ones that work|a spending line for AI tools|set a monthly ceiling on new subscriptions/,
    );
  });

  it("does not write the grant into the AI policy as a rule", () => {
    expect(markdownReport).not.toMatch(/the rules you stated, in your words \(“There is no budget/);
  });
});
