import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";
import { busySeasonOf, closedMonthsIn } from "./season-reading";

/**
 * Review r16 class 1: the months the answers give for the business's own season outrank a season
 * word tied to paperwork or hiring ("the LMIAs we file every summer"), which dates that task, not
 * a second busy season.
 */

const answers = (shape: Partial<AssessmentInput>) =>
  makeAnswers({ companyIndustry: "other", aiExperience: undefined, ...shape });

const roadmapOf = (a: AssessmentInput) => {
  const i = auditInput({ answers: a });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

describe("a season in months outranks a season word tied to another task", () => {
  it.each([
    [
      "Our season runs November to May and every line runs flat out.",
      "The LMIAs we file every summer take our office manager weeks.",
      [10, 11, 0, 1, 2, 3, 4],
    ],
    [
      "Our busy season is April to October, when the crews are flat out.",
      "Every winter we renew our permits and it takes a month of forms.",
      [3, 4, 5, 6, 7, 8, 9],
    ],
    [
      "The ski season runs December to April and we are flat out.",
      "Hiring every fall is a scramble of paperwork.",
      [11, 0, 1, 2, 3],
    ],
    [
      "Notre saison du homard va de novembre à mai et les usines roulent à plein.",
      "Les EIMT qu'on dépose chaque été prennent des semaines à la gestionnaire de bureau.",
      [10, 11, 0, 1, 2, 3, 4],
    ],
  ])("%s / %s", (otherChallenge, aiFriction, months) => {
    const a = answers({ otherChallenge, aiFriction });
    expect(busySeasonOf(a)?.months).toEqual(months);
    expect(closedMonthsIn(a)).toEqual([...months].sort((x, y) => x - y));
    expect(roadmapOf(a)).not.toContain("your busy seasons");
  });

  it("keeps a season word with its own busy words beside the months", () => {
    const a = answers({
      otherChallenge: "Our season runs November to May.",
      aiFriction: "Every summer we are slammed too.",
    });
    expect(closedMonthsIn(a)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10, 11]);
  });

  it("still reads a season word alone when no months are given", () => {
    const a = answers({
      otherChallenge: "The permits we file every summer take our office manager weeks.",
      aiFriction: undefined,
    });
    expect(busySeasonOf(a)?.months).toEqual([5, 6, 7]);
  });
});
