import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { challenges } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16, class 3 (#34): limits the executive stated bind the plan. A budget stated as money
 * for software binds the tools' total; a yearly approval cycle sets when the next use cases are
 * funded and scaled; a worry about US servers is a residency rule for every tool. A report
 * written on 2 November 2026.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const industry = shape.companyIndustry ?? "other";
  const a = makeAnswers({
    companyIndustry: "other",
    companyEmployees: "11-50",
    businessChallenges: challenges(industry, 0, 2),
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiExperience: undefined,
    otherChallenge: undefined,
    ...shape,
  });
  const i = auditInput({ answers: a });
  const report = generateReport(i);
  return {
    report: report.reportData,
    markdown: report.markdownReport,
    all: [report.markdownReport, JSON.stringify(generateRoadmap(i))].join("\n"),
  };
};

const companies: Partial<AssessmentInput>[] = [
  { companyIndustry: "consulting", companyEmployees: "11-50" },
  { companyIndustry: "manufacturing", companyEmployees: "51-200" },
  { companyIndustry: "healthcare", companyEmployees: "201-500" },
];

describe("money stated for software is the tools' ceiling", () => {
  it.each([
    ["We have $300 a month for software, no more.", 300, "month"],
    ["Honestly we have about $100 a month for new tools.", 100, "month"],
    ["On a 500 $ par mois pour les logiciels, pas plus.", 500, "month"],
    ["There's $2,400 a year for tools, nothing more.", 2400, "year"],
  ])("%s", (aiFriction, limit, period) => {
    for (const company of companies) {
      const { markdown } = documents({ ...company, aiFriction });
      const line = markdown.match(/\*\*Against your budget:\*\*[^\n]*/)?.[0] ?? "";
      expect(line).toContain(`C$${limit.toLocaleString("en-CA")} a ${period} you set`);
      expect(line).not.toMatch(/\babove the\b/);
      const total = line.match(new RegExp(`add at most about C\\$([\\d,]+) a ${period}`))?.[1];
      if (total) expect(Number(total.replace(/,/g, ""))).toBeLessThanOrEqual(limit);
    }
  });
});

describe("a yearly approval cycle sets when the next use cases are funded", () => {
  it.each([
    ["Capital is approved once a year in March.", /at your yearly approval in March 2028\b/],
    [
      "Our budget is approved once a year in October by the board.",
      /at your yearly approval in October 20\d\d\b/,
    ],
    [
      "Le budget est adopté une fois par année.",
      /at your next yearly budget approval after the pilots' results/,
    ],
    [
      "Le conseil approuve les investissements une fois par an, en mars.",
      /at your yearly approval in March 2028\b/,
    ],
  ])("%s", (aiFriction, when) => {
    for (const company of companies) {
      const { all } = documents({ ...company, aiFriction });
      expect(all).not.toMatch(/reviewed (?:quarterly|each quarter)/);
      expect(all).not.toContain("for the next two quarters");
      expect(all).toMatch(new RegExp(`Fund the next use cases [^."]*${when.source}`));
    }
  });

  it("an organization with a steering group scales at the cycle, not at a quarterly review", () => {
    const { report } = documents({
      companyIndustry: "healthcare",
      companyEmployees: "201-500",
      orgPosture: "exploring",
      orgAiElements: ["ai_policy", "dedicated_budget", "steering_committee"],
      aiFriction: "Our budget is approved once a year in October by the board.",
    });
    const decisions = JSON.stringify(report.brief);
    expect(decisions).not.toContain("Hold one quarterly review");
    expect(decisions).toMatch(/Decide, at your yearly approval in October 20\d\d/);
  });

  it("a company that states no cycle keeps its quarterly review", () => {
    const { all } = documents({ aiFriction: "Our data is spread over too many systems." });
    expect(all).toMatch(/Fund the next use cases [^."]*, reviewed (?:quarterly|each quarter)/);
    // A small firm with no AI budget and no ceiling spends the monthly line phase 1 set up.
    expect(all).toContain("Fund the next use cases from the monthly AI spending line");
  });
});

describe("a worry about US servers keeps every tool to a residency rule", () => {
  it.each([
    "We worry about our data sitting on US servers.",
    "Our clients are concerned about their files being stored in the US.",
    "On s'inquiète de l'hébergement aux États-Unis.",
  ])("%s", (aiFriction) => {
    for (const company of companies) {
      const { all, markdown } = documents({ ...company, aiFriction });
      expect(markdown).toContain("Checked against your rule (“");
      expect(all).toMatch(
        /can store [^.]* data in (?:Canada|Europe, outside the US)|own computers/,
      );
    }
  });

  it("a sentence that only mentions the US states no rule", () => {
    const { markdown } = documents({ aiFriction: "Half our customers are in the US." });
    expect(markdown).not.toContain("Checked against your rule (“");
  });
});

describe("a company that runs one pilot at a time starts the next use cases in turn", () => {
  it.each([
    [
      "a clinic",
      { companyIndustry: "healthcare", companyEmployees: "201-500" },
      "We can only run one pilot at a time.",
    ],
    [
      "un fabricant",
      { companyIndustry: "manufacturing", companyEmployees: "51-200" },
      "On ne peut mener qu'un seul projet à la fois.",
    ],
  ] as const)("%s", (_, company, aiFriction) => {
    const { all } = documents({ ...company, aiFriction });
    expect(all).toMatch(
      /start the next use cases in [^.;"]*, one at a time, each once the one before meets its target/,
    );
    expect(all).not.toMatch(/start the next use cases in [^.;",]* and [^.;",]*[.;"]/);
  });
});
