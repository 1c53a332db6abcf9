import type { ProfessionProfile } from "./profession-profiles";

/**
 * Wineries, breweries and distilleries under Food Services (or Manufacturing, Retail, Travel)
 * are no restaurants: no kitchens, covers or drive-thru. Their areas answer the challenges they
 * may choose under any industry option they sit under.
 */
export const alcoholProfile: ProfessionProfile = {
  kinds: [
    { noun: "a brewery", words: ["brew*", "brasserie*", "microbrasserie", "beer*", "bière*"] },
    { noun: "a distillery", words: ["distill*", "distiller*", "distillerie", "spirits"] },
    { noun: "a cidery", words: ["cider*", "cidrerie"] },
    {
      noun: "a winery",
      words: ["winery", "wineries", "wine*", "vineyard*", "vignoble*", "vin", "vins"],
      signature: ["veraison", "each block's harvest"],
    },
  ],
  typicalMaturity:
    "Most wineries, breweries and distilleries meet AI first in their e-commerce and point-of-sale platforms; large producers forecast production and monitor fermentation with sensors and models, while most small producers are early.",
  commonUseCases: [
    "Direct-to-consumer and release marketing",
    "Production and demand forecasting",
    "Fermentation and quality monitoring",
    "Prioritising trade accounts",
    "Checking shipments and labels against liquor rules",
  ],
  landscape: [
    {
      title: "Direct-to-consumer sales",
      description:
        "AI drafts release e-mails for staff to approve and flags regular buyers likely to lapse, while the online shop checks each order's destination province against that province's direct-delivery rules and asks for an adult's signature on delivery.",
      priority: "High",
      industryExample:
        "A producer scores its regular online buyers each month by how recently and how much they buy, sends those likely to lapse a personal note, and has its online shop hold any order bound for a province that does not allow direct delivery.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "managing_delivery_platforms_and_online_orders",
        "personalising_the_shopping_experience",
        "rising_customer_acquisition_costs",
        "competing_with_large_online_marketplaces",
        "improving_the_customer_experience",
      ],
    },
    {
      title: "Harvest, production and demand forecasting",
      kinds: ["a winery"],
      description:
        "Models that combine field counts, weather and past yields forecast each block's harvest, and sales history forecasts each product's demand, so crews, tank space, bottling and allocations are planned earlier.",
      priority: "High",
      industryExample:
        "In a trial on 66 hectares of Cabernet Sauvignon in Chile's Maule Valley in 2019 and 2020, machine-learning forecasts missed each block's yield by 7.6% on average at veraison, against 10.1% for the traditional method.",
      industryExampleSource:
        "Cuevas-Valenzuela et al., 'A new AI-based system for early and accurate vineyard yield forecasting', Enoforum Web Conference (2021)",
      challenges: [
        "forecasting_demand_by_day_and_location",
        "controlling_food_and_labour_costs",
        "staffing_shifts_and_reducing_turnover",
        "forecasting_demand_and_optimising_inventory",
        "forecasting_demand_and_avoiding_stockouts",
        "making_faster_datadriven_decisions",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "Fermentation and quality monitoring",
      hardware: true,
      description:
        "Sensors on tanks and fermenters, with models that flag a stuck or off-course batch early, so it is saved rather than dumped and every lot is made the same way.",
      priority: "Medium",
      industryExample:
        "Carlsberg began its Beer Fingerprinting Project with Microsoft, Aarhus University and the Technical University of Denmark in 2017, using sensors and machine learning to predict the flavour of small test brews, with the aim of cutting the time to develop a new beer by a third (about 33%).",
      industryExampleSource:
        "Microsoft and Carlsberg, Beer Fingerprinting Project announcement (2017); The Register, 'Carlsberg's beer AI can now tell pilsners apart' (July 2018)",
      challenges: [
        "reducing_food_waste_and_spoilage",
        "improving_quality_control_and_reducing_defects",
        "maintaining_consistency_across_locations",
        "lowering_energy_and_material_costs",
        "improving_operational_efficiency",
      ],
    },
    {
      title: "Trade accounts and sales visits",
      description:
        "AI ranks which licensee and store accounts to call or visit each week, and which products to offer each, from their orders and yours.",
      priority: "Medium",
      industryExample:
        "Pernod Ricard built D-Star to tell each of its more than 5,000 sales representatives which outlets to visit and which brands to recommend there; Harvard Business School published its roll-out as a case in 2024.",
      industryExampleSource:
        "Harvard Business School, 'Pernod Ricard: Uncorking Digital Transformation' (case, May 2024); Pierre-Yves Calloc'h, Pernod Ricard, 'L'informatique prédictive, un vieux rêve qui se réalise', École de Paris du management",
      challenges: ["growing_revenue_in_a_competitive_market"],
    },
  ],
  // A producer sells through its own shop, its taproom or tasting room and liquor-store and
  // licensee accounts, not delivery apps; its costs are production, packaging and staff.
  challenges: {
    controlling_food_and_labour_costs: {
      applications: [
        {
          application:
            "Ingredient, packaging and staff costs set against each week's sales by product from every channel, so production runs and staff hours follow what sells",
          work: "prediction",
          department: "operations",
          impact: "Ingredients, packaging and staff hours spent on what sells.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "ingredient, packaging and labour cost as a share of sales, by month",
        baseline:
          "From the accounts, take the last three months' sales, ingredient and packaging purchases and wages",
        target: "One to two points lower ingredient, packaging and labour cost as a share of sales",
        dependsOn: "Sales by product from every channel in one sheet each month",
      },
    },
    forecasting_demand_by_day_and_location: {
      applications: [
        {
          application:
            "Demand for each product and release forecast from past sales in the shop, the taproom or tasting room and the liquor-store accounts, with the season, so each production run is sized before it is made",
          work: "prediction",
          department: "operations",
          impact: "Fewer releases that run out early or sit unsold.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "gap between the volume made and the volume sold, release by release",
        baseline:
          "For the last four releases, set the volume made beside what sold in its first six weeks, and what was left or ran out",
        target: "A 10-20% smaller gap between volume made and volume sold on the next releases",
        dependsOn:
          "Each week's sales by product from the shop, the taproom or tasting room, and the liquor-store accounts in one sheet",
      },
    },
    staffing_shifts_and_reducing_turnover: {
      applications: [
        {
          application:
            "Taproom or tasting-room shifts planned from last year's sales by hour and the season's events",
          work: "scheduling",
          department: "hr",
          impact: "Fewer over- or under-staffed shifts in the busy and quiet months.",
        },
      ],
      tools: ["7shifts", "Deputy"],
    },
    managing_delivery_platforms_and_online_orders: {
      applications: [
        {
          application:
            "Each destination province's rules for direct delivery to consumers written down in one list, checked at the province's liquor authority, before the online shop ships there",
          work: "analysis",
          department: "operations",
          impact: "No order shipped to a province whose rules have not been checked.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "provinces shipped to with their direct-delivery rules checked and written down",
        baseline:
          "List the provinces you ship to or want to, and for each whether its direct-delivery rules are written down and checked",
        target: "Every province you ship to with its rules checked before the first order goes",
        dependsOn: "The liquor authority of each destination province, read at its official source",
      },
    },
  },
};
