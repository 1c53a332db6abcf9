import type { ProfessionProfile } from "./profession-profiles";

/** The published forecasting figure the food plants' planning areas cite. */
const FORECASTING_EXAMPLE = {
  industryExample:
    "McKinsey reported in 2017 that AI-based forecasting can cut forecast errors in supply chains by 20 to 50%, and lost sales from products being unavailable by up to 65%.",
  industryExampleSource:
    "McKinsey Global Institute and McKinsey Digital, 'Smartening up with Artificial Intelligence (AI)' (April 2017)",
};

/**
 * A food processor (meat, poultry, dairy, a commercial bakery) runs lines under a Preventive
 * Control Plan and HACCP records, must trace a lot one step forward and one step back when CFIA
 * asks, and lives by yield, grading and shelf life; poultry, dairy and eggs are bought within
 * supply-managed quota. It makes no parts: no part numbers, spot welds or components.
 */
export const foodProcessingProfile: ProfessionProfile = {
  kinds: [
    { noun: "a poultry processor", words: ["poultry", "volailles?"] },
    { noun: "a meat processor", words: ["meat process*", "meats", "abattoirs?", "viandes?"] },
    { noun: "a dairy processor", words: ["dairy plants?", "dairy processing", "creamery"] },
    {
      noun: "a seafood processor",
      words: ["seafood", "fish", "salmon", "shellfish", "poissons?", "saumon", "fruits de mer"],
      signature: ["the catch", "landings", "what is landed", "what the boats bring in"],
    },
    {
      noun: "a maple syrup producer",
      words: ["maple", "sugar ?bush*", "érable*", "acéric*"],
    },
    {
      noun: "a fruit processor",
      words: [
        "blueberr*",
        "cranberr*",
        "frozen fruit",
        "fruit process*",
        "bleuets?",
        "canneberges?",
      ],
    },
  ],
  roles: {
    operations: "Plant Manager",
    product: "Food Safety and Quality Manager",
    supply_chain: "Production Planner",
    customer_service: "Customer Service Manager",
  },
  typicalMaturity:
    "Food processors run line scales, grading systems and an ERP, but food safety records (HACCP checks, sanitation, temperatures) are often still paper checklists, so a recall trace means a day of searching binders. The first gains are in those records and the trace, with every critical-limit check still a trained person's.",
  commonUseCases: [
    "HACCP and preventive-control checks recorded digitally at the line",
    "A lot traced one step forward and one step back in hours, not a day",
    "Yield and grading compared by shift, line and supplier lot",
    "Demand planned within what supply allows (quota, or the season's supply) and shelf life",
    "Sanitation and maintenance planned around production",
    "Standard operating procedures searchable on the floor for new line staff",
  ],
  landscape: [
    {
      title: "Digital HACCP records and a recall trace in hours",
      description:
        "Critical-limit checks, sanitation and temperatures are recorded on tablets at the line instead of paper, and each lot is linked to its supplier lots, line, shift and customers, so a trace one step forward and one step back takes hours, and the records CFIA asks for can be given within 24 hours.",
      offFloor:
        "Critical-limit checks, sanitation and temperatures stay on the paper forms at the line and are read into the records off the floor the same shift, checked by the quality team, and each lot is linked to its supplier lots, line, shift and customers, so a trace one step forward and one step back takes hours, and the records CFIA asks for can be given within 24 hours.",
      priority: "High",
      industryExample:
        "Walmart's food safety team reported in 2018 that tracing a package of sliced mangoes to its farm had taken 6 days, 18 hours and 26 minutes from its existing records, and 2.2 seconds once the supply chain's records were linked in a shared digital system.",
      industryExampleSource:
        "Hyperledger, 'How Walmart brought unprecedented transparency to the food supply chain with Hyperledger Fabric' (case study, 2019)",
      challenges: [
        "improving_quality_control_and_reducing_defects",
        "managing_supply_chain_disruptions_and_delays",
      ],
    },
    {
      title: "Yield, grading and downtime read by shift and line",
      description:
        "Line-scale and grading data are compared by shift, line and supplier lot to find where yield and grade are lost, and stoppages are logged by cause so sanitation and maintenance are planned around production.",
      priority: "High",
      industryExample:
        "A processing plant joins its line-scale weights and grading results by shift and supplier lot each morning; the quality team sees which line and which supplier lot lost yield or grade the day before, and maintenance books its work into the sanitation window.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_quality_control_and_reducing_defects",
        "lowering_energy_and_material_costs",
        "reducing_unplanned_equipment_downtime",
      ],
    },
    {
      title: "Production planned around the catch and shelf life",
      kinds: ["a seafood processor"],
      description:
        "Forecasts of customers' orders by product and week, built from order history, the season's landings and export bookings, are set against what the boats bring in and each product's shelf life, so the plant knows how much to sell fresh, freeze or can.",
      priority: "Medium",
      ...FORECASTING_EXAMPLE,
      challenges: [
        "forecasting_demand_and_optimising_inventory",
        "managing_supply_chain_disruptions_and_delays",
      ],
    },
    {
      title: "Demand planned within quota and shelf life",
      // Supply-managed quota is poultry's, dairy's and eggs': a fish plant buys what is landed.
      kinds: ["a food processor", "a poultry processor", "a meat processor", "a dairy processor"],
      description:
        "Forecasts of customers' orders by product and week, built from order history, promotions and holidays, are set against the supply-managed quota the plant can buy and each product's shelf life, so less is frozen, discounted or short.",
      priority: "Medium",
      ...FORECASTING_EXAMPLE,
      challenges: [
        "forecasting_demand_and_optimising_inventory",
        "managing_supply_chain_disruptions_and_delays",
      ],
    },
    {
      title: "Growers' supply graded on arrival and planned against orders",
      // A maple or fruit processor buys what its growers bring in, in one season, graded lot by lot.
      kinds: ["a maple syrup producer", "a fruit processor"],
      description:
        "Each grower's deliveries are recorded by lot with their grade on arrival, and customers' orders by product and size are forecast from order history and the season's supply, so the plant knows what it can pack, for whom and when; every grade is still given by a trained grader.",
      priority: "High",
      ...FORECASTING_EXAMPLE,
      challenges: [
        "forecasting_demand_and_optimising_inventory",
        "managing_supply_chain_disruptions_and_delays",
        "improving_quality_control_and_reducing_defects",
      ],
    },
    {
      title: "SOPs found and followed by new line staff",
      description:
        "New staff and supervisors ask questions of the plant's own SOPs, sanitation procedures and training records, in the languages the floor speaks, and get the answer with its source; critical-limit checks stay with trained staff.",
      offFloor:
        "New staff and supervisors ask questions of the plant's own SOPs, sanitation procedures and training records, in the languages the floor speaks, on a screen in the lunchroom or the supervisor's office rather than at the line, and get the answer with its source; short printed work instructions stay at each station, and critical-limit checks stay with trained staff.",
      priority: "Medium",
      industryExample:
        "A 2023 study of 5,179 support agents found that an AI assistant that learned from the best agents' work raised the newest agents' productivity by 34%: the same idea carries experienced staff's know-how to new hires.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: ["replacing_retiring_skilled_workers"],
    },
  ],
  challenges: {
    improving_quality_control_and_reducing_defects: {
      applications: [
        {
          application:
            "HACCP and preventive-control checks recorded on tablets at the line and each lot linked to its supplier lots, line, shift and customers, so a recall trace is run from records rather than binders",
          offFloor:
            "HACCP and preventive-control checks kept on the paper forms at the line and read into the records off the floor the same shift, and each lot linked to its supplier lots, line, shift and customers, so a recall trace is run from records rather than binders",
          work: "automation",
          department: "operations",
          owner: "Food Safety and Quality Manager",
          impact: "A recall trace in hours, and records ready for CFIA within 24 hours.",
        },
        {
          application:
            "Yield and grading results compared by shift, line and supplier lot to find where product is downgraded or condemned",
          work: "analysis",
          department: "operations",
          owner: "Food Safety and Quality Manager",
          impact: "Yield losses traced to their line, shift or lot.",
        },
      ],
      tools: ["Microsoft Power Automate", "Power BI Copilot", "Microsoft 365 Copilot"],
      measure: {
        metric: "hours to complete a mock recall trace, one step forward and one step back",
        baseline:
          "Run a mock recall on last month's lot from today's records and time it from the request to the list of customers and supplier lots",
        target:
          "A mock recall traced within four hours, and every record CFIA could ask for ready within 24 hours",
        dependsOn:
          "Lot codes recorded the same way at receiving, on the line and at shipping, and the HACCP forms agreed with the Preventive Control Plan",
        owner: "Food Safety and Quality Manager",
      },
    },
    reducing_unplanned_equipment_downtime: {
      applications: [
        {
          application:
            "Line stoppages logged by cause and machine, and maintenance booked into sanitation windows from the pattern",
          work: "analysis",
          department: "operations",
          impact: "Fewer stoppages during production shifts.",
        },
      ],
      measure: {
        metric: "minutes of unplanned line stoppage per shift",
        baseline:
          "From the line's stoppage log and the maintenance work orders, total last quarter's unplanned stoppages per shift by cause",
        target: "A fifth fewer unplanned stoppage minutes per shift on the pilot line",
        dependsOn: "Stoppages logged by cause and machine on every shift",
        owner: "Maintenance Manager",
      },
    },
    forecasting_demand_and_optimising_inventory: {
      applications: [
        {
          application:
            "Weekly forecasts of customers' orders by product, set against the supply the plant can count on (its quota, or what comes in each season) and each product's shelf life",
          work: "prediction",
          department: "supply_chain",
          impact: "Less product frozen, discounted or short.",
        },
      ],
      measure: {
        metric: "forecast error on weekly orders by product",
        baseline:
          "Compare the last 12 weeks' planned production with customers' actual orders by product, and total what was frozen or discounted",
        target: "A fifth lower forecast error, with less product frozen or discounted",
        dependsOn:
          "Order history by customer and product, and the supply expected (quota allocation or the season's expected supply), in one place the planner keeps current",
        owner: "Production Planner",
      },
    },
    replacing_retiring_skilled_workers: {
      applications: [
        {
          application:
            "New line staff's and supervisors' questions answered from the plant's own SOPs and sanitation procedures, with the source shown, in the languages the floor speaks",
          offFloor:
            "New line staff's and supervisors' questions answered from the plant's own SOPs and sanitation procedures, with the source shown, in the languages the floor speaks, on a screen in the lunchroom or the supervisor's office rather than at the line",
          work: "answering",
          department: "operations",
          impact: "New staff competent sooner, with critical checks still made by trained staff.",
        },
      ],
      measure: {
        metric: "weeks until a new line worker is signed off on their station",
        baseline: "From training records, take last year's hires and the weeks to sign-off",
        target: "A fifth fewer weeks to sign-off, with no more deviations on new staff's shifts",
        dependsOn: "Current SOPs in one place, with old versions removed",
        owner: "Plant Manager",
      },
    },
  },
};
