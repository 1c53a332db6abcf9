import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { auditDocuments } from "@/tests/report-audit/rules";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 (class 6): a keyword is not a jurisdiction. The EU AI Act and the GDPR come only
 * with people in Europe in the answers (Europe as the market, or the words naming the EU, Europe
 * or a member state), never with "global", "international", "worldwide" or "export" alone; a
 * global market does not put the United States among the markets either.
 */

const EU_LAW = /EU AI Act|GDPR/;
const RULE = "EU law where the answers place no one in Europe";

const documents = (shape: Partial<AssessmentInput>) => {
  const input = auditInput({
    answers: makeAnswers({
      companyEmployees: "51-200",
      aiDepartments: ["hr", "customer_service", "sales"],
      ...shape,
    }),
  });
  const report = generateReport(input);
  const roadmap = generateRoadmap(input);
  return {
    input,
    report,
    roadmap,
    all: [report.markdownReport, JSON.stringify(roadmap)].join("\n"),
  };
};

describe("a global market alone brings no EU law", () => {
  it.each<[string, Partial<AssessmentInput>]>([
    [
      "global market, international offices",
      { companyMarkets: "global", officeExpansion: ["international"] },
    ],
    [
      "worldwide sales in the words",
      { companyMarkets: "global", aiExperience: "We sell worldwide and export to 30 countries." },
    ],
    [
      "international, in French",
      {
        companyMarkets: "global",
        companyIndustry: "manufacturing",
        aiExperience: "Nous exportons partout dans le monde.",
      },
    ],
    [
      "an international market, a retailer",
      { companyMarkets: "global", companyIndustry: "retail", companyEmployees: "11-50" },
    ],
  ])("%s", (_, shape) => {
    const { all, input, report, roadmap } = documents(shape);
    expect(all).not.toMatch(EU_LAW);
    expect(all).not.toContain("the United States among your markets");
    // The audit holds every report to it: the same law added by hand is flagged.
    const edited = {
      ...report.reportData,
      executiveSummary: `${report.reportData.executiveSummary} The GDPR governs its data.`,
    };
    expect(auditDocuments(input, { reportData: edited, roadmap }).map((v) => v.rule)).toContain(
      RULE,
    );
  });
});

describe("people in Europe in the answers bring the EU AI Act, with the reason", () => {
  it.each<[string, Partial<AssessmentInput>, string]>([
    ["Europe as the market", { companyMarkets: "europe" }, "Europe is your primary market."],
    [
      "customers in the EU, in the words",
      { companyMarkets: "global", aiExperience: "About a third of our customers are in the EU." },
      "Your words “About a third of our customers are in the EU” reach people in the European Union.",
    ],
    [
      "clients en France, in French",
      { companyMarkets: "canada", aiFriction: "Nous avons des clients en France et en Belgique." },
      "reach people in the European Union.",
    ],
    [
      "staff in Germany",
      {
        companyMarkets: "north-america",
        aiExperience: "Our support team in Germany answers tickets.",
      },
      "reach people in the European Union.",
    ],
  ])("%s", (_, shape, why) => {
    const { all, input, report, roadmap } = documents(shape);
    expect(all).toContain("EU AI Act");
    expect(all).toContain(why);
    expect(
      auditDocuments(input, { reportData: report.reportData, roadmap }).map((v) => v.rule),
    ).not.toContain(RULE);
  });

  it("not where the words deny it", () => {
    const { all } = documents({
      companyMarkets: "global",
      aiExperience: "We do not sell in Europe.",
    });
    expect(all).not.toMatch(EU_LAW);
  });
});

it.each([
  "European customers ask for proof that our AI features comply.",
  "Nos clients européens demandent des preuves de conformité.",
])("people named European bring it too: %s", (aiFriction) => {
  expect(documents({ companyMarkets: "global", aiFriction }).all).toContain("EU AI Act");
});
