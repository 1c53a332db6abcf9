import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * An equipment dealer (farm, construction or forestry machinery under a manufacturer's
 * franchise) earns its living in three places: the parts counter (fill rate, the manufacturer's
 * stock and emergency orders, seeding and harvest peaks), the service shop (work orders,
 * technicians' hours billed, machines down in the field) and whole goods, new and used, whose
 * used units age on the lot until priced and listed right. It has no foot traffic to staff to,
 * no shoppers to personalise for and no shrink across stores. The cases cited are studies of work
 * done everywhere (drafting, answering questions), marked as such, and one illustrative example.
 */
export const equipmentDealerProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a farm equipment dealer",
      words: [
        "farm equipment",
        "ag equipment",
        "agricultural",
        "farm machinery",
        "case ih",
        "john deere",
        "new holland",
        "claas",
        "massey ferguson",
        "kubota",
        "combines?",
        "agricole*",
        "tracteurs?",
      ],
    },
    {
      noun: "a heavy equipment dealer",
      words: ["heavy equipment", "construction equipment", "machinerie lourde", "caterpillar"],
    },
  ],
  roles: {
    operations: "Service Manager",
    product: "Service Manager",
    supply_chain: "Parts Manager",
    customer_service: "Parts Manager",
    sales: "Sales Manager",
    marketing: "Sales Manager",
  },
  typicalMaturity:
    "Equipment dealers already run a dealer business system and see telematics from the machines they sell, but parts stocking, used-equipment pricing and the service shop's schedule are still set largely by experience and spreadsheets. Most are early with generative AI, held back by seeding and harvest peaks that leave no time to try anything and by data spread across the dealer system, the manufacturer's portals and listing sites.",
  commonUseCases: [
    "Parts stocked from the machines in the territory and the season ahead",
    "Used-equipment listings and trade-in write-ups drafted from the unit's records",
    "Parts and service questions answered from the dealer's own records, checked by staff",
    "Service work orders and technicians' hours read for where the shop loses time",
  ],
  landscape: [
    {
      title: "Parts stocked from the machines in the territory and the season ahead",
      description:
        "Each branch's parts sales, lost sales and emergency orders are set against the machines sold and serviced in its territory and the season ahead, so the stock order to the manufacturer carries the parts seeding and harvest will need, for the parts manager to approve.",
      priority: "High",
      industryExample:
        "A dealer group joins each branch's parts sales, lost sales and emergency orders with the machines it has sold and serviced nearby; before seeding, the parts manager reviews the suggested stock order and sees which branch will run short of what.",
      industryExampleSource: "Illustrative example",
      challenges: ["forecasting_demand_and_avoiding_stockouts", "reducing_returns_and_shrinkage"],
    },
    {
      title: "Used equipment priced, listed and moved before it ages",
      description:
        "Listings and trade-in write-ups are drafted from each unit's hours, options, service history and photos, and units past their target days in stock are flagged with comparable listings, for the used-equipment manager to price and approve.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "competing_with_large_online_marketplaces",
        "rising_customer_acquisition_costs",
        "reducing_returns_and_shrinkage",
      ],
    },
    {
      title: "Parts and service questions answered from the dealer's own records",
      description:
        "Replies to the questions customers ask most (is the part in stock, when is my machine ready, what does this service cost) are drafted from the dealer system's records for counter and service staff to check and send, so staff keep their time for the calls that need them.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["personalising_the_shopping_experience", "rising_customer_acquisition_costs"],
    },
    {
      title: "Service shop time read from work orders, off the technicians you can least spare",
      description:
        "Work orders, technicians' clocked and billed hours and machines waiting on parts are read together, so the service manager sees where the shop loses time, and routine write-ups move off the technicians; the aim is more billed hours and machines back in the field sooner, not fewer technicians.",
      priority: "Medium",
      industryExample:
        "Statistics Canada reported in 2025 that nearly 90% of the Canadian businesses using AI to produce goods or deliver services had seen no change in their total employment from it.",
      industryExampleSource:
        "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025' (2025)",
      challenges: ["scheduling_staff_to_match_store_traffic"],
    },
  ],
  challenges: {
    forecasting_demand_and_avoiding_stockouts: {
      applications: [
        {
          application:
            "Each branch's parts sales, lost sales and emergency orders set against the machines in its territory and the season ahead, with a suggested stock order for the parts manager to approve",
          work: "prediction",
          department: "supply_chain",
          owner: "Parts Manager",
          impact: "More parts lines filled from stock; track the fill rate each month.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "parts fill rate: lines filled from branch stock on the day asked",
        dependsOn:
          "Lost sales and emergency orders recorded at the parts counter in the dealer business system, by branch",
        baseline:
          "From the dealer business system, take the last twelve months' parts lines by branch: filled from stock, transferred, special-ordered or lost",
        target:
          "2-4 points higher fill rate in the pilot branch through the next seeding or harvest, with no more parts value on hand",
        owner: "Parts Manager",
      },
    },
    reducing_returns_and_shrinkage: {
      applications: [
        {
          application:
            "Used units past their target days in stock flagged with comparable listings and their holding cost, for the used-equipment manager to reprice or move",
          work: "analysis",
          department: "sales",
          owner: "Sales Manager",
          impact: "Less money tied up in ageing used equipment; track it each month.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "value of used equipment more than 180 days in stock",
        dependsOn:
          "Each used unit's arrival date, book value and asking price kept current in the dealer business system",
        baseline:
          "From the dealer business system, list every used unit in stock with its days in inventory, book value and asking price",
        target:
          "A fifth less used-equipment value over 180 days in stock within two quarters, with every price change approved by the sales manager",
        owner: "Sales Manager",
      },
    },
    competing_with_large_online_marketplaces: {
      applications: [
        {
          application:
            "Listings for each used unit drafted from its hours, options, service history and photos, for the sales team to check before it goes to the listing sites",
          work: "drafting",
          department: "sales",
          owner: "Sales Manager",
          impact: "Units listed sooner after trade-in; track the days.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "days from trade-in to a complete online listing",
        dependsOn: "Each unit's hours, options and service history recorded when it is traded in",
        baseline:
          "For last quarter's trade-ins, take the days from each unit's arrival to its complete listing",
        target:
          "Every used unit listed within five business days of arrival, every listing checked",
        owner: "Sales Manager",
      },
    },
    rising_customer_acquisition_costs: {
      applications: [
        {
          application:
            "Quote follow-ups and replies to enquiries drafted from the dealer system's records for the salesperson to check and send",
          work: "drafting",
          department: "sales",
          owner: "Sales Manager",
          impact: "More quotes followed up in time; track the share.",
        },
      ],
      measure: {
        metric: "share of quotes followed up within two business days",
        dependsOn: "Quotes recorded in the dealer business system with the date sent",
        baseline: "From last quarter's quotes, count those followed up within two business days",
        target: "Nine in ten quotes followed up within two business days",
        owner: "Sales Manager",
      },
    },
    personalising_the_shopping_experience: {
      applications: [
        {
          application:
            "Replies to parts and service questions (stock, machine status, service cost) drafted from the dealer system for counter and service staff to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Parts Manager",
          impact: "Customers answered the same day; track the share.",
        },
      ],
      measure: {
        metric: "share of parts and service enquiries answered the same business day",
        dependsOn: "Parts stock and machine status current in the dealer business system",
        baseline:
          "For two weeks, log each parts or service enquiry by phone or e-mail, and when it was answered",
        target: "Nine in ten enquiries answered the same business day",
        owner: "Parts Manager",
      },
    },
    scheduling_staff_to_match_store_traffic: {
      applications: [
        {
          application:
            "Work orders, technicians' clocked and billed hours and machines waiting on parts read together, so the service manager sees where shop time is lost",
          work: "analysis",
          department: "operations",
          owner: "Service Manager",
          impact: "More technician hours billed; track shop efficiency each week.",
        },
      ],
      measure: {
        metric: "technician hours billed against hours paid",
        dependsOn: "Technicians clocking onto work orders in the dealer business system",
        baseline:
          "From the dealer business system, take the last eight weeks' technician hours billed to work orders against hours paid, by technician",
        target:
          "3-5 points more technician hours billed, with no machine waiting longer for a technician",
        owner: "Service Manager",
      },
    },
  },
};
