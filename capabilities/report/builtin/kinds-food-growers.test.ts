import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A processor of growers' produce under Manufacturing (issue 34, round 18: a maple producer and
 * bottler given a parts plant's vision inspection, machine-sensor maintenance and an Audi spot-weld
 * case). It reads as a food processor: lots traced, growers' supply graded on arrival and planned
 * against orders, its food safety records.
 */

const PARTS_PLANT =
  /AI visual quality inspection|spot welds?|Audi|Predictive maintenance from machine sensor data|part numbers?/i;

describe("a processor of growers' produce", () => {
  let prose: string;
  beforeAll(() => {
    const answers: Partial<AssessmentInput> = {
      executiveTitle: "Plant Manager",
      companyName: "Cobequid Wild Fruit Ltd.",
      companyEmployees: "51-200",
      companyIndustry: "manufacturing",
      ...headOfficeAt("Oxford, Nova Scotia"),
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "forecasting_demand_and_optimising_inventory",
        "reducing_unplanned_equipment_downtime",
      ],
      otherChallenge:
        "We buy wild blueberries from about 300 growers each August and freeze them in our IQF line; last season a retailer rejected two containers and we spent three days tracing the lots.",
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      orgAiElements: [],
    };
    prose = proseOf(answers);
  });

  it("a Nova Scotia blueberry processor reads as a fruit processor", () => {
    expect(prose).toMatch(/a fruit processor/);
    expect(prose).toMatch(/Growers' supply graded on arrival and planned against orders/);
    expect(prose).toMatch(/Digital HACCP records and a recall trace in hours/);
    expect(prose).not.toMatch(/supply-managed quota/);
  });

  it("hears nothing of a parts plant's line", () => {
    expect(prose.match(new RegExp(`.{0,60}(?:${PARTS_PLANT.source}).{0,30}`, "gi"))).toBeNull();
  });
});
