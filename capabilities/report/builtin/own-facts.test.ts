import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { challenges } from "@/tests/helpers/test-personas";
import { aiUsesIn } from "./ai-uses";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r17 class 3: the company's own facts read as written. A pilot the executive says "we
 * stopped" is not running, and a technology budget is the ceiling AI spending sits inside, never
 * an AI budget.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      companyIndustry: "healthcare",
      companyEmployees: "51-200",
      businessChallenges: challenges("healthcare", 0, 1),
      orgPosture: "exploring",
      orgAiElements: ["ai_policy"],
      aiToolsUsed: ["copilot"],
      otherChallenge: undefined,
      aiFriction: undefined,
      ...shape,
    }),
  });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

describe("a pilot the executive says was stopped is not running", () => {
  it.each([
    "Our clinic manager ran a three-week pilot of an AI note-taker in 2025. The notes were fine, but we stopped because the vendor kept recordings outside Canada.",
    "Our lead physio ran a pilot of an AI intake chatbot for a month. Patients liked the answers, but we did not continue after the price doubled.",
  ])("%s", (aiExperience) => {
    const all = documents({ aiExperience });
    expect(all).not.toContain("runs sanctioned AI pilots");
    expect(all).not.toContain("Sanctioned pilots are already running");
    expect(all).toContain("has run AI pilots, but none is known to be running now");
  });

  it("reads « on n'a pas poursuivi » as the end of the pilot before it", () => {
    const uses = aiUsesIn(
      "Notre coordonnatrice a mené un projet pilote de transcription pendant un mois. Les notes étaient bonnes, mais on n'a pas poursuivi à cause de l'hébergement aux États-Unis.",
      [],
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.every((u) => u.status === "stopped")).toBe(true);
  });

  it("still reads a pilot that goes on as running", () => {
    const all = documents({
      aiExperience:
        "Our clinic manager runs a pilot of an AI note-taker with two physiotherapists; we stopped typing notes by hand.",
    });
    expect(all).not.toContain("none is known to be running now");
  });
});

describe("a technology budget is not an AI budget", () => {
  it.each([
    [
      "Our technology budget is $90,000 for 2027, all systems included.",
      "C$90,000 technology budget",
    ],
    ["Our IT budget is $45,000 a year.", "C$45,000 a year IT budget"],
    ["Notre budget informatique est de 60 000 $ cette année.", "C$60,000 a year IT budget"],
  ])("%s", (aiFriction, named) => {
    const all = documents({ aiFriction });
    expect(all).toContain(`a spending line for AI tools inside the ${named} you set`);
    expect(all).toMatch(
      new RegExp(`of the ${named.replace("$", "\\$")} you set, which covers more than AI`),
    );
    expect(all).not.toMatch(/you set for (?:all )?new AI spending/);
    expect(all).not.toContain("a spending line for AI tools held to the");
  });

  it("keeps an AI budget as the AI budget", () => {
    const all = documents({ aiFriction: "The board approved $30,000 for AI this year." });
    expect(all).toContain("of the C$30,000 a year you set for all new AI spending");
    expect(all).not.toContain("which covers more than AI");
  });
});

describe("the clients' budgets are not the firm's money for AI", () => {
  it.each([
    "We write about 90 environmental reports a year. 70% of revenue comes from two pipeline operators; abandonment spend drives their budgets.",
    "Nous rédigeons environ 90 rapports par année. 70 % des revenus viennent de deux municipalités; les subventions provinciales fixent leurs budgets.",
  ])("%s", (otherChallenge) => {
    const all = documents({ otherChallenge });
    expect(all).not.toContain("Fund AI from what it saves");
  });
});
