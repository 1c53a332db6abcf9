import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsOf } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt } from "@/tests/helpers/test-personas";

/**
 * Review seats20 class 5 (#34): PIPEDA was applied to a provincial employer's staff records.
 * PIPEDA covers employee information only at federally regulated employers; a provincially
 * regulated employer's staff records fall under its province's private-sector act where one
 * exists, and otherwise under no general private-sector privacy statute.
 */

const privacyRiskOf = (answers: Partial<AssessmentInput>) => {
  const { report } = documentsOf(makeAnswers({ companyEmployees: "1001-5000", ...answers }));
  const risk = report.risks.find((r) => /PIPEDA|PIPA|Law 25/.test(`${r.risk} ${r.why}`))!;
  return `${risk.risk} ${risk.why} ${risk.mitigation}`;
};

const GUARDS: Partial<AssessmentInput> = {
  companyName: "Lakeshore Sentry Services Ltd.",
  companyIndustry: "other",
  otherChallenge:
    "We post licensed guards at hospitals and condominiums; unfilled shifts are covered with overtime.",
};

describe("the privacy law for staff records", () => {
  it("is not PIPEDA for a provincially regulated Ontario employer, which has no general statute for them", () => {
    const text = privacyRiskOf({ ...GUARDS, ...headOfficeAt("Brampton, Ontario") });
    expect(text).not.toMatch(/(?:governs|covers) the personal information you collect/);
    expect(text).toMatch(/employees' own records are not under PIPEDA/);
    expect(text).toMatch(/only at federally regulated employers/);
    expect(text).toMatch(/Ontario has no general private-sector privacy statute for them/);
    expect(text).toMatch(/Employment Standards Act/);
  });

  it("names the province's own act where it has one, and no staff-records caveat", () => {
    const text = privacyRiskOf({ ...GUARDS, ...headOfficeAt("Calgary, Alberta") });
    expect(text).toMatch(/Alberta's PIPA/);
    expect(text).toMatch(/your staff/);
    expect(text).not.toMatch(/not under PIPEDA/);
  });

  it("says so in a province with neither its own act nor a table entry", () => {
    const text = privacyRiskOf({ ...GUARDS, ...headOfficeAt("Halifax, Nova Scotia") });
    expect(text).toMatch(/Nova Scotia has no general private-sector privacy statute for them/);
  });
});
