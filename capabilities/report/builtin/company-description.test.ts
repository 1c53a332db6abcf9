import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { statedHeadcount } from "./headcount";
import { statesProblem } from "./problem-kinds";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (r9 review): a sentence that only describes the company is context, never a problem
 * to scope ("We are an independent brokerage…" read as a problem because "brokerage" holds
 * "broke"), and the headcount it lists ("22 staff", "45 staff year-round") replaces the band's.
 */

const markdown = (industry: string, employees: AssessmentInput["companyEmployees"], text: string) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: industry as AssessmentInput["companyIndustry"],
        companyEmployees: employees,
        businessChallenges: challenges(industry, 0),
        otherChallenge: text,
        aiExperience: undefined,
        aiFriction: undefined,
      }),
    ),
  ).markdownReport;

describe("a sentence that describes the company", () => {
  it.each([
    [
      "financial-services",
      "We are a family-owned mortgage brokerage in Brandon with 14 staff and about 900 files a year.",
    ],
    [
      "manufacturing",
      "We make corrugated paperboard and paper bags in Mississauga, 60 employees, two shifts.",
    ],
    ["food-services", "We run two breakfast diners in Burnaby and one in Richmond with 35 staff."],
    [
      "consulting",
      "Nous sommes un cabinet de courtage à Sherbrooke, 18 employés, surtout en assurance commerciale.",
    ],
  ] as const)("is not scoped as a problem (%s)", (industry, text) => {
    expect(statesProblem(text)).toBe(false);
    const report = markdown(industry, "11-50", text);
    expect(report).not.toContain(`“${text.replace(/\.$/, "")}”: The first step is to`);
    expect(report).not.toMatch(/Measure your own problem before any pilot on it/);
    expect(report).not.toMatch(/a problem you described, measured first/);
  });

  it.each([
    "Our quotes are slow because every broker re-keys the file into three portals.",
    "The kiln controller broke twice this winter and nobody could fix it.",
    "Staff burn out in March when every return is due.",
    "Nous perdons des soumissions parce que nos réponses sont trop lentes.",
    "We missed 40 calls last week.",
  ])("still reads a problem in %j", (text) => {
    expect(statesProblem(text)).toBe(true);
  });
});

describe("a headcount listed in the company's description", () => {
  const stated = (text: string) =>
    statedHeadcount(makeAnswers({ otherChallenge: text, aiExperience: "", aiFriction: "" }));

  it.each([
    [
      "We run a ferry and kayak outfit out of Ucluelet with three boats: 30 staff year-round and 70 in summer.",
      30,
      "30 staff year-round",
    ],
    ["We are a cidery in Summerland, 14 staff, about 80,000 litres a year.", 14, "14 staff"],
    [
      "Nous sommes une fromagerie à Saint-Hyacinthe, 34 employés, trois camions.",
      34,
      "34 employés",
    ],
  ])("is read from %j", (text, count, words) => {
    expect(stated(text)).toEqual({ count, words });
  });

  it.each([
    ["Taproom, kitchen and brewhouse: 19 of us in all.", 19, "19 of us in all"],
    ["27 of us work here, plus students in July and August.", 27, "27 of us work here"],
  ])("is read from %j", (text, count, words) => {
    expect(stated(text)).toEqual({ count, words });
  });

  it.each([
    "Two of us use ChatGPT for the newsletter.",
    "We plan a pilot: 12 staff, then everyone.",
    "Orders come in from 40 dealers, 300 members and 5 staff.",
    "We trained the team: 8 staff, two afternoons.",
  ])("is not read from %j", (text) => {
    expect(stated(text)).toBeNull();
  });

  it("replaces the band's assumed headcount in the costs", () => {
    const report = markdown(
      "travel-hospitality-tourism",
      "11-50",
      "We run a ferry and kayak outfit out of Ucluelet with three boats: 30 staff year-round and 70 in summer.",
    );
    expect(report).not.toMatch(/an assumed \d+|of \d+ staff who work at a desk, both assumed/);
  });
});
