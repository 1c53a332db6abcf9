import type { ProfessionProfile } from "./profession-profiles";

/**
 * A small bakery or bakery-café bakes to a plan: how much of each bread and pastry to make each
 * day (par levels), judged by what is left unsold at close. It is one site with an owner who
 * bakes, so no drive-thru, diners, area managers or consistency across locations; its AI risk is
 * an allergen left out of menu text AI wrote.
 */
export const bakeryProfile: ProfessionProfile = {
  kinds: [
    { noun: "a bakery-café", words: ["café", "cafe", "coffee", "espresso", "barista"] },
    { noun: "a pastry shop", words: ["pâtisseries?", "patisseries?", "pastry shop"] },
  ],
  roles: {
    operations: "Head Baker",
    product: "Head Baker",
    supply_chain: "Head Baker",
    customer_service: "Front Counter Lead",
    marketing: "Front Counter Lead",
  },
  typicalMaturity:
    "Bakeries often plan the bake from the head baker's memory or a spreadsheet and meet AI, if at all, in their point of sale's reports and in staff using ChatGPT for captions. The first gain is the bake plan: the till's item sales already say what sold, and what is left at close says what did not.",
  commonUseCases: [
    "Next week's bake plan suggested from the till's item sales, weather and the calendar",
    "Unsold product at close counted by item and fed back into the plan",
    "Menu descriptions and labels drafted, with allergens checked against the recipe",
    "Social posts and captions drafted for the owner to approve",
    "Staff schedules built from the bake plan and the busy days",
  ],
  landscape: [
    {
      title: "The bake plan from the till's own sales",
      description:
        "Each week the point of sale's item sales by day, with the weather and the calendar, suggest how much of each bread and pastry to bake; the head baker adjusts the plan, and what is left unsold at close is counted and fed back.",
      priority: "High",
      industryExample:
        "A six-person bakery exports each day's item sales from its point of sale into the spreadsheet that holds its bake plan; an AI assistant suggests next week's quantities by day from those sales and the forecast weather, and the owner adjusts them in minutes instead of an evening.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "forecasting_demand_by_day_and_location",
        "controlling_food_and_labour_costs",
        "reducing_food_waste_and_spoilage",
        "maintaining_consistency_across_locations",
      ],
    },
    {
      title: "Unsold product at close, counted and cut",
      description:
        "What is left at close is counted by item each day (a line in the spreadsheet, not a camera), so the plan bakes less of what goes unsold on slow days and enough of what sells out.",
      priority: "High",
      industryExample:
        "McKinsey reported in 2017 that AI-based forecasting can cut forecast errors by 20 to 50%, and lost sales from products being unavailable by up to 65%.",
      industryExampleSource:
        "McKinsey Global Institute and McKinsey Digital, 'Smartening up with Artificial Intelligence (AI)' (April 2017)",
      challenges: ["reducing_food_waste_and_spoilage", "controlling_food_and_labour_costs"],
    },
    {
      title: "Menu text and labels with every allergen checked",
      description:
        "AI may draft menu descriptions, labels and online listings, but each is checked against the recipe's ingredient list before it is used, since a customer with an allergy relies on it; allergen statements are never left to AI alone.",
      priority: "Medium",
      industryExample:
        "In August 2023 the New Zealand supermarket Pak'nSave's AI meal planner, Savey Meal-bot, suggested recipes including one that would make chlorine gas; the chain added a warning that recipes are not reviewed by a person and that users must be over 18.",
      industryExampleSource:
        "The Guardian, 'Supermarket AI meal planner app suggests recipe that would create chlorine gas' (August 2023)",
      challenges: ["managing_delivery_platforms_and_online_orders"],
    },
    {
      title: "Captions, schedules and everyday writing with the assistant staff already use",
      description:
        "A free or included assistant drafts social posts, supplier e-mails and the week's staff schedule from the bake plan, for the owner to approve, before anything is bought.",
      priority: "Medium",
      industryExample:
        "Statistics Canada reported that 6.1% of Canadian businesses had used AI to produce goods or deliver services in the 12 months to the second quarter of 2024.",
      industryExampleSource:
        "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2024' (September 2024)",
      challenges: [
        "staffing_shifts_and_reducing_turnover",
        "managing_delivery_platforms_and_online_orders",
      ],
    },
  ],
  challenges: {
    forecasting_demand_by_day_and_location: {
      applications: [
        {
          application:
            "Next week's bake plan suggested by item and day from the till's item sales, the weather and the calendar, for the head baker to adjust",
          work: "prediction",
          department: "operations",
          impact: "The bake plan done in less time, with fewer sell-outs and less left at close.",
        },
      ],
      tools: ["Square AI", "ChatGPT Business", "Google Gemini", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "share of each day's bake left unsold at close",
        baseline:
          "For two weeks, count what is left at close by item each day beside what was baked, and time the weekly bake plan",
        target:
          "A third less left unsold at close on slow days, with no more sell-outs before the afternoon",
        dependsOn: "The point of sale's item sales by day exported to the bake plan each week",
        owner: "Head Baker",
      },
    },
    reducing_food_waste_and_spoilage: {
      applications: [
        {
          application:
            "Unsold product counted by item at close and set against what was baked, so the bake plan cuts what goes unsold on slow days",
          work: "analysis",
          department: "operations",
          impact: "Less bread and pastry thrown out or given away at close.",
        },
      ],
      tools: ["Square AI", "ChatGPT Business", "Google Gemini", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "share of each day's bake left unsold at close",
        baseline:
          "For two weeks, count what is left at close by item each day beside what was baked",
        target: "A third less left unsold at close on slow days",
        dependsOn: "A count at close by item, kept in the same sheet as the bake plan",
        owner: "Head Baker",
      },
    },
    controlling_food_and_labour_costs: {
      applications: [
        {
          application:
            "The bake plan and the staff schedule set together from the till's item sales by day, so baking hours follow what sells",
          work: "prediction",
          department: "operations",
          impact: "Ingredients and baking hours spent on what sells.",
        },
      ],
      tools: ["Square AI", "ChatGPT Business", "Google Gemini", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "ingredient and labour cost as a share of sales, by week",
        baseline:
          "From the point of sale and the accounts, take the last eight weeks' sales, ingredient purchases and wages",
        target: "One to two points lower ingredient and labour cost as a share of sales",
        owner: "Head Baker",
      },
    },
    maintaining_consistency_across_locations: {
      applications: [
        {
          application:
            "Recipes, methods and par levels written down in one place, so every baker bakes the same loaf on every shift",
          work: "drafting",
          department: "operations",
          impact: "The same product whoever bakes it.",
        },
      ],
      measure: {
        metric: "recipes and par levels written down and current",
        baseline: "List the products baked and which have a written recipe, method and par level",
        target: "Every product with a written recipe, method and par level the bakers use",
        owner: "Head Baker",
      },
    },
    managing_delivery_platforms_and_online_orders: {
      applications: [
        {
          application:
            "Online menu text and pre-order descriptions drafted, each checked against the recipe's ingredients and allergens before it is published",
          work: "drafting",
          department: "marketing",
          impact: "Accurate online listings without an evening of writing.",
        },
      ],
      measure: {
        metric: "online listings checked against the recipe's allergens",
        baseline: "List the products sold online and whether each listing names its allergens",
        target: "Every listing checked against its recipe, with allergens named",
        owner: "Head Baker",
      },
    },
  },
};
