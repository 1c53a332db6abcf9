import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review seats20 class 1 (#34): "110 finance staff", "66 HR staff" for a 1,001–5,000 security
 * company, a department sized as a share of a band whose staff are nearly all guards. An office
 * team is a share of the few at a desk, and a count nobody stated is called an estimate.
 */

const guards = (answers: Partial<AssessmentInput> = {}) =>
  documentsText(
    makeAnswers({
      companyName: "Lakeshore Sentry Services Ltd.",
      companyIndustry: "other",
      companyEmployees: "1001-5000",
      ...headOfficeAt("Brampton, Ontario"),
      aiDepartments: ["finance", "hr", "sales"],
      enterprisePlatforms: ["microsoft365", "hubspot"],
      otherChallenge:
        "We post licensed guards at hospitals and condominiums; unfilled shifts are covered with overtime.",
      aiFriction: "Our guard tours run in an app.",
      ...answers,
    }),
  );

/** Every office team the documents count: "22 sales and marketing staff". */
const officeCounts = (text: string) =>
  [
    ...text.matchAll(
      /(\d[\d,]*) (?:sales|marketing|finance|HR|Finance|Human Resources)\b[^.;(“]{0,30}?staff/g,
    ),
  ].map((m) => Number(m[1]!.replace(/,/g, "")));

describe("the office of a company whose staff are nearly all guards", () => {
  it("is sized from the staff at a desk, called an estimate where nobody counted it", () => {
    const text = guards();
    const counts = officeCounts(text);
    expect(counts.length).toBeGreaterThan(0);
    // 5% of the staff at a desk in an assumed 2,200, never 5-20% of all 2,200 guards.
    for (const count of counts) expect(count).toBeLessThanOrEqual(110);
    expect(text).toMatch(/an estimated \d+ (?:sales|marketing|finance|HR)/);
  });

  it("is a share of the desk staff of a stated headcount, and says so", () => {
    const text = guards({
      otherChallenge:
        "We have 2,000 employees, nearly all licensed guards posted at hospitals and condominiums.",
    });
    for (const count of officeCounts(text)) expect(count).toBeLessThanOrEqual(100);
    expect(text).toMatch(/an estimate: about \d+% of the 100 of 2,000 who work at a desk/);
  });
});
