import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf, documentsText } from "@/tests/helpers/documents-text";
import { readProblem } from "./problem-kinds";

/**
 * Review r22 class 5: trained people lost between seasons ("the plant is nearly idle the rest of
 * the year, so we cannot keep trained people") are a re-hiring problem of a seasonal business. No
 * one-hour prompt training answers it: the report says what keeps them (a recall list, re-hiring
 * in the off-season) and that AI only shortens the relearning.
 */

const packer = (otherChallenge: string): AssessmentInput =>
  makeAnswers({
    companyName: "Annapolis Orchard Packers Ltd.",
    companyIndustry: "manufacturing",
    companyEmployees: "51-200",
    headOfficeLocation: "other",
    customLocation: "Kentville, Nova Scotia",
    businessChallenges: ["forecasting_demand_and_optimising_inventory"],
    otherChallenge,
    aiExperience: "",
    aiFriction: "",
  });

describe("trained people lost between seasons are re-hired, not prompt-trained", () => {
  it.each([
    "We pack apples from August to November and the packhouse is idle the rest of the year, so we lose our trained packers.",
    "Every winter we lose our trained staff and start over in the spring.",
    "On perd nos travailleurs formés chaque hiver parce que l'usine ferme d'octobre à mai.",
  ])("“%s”", (otherChallenge) => {
    const answers = packer(otherChallenge);
    const text = documentsText(answers);
    expect(text).toContain("a matter of re-hiring rather than of AI");
    expect(text).toContain("AI only shortens the relearning");
    expect(text).not.toMatch(/one-page prompt guide|Train on real work, not on AI in general/);
    expect(text).not.toContain("Cover the work of the role you cannot fill");
    // No priority of its own: it is context the plan keeps to.
    expect(documentsOf(answers).roadmap.executiveSummary).not.toContain("trained people lost");
  });

  it("a firm that cannot keep estimators, season or not, still has a role to fill", () => {
    expect(
      readProblem("We can't keep trained estimators; they leave for the big firms.").pilot?.id,
    ).toBe("capacity");
  });
});
