import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf } from "@/tests/helpers/documents-text";

/**
 * Review r22 class 3: quality stated as buyers rejecting lots over the product itself ("our buyers
 * in Japan reject lots over colour and fill") is grading against their specification, never a
 * food-safety recall trace: the quality pilot is measured by the lots rejected, not by the hours a
 * mock recall takes, and the food plant's HACCP records step back to a second track.
 */

const plant = (otherChallenge: string, more: Partial<AssessmentInput> = {}) =>
  documentsOf(
    makeAnswers({
      companyName: "Bay of Islands Seafoods Inc.",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Corner Brook, Newfoundland and Labrador",
      otherPlatforms: "Marel Innova",
      businessChallenges: ["improving_quality_control_and_reducing_defects"],
      otherChallenge,
      aiExperience: "",
      aiFriction: "",
      ...more,
    }),
  );

const qualityPilot = (d: ReturnType<typeof plant>) =>
  [d.report.roadmap.phase1, d.report.roadmap.phase2]
    .flatMap((p) => p.initiatives ?? [])
    .find((i) => i.action.includes("Improving quality control and reducing defects"));

describe("lots buyers reject over the product are graded, never traced as a recall", () => {
  it.each([
    ["Our buyers in Korea reject lots over size and glaze.", "size and glaze"],
    [
      "Nos acheteurs au Japon refusent des lots pour la couleur et le remplissage.",
      "colour and fill",
    ],
  ])("“%s”", (otherChallenge, reasons) => {
    const d = plant(otherChallenge);
    const pilot = qualityPilot(d);
    expect(pilot?.baseline).toContain(`count the lots rejected or discounted for ${reasons}`);
    expect(`${pilot?.action} ${pilot?.baseline} ${pilot?.target}`).not.toMatch(/recall|HACCP/i);
    const rec = d.roadmap.recommendations.find((r) =>
      r.description.startsWith("Answers “Improving"),
    );
    expect(rec?.description).toContain(
      `measured by lots rejected or discounted by buyers for ${reasons}`,
    );
    // Grading answers the challenge first; the recall trace is the second track.
    expect(d.report.solutionLandscape[0]?.title).not.toMatch(/HACCP|recall/i);
  });

  it("a rejection for a food-safety reason stays the recall trace's", () => {
    const pilot = qualityPilot(
      plant("Our seafood processing plant had two lots rejected by buyers for listeria last year."),
    );
    expect(pilot?.baseline).toMatch(/mock recall/i);
    expect(pilot?.baseline).not.toContain("lots rejected or discounted");
  });
});
