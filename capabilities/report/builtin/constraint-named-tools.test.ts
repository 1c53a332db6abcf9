import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A rule that keeps information out of named or free AI tools is restated as written (the
 * executive may still use ChatGPT for other work: no "nothing from ChatGPT"), and no tool it
 * names, nor any with a free plan, is recommended for that information.
 */

const courier = (aiFriction: string | undefined): AssessmentInput =>
  makeAnswers({
    companyName: "Prairie Parcel Co.",
    companyEmployees: "11-50",
    aiToolsUsed: ["chatgpt"],
    enterprisePlatforms: ["quickbooks"],
    otherChallenge: undefined,
    aiFriction,
  });

const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData } = generateReport(input);
  return { report: reportData, roadmap: generateRoadmap(input) };
};
const freeOrNamed = (name: string) => {
  const tool = findTool(name)!;
  return /ChatGPT/.test(name) || tool.price.kind === "free" || /^free tier/i.test(tool.pricing);
};

describe.each([
  [
    "English",
    "Our customers' personal information must never go into ChatGPT or any free AI tool.",
    "your customers' personal information kept out of ChatGPT and every free AI tool",
  ],
  [
    "French",
    "Les renseignements personnels de nos clients ne doivent jamais aller dans ChatGPT ni dans un outil d'IA gratuit.",
    "clients' personal information kept out of ChatGPT and every free AI tool",
  ],
])("information kept out of ChatGPT and free tools, in %s", (_language, statement, restated) => {
  const without = documents(courier(undefined));
  const kept = documents(courier(statement));

  it("quotes the rule as written, never as a refusal of ChatGPT", () => {
    const words = `“${statement.replace(/\.$/, "")}”`;
    expect(kept.report.brief!.position).toContain(`in your words: ${words}.`);
    const policy = kept.roadmap.quickWins.find((w) => /AI (use )?policy/.test(w.title))!;
    expect(policy.description).toContain(words);
    expect(JSON.stringify(kept)).not.toContain("nothing from ChatGPT");
    expect(without.report.brief!.position).not.toContain(restated);
  });

  it("recommends no tool the rule names and none with a free plan", () => {
    expect(without.report.recommendedApplications.some((t) => freeOrNamed(t.name))).toBe(true);
    const names = kept.report.recommendedApplications.map((t) => t.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(freeOrNamed(name)).toBe(false);
  });
});
