import { makeAnswers } from "@/tests/helpers/test-answers";
import { markdownOf } from "@/tests/helpers/test-personas";
import { systemsListed } from "./free-text";
import { heldSystems } from "./held-systems";

/**
 * Review r27 (issue 34): the systems answer names products, never the word that opens a sentence
 * ("Most orders go through our wholesaler's online portal"), the second half of one product's name
 * ("Sage 300 Construction and Real Estate"), a tax form ("for T1, T2 and T3 returns") or people
 * ("Our RNs have read-only access").
 */

describe("the systems the report names", () => {
  it.each([
    [
      "ECRS Catapult POS, Sage 300 for accounting and an Excel schedule. Most orders go through our wholesaler's online portal.",
      "ECRS Catapult POS, Sage 300 and Excel",
    ],
    [
      "Sage 300 Construction and Real Estate for job costing and payroll, HCSS HeavyJob on tablets",
      "Sage 300 Construction and HCSS HeavyJob",
    ],
    [
      "CCH iFirm Taxprep for T1, T2 and T3 returns, Karbon for workflow",
      "CCH iFirm Taxprep and Karbon",
    ],
    ["AlayaCare for scheduling. Our RNs have read-only access to the eHR Viewer.", "AlayaCare"],
  ])("reads %j as %j", (otherPlatforms, listed) => {
    expect(systemsListed(otherPlatforms)).toBe(listed);
    const products = heldSystems(makeAnswers({ otherPlatforms })).map((s) => s.product);
    expect(products).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:Most|Real Estate|T2|T3|Our RNs)$/)]),
    );
  });

  it("asks no vendor of a sentence's first word", () => {
    const report = markdownOf({
      otherPlatforms:
        "ECRS Catapult POS, Sage 300 for accounting. Most orders go through our wholesaler's online portal.",
    });
    expect(report).not.toMatch(/\band Most\b|, Most\b/);
  });
});
