import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Review r18 class 1: a quality judgement the executive says a machine will never make alone
 * (grading by taste, cupping, judging a cheese) gets no camera inspection tool or pilot.
 */

const roaster = (aiFriction: string): AssessmentInput =>
  makeAnswers({
    companyName: "Ridgeline Coffee Roasters Ltd.",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    businessChallenges: [
      "improving_quality_control_and_reducing_defects",
      "lowering_energy_and_material_costs",
    ],
    otherChallenge: "Off-flavour lots reach customers before we catch them.",
    aiFriction,
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiExperience: "",
    otherPlatforms: "",
  });
const VISION = /computer-vision|LandingLens|visual inspection/i;

describe("a grading rule the executive set", () => {
  let none: string, english: string, french: string;
  beforeAll(() => {
    none = documentsText(roaster(""));
    english = documentsText(
      roaster("We will never let a machine alone grade our coffee: our cuppers taste every lot."),
    );
    french = documentsText(
      roaster(
        "Nous ne laisserons jamais une machine seule juger nos fromages : nos affineurs goûtent chaque meule.",
      ),
    );
  });

  it("rules out camera inspection, in English and French", () => {
    expect(none).toMatch(VISION);
    expect(english).not.toMatch(VISION);
    expect(french).not.toMatch(VISION);
  });

  it("keeps a quality pilot that leaves the judgement to people", () => {
    expect(english).toContain("Root-cause analysis linking defects to process data");
    expect(english).toContain("“We will never let a machine alone grade our coffee");
  });
});
