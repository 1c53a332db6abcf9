import type { AssessmentInput } from "@/model/assessment/schemas";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";
import { USD_TO_CAD } from "./cost";

/**
 * Review r19 (classes 1 and 2): a tool's price is its list price basis with the sum shown. A
 * per-user tool counts the people who will use it (a designer seat for the few who build the
 * data clean-up, not a pilot group of 50 at C$210,000 a year), a capacity paid beside the seats
 * is shown as such (Power BI's Fabric capacity plus a Pro licence per person, never "five Pro
 * licences" for a team of ten), and a flat plan counts no seats.
 */

const toolsOf = (shape: Partial<AssessmentInput>): RecommendedTool[] =>
  generateReport(auditInput({ answers: makeAnswers({ companyRevenue: "50m-100m", ...shape }) }))
    .reportData.recommendedApplications;

const named = (tools: RecommendedTool[], name: string) => {
  const tool = tools.find((t) => t.name === name);
  expect(tool?.cost).toBeDefined();
  return tool!.cost!;
};

/** "About C$2,100 a month (C$25,000 a year)": the yearly figure. */
const yearly = (summary: string) =>
  Number(/\(C\$([\d,]+) a year\)/.exec(summary)?.[1]?.replace(/,/g, "") ?? NaN);

const DATA_MESS: [string, Partial<AssessmentInput>][] = [
  [
    "a 320-person manufacturer whose lists are full of duplicates",
    {
      companyIndustry: "manufacturing",
      companyEmployees: "201-500",
      aiFriction:
        "Our customer and product data is a mess: duplicates everywhere, and nobody trusts the reports.",
    },
  ],
  [
    "a wealth firm of 51 to 200 writing in French",
    {
      companyIndustry: "financial-services",
      companyEmployees: "51-200",
      aiFriction: "Nos listes de clients sont pleines de doublons et les données sont sales.",
    },
  ],
];

describe("a data clean-up tool is priced for the people who build the clean-up", () => {
  it.each(DATA_MESS)("%s", (_, shape) => {
    const cost = named(toolsOf(shape), "Alteryx");
    expect(cost.assumption).not.toMatch(/pilot group of the heaviest users/);
    expect(cost.assumption).toMatch(
      /^(?:an estimated )?\d+ analysts who build the data clean-up .* at US\$250 per user per month/,
    );
    // A handful of designer seats, never a six-figure licence bill for one tool.
    expect(yearly(cost.summary)).toBeLessThan(40_000);
  });
});

const REPORTING: [string, Partial<AssessmentInput>][] = [
  [
    "a 51-200 retailer losing stock to shrink",
    {
      companyIndustry: "retail",
      companyEmployees: "51-200",
      businessChallenges: ["reducing_returns_and_shrinkage"],
      aiFriction: "We are 70 people.",
    },
  ],
  [
    "a property firm of 11 to 50 valuing buildings",
    {
      companyIndustry: "real-estate",
      companyEmployees: "11-50",
      businessChallenges: ["valuing_properties_accurately_and_quickly"],
      aiFriction: "Nous sommes 30 employés.",
    },
  ],
];

describe("a reporting tool is priced as its capacity plus a licence for each person who uses it", () => {
  it.each(REPORTING)("%s", (_, shape) => {
    const cost = named(toolsOf(shape), "Power BI Copilot");
    expect(cost.assumption).not.toMatch(/five Pro licences|used by/);
    const sum =
      /^US\$(\d+) a month for the smallest Fabric capacity \(F2\) Copilot runs on, plus .*?(\d+) people\) at US\$(\d+) per user per month \(Power BI Pro\)/.exec(
        cost.assumption,
      );
    expect(sum).not.toBeNull();
    const [, capacity, seats, perSeat] = sum!.map(Number);
    // The arithmetic the executive can redo: capacity plus seats, at the one exchange rate.
    const monthly = (capacity! + seats! * perSeat!) * USD_TO_CAD;
    expect(Math.abs(yearly(cost.summary) - monthly * 12) / (monthly * 12)).toBeLessThan(0.05);
  });
});

const FLAT_PLANS: [string, Partial<AssessmentInput>][] = [
  [
    "a dealership of 51 to 200 that re-keys deals",
    {
      companyIndustry: "retail",
      companyEmployees: "51-200",
      enterprisePlatforms: ["microsoft365"],
      otherPlatforms: "CDK Drive",
      aiFriction: "Our salespeople re-key every deal from CDK into spreadsheets.",
    },
  ],
  [
    "a restaurant group of 11 to 50 with supplier bills typed by hand",
    {
      companyIndustry: "food-services",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      enterprisePlatforms: ["none"],
      otherPlatforms: "Xero",
      aiFriction: "Every supplier invoice and receipt is typed in by hand by me at night.",
    },
  ],
];

describe("a flat company plan counts no seats", () => {
  it.each(FLAT_PLANS)("%s", (_, shape) => {
    const flat = toolsOf(shape).filter((t) =>
      /a month for the company/.test(t.cost?.assumption ?? ""),
    );
    expect(flat.length).toBeGreaterThan(0);
    for (const t of flat) {
      expect(t.cost!.assumption).not.toMatch(/used by|priced as \d+ people|\d+ staff/);
      expect(t.cost!.assumption).toMatch(/whatever the number of users/);
    }
  });
});
