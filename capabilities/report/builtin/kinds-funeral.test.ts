import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { newToAiAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { challenges, headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review r20: a funeral home read any firm's words under "Other" (staff hours on "the pilot
 * process", replies to "routine enquiries"). It reads its own work: arrangement conferences and
 * pre-need plans, obituaries and service notices, families kept informed, its province's funeral
 * regulator, and its own measures.
 */

const funeralHome = (overrides: Partial<AssessmentInput>) =>
  documentsText(
    newToAiAnswers("other", {
      executiveTitle: "Owner and Funeral Director",
      companyEmployees: "11-50",
      ...overrides,
    }),
  );

describe("a funeral home under Other", () => {
  it("a Saskatchewan home reads its arrangements, obituaries and families, measured its own way", () => {
    // Operational efficiency, customer experience, costs and margins.
    const text = funeralHome({
      companyName: "Prairie Rose Funeral Chapel",
      ...headOfficeAt("Regina, Saskatchewan"),
      businessChallenges: challenges("other", 1, 4, 5),
    });
    expect(text).toMatch(/Arrangement conferences prepared before the family arrives/);
    expect(text).toMatch(/Obituaries and service notices drafted from the family's words/);
    expect(text).toMatch(/Families kept informed between the first call and the service/);
    expect(text).toMatch(/funeral director minutes preparing each arrangement conference/);
    expect(text).toMatch(
      /hours from the arrangement conference to the obituary the family approves/,
    );
    expect(text).toMatch(/errors in obituaries, service notices, folders and statements/);
    expect(text).toMatch(/Funeral and Cremation Services Council of Saskatchewan/);
    expect(text).not.toMatch(/staff hours per week on the pilot process|routine enquiries/);
  });

  it("an Ontario home selling pre-arranged plans reads them under the province's funeral rules", () => {
    // Growing revenue, talent.
    const text = funeralHome({
      companyName: "Lakeshore Funeral Home",
      ...headOfficeAt("Kingston, Ontario"),
      businessChallenges: challenges("other", 0, 2),
      otherChallenge:
        "Pre-need enquiries wait days for a call back while our directors write obituaries at night.",
    });
    expect(text).toMatch(/Pre-arranged plans explained in plain language/);
    expect(text).toMatch(/pre-need enquiries followed up within a day/);
    expect(text).toMatch(/funeral director hours a week spent writing outside scheduled hours/);
    expect(text).toMatch(/Bereavement Authority of Ontario/);
    expect(text).not.toMatch(/Workable|Filling roles faster/);
  });
});
