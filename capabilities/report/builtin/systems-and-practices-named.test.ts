import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { practicesInPlace } from "./practices-in-place";

/**
 * Review r18 class 2: what the answers say the company runs is read. SAP Business One is not
 * among the SAP products Joule works in, so Joule is never proposed to a Business One shop; a
 * forecast the company already makes in a tool it runs ("our Power BI forecast of demand") is
 * a practice in place, extended and measured, never a new forecasting pilot.
 */

const seedPlant = (aiFriction: string): AssessmentInput =>
  makeAnswers({
    executiveName: "Marek Olynyk",
    executiveTitle: "General Manager",
    companyName: "Kindersley Seed Cleaning Co-op",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    headOfficeLocation: "other",
    customLocation: "Kindersley, Saskatchewan",
    enterprisePlatforms: ["sap", "microsoft365"],
    otherPlatforms: "SAP Business One, Power BI",
    aiFriction,
    businessChallenges: [
      "forecasting_demand_and_optimising_inventory",
      "reducing_unplanned_equipment_downtime",
    ],
  });

describe.each([
  [
    "English",
    "Our ERP is SAP Business One. Our Power BI forecast of demand sets how much seed we clean each week.",
  ],
  [
    "French",
    "Notre ERP est SAP Business One. Notre prévision de la demande dans Power BI fixe ce que nous nettoyons chaque semaine.",
  ],
])("a seed-cleaning plant on SAP Business One with a forecast in place, in %s", (_l, words) => {
  let text = "";
  beforeAll(() => {
    text = documentsText(seedPlant(words));
  });

  it("never proposes SAP Joule", () => {
    expect(text).not.toContain("Joule");
  });

  it("extends the forecast it runs instead of proposing forecasting as new", () => {
    expect(text).toContain("since you already run demand forecasting");
    expect(text).not.toContain("Order from a forecast the buyers trust");
  });
});

it("still proposes Joule where the SAP named is S/4HANA Cloud", () => {
  const text = documentsText(seedPlant("We moved to SAP S/4HANA Cloud last year."));
  expect(text).toContain("SAP Joule");
});

it.each([
  ["Our Power BI forecast of demand drives purchasing.", ["demand forecasting"]],
  ["Our biggest gap is demand forecasting.", []],
  ["We lack a forecast of demand.", []],
])("“%s” shows %j in place", (aiFriction, labels) => {
  expect(practicesInPlace(seedPlant(aiFriction)).map((p) => p.label)).toEqual(labels);
});
