import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { statedHeadcount } from "./headcount";

/**
 * Review r16 class 4: a headcount the answers state as a range that varies with the season ("180
 * to 420 people depending on the season") sizes the costs at its larger count, quoted as written,
 * never "320 staff, assumed for a company of 201–500".
 */

const answers = (shape: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "other",
    aiExperience: undefined,
    aiFriction: undefined,
    ...shape,
  });

const documents = (a: AssessmentInput) => {
  const i = auditInput({ answers: a });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

describe("a stated range of staff is used, never assumed", () => {
  it.each([
    [
      "food-services",
      "201-500",
      "Scheduling 180 to 420 people depending on the season is chaos.",
      420,
      "180 to 420 people",
    ],
    [
      "travel-hospitality-tourism",
      "201-500",
      "We run the hill with between 150 and 380 staff, and payroll eats the winter.",
      380,
      "150 and 380 staff",
    ],
    [
      "food-services",
      "51-200",
      "On fait les horaires de 60 à 140 personnes selon la saison, à la main.",
      140,
      "60 à 140 personnes",
    ],
  ] as const)("%s: %s", (companyIndustry, companyEmployees, otherChallenge, count, words) => {
    const a = answers({ companyIndustry, companyEmployees, otherChallenge });
    expect(statedHeadcount(a)).toEqual({ count, words });
    const all = documents(a);
    expect(all).toContain(`“${words}”, as you wrote`);
    expect(all).not.toMatch(/assumed for a company of|an assumed \d/);
  });

  it.each([
    "We host 200 to 400 guests a night in summer.",
    "Between 30 and 60 people a day call about bookings.",
    "We piloted Copilot with 20 to 40 staff in finance.",
    "Between 12 and 15 people work on quotes every week.",
  ])("reads no headcount in “%s”", (otherChallenge) => {
    expect(statedHeadcount(answers({ otherChallenge }))).toBeNull();
  });
});
