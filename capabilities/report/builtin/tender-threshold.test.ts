import { proseOf } from "@/tests/helpers/test-personas";

/**
 * Issue 34, review r23: a township wrote "Council set a hard cap of $25,000 for any new software
 * this year without a tender", and the report made it "the C$25,000 a year you set for all new AI
 * spending". It is a procurement rule: above the amount, a purchase goes to public tender.
 */
const township = (aiFriction: string) =>
  proseOf({
    companyName: "Township of Lakehurst Highlands",
    companyIndustry: "other",
    headOfficeLocation: "other",
    customLocation: "Lakehurst Highlands, Ontario",
    enterprisePlatforms: ["microsoft365"],
    aiFriction,
  });

describe("a tender threshold", () => {
  const prose = township(
    "Council set a hard cap of $25,000 for any new software this year without a tender.",
  );

  it("is a procurement rule in the first phase", () => {
    expect(prose).toMatch(
      /Keep each new tool or subscription at or under C\$25,000, or put it out to public tender before it is committed/,
    );
  });

  it("is never a budget, nor someone to propose spending to", () => {
    expect(prose).not.toMatch(/you set for all new AI spending|its budget is the C\$25,000/);
    expect(prose).not.toMatch(/to a public tender for approval|budget to a public tender/);
  });

  it("leaves a stated AI budget read as one", () => {
    const budget = township("Council approved C$25,000 for AI tools this year.");
    expect(budget).toMatch(/C\$25,000/);
    // A township's procurement by-law is its regulator's to name; no C$25,000 tender rule is read.
    expect(budget).not.toMatch(/put it out to public tender before it is committed/);
  });
});
