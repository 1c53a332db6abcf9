import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 class 5: no group the executive is to form is sized from the headcount ("a pilot
 * group of 50 heavy meeting and document users", "the 6 members of the leadership team"): it is
 * named by the work that earns a place in it, with the people the answers name; a licence count
 * a cost needs is said as what it is priced for.
 */

const SIZED =
  /\b(?:pilot|working|steering) group of \d|\bone (?:per|for every) \d+ (?:staff|employees|people)\b|\bthe \d+ members of the leadership team\b|\bthe \d+ people who write and meet the most\b/i;

const text = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      enterprisePlatforms: ["microsoft365"],
      aiToolsUsed: ["chatgpt"],
      ...shape,
    }),
  });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

describe("no group is sized from the headcount", () => {
  it.each(["1-10", "11-50", "51-200", "201-500", "501-1000"] as const)(
    "a company of %s staff",
    (companyEmployees) => {
      const all = text({ companyEmployees });
      expect(all).not.toMatch(SIZED);
      expect(all).toMatch(
        /a pilot group of the heaviest meeting and document users|whoever writes and meets the most/,
      );
    },
  );
});

describe("the pilot group starts with the people the answers name", () => {
  it.each([
    ["Julie, notre contrôleuse, prépare tous les rapports du conseil.", "Julie (controller)"],
    ["Our CFO, Priya, writes every board pack by hand.", "Priya (CFO)"],
  ])("%s", (aiFriction, person) => {
    const all = text({ companyEmployees: "51-200", aiFriction });
    expect(all).toContain(`heaviest meeting and document users, starting with ${person}`);
  });
});
