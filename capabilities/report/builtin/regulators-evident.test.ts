import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, markdownOf, quietClinic } from "@/tests/helpers/test-personas";

/**
 * Regulators the executive's own words make plain, read in the Markdown report: the province's
 * workplace safety law for a mill or plant floor (WorkSafeBC in BC), the CFIA's Safe Food for
 * Canadians Regulations for a food importer, Health Canada for an X-ray reading AI in Canada.
 */

describe("safety-sensitive work", () => {
  const plant = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "manufacturing",
    businessChallenges: challenges("manufacturing", 0, 1),
    ...overrides,
  });

  it.each([
    [
      "a Prince George pulp mill",
      plant({
        companyName: "Nechako Pulp Ltd.",
        otherChallenge: "Our pulp mill loses two shifts a month to unplanned stops.",
        headOfficeLocation: "northern-bc",
      }),
      "WorkSafeBC's Occupational Health and Safety Regulation",
    ],
    [
      "a Hamilton plant with forklifts",
      plant({
        companyName: "Bayfront Fabricating",
        otherChallenge: "Forklifts and people share the same aisles in the warehouse.",
        ...headOfficeAt("Hamilton, Ontario"),
      }),
      "Ontario's Occupational Health and Safety Act",
    ],
    [
      "a Saguenay sawmill writing in French",
      plant({
        companyName: "Scierie Lac-Saint-Jean inc.",
        otherChallenge: "Notre scierie manque d'opérateurs qualifiés pour la ligne de sciage.",
        ...headOfficeAt("Saguenay, QC"),
      }),
      "enforced by the CNESST",
    ],
  ])("names the safety law for %s", (_, answers, law) => {
    const text = markdownOf(answers);
    expect(text).toContain(law);
    expect(text).toContain("Have the person accountable for safety check every AI-drafted");
  });

  it.each([
    [
      "a Burnaby software maker",
      plant({
        companyName: "Lumen Devices",
        otherChallenge: "Our sales team forecasts by hand in spreadsheets.",
        headOfficeLocation: "lower-mainland",
      }),
    ],
    [
      "a mill whose province is unknown",
      plant({
        companyName: "Ridge Lumber",
        otherChallenge: "Our sawmill runs two shifts.",
        headOfficeLocation: "other",
        customLocation: "",
      }),
    ],
    [
      "a Kelowna restaurant that trains its staff",
      {
        companyName: "Lakeside Bistro",
        companyIndustry: "food-services" as const,
        businessChallenges: challenges("food-services", 0, 1),
        otherChallenge: "Safety training for new cooks takes a week.",
        headOfficeLocation: "interior" as const,
      },
    ],
  ])("names no safety law for %s", (_, answers) => {
    const text = markdownOf(answers);
    expect(text).not.toContain("Have the person accountable for safety check every AI-drafted");
  });
});

describe("food importers", () => {
  const grocer = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "retail",
    businessChallenges: challenges("retail", 0, 1),
    ...overrides,
  });
  const CFIA =
    "Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations";

  it.each([
    [
      "a Toronto specialty grocer",
      grocer({
        companyName: "Danforth Fine Foods",
        otherChallenge: "We import olive oil and cheese from Greece for our three stores.",
        ...headOfficeAt("Toronto, Ontario"),
      }),
    ],
    [
      "a Calgary spice wholesaler",
      grocer({
        companyName: "Saffron Trading",
        companyIndustry: "other",
        businessChallenges: challenges("other", 0, 1),
        otherChallenge: "We are importers of spices and tea, selling to 200 restaurants.",
        ...headOfficeAt("Calgary, Alberta"),
      }),
    ],
    [
      "a Montreal épicerie writing in French",
      grocer({
        companyName: "Épicerie du Marché",
        otherChallenge:
          "Nous importons des produits alimentaires du Liban pour nos deux épiceries.",
        ...headOfficeAt("Montréal, QC"),
      }),
    ],
  ])("names the CFIA for %s", (_, answers) => {
    expect(markdownOf(answers)).toContain(CFIA);
  });

  it.each([
    [
      "a furniture importer",
      grocer({
        companyName: "Teak House",
        otherChallenge: "We import furniture from Indonesia for our showroom.",
        headOfficeLocation: "lower-mainland",
      }),
    ],
    [
      "a grocer that imports nothing",
      grocer({
        companyName: "Valley Fresh Market",
        otherChallenge: "Produce spoilage is our biggest loss.",
        headOfficeLocation: "interior",
      }),
    ],
  ])("names no CFIA for %s", (_, answers) => {
    expect(markdownOf(answers)).not.toContain("Canadian Food Inspection Agency");
  });
});

it("says an X-ray reading AI needs a Health Canada licence wherever the US clearance is quoted", () => {
  let quoted = 0;
  for (const where of [
    { headOfficeLocation: "lower-mainland" as const },
    headOfficeAt("Calgary, Alberta"),
    headOfficeAt("Laval, QC"),
  ]) {
    const text = markdownOf({
      ...quietClinic("Harbourview Dental Group", "Dentrix", [0, 1]),
      ...where,
    });
    if (!text.includes("Food and Drug Administration")) continue;
    quoted += 1;
    expect(text).toContain("needs a Health Canada licence");
  }
  expect(quoted).toBeGreaterThan(0);
});
