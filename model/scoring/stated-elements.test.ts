import { findImprovements } from "./readiness-improvements";
import { scoreReadiness } from "./readiness";
import { statedElements } from "./stated-elements";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Issue 34: a budget, policy, pilot, steering group or champions the executive states in their
 * own words is in place, ticked or not; a wish, a plan, a draft, a condition or a denial is not.
 */

describe("statedElements: governance in the executive's words", () => {
  it.each([
    // A dental group, a machine shop and a Quebec retailer with an AI budget.
    ["We set aside $15,000 for AI this year, mostly for the front desk.", "dedicated_budget"],
    ["Our AI budget for 2026 is $40k and the owners sign off on each tool.", "dedicated_budget"],
    ["Notre budget IA de 25 000 $ a été approuvé en juin.", "dedicated_budget"],
    ["The board approved a budget of $90,000 for AI licences in March.", "dedicated_budget"],
    // A law firm, a school and an insurer with a rule already written.
    ["Our AI use policy bans client names in public tools.", "ai_policy"],
    ["Teachers use ChatGPT, which our policy limits to lesson plans.", "ai_policy"],
    [
      "Adjusters used Gemini on their phones, and company policy prohibited it in May.",
      "ai_policy",
    ],
    // A hotel, an accounting firm and a Quebec printer that ran or run pilots.
    ["We piloted Gemini with the front desk last spring.", "dept_pilots"],
    ["We ran a Copilot pilot with 10 licences in the tax group.", "dept_pilots"],
    ["Nous avons mené un projet pilote avec Copilot de janvier à avril.", "dept_pilots"],
    ["Our AI steering committee meets every month.", "steering_committee"],
    ["Each branch has two AI champions who train the others.", "internal_champions"],
  ])("reads “%s” as %s", (aiFriction, element) => {
    expect(statedElements({ aiFriction })).toContain(element);
  });

  it.each([
    "We have no AI budget and no policy yet.",
    "I need a budget for AI before anything else.",
    "The AI budget will be set in January.",
    "We want to pilot Copilot next spring.",
    "Before any pilot, the union must be consulted about AI.",
    "Our privacy policy covers patient records; nobody uses ChatGPT.",
    "We are drafting an AI policy for the spring.",
    "Our pilots use ChatGPT for flight briefings.",
    "We spent $5,000 on AI tools last year.",
    "The board risk committee won't allow AI in credit decisions.",
    "Budget is tight and licences are expensive.",
    // Review r27: denied inside the words that name it.
    "Our IT is one coordinator, and the 2025-26 budget has no line for AI.",
  ])("reads nothing in place in “%s”", (aiFriction) => {
    expect(statedElements({ aiFriction })).toEqual([]);
  });
});

describe("the summary's levers", () => {
  it("never advise setting up what the free text says is in place, and still count the tick-box's points", () => {
    const ticked = makeAnswers({ orgAiElements: ["ai_policy"], orgPosture: "activating" });
    const budget = "Our AI budget for 2026 is $40k, approved by the owners.";
    for (const answers of [
      { ...ticked, aiFriction: budget },
      { ...ticked, aiExperience: `I use ChatGPT daily. ${budget}` },
      { ...ticked, otherChallenge: `Margins are thin. ${budget}` },
    ]) {
      const { score } = scoreReadiness(answers);
      expect(score).toBe(scoreReadiness(ticked).score);
      expect(findImprovements(answers, score).map((l) => l.action)).not.toContain(
        "Set aside a dedicated AI budget",
      );
    }
    const asked = { ...ticked, aiFriction: "We have no AI budget yet." };
    const levers = findImprovements(asked, scoreReadiness(asked).score).map((l) => l.action);
    expect(levers).toContain("Set aside a dedicated AI budget");
  });
});
