import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r19 class 3: camera inspection is proposed only where the answers show a quality or
 * defect problem (the quality challenge ticked, or words naming defects, scrap or inspection),
 * never as a manufacturer's default.
 */

const landscape = (overrides: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: "manufacturing",
        companyEmployees: "201-500",
        orgPosture: "exploring",
        orgAiElements: ["none_yet"],
        aiFriction: "",
        aiExperience: "",
        otherChallenge: "",
        ...overrides,
      }),
    ),
  )
    .markdownReport.split("## AI Solution Landscape and Applications")[1]!
    .split("\n## ")[0]!;

const VISION = /visual quality inspection|Cameras and vision models/i;

describe("vision inspection only where a quality problem is shown", () => {
  it("a manufacturer of no recognised kind with downtime and supply problems gets none", () => {
    const text = landscape({
      companyName: "Maple Ridge Industries Inc.",
      businessChallenges: [
        "reducing_unplanned_equipment_downtime",
        "managing_supply_chain_disruptions_and_delays",
      ],
    });
    expect(text).toContain("### Predictive maintenance");
    expect(text).not.toMatch(VISION);
  });

  it("nor one in Quebec with forecasting and energy costs", () => {
    const text = landscape({
      companyName: "Industries Chaudière inc.",
      headOfficeLocation: "other",
      customLocation: "Lévis, Québec",
      businessChallenges: [
        "forecasting_demand_and_optimising_inventory",
        "lowering_energy_and_material_costs",
      ],
      otherChallenge: "Nos soumissions prennent trop de temps à préparer.",
    });
    expect(text).not.toMatch(VISION);
  });

  it("the quality challenge ticked brings it", () => {
    const text = landscape({
      companyName: "Maple Ridge Industries Inc.",
      businessChallenges: [
        "reducing_unplanned_equipment_downtime",
        "improving_quality_control_and_reducing_defects",
      ],
    });
    expect(text).toMatch(VISION);
  });

  it.each([
    ["Our scrap rate on the stamping line is 6% and climbing."],
    ["Nos clients nous retournent trop de pièces avec des défauts de finition."],
  ])("words naming defects or scrap bring it: “%s”", (words) => {
    const text = landscape({
      companyName: "Maple Ridge Industries Inc.",
      businessChallenges: [
        "reducing_unplanned_equipment_downtime",
        "managing_supply_chain_disruptions_and_delays",
      ],
      otherChallenge: words,
    });
    expect(text).toMatch(VISION);
  });
});
