import type { AssessmentInput } from "@/lib/assessment/schemas";
import { makeAnswers } from "@/lib/scoring/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { toolsInPlace } from "./in-place";
import { recommendTools } from "./recommend-tools";
import { inputFor } from "./test-personas";

/** What is in place is extended, never proposed anew; an ambiguous "Copilot" is never costed as the paid one. */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "technology",
    companyEmployees: "501-1000",
    companyRevenue: "100m-500m",
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return JSON.stringify([generateReport(input).reportData, generateRoadmap(input)]);
};

describe("an ambiguous Copilot", () => {
  const answers = firm({
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    aiExperience: "I use Copilot to summarise long email threads.",
  });

  it("is read as the Copilot Chat that comes with the licences, and the report asks which it is", () => {
    const tools = recommendTools(inputFor(answers));
    expect(tools.map((t) => t.name)).not.toContain("Microsoft 365 Copilot");
    const chat = tools.find((t) => t.name === "Microsoft 365 Copilot Chat")!;
    expect(chat.fit).toMatch(/do not say which one/);
    expect(chat.cost!.summary).not.toMatch(/C\$[1-9]/);
  });

  it("is never switched on as a quick win, nor sold as the paid add-on anywhere in the documents", () => {
    const text = documents(answers);
    expect(text).not.toMatch(/Switch on Microsoft 365 Copilot Chat/);
    expect(text).toMatch(/Ask who uses Microsoft Copilot and which one/);
    expect(text).not.toMatch(/Pilot Microsoft 365 Copilot with/);
  });

  it("is the paid Microsoft 365 Copilot when the words say so", () => {
    const paid = firm({
      aiToolsUsed: ["copilot"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "We bought 40 Microsoft 365 Copilot licences last spring.",
    });
    const copilot = recommendTools(inputFor(paid)).find((t) => t.name === "Microsoft 365 Copilot")!;
    expect(copilot.fit).toMatch(/already uses Microsoft 365 Copilot/);
  });
});

describe("a tool the answers say is in use", () => {
  const answers = firm({
    aiToolsUsed: ["chatgpt"],
    enterprisePlatforms: ["jira", "slack"],
    otherPlatforms: "GitHub, Jira, Slack",
    aiExperience: "All 900 engineers have had GitHub Copilot since 2024",
    businessChallenges: ["shipping_product_features_faster_than_competitors"],
  });

  it("is extended, with the words that say it is in use as its evidence", () => {
    const copilot = recommendTools(inputFor(answers)).find((t) => t.name === "GitHub Copilot")!;
    expect(copilot.fit).toMatch(/already uses GitHub Copilot .*measure its use, extend it/);
    expect(copilot.evidence![0]).toEqual({
      answer: "aiExperience",
      says: "“All 900 engineers have had GitHub Copilot since 2024”",
    });
  });

  it("is never proposed as a trial or a pilot tool", () => {
    expect(documents(answers)).not.toMatch(/Trial GitHub Copilot|pilot[^.]*with GitHub Copilot/i);
  });

  it("is not in place when the words say it was stopped, tried or is being considered", () => {
    for (const aiExperience of [
      "We stopped paying for Otter last year",
      "We tried Zapier for a month",
      "We are considering Gong for the sales team",
    ])
      expect(toolsInPlace(firm({ aiExperience }))).toEqual([]);
    expect(toolsInPlace(firm({ aiExperience: "Our sales team lives in Gong and Otter" }))).toEqual(
      [
        expect.objectContaining({ name: "Otter.ai" }),
        expect.objectContaining({ name: "Gong" }),
      ].sort(() => 0),
    );
  });
});
