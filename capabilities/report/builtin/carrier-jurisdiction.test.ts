import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * A carrier's regime follows where its trucks go (#34): one whose own words haul to another
 * province or the United States is federally regulated, its workplace under the Canada Labour
 * Code rather than WorkSafeBC's regulation and BC's Employment Standards Act, its drivers under
 * the federal hours-of-service rules and, on US runs, the FMCSA's; one hauling within BC stays
 * under BC's laws. Each pair differs only in the words that say where the trucks go.
 */

const carrier = (otherChallenge: string, more: Partial<AssessmentInput> = {}) =>
  markdownOf({
    companyName: "Panorama Transport Ltd.",
    companyIndustry: "other",
    companyBusinessModel: "b2b",
    ...headOfficeAt("Surrey, BC"),
    officeExpansion: ["only-bc"],
    companyMarkets: "canada",
    businessChallenges: challenges("other", 1, 5),
    otherChallenge,
    aiFriction: "Safety meetings in the yard are the only time drivers and dispatch talk.",
    aiDepartments: ["operations"],
    ...more,
  });

const PROVINCIAL_WORKPLACE =
  /WorkSafeBC|Employment Standards Act|British Columbia's Personal Information Protection Act/;

describe("a carrier's regime by where its trucks go", () => {
  const crossing = carrier(
    "Dispatchers retype loads for our runs; we haul to Alberta and run to Washington State every week.",
  );
  const withinBC = carrier(
    "Dispatchers retype loads for our runs; we haul between Surrey, Kamloops and Prince George.",
  );

  it("puts a carrier hauling to Alberta and Washington under the Canada Labour Code and the FMCSA", () => {
    expect(crossing).toContain("federally regulated undertaking");
    expect(crossing).toContain(
      "the Canada Labour Code (Part II for occupational health and safety, Part III for hours of work, overtime and other standards) its workplace",
    );
    expect(crossing).toContain("Federal Motor Carrier Safety Administration's (FMCSA)");
    expect(crossing).toContain("under the FMCSA 11 hours' driving within a 14-hour window");
    expect(crossing).toContain("“…we haul to Alberta and run to Washington State every week”");
    expect(crossing).not.toMatch(PROVINCIAL_WORKPLACE);
  });

  it("holds its safety texts to Part II and the workplace committee, not WorkSafeBC", () => {
    expect(crossing).toContain(
      "the Canada Labour Code, Part II (occupational health and safety) holds Panorama Transport responsible",
    );
    expect(crossing).toContain("with the workplace health and safety committee");
    expect(withinBC).toContain("WorkSafeBC's Occupational Health and Safety Regulation");
    expect(withinBC).toContain("with the joint health and safety committee");
  });

  it("keeps a carrier hauling within BC under BC's laws, with no federal or US rules", () => {
    expect(withinBC).toContain("operating within one province, so provincial law governs it");
    expect(withinBC).not.toMatch(/FMCSA|Canada Labour Code \(Part II/);
  });

  it("names no US rules for a carrier crossing only into Alberta", () => {
    const alberta = carrier("We run long-haul loads to Calgary and Edmonton every day.");
    expect(alberta).toContain("federally regulated undertaking");
    expect(alberta).not.toContain("FMCSA");
  });

  it("reads a French carrier's cross-border runs from Longueuil", () => {
    const french = carrier(
      "Nos camions font du transport transfrontalier vers les États-Unis chaque semaine.",
      { companyName: "Transport Rive-Sud inc.", ...headOfficeAt("Longueuil, QC"), aiFriction: "" },
    );
    expect(french).toContain("federally regulated undertaking");
    expect(french).toContain("FMCSA");
    expect(french).not.toMatch(/CNESST|Act respecting labour standards/);
  });
});
