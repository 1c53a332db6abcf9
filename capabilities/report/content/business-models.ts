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
  noun?: string;
  industries: readonly Industry[];
  /** Words in the company's name, the title or the free text that show the model (keyword syntax). */
  words: readonly string[];
  /**
   * Solution areas of the industry's usual business this model never has, by their words: a
   * caterer paid per head under contract takes no drive-thru or delivery-platform orders.
   */
  notAreas?: RegExp;
  /** The challenges whose lead application this model does its own way, as it does it. */
  applications?: Readonly<Record<string, string>>;
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
  {
    id: "package-lodge",
    industries: ["travel-hospitality-tourism", "other"],
    words: [
      "fly-in",
      "all-inclusive packages?",
      "package guests",
      "fishing lodges?",
      "hunting lodges?",
      "outfitters?",
      "outfitting",
      "guests a season",
      "guests per season",
      "pourvoiries?",
      "pourvoyeurs?",
      "forfaits? tout compris",
      "forfaits? tout inclus",
      "clients par saison",
    ],
    // A few dozen guests a season on packages sold ahead: no rooms on OTAs to price daily.
    notAreas:
      /\bdynamic(?:ally)? pric|\bprices rooms\b|\brevenue management\b|\bonline travel agenc|\bOTAs?\b|\bchannel manag|\broom nights?\b|\bcommission-based channels\b/i,
    applications: {
      optimising_pricing_and_occupancy:
        "Package prices and early-booking offers set from past seasons' bookings",
    },
    measures: {
      optimising_pricing_and_occupancy: {
        metric: "package places sold by the season's opening, and revenue per package",
        baseline:
          "Take the last two seasons' bookings by package and week, with the date each was sold and the price paid",
        target:
          "A tenth more of the season's places sold by opening day, at the same or a higher price per package",
        dependsOn: "Each season's bookings recorded by package, date sold and price in {system}",
      },
      reducing_dependence_on_online_travel_agencies: {
        metric: "share of guests booked direct rather than through agents or booking shows",
        baseline:
          "Count last season's guests by how they booked (direct, returning, agent, show) and total the commissions paid",
        target: "More returning and direct guests next season, with the commission saved tracked",
        dependsOn: "How each guest booked recorded with the booking",
      },
    },
  },
];
