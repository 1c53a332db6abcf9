import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Issue 34 (eleventh review): a trucking carrier that chose "Other" read "Industry: Other" on the
 * cover of the report it paid for. The cover names what the answers show the company is.
 */
const carrier = (companyIndustry: "other" | "manufacturing") =>
  inputFor(
    makeAnswers({
      companyName: "Fraser Valley Freightways Ltd.",
      companyIndustry,
      otherChallenge: "Our trucks run loads into Alberta and Washington every week.",
      otherPlatforms: "McLeod LoadMaster TMS, Samsara ELDs",
    }),
  );

describe("the cover's industry", () => {
  it("names the kind of business the answers show when the industry is Other", () => {
    const input = carrier("other");
    const { reportData, markdownReport } = generateReport(input);
    expect(reportData.sector).toBe("Trucking carrier");
    expect(generateRoadmap(input).sector).toBe("Trucking carrier");
    expect(markdownReport).toContain("Industry: Trucking carrier");
    expect(markdownReport).not.toContain("Industry: Other");
  });

  it("names a roofer by its trade, in the words the summary uses", () => {
    const roofer = inputFor(
      makeAnswers({
        companyName: "Skeena Roofing Ltd.",
        companyIndustry: "other",
        otherChallenge: "Our crews tear off and re-roof commercial buildings across the north.",
      }),
    );
    const { reportData, markdownReport } = generateReport(roofer);
    expect(reportData.sector).toBe("Roofing contractor");
    expect(markdownReport).toContain("a roofing contractor");
  });

  it("keeps a listed industry's own label", () => {
    const { reportData, markdownReport } = generateReport(carrier("manufacturing"));
    expect(reportData.sector).toBeUndefined();
    expect(markdownReport).toContain("Industry: Manufacturing");
  });

  it("says Other when nothing in the answers shows a kind of business", () => {
    const input = inputFor(
      makeAnswers({ companyIndustry: "other", companyName: "Northwind Ltd." }),
    );
    expect(generateReport(input).reportData.sector).toBeUndefined();
  });
});
