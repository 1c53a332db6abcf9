import type { Industry } from "@/model/assessment/options";
import type { ChallengeMeasure } from "./challenge-measures";

/**
 * How a business earns, read from the executive's own words, where it differs from the industry
 * option's usual model: a caterer paid per head under camp or site contracts sells no menu items,
 * so its costs are measured per meal served, never as a share of sales.
 */
export interface BusinessModel {
  id: string;
  /** The company's kind, for the summary, where the option's profession would name another. */
  noun: string;
  industries: readonly Industry[];
  /** Words in the company's name, the title or the free text that show the model (keyword syntax). */
  words: readonly string[];
  /**
   * Solution areas of the industry's usual business this model never has, by their words: a
   * caterer paid per head under contract takes no drive-thru or delivery-platform orders.
   */
  notAreas?: RegExp;
  /** The challenges whose usual measure this model contradicts, measured its way. */
  measures: Readonly<Record<string, Partial<ChallengeMeasure>>>;
}

export const businessModels: readonly BusinessModel[] = [
  {
    id: "contract-catering",
    noun: "a contract caterer",
    industries: ["food-services", "other"],
    words: [
      "cost-plus",
      "work camps?",
      "remote camps?",
      "camp catering",
      "camp contracts?",
      "camp manifests?",
      "catering contracts?",
      "contract catering",
      "contract caterer",
      "meals a day",
      "meals per day",
      "meals served",
      "per head per day",
      "camps? de travail",
      "camps? éloignés?",
      "chantiers? éloignés?",
      "repas par jour",
      "contrats? de restauration",
      "coûts? majorés?",
    ],
    notAreas: /\bdrive-thru\b|\bdelivery[- ]platforms?\b|\bdiners?\b|\bloyalty\b|\btable turns?\b/i,
    measures: {
      controlling_food_and_labour_costs: {
        metric: "food and labour cost per meal served",
        baseline:
          "Add up the last three months of food invoices and kitchen payroll for each site, and divide by the meals served there",
        target: "1-2% lower food and labour cost per meal served where the pilot runs",
        dependsOn:
          "Supplier invoices and recipe costs entered consistently, and meals served counted each day at each site",
      },
      forecasting_demand_by_day_and_location: {
        metric: "gap between meals prepared and meals served, by day and site",
        baseline:
          "Compare the last eight weeks' meals prepared with the meals served at each site, and the headcount the client gave beforehand",
        target: "A fifth smaller gap between meals prepared and served where the pilot runs",
        dependsOn:
          "Each client's headcount figures and the meals served recorded by day and site in one place",
      },
      staffing_shifts_and_reducing_turnover: {
        metric: "share of shifts over- or under-staffed against the meals served",
        baseline:
          "Compare four weeks of rosters with the meals served each day at each site, and mark each shift as over, under or right",
        dependsOn: "A year of meals served by day and site, beside the rosters",
      },
      reducing_food_waste_and_spoilage: {
        target: "15-25% less food waste per meal served where the pilot runs",
      },
    },
  },
];
