import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { newYearlySpendCad } from "./constraint-fit";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A monthly cap the executive states ("anything over $50 a month is a no") binds the plan: the
 * new spending of all tools together stays under it, each cost that adds spending is shown
 * against it, hardware it cannot buy is dropped, and the plan's spending line is that cap.
 */

const deli = (aiFriction: string | undefined): AssessmentInput =>
  makeAnswers({
    executiveName: "Tomás Ferreira",
    executiveTitle: "Owner",
    companyName: "Riverbend Deli",
    companyRevenue: "under-1m",
    companyEmployees: "1-10",
    companyIndustry: "food-services",
    companyBusinessModel: "b2c",
    headOfficeLocation: "other",
    customLocation: "Kamloops, BC",
    businessChallenges: ["reducing_food_waste_and_spoilage", "controlling_food_and_labour_costs"],
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    enterprisePlatforms: ["quickbooks"],
    otherChallenge: undefined,
    aiExperience: undefined,
    otherPlatforms: "Clover POS",
    aiFriction,
  });

const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData, markdownReport } = generateReport(input);
  return {
    ctx: buildContext(input),
    report: reportData,
    text: `${markdownReport} ${JSON.stringify(generateRoadmap(input))}`,
  };
};

describe.each([
  ["English", "There are four of us; anything over $40 a month is a no."],
  ["French", "Nous sommes quatre : rien au-delà de 40 $ par mois."],
])("a monthly cap, in %s", (_language, statement) => {
  const without = documents(deli("There are four of us."));
  const capped = documents(deli(statement));

  it("quotes the cap as stated, by the month", () => {
    expect(capped.report.brief!.position).toContain(
      `in your words: “${statement.replace(/[.\s]+$/, "")}”.`,
    );
    expect(without.report.brief!.position).not.toContain("C$40 a month");
  });

  it("makes the plan's spending line that cap, never an unsized monthly line", () => {
    expect(without.text).toMatch(/a monthly spending line for AI tools|monthly AI spending line/);
    expect(capped.text).not.toMatch(
      /a monthly spending line for AI tools|monthly AI spending line/,
    );
    expect(capped.text).toContain("a spending line for AI tools held to the C$40 a month you set");
    expect(capped.text).toContain("within the C$40 a month you set for new AI spending");
  });

  it("drops the bin cameras it cannot buy", () => {
    expect(without.text).toMatch(/waste bins|waste tracking at the bin/);
    expect(capped.text).not.toMatch(/waste bins|waste tracking at the bin|Winnow/);
  });

  it("keeps the new spending of all tools together under the cap", () => {
    const tools = capped.report.recommendedApplications.map((t) => findTool(t.name)!);
    expect(newYearlySpendCad(tools, capped.ctx)).toBeLessThanOrEqual(480);
  });
});

it("shows each tool that adds spending against the cap, and those that add none without it", () => {
  const agency = (aiFriction: string | undefined) =>
    makeAnswers({ companyEmployees: "11-50", otherChallenge: undefined, aiFriction });
  const without = documents(agency(undefined));
  const capped = documents(agency("Anything over $400 a month is a no."));
  const adds = (t: { cost?: { summary: string } }) => /^About C\$/.test(t.cost?.summary ?? "");
  expect(without.report.recommendedApplications.some(adds)).toBe(true);
  for (const t of without.report.recommendedApplications)
    expect(t.cost?.assumption).not.toMatch(/you set for all new AI spending/);
  const adding = capped.report.recommendedApplications.filter(adds);
  expect(adding.length).toBeGreaterThan(0);
  for (const t of adding)
    expect(t.cost?.assumption).toMatch(
      /; C\$\d+ a month of the C\$400 a month you set for all new AI spending$/,
    );
  for (const t of capped.report.recommendedApplications.filter((t) => !adds(t)))
    expect(t.cost?.assumption).not.toMatch(/you set for all new AI spending/);
});

describe("the assistant a budget affords", () => {
  const brief = (aiFriction: string) => {
    const { report } = documents({ ...deli(aiFriction), aiToolsUsed: ["chatgpt"] });
    return report.brief?.decisions.join(" ") ?? "";
  };

  it.each([
    ["a cap", "There are four of us; anything over $40 a month is a no."],
    ["no budget at all", "We have no budget for software this year."],
  ])("is the free plan of the assistant in use under %s, never a server", (_rule, statement) => {
    const text = brief(statement);
    expect(text).toContain("the free ChatGPT plan as the one sanctioned assistant");
    expect(text).toContain("model training switched off");
    expect(text).not.toContain("Ollama");
  });

  it("is a business plan without a budget rule", () => {
    expect(brief("There are four of us.")).toContain("ChatGPT Business as the one sanctioned");
  });
});
