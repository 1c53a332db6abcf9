import { documentsOf } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * A company expanding into another province hears that province's rules for the new operations
 * (#34, review r18), in English and in French ("Nouveau-Brunswick" is New Brunswick).
 */

const otherProvinceRisk = (more: Partial<AssessmentInput>) =>
  documentsOf(
    makeAnswers({
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      officeExpansion: ["other-provinces"],
      ...more,
    }),
  ).report.risks.find((r) => /fall under that province's privacy/.test(r.risk));

describe("expansion into another province", () => {
  it.each([
    [
      "a Québec survey firm, in French",
      {
        companyName: "Arpentage Rivière-du-Loup",
        customLocation: "Rivière-du-Loup, Québec",
        otherChallenge: "Nous prenons de l'expansion au Nouveau-Brunswick cette année.",
      },
      "New Brunswick",
    ],
    [
      "a Manitoba seed-testing lab",
      {
        companyName: "Red River Seed Lab",
        customLocation: "Winnipeg, Manitoba",
        otherChallenge: "We are expanding into Saskatchewan next spring.",
      },
      "Saskatchewan",
    ],
  ] as [string, Partial<AssessmentInput>, string][])("%s names %s's rules", (_, more, province) => {
    expect(otherProvinceRisk(more)?.risk).toContain(`clients in ${province}`);
  });

  it("names none for growth inside the home province", () => {
    expect(
      otherProvinceRisk({
        companyName: "Red River Seed Lab",
        customLocation: "Winnipeg, Manitoba",
        otherChallenge: "We are expanding into Brandon next spring.",
      }),
    ).toBeUndefined();
  });
});
