import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { governingOf } from "./professions";

/**
 * Review r19 class 1: a report speaks its own kind's words, never a neighbour's. A maple or fruit
 * processor's supply is no catch and no landings (a seafood plant's); a refrigerated carrier is
 * a carrier, whatever groceries or produce it hauls.
 */

const SEAFOOD = /\bthe catch\b|\blandings\b|\bwhat is landed\b|\bboats\b/i;

const growers: [string, Partial<AssessmentInput>][] = [
  [
    "a Quebec maple syrup producer",
    {
      executiveTitle: "Président",
      companyName: "Érablière Beauce-Sud Inc.",
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      ...headOfficeAt("Saint-Georges, Quebec"),
      businessChallenges: [
        "forecasting_demand_and_optimising_inventory",
        "improving_quality_control_and_reducing_defects",
      ],
      otherChallenge:
        "We buy maple syrup from 120 producers every spring and bottle it for grocery chains; planning what to bottle is guesswork.",
    },
  ],
  [
    "an Ontario sugar bush that packs its own syrup",
    {
      executiveTitle: "Owner",
      companyName: "Lanark Highlands Sugar Bush",
      companyIndustry: "food-services",
      companyEmployees: "1-10",
      ...headOfficeAt("Perth, Ontario"),
      businessChallenges: ["forecasting_demand_and_optimising_inventory"],
      otherChallenge:
        "Our maple products sell out at Christmas and sit unsold in summer; we never know how much to pack.",
    },
  ],
];

describe.each(growers)("%s", (_, answers) => {
  it("reads as a maple producer and speaks of no catch or landings", () => {
    const prose = proseOf({ aiFriction: "", aiExperience: "", otherPlatforms: "", ...answers });
    expect(prose).toMatch(/a maple syrup producer/);
    expect(prose.match(new RegExp(`.{0,60}(?:${SEAFOOD.source}).{0,30}`, "gi"))).toBeNull();
  });
});

const carriers: [string, Partial<AssessmentInput>][] = [
  [
    "an Ontario carrier whose trailers haul produce for grocers",
    {
      companyName: "Arctic Link Transport",
      ...headOfficeAt("Mississauga, Ontario"),
      otherChallenge:
        "We run 60 reefer trailers hauling fresh produce and frozen food for grocery distributors across Ontario and Quebec; our dispatch is on spreadsheets.",
    },
  ],
  [
    "a Quebec carrier that says so in French",
    {
      companyName: "Transport Boréal inc.",
      ...headOfficeAt("Lévis, Québec"),
      otherChallenge:
        "Nous faisons du transport frigorifique de fruits et légumes frais et de viandes pour les épiceries du Québec et de l'Ontario.",
    },
  ],
];

describe.each(carriers)("%s", (_, answers) => {
  const full = {
    companyIndustry: "other" as const,
    companyEmployees: "51-200" as const,
    aiFriction: "",
    aiExperience: "",
    otherPlatforms: "",
    ...answers,
  };
  it("reads as a carrier, never as the grocer it hauls for", () => {
    const ctx = buildContext(inputFor(makeAnswers(full)));
    expect(governingOf(ctx)).toEqual(["trucking"]);
    const prose = proseOf(full);
    expect(prose).toMatch(/a trucking carrier/);
    expect(prose).not.toMatch(/\bgrocer\b|product list|production orders/i);
  });
});
