import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { challenges } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r17 class 2: the industry option's usual model is not forced on a business whose words
 * show another. A caterer paid per head under camp contracts is measured per meal served, never on
 * sales by menu item; a home-care agency counts visits missed to weather, never "crew-days,
 * bookings or deliveries"; educators held to a ratio are no role AI can cover.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      companyEmployees: "201-500",
      companyRevenue: "10m-50m",
      orgPosture: "exploring",
      orgAiElements: ["none_yet"],
      aiToolsUsed: ["chatgpt"],
      aiExperience: undefined,
      aiFriction: undefined,
      ...shape,
    }),
  });
  return [generateReport(i).markdownReport, JSON.stringify(generateRoadmap(i))].join("\n");
};

/** A template measure offering alternatives, written for no business in particular. */
const TEMPLATE_ALTERNATIVES = /crew-days, bookings or deliveries|files or jobs waiting/;

describe("a caterer paid per head under contracts is no restaurant", () => {
  it.each([
    [
      "in English",
      {
        companyName: "Muskwa Site Services Ltd.",
        otherChallenge:
          "We serve about 2,400 meals a day at four remote work camps for mining clients, under cost-plus contracts; headcounts change with every rotation.",
      },
    ],
    [
      "in French",
      {
        companyName: "Services alimentaires Nordet inc.",
        otherChallenge:
          "Nous servons environ 1 800 repas par jour dans trois camps de travail pour des clients miniers, et les effectifs changent à chaque rotation.",
      },
    ],
  ])("%s", (_, answers) => {
    const all = documents({
      companyIndustry: "food-services",
      businessChallenges: [
        "controlling_food_and_labour_costs",
        "forecasting_demand_by_day_and_location",
      ],
      ...answers,
    });
    expect(all).not.toMatch(
      /a restaurant with|share of sales|item-level sales|actual sales by item/,
    );
    expect(all).toMatch(/a contract caterer/);
    expect(all).toMatch(/per meal served|meals prepared and meals served/);
  });

  it("a restaurant's own words keep the restaurant's measure", () => {
    const all = documents({
      companyName: "Harbourfront Bistro",
      companyIndustry: "food-services",
      companyEmployees: "11-50",
      businessChallenges: ["controlling_food_and_labour_costs"],
      otherChallenge: "Our food cost jumped four points this year and the menu prices lag behind.",
    });
    expect(all).toMatch(/prime cost \(food and labour\) as a share of sales/);
  });
});

describe("a home-care agency counts visits missed to weather", () => {
  it.each([
    [
      "in English",
      {
        companyName: "Bayside Home Support Inc.",
        otherChallenge:
          "Winter storms close the rural roads from December to March, and missed visits climb to 5% of the visits our PSWs are scheduled for.",
      },
    ],
    [
      "in French",
      {
        companyName: "Soins à domicile Beauce inc.",
        otherChallenge:
          "L'hiver, les tempêtes ferment les routes de rang et nos préposées aux bénéficiaires manquent 5 % des visites à domicile.",
      },
    ],
  ])("%s", (_, answers) => {
    const all = documents({
      companyIndustry: "healthcare",
      businessChallenges: challenges("healthcare", 0),
      ...answers,
    });
    expect(all).toMatch(/visits missed or late because of weather and road closures/);
    expect(all).not.toMatch(TEMPLATE_ALTERNATIVES);
  });
});

describe("educators held to a ratio are no role AI can cover", () => {
  it.each([
    [
      "in English",
      {
        companyName: "Little Harbour Early Learning Centre",
        otherChallenge:
          "Shortage of qualified early childhood educators: we cannot replace the ones who leave, 5 of our 18 positions are vacant, and the 1:8 ratio must be met every day.",
      },
    ],
    [
      "in French",
      {
        companyName: "Garderie Les Trois Ruisseaux",
        otherChallenge:
          "Pénurie d'éducatrices qualifiées : 5 postes sur 18 sont occupés par du personnel non qualifié, et le ratio doit être respecté chaque jour.",
      },
    ],
  ])("%s", (_, answers) => {
    const all = documents({
      companyIndustry: "education",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: ["reducing_teacher_workload_and_burnout"],
      ...answers,
    });
    expect(all).not.toMatch(/Cover the work of the role you cannot fill/i);
    expect(all).not.toMatch(TEMPLATE_ALTERNATIVES);
  });
});
