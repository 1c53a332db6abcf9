import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A red line: a decision the executive keeps for a person ("We can't let AI reject applicants on
 * its own", "AI will never make a credit decision", "l'IA ne décidera jamais…"). It is quoted as
 * respected, the work where AI would make that decision is left out, and it is never read as an
 * obstacle to remove.
 */

const lodge = (aiFriction?: string): AssessmentInput =>
  makeAnswers({
    companyName: "Glacier Bend Lodge",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "51-200",
    businessChallenges: ["recruiting_and_training_seasonal_staff"],
    otherChallenge: undefined,
    aiExperience: undefined,
    aiFriction,
  });

const lender = (aiFriction?: string): AssessmentInput =>
  makeAnswers({
    companyName: "Kootenay Trail Lending",
    companyIndustry: "financial-services",
    companyEmployees: "51-200",
    businessChallenges: ["improving_credit_and_risk_decisions"],
    otherChallenge: undefined,
    aiExperience: undefined,
    aiFriction,
  });

const read = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData, markdownReport } = generateReport(input);
  return {
    position: reportData.brief!.position,
    all: `${markdownReport}\n${JSON.stringify(generateRoadmap(input))}`,
  };
};

const OBSTACLE = /Remove the obstacle you named|the obstacle is gone|obstacle you described/;

describe.each([
  ["English", "We can't let AI reject applicants on its own."],
  ["French", "Pas question de laisser l'IA rejeter des candidats sans qu'une personne tranche."],
])("a lodge that keeps hiring decisions for a person, %s", (_lang, rule) => {
  const without = read(lodge());
  const kept = read(lodge(rule));

  it("quotes the red line as respected in the executive's words, with no rule of ours beside it", () => {
    expect(kept.position).toContain(
      `What this report respects, in your words: “${rule.replace(/\.$/, "")}”.`,
    );
    expect(kept.position).not.toContain("AI only prepares the work");
    expect(without.position).not.toContain("What this report respects");
  });

  it("drops the screening of applicants and the case of AI-assessed applicants", () => {
    expect(without.all).toMatch(/screening/i);
    expect(kept.all).not.toMatch(/Text-based screening|screening early-career applicants/);
  });

  it("raises no obstacle to remove from it", () => {
    expect(kept.all).not.toMatch(OBSTACLE);
    expect(kept.position).not.toMatch(/meets friction/);
  });
});

describe("a lender that keeps credit decisions for a person", () => {
  const without = read(lender());
  const kept = read(lender("AI will never make a credit decision here."));

  it("quotes the rule and leaves out machine-learning credit models", () => {
    expect(kept.position).toContain("in your words: “AI will never make a credit decision here”.");
    expect(without.all).toMatch(/credit models|Credit and risk decisioning/);
    expect(kept.all).not.toMatch(/credit models|Credit and risk decisioning/);
    expect(kept.all).not.toMatch(OBSTACLE);
  });
});

describe("a red line beside a real obstacle", () => {
  const kept = read(
    lodge(
      "We will not use AI to decide who gets hired. Our managers have no time to learn new tools.",
    ),
  );

  it("keeps the obstacle and respects the red line, each in its own words", () => {
    expect(kept.position).toMatch(/meets friction, you wrote: “Our managers have no time/);
    expect(kept.position).toContain(
      "in your words: “We will not use AI to decide who gets hired”.",
    );
    expect(kept.position).not.toMatch(/friction, you wrote: “We will not use AI/);
  });
});

describe("words about deciding that draw no red line", () => {
  it("reads nothing from a sentence where people decide and AI is not refused a decision", () => {
    const plain = read(lodge("We decide our hiring in March and our managers are busy."));
    expect(plain.position).not.toContain("AI only prepares the work");
  });
});
