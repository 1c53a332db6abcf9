import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditPersonas } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import * as builtin from "@/capabilities/report/builtin";
import { personas } from "@/tests/helpers/test-personas";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { checkContent, checkFacts, type CheckName } from "./checks";

function inputFor(overrides: Partial<AssessmentInput> = {}) {
  const answers = makeAnswers(overrides);
  return {
    assessmentId: "00000000-0000-4000-8000-000000000003",
    answers,
    readiness: scoreReadiness(answers),
    family: scoreFamily(answers),
    industryStats: null,
    createdAt: new Date("2026-11-01T00:00:00Z"),
  };
}

/** Uses no AI, runs no platform, small. */
const none = inputFor({
  aiToolsUsed: ["none"],
  orgAiElements: ["none_yet"],
  orgPosture: "curious",
  enterprisePlatforms: ["none"],
  companyEmployees: "11-50",
  aiExperience: undefined,
});
/** Sanctioned pilots, Microsoft 365, the executive on ChatGPT. */
const pilots = inputFor({
  aiToolsUsed: ["chatgpt"],
  orgAiElements: ["dept_pilots"],
  orgPosture: "activating",
  enterprisePlatforms: ["microsoft365"],
});

const checksOf = (text: string, input = none) =>
  checkContent({ executiveSummary: text }, checkFacts(input)).map((p) => p.check);

describe("claims of use and licences", () => {
  it.each<[string, CheckName]>([
    ["AI already reaches Sales and Marketing.", "use-claim"],
    ["The company already uses AI in Customer Service.", "use-claim"],
    ["Your teams are using AI faster than policy.", "use-claim"],
    ["The organization already relies on AI for quotes.", "use-claim"],
    ["Dana already uses Claude for board papers.", "use-claim"],
    ["Start with the licences you already hold.", "licence-claim"],
    ["Copilot is already licensed for every seat.", "licence-claim"],
  ])("flags %j for a company that uses no AI and runs no platform", (text, check) => {
    expect(checksOf(text)).toContain(check);
  });

  it.each([
    "AI already reaches Sales through the pilots.",
    "Your teams are using AI in sanctioned pilots.",
    "Dana already uses ChatGPT for board papers.",
    "Start with the Microsoft 365 licences you already hold.",
  ])("accepts %j where the answers support it", (text) => {
    expect(checksOf(text, pilots)).toEqual([]);
  });

  it("rejects 'included in your licences' beside a paid add-on, even on its platform", () => {
    expect(
      checksOf("Microsoft 365 Copilot is built into your existing Microsoft 365 licences.", pilots),
    ).toContain("licence-claim");
    expect(
      checksOf("Copilot Chat is included in your existing Microsoft 365 licences.", pilots),
    ).toEqual([]);
  });

  it("reads the departments answer as a wish: naming them is never a claim of use", () => {
    expect(checksOf("Sales and Marketing are where Dana expects AI to help most.")).toEqual([]);
  });
});

describe("tools, sources, scores and stored values", () => {
  const facts = checkFacts(none);

  it("flags a tool outside the catalogue, or one that does not fit, in a tool list", () => {
    const unfit = toolCatalogue.find((t) => t.sizes.length === 1 && t.sizes[0] === "enterprise")!;
    const problems = checkContent(
      {
        recommendedApplications: [
          { name: "ToolX" },
          { name: unfit.name, url: unfit.url, pricing: unfit.pricing },
        ],
      },
      facts,
    );
    expect(problems.map((p) => p.detail)).toEqual([
      '"ToolX" is not in the catalogue',
      `${unfit.name} does not fit Northwind Logistics`,
    ]);
  });

  it("flags prose recommending a tool outside the company's size band, but not one left for later", () => {
    const unfit = toolCatalogue.find((t) => t.sizes.length === 1 && t.sizes[0] === "enterprise")!;
    const text = `Roll out ${unfit.name} this year.`;
    expect(checkContent({ nextSteps: [text] }, facts).map((p) => p.check)).toEqual(["tool"]);
    expect(checkContent({ brief: { notYet: [text] } }, facts)).toEqual([]);
  });

  it("accepts only sources from the source list, and links only to known sites", () => {
    const area = (source: string) => ({ solutionLandscape: [{ industryExampleSource: source }] });
    expect(checkContent(area("Illustrative example"), facts)).toEqual([]);
    expect(checkContent(area("Gartner (2031)"), facts).map((p) => p.check)).toEqual(["source"]);
    expect(checksOf("See https://mediasmarts.ca/ai for more.")).toEqual([]);
    expect(checksOf("See https://evil.example/track.png for more.")).toEqual(["source"]);
  });

  it("takes one illustrative example per report, not two", () => {
    const generic = { industryExampleSource: "Illustrative example" };
    const problems = checkContent({ solutionLandscape: [generic, generic] }, facts);
    expect(problems.map((p) => p.path)).toEqual(["solutionLandscape[1].industryExampleSource"]);
  });

  it("accepts the computed scores and rejects any other", () => {
    const score = (none.readiness.score / 10).toFixed(1);
    expect(checksOf(`The company scores ${score}/10 on readiness.`)).toEqual([]);
    expect(checksOf(`The company scores 9.9/10 on readiness.`)).toEqual(["score"]);
    expect(checkContent({ readinessScore: 9.9 }, facts).map((p) => p.path)).toEqual([
      "readinessScore",
    ]);
  });

  it("flags a stored option value left in the prose, not ordinary hyphenated words", () => {
    expect(checksOf("Start with customer_service.")).toEqual(["slug"]);
    expect(checksOf("Real-estate agents and a Canada-wide rollout.")).toEqual([]);
  });
});

describe.each([...personas, ...auditPersonas.map((p) => [p.key, auditInput(p)] as const)])(
  "the built-in documents of %s",
  (_, input) => {
    it("pass every check (the checks have no false alarms on the rules-based text)", () => {
      const facts = checkFacts(input);
      const report = builtin.generateReport(input).reportData;
      expect(checkContent(report, facts)).toEqual([]);
      expect(checkContent(builtin.generateRoadmap(input), facts)).toEqual([]);
      expect(checkContent(builtin.generateFollowUpQuestions(input), facts)).toEqual([]);
    });
  },
);
