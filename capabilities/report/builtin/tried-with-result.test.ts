import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { triedWithResult } from "./tried-with-result";

/**
 * Review r12 class 3: a pilot or tool the company already ran with a result is the plan's base,
 * never dropped. A pilot of a named tool becomes the brief's decision to extend it to everyone
 * who does that work, or stop it, on what it measured; a tool tested that saved time is the
 * baseline of that work, built on before anything new is bought for it.
 */

const documents = (more: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      companyIndustry: "financial-services",
      companyEmployees: "51-200",
      orgPosture: "activating",
      aiPerception: "major_opportunity",
      orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget"],
      aiFriction: undefined,
      otherPlatforms: undefined,
      ...more,
    }),
  );
  const report = generateReport(input);
  return {
    decisions: report.reportData.brief!.decisions,
    markdown: report.markdownReport,
    roadmap: JSON.stringify(generateRoadmap(input)),
  };
};

describe("a pilot of a named tool that gave a result", () => {
  it.each([
    [
      "We piloted an AI coaching tool (Cresta) with 8 agents for two months and saw shorter calls.",
      "Our 40 agents take about 3,000 calls a week.",
      "Decide on the Cresta pilot you ran on 8 agents: extend it to all 40 agents or stop it, on the results it measured",
    ],
    [
      "We ran a three-month pilot of an AI call-scoring tool (Observe) on 5 adjusters and saw fewer complaints.",
      "Claims files pile up in the fall.",
      "Decide on the Observe pilot you ran on 5 adjusters: extend it to the rest of the adjusters or stop it",
    ],
  ])("is decided at its own scale in the brief: “%s”", (aiExperience, otherChallenge, decision) => {
    const d = documents({ aiExperience, otherChallenge });
    expect(d.decisions[2]).toContain(decision);
    expect(d.decisions[2]).toContain(`(you wrote “${aiExperience.replace(/\.$/, "")}”)`);
    // No new tool is approved in its place.
    expect(d.decisions.join(" ")).not.toMatch(/^Approve (?!a one-page)/m);
    expect(d.markdown).toContain("Decide on the pilot you already ran");
  });
});

describe("a tool tested that saved time", () => {
  it("is the baseline of that work, in the words the executive gave", () => {
    const aiExperience =
      "Our estimator tested the AI takeoff in PlanSwift on two bids last month and it saved her about three hours.";
    const d = documents({
      companyIndustry: "other",
      aiExperience,
      otherPlatforms: "PlanSwift, QuickBooks",
      orgPosture: "exploring",
      orgAiElements: ["none_yet"],
    });
    expect(d.markdown).toContain("Build on the AI you tested that worked");
    expect(d.markdown).toContain(`“${aiExperience.replace(/\.$/, "")}”`);
    expect(d.markdown).toContain("The time the test saved as you gave it (about three hours)");
    expect(
      triedWithResult(
        inputFor(makeAnswers({ aiExperience, otherPlatforms: "PlanSwift, QuickBooks" })).answers,
      ),
    ).toEqual([
      expect.objectContaining({ tool: "PlanSwift", piloted: false, saved: "about three hours" }),
    ]);
  });

  it("is read in French", () => {
    const aiExperience =
      "Nous avons testé l'outil de transcription (Plaud) sur deux rencontres et il nous a fait gagner une heure par rencontre.";
    const d = documents({ aiExperience, orgPosture: "exploring", orgAiElements: ["none_yet"] });
    expect(d.markdown).toContain("Build on the AI you tested that worked");
    expect(d.markdown).toContain("(une heure par rencontre)");
  });
});

describe("what is no result to build on", () => {
  it.each([
    "We tested a website chatbot (Tidio) for a month but it gave wrong answers, so we switched it off.",
    "I tried ChatGPT once for a letter.",
  ])("“%s”", (aiExperience) => {
    const d = documents({ aiExperience, orgPosture: "exploring", orgAiElements: ["none_yet"] });
    expect(d.decisions.join(" ")).not.toMatch(/Decide on the \w+ pilot you ran/);
    expect(d.markdown).not.toContain("Build on the AI you tested that worked");
  });
});
