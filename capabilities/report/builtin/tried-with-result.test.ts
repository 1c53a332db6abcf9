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

describe("a pilot still running, in English or French", () => {
  it.each([
    [
      "We've been testing Otter since September on 4 coordinators and it saves them an hour a day.",
      "Otter, Jane App",
      "Our 12 coordinators book every home visit by phone.",
      "Decide on the Otter pilot you are running on 4 coordinators: extend it to all 12 coordinators or stop it, on what it has measured so far",
    ],
    [
      "On teste Otter depuis septembre avec 4 coordonnatrices.",
      "Otter, Acomba",
      "Nos 15 coordonnatrices passent leurs journées au téléphone.",
      "Decide on the Otter pilot you are running on 4 coordonnatrices: extend it to all 15 coordonnatrices or stop it, on what it has measured so far",
    ],
    [
      "Nous utilisons Fireflies à l'essai depuis mars auprès de 5 conseillers.",
      "Fireflies, Microsoft 365",
      "Les comptes rendus de rencontre prennent une heure chacun.",
      "Decide on the Fireflies pilot you are running on 5 conseillers: extend it to the rest of the conseillers or stop it",
    ],
    [
      "Projet pilote avec Jasper depuis janvier sur 3 rédactrices : il nous fait gagner une journée par semaine.",
      "Jasper, WordPress",
      "Nos infolettres prennent deux jours à rédiger.",
      "Decide on the Jasper pilot you are running on 3 rédactrices: extend it to the rest of the rédactrices or stop it",
    ],
    [
      "Essai de l'outil de transcription (Plaud) en cours avec 6 agents, les appels sont plus courts.",
      "Genesys",
      "Les agents retapent chaque appel dans le dossier.",
      "Decide on the Plaud pilot you are running on 6 agents: extend it to the rest of the agents or stop it",
    ],
  ])(
    "is decided at its own scale: “%s”",
    (aiExperience, otherPlatforms, otherChallenge, decision) => {
      const d = documents({ aiExperience, otherPlatforms, otherChallenge });
      expect(d.decisions[2]).toContain(decision);
      expect(d.decisions[2]).toContain(`(you wrote “${aiExperience.replace(/\.$/, "")}”)`);
      expect(d.decisions.join(" ")).not.toMatch(/^Approve (?!a one-page)/m);
    },
  );

  it("is no pilot that ran its course", () => {
    const answers = inputFor(
      makeAnswers({ aiExperience: "On teste Otter depuis septembre.", otherPlatforms: "Otter" }),
    ).answers;
    expect(triedWithResult(answers)).toEqual([
      expect.objectContaining({ tool: "Otter", piloted: true, running: true, saved: null }),
    ]);
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
    expect(d.markdown).toContain("(“une heure par rencontre”)");
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
