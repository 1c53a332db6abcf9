import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, ownWords, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r29 (#34): a law firm's "write-offs on research-heavy litigation files run about 12%"
 * was read as goods scrapped or returned, and its first pilot was to "record what is thrown out,
 * scrapped or sent back, by product". Time and fees written off a client's file are billing
 * lost, never goods; goods written off still are.
 */

const GOODS =
  /goods (?:thrown|lost|written)|share of (?:your )?goods|thrown out, scrapped|by product, day and reason/i;

const base: Partial<AssessmentInput> = {
  companyEmployees: "51-200",
  companyRevenue: "10m-50m",
  aiExperience: "",
  otherPlatforms: "",
  aiFriction: "",
};

describe("write-offs", () => {
  it.each([
    [
      "on a law firm's litigation files",
      "Our 35 lawyers billed an average of 1,310 hours last year against a target of 1,500, and write-offs on research-heavy litigation files run about 12%.",
    ],
    [
      "of an accounting firm's time",
      "Write-offs of unbilled time on year-end engagements run about 15% for our tax group.",
    ],
  ])("%s are billing lost, no goods", (_, otherChallenge) => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "Harbour Partners LLP",
        executiveTitle: "Chief Operating Officer",
        companyIndustry: "consulting",
        ...headOfficeAt("Halifax, Nova Scotia"),
        otherChallenge,
      }),
    );
    expect(prose).not.toMatch(GOODS);
  });

  it("of a bakery's unsold bread are still goods lost", () => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyName: "Rise Bakehouse",
        executiveTitle: "Owner",
        companyIndustry: "food-services",
        ...headOfficeAt("Moncton, New Brunswick"),
        otherChallenge: "Write-offs of unsold bread run about 12% of what we bake each day.",
      }),
    );
    expect(prose).toMatch(/thrown out, scrapped or sent back|goods/i);
  });
});
