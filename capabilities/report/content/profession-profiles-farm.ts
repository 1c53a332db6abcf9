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
        "CanadaGAP is a food safety certification program for companies that produce, pack and store fruits and vegetables, audited against its manuals: lot records kept in one place serve the audit as well as the buyer's claim.",
      industryExampleSource: "CanadaGAP, program description (canadagap.ca)",
      challenges: [
        "improving_operational_efficiency",
        "making_faster_datadriven_decisions",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "Seasonal crew paperwork and messages in the crew's languages",
      description:
        "AI drafts the recurring paperwork for seasonal crews (applications, contracts, housing and payroll records) from the records already kept, for a person to check and sign, and translates crew messages and safety instructions into the crew's languages for a supervisor who speaks them to check.",
      priority: "High",
      industryExample:
        "Under the Seasonal Agricultural Worker Program, employers hire workers from Mexico and participating Caribbean countries for up to 8 months between January 1 and December 15, and must provide the housing and working conditions the program sets.",
      industryExampleSource:
        "Employment and Social Development Canada, 'Hire a temporary foreign worker through the Seasonal Agricultural Worker Program'",
      challenges: ["attracting_and_retaining_talent", "improving_operational_efficiency"],
    },
    {
      title: "Harvest, crew and packline plans from the crop estimate",
      description:
        "AI turns the crop estimate, the weather forecast and last season's pick and pack rates into a daily plan of crews, bins and packline shifts for the harvest, for the managers to adjust and approve.",
      priority: "Medium",
      industryExample:
        "A grower-packer compares each harvest day's planned and actual bins picked, crew hours and packline hours, and reviews the gaps with its managers after each week of the harvest.",
      industryExampleSource: "Illustrative example",
      challenges: ["improving_operational_efficiency", "managing_costs_and_protecting_margins"],
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
