import type { ProfessionProfile } from "./profession-profiles";

/**
 * A grower-packer's year turns on a harvest of a few weeks: crews, many of them seasonal and
 * speaking several languages, pick into a packline that grades and packs, and the fruit or
 * vegetables travel a cold chain to buyers at home or abroad. Its measures are per lot and per
 * season (fruit downgraded or rejected on arrival, packout, hours of crew paperwork), its records
 * the crop, spray, lot and payroll records its auditors and buyers ask for.
 */
export const farmProfile: ProfessionProfile = {
  roles: {
    operations: "Operations Manager",
    supply_chain: "Packinghouse Manager",
    product: "Orchard Manager",
    sales: "Sales Manager",
    marketing: "Sales Manager",
    customer_service: "Sales Manager",
    hr: "HR Manager",
  },
  typicalMaturity:
    "Growers and packers meet AI first in equipment they already run: optical graders on the packline, weather and pest monitoring in the field. Most are early with generative AI in the office, held back by a short harvest that leaves no time to try new tools, crews who work in several languages and often away from a desk, and the paper trails their food safety auditors ask for.",
  commonUseCases: [
    "Harvest, crew and packline plans from the crop estimate",
    "Arrival quality traced back to the lot, the packline and the cold chain",
    "Seasonal crew paperwork drafted for a person to check",
    "Crew messages in the crew's own languages",
  ],
  landscape: [
    {
      title: "Arrival quality traced back to the lot, the packline and the cold chain",
      description:
        "AI joins each lot's records (block, pick date, packline grade, cooling and shipping temperatures) with the buyer's arrival reports, so the causes of fruit downgraded or rejected on arrival show up by block, by day and by shipment while there is still time to act.",
      priority: "High",
      industryExample:
        "The Safe Food for Canadians Regulations, in force since January 15, 2019, require traceability records that can be given to the CFIA within 24 hours of a request: lot records kept in one place serve the CFIA, the food safety audit and the buyer's claim alike.",
      industryExampleSource:
        "Safe Food for Canadians Regulations, SOR/2018-108, Part 5 (in force January 15, 2019)",
      challenges: [
        "improving_operational_efficiency",
        "making_faster_datadriven_decisions",
        "managing_costs_and_protecting_margins",
        "improving_the_customer_experience",
      ],
    },
    {
      title: "Seasonal crew paperwork and messages in the crew's languages",
      description:
        "AI drafts the recurring paperwork for seasonal crews (applications, contracts, housing and payroll records) from the records already kept, for a person to check and sign, and translates crew messages and safety instructions into the crew's languages for a supervisor who speaks them to check.",
      priority: "High",
      industryExample:
        "The Canadian Agricultural Human Resource Council reported in November 2023 that more than 28,000 agriculture jobs went unfilled at the 2022 peak season and that labour shortages cost the sector an estimated $3.5 billion in lost sales that year.",
      industryExampleSource:
        "Canadian Agricultural Human Resource Council, 'Sowing Seeds of Change' labour market forecast to 2030 (November 2023)",
      challenges: ["attracting_and_retaining_talent", "improving_operational_efficiency"],
    },
    {
      title: "Harvest, crew and packline plans from the crop estimate",
      description:
        "AI turns the crop estimate, the weather forecast and last season's pick and pack rates into a daily plan of crews, bins and packline shifts for the harvest, for the managers to adjust and approve.",
      priority: "Medium",
      industryExample:
        "In a trial on 66 hectares of Cabernet Sauvignon in Chile's Maule Valley in 2019 and 2020, machine-learning forecasts missed each block's yield by 7.6% on average at veraison, against 10.1% for the traditional method.",
      industryExampleSource:
        "Cuevas-Valenzuela et al., 'A new AI-based system for early and accurate vineyard yield forecasting', Enoforum Web Conference (2021)",
      challenges: [
        "improving_operational_efficiency",
        "managing_costs_and_protecting_margins",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Buyers' orders, specifications and export documents drafted from the lot records",
      description:
        "AI drafts order confirmations, specification sheets and export documents from the lot records and the buyer's requirements, for the sales lead to check against the lot before anything goes out.",
      priority: "Medium",
      industryExample:
        "A grower-packer drafts each buyer's order confirmation, specification sheet and export documents from its lot records, and its sales lead checks every figure against the lot before they go out.",
      industryExampleSource: "Illustrative example",
      challenges: ["growing_revenue_in_a_competitive_market", "improving_the_customer_experience"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Each lot's block, pick, packline and cold-chain records joined with buyers' arrival reports, so the causes of downgrades show by block, day and shipment",
          work: "analysis",
          department: "supply_chain",
          owner: "Packinghouse Manager",
          impact: "Fewer lots downgraded or rejected on arrival; track the share each season.",
        },
      ],
      measure: {
        metric: "share of fruit downgraded or rejected on arrival, by value",
        baseline:
          "Take last season's arrival reports and claims by lot, with each lot's block, pick date, packline grade and cooling and shipping temperatures",
        target:
          "A clear cause recorded for every downgraded lot this season, and a lower downgraded share than last season",
        owner: "Packinghouse Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Recurring paperwork for seasonal crews drafted from the records already kept, for a person to check and sign, and crew messages translated for a supervisor who speaks the language to check",
          work: "drafting",
          department: "hr",
          owner: "HR Manager",
          impact: "Fewer office hours on seasonal paperwork; track them each week of the season.",
        },
      ],
      measure: {
        metric: "office hours a week on seasonal crew paperwork",
        baseline:
          "For four weeks, have whoever does the seasonal crew paperwork log the hours spent on it each week, by kind of paperwork",
        target:
          "A quarter fewer hours a week on seasonal crew paperwork, with every document still checked and signed by a person",
        owner: "HR Manager",
      },
    },
  },
};
