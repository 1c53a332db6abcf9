import { findTool } from "@/capabilities/report/content/tools";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { againstCap, newYearlySpendCad } from "./constraint-fit";
import { buildContext } from "./context";
import { businessCase, costEstimate } from "./cost";
import { budgetLine } from "./tool-budget";

/**
 * Review r18 class 1: a vendor that quotes its price per user (the catalogue's figure only
 * assumed) is never costed by multiplying that figure by a headcount: its card says the price is
 * on request and to ask for a quote before the pilot, and the budget total leaves it out, saying so.
 */

const ctx = buildContext(
  inputFor(
    makeAnswers({
      companyName: "Lakehead Community Physio",
      companyIndustry: "healthcare",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Thunder Bay, Ontario",
      aiFriction: "We can spend about $8,000 a year on new tools.",
    }),
  ),
);
// A price per user the vendor quotes: the catalogue holds an assumed figure only.
const quoted = findTool("BambooHR")!;
const published = findTool("Microsoft Power Automate")!;
const card = (name: string) => ({ name }) as RecommendedTool;

it("says the price is on request, to ask before the pilot, with no figure multiplied out", () => {
  const cost = costEstimate(ctx, quoted, null);
  expect(cost.summary).toBe("Priced on quote");
  expect(cost.assumption).toMatch(
    /^the vendor publishes no price.*: ask it for a quote for .* before the pilot/,
  );
  expect(`${cost.summary} ${cost.assumption}`).not.toMatch(/C\$|US\$/);
  expect(businessCase(ctx, quoted, null)).toMatch(/^Pays back if the yearly quote is below/);
});

it("sets no figure of it against the budget, and leaves it out of the total, saying so", () => {
  expect(againstCap(quoted, ctx)).toBeNull();
  expect(newYearlySpendCad([quoted, published], ctx)).toBe(newYearlySpendCad([published], ctx));
  expect(budgetLine([card(quoted.name), card(published.name)], ctx)).toContain(
    "BambooHR is priced on request and left out of this total: ask for a quote before the pilot, against what is left.",
  );
});
