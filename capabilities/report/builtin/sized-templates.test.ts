import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { exampleFitsSize } from "./example-fit";
import { generateReport } from "./documents";

/**
 * Examples fit the sub-sector and the size the answers give (issue 34, review r10 class 7): a
 * fish plant reads no car plant's welds or poultry quota, a nine-shop bakery chain no six-person
 * bakery, while a parts maker keeps its welds and a one-shop bakery its six-person example.
 */

const landscapeOf = (answers: AssessmentInput) =>
  generateReport(inputFor(answers))
    .reportData.solutionLandscape.map((a) => `${a.title}: ${a.industryExample ?? ""}`)
    .join("\n");

const bakery = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    executiveTitle: "Owner",
    companyIndustry: "food-services",
    companyBusinessModel: "b2c",
    companyMarkets: "canada",
    headOfficeLocation: "vancouver-island",
    officeExpansion: ["only-bc"],
    businessChallenges: challenges("food-services", 1, 3),
    aiDepartments: ["operations"],
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    enterprisePlatforms: ["quickbooks"],
    otherPlatforms: "Square POS",
    aiFriction: "",
    aiExperience: "",
    ...overrides,
  });

describe("an illustrative example that states its size", () => {
  it.each([
    ["A six-person bakery exports each day's item sales", "1-10", true],
    ["A six-person bakery exports each day's item sales", "11-50", true],
    ["A six-person bakery exports each day's item sales", "51-200", false],
    ["A 120-person advisory firm combines timesheets", "51-200", true],
    ["A 120-person advisory firm combines timesheets", "11-50", false],
    ["A 160-bed home tracks each week's agency hours", "11-50", true],
    ["A processing plant joins its line-scale weights", "over-5000", true],
  ])("%j for a company of %s: %s", (example, employees, fits) => {
    expect(exampleFitsSize(example, employees)).toBe(fits);
  });

  it.each([
    [
      "English",
      "Boulangerie Lune",
      "We have nine shops and plan the bake centrally; we bake too much on rainy Mondays.",
    ],
    [
      "French",
      "Boulangeries Tremblay",
      "Nous avons neuf boutiques et la production est planifiée centralement; on jette trop de pain le lundi.",
    ],
  ])(
    "is not shown to a nine-shop bakery chain (%s), and is to a two-shop bakery of 11 to 50",
    (_l, name, words) => {
      const chain = landscapeOf(
        bakery({
          companyName: name,
          companyEmployees: "51-200",
          companyRevenue: "10m-50m",
          otherChallenge: words,
        }),
      );
      expect(chain).toContain("The bake plan from the till's own sales");
      expect(chain).not.toContain("six-person");
      const shop = landscapeOf(
        bakery({
          companyName: "Rise & Crumb Bakery",
          companyEmployees: "11-50",
          companyRevenue: "1m-10m",
          businessChallenges: challenges("food-services", 1, 5),
          otherChallenge: "Our two shops bake too many loaves on rainy Mondays.",
        }),
      );
      expect(shop).toContain("six-person bakery");
    },
  );
});

describe("a manufacturer's examples by sub-sector", () => {
  const plant = (overrides: Partial<AssessmentInput>) =>
    makeAnswers({
      companyIndustry: "manufacturing",
      companyEmployees: "501-1000",
      companyRevenue: "100m-500m",
      businessChallenges: challenges("manufacturing", 1, 3),
      aiFriction: "",
      aiExperience: "",
      ...overrides,
    });

  it.each([
    ["a salmon cannery", "We run a salmon cannery in Prince Rupert and lose yield on the line."],
    [
      "a fish plant, in French",
      "Notre usine de transformation du poisson perd du rendement sur la ligne de filetage.",
    ],
  ])("reads no welds, no quota and no poultry for %s", (_name, words) => {
    const text = landscapeOf(plant({ companyName: "Skeena Seafoods", otherChallenge: words }));
    expect(text).not.toMatch(/spot welds|Neckarsulm|quota|poultry|flock/i);
  });

  it("keeps the welds for a parts maker and the quota for a poultry plant", () => {
    expect(
      landscapeOf(
        plant({
          companyName: "Cascade Stampings",
          otherChallenge: "Our welding cells scrap too many brackets for our automotive customers.",
        }),
      ),
    ).toContain("spot welds");
    expect(
      landscapeOf(
        plant({
          companyName: "Fraser Valley Poultry Processors",
          otherChallenge: "Our poultry processing line loses yield on the night shift.",
        }),
      ),
    ).toMatch(/quota/);
  });
});
