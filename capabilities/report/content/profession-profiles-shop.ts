import type { ProfessionProfile } from "./profession-profiles";

/**
 * A custom fabricator builds each job once, to the client's drawings: its work is the takeoff
 * and estimate from a drawing set, material bought and traced per job (mill certificates to heat
 * numbers), fitting and welding to the drawings, and delivery on the client's schedule. Its
 * measures are per job (estimating hours per quote, rework hours per job, on-time delivery),
 * never per unit on a line or against a demand forecast.
 */
export const jobShopProfile: ProfessionProfile = {
  roles: {
    operations: "Shop Manager",
    product: "Quality Manager",
    supply_chain: "Purchasing Manager",
    sales: "Chief Estimator",
  },
  typicalMaturity:
    "Custom fabricators meet AI first in the software they already run: automatic nesting on the cutting tables, model-based detailing and estimating. Most are early with generative AI, held back by drawing sets that tools still misread, clients' drawings that may not leave the shop, and estimators too busy quoting to try new tools.",
  commonUseCases: [
    "Takeoffs drafted from the drawing set for the estimator to check",
    "Mill certificates matched to heat numbers and pieces on each job",
    "Rework traced to the job, the drawing and the step where it started",
    "Know-how of senior fitters and welders recorded before they retire",
  ],
  landscape: [
    {
      title: "Takeoffs and estimates drafted from the drawing set, checked by the estimator",
      description:
        "AI reads a drawing set into a draft takeoff (members, connections, plates and quantities) for the estimator to check piece by piece before pricing, so more requests for quotes are answered, and faster.",
      priority: "High",
      industryExample:
        "A fabrication shop logs the estimating hours and the quantities corrected on each quote for a month before and a month after an AI takeoff aid, and keeps the aid only where the estimator's corrections stay few.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "managing_supply_chain_disruptions_and_delays",
        "forecasting_demand_and_optimising_inventory",
        "lowering_energy_and_material_costs",
      ],
    },
    {
      title: "Mill certificates, welding records and rework kept with each job",
      description:
        "AI reads mill certificates and matches each heat number to the pieces and the job it went into, and sorts the rework log by job, drawing and step, for the quality lead to check, so the records a client or auditor asks for are found in minutes and the causes of rework show.",
      priority: "High",
      industryExample:
        "CSA W47.1, in its 2019 edition, certifies companies for fusion welding of steel in Divisions 1, 2 and 3, by how the company's welding engineering is provided; its welding procedures, welders' qualifications and inspection records stay with the certified people, whatever tool helps keep them.",
      industryExampleSource:
        "CSA Group, CSA W47.1:19, Certification of companies for fusion welding of steel (2019), administered by the CWB",
      challenges: [
        "improving_quality_control_and_reducing_defects",
        "managing_supply_chain_disruptions_and_delays",
      ],
    },
    {
      title: "Senior fitters' and welders' know-how recorded before they retire",
      description:
        "The senior fitters and welders record how they read a drawing, set up a fit and sequence a weldment, and AI turns it into searchable, step-by-step guidance for new shop hires.",
      priority: "Medium",
      industryExample:
        "In a 2023 study of 5,179 support agents, an AI assistant that learned from the best agents' work raised novices' productivity by 34%: the same idea carries a retiring fitter's know-how to new hires.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: ["replacing_retiring_skilled_workers"],
    },
    {
      title: "Cutting, drilling and sawing machines kept running",
      description:
        "Stops and faults on the shop's key machines are logged with their causes, and AI spots the patterns that come before a breakdown, for maintenance to plan around the jobs due.",
      priority: "Low",
      industryExample:
        "Siemens, which bought Senseye in 2022, says its predictive maintenance, machine learning on machine and maintenance data, cuts unplanned downtime by up to 50%.",
      industryExampleSource:
        "Siemens press release on the acquisition of Senseye (June 2022) and Senseye Predictive Maintenance product information",
      challenges: ["reducing_unplanned_equipment_downtime"],
    },
  ],
  challenges: {
    improving_quality_control_and_reducing_defects: {
      applications: [
        {
          application:
            "Rework logged by job, drawing and step and sorted for causes, with mill certificates matched to heat numbers and pieces, for the quality lead to check",
          work: "checking",
          department: "product",
          owner: "Quality Manager",
          impact: "Fewer rework hours per job; track them job by job.",
        },
      ],
      measure: {
        metric: "rework hours per job",
        baseline:
          "From last quarter's job records and time sheets, total the rework hours on each job, with the drawing and the step where each problem started",
        target:
          "A fifth fewer rework hours per job over the pilot's jobs, with every weld inspection still signed by the certified inspector",
        owner: "Quality Manager",
      },
    },
    managing_supply_chain_disruptions_and_delays: {
      measure: {
        metric: "jobs delivered on the date promised to the client",
        baseline:
          "From last quarter's jobs, list each promised delivery date, the actual date and, for late jobs, whether material, drawings or shop time held them up",
        target: "More jobs delivered on the promised date, with fewer held up by late material",
        owner: "Purchasing Manager",
      },
    },
    forecasting_demand_and_optimising_inventory: {
      applications: [
        {
          application:
            "Material for each job bought from its takeoff, with remnants tracked for the next jobs, for the buyer to approve",
          work: "analysis",
          department: "supply_chain",
          owner: "Purchasing Manager",
          impact: "Less material bought beyond each job's needs; track it job by job.",
        },
      ],
      measure: {
        metric: "material bought per job against the takeoff, and stock left over",
        baseline:
          "For last quarter's jobs, compare the material bought with the takeoff and list the remnants and stock left over",
        target: "Less material bought beyond each job's takeoff, with no job held up for material",
        owner: "Purchasing Manager",
      },
    },
    lowering_energy_and_material_costs: {
      measure: {
        metric: "material cost per job against the estimate, with drop and remnants",
        baseline:
          "For last quarter's jobs, compare the material cost with the estimate and record the drop and remnants from the cutting tables",
        target: "Material cost per job closer to the estimate, with fewer remnants scrapped",
        owner: "Shop Manager",
      },
    },
    replacing_retiring_skilled_workers: {
      measure: {
        metric: "weeks until a new fitter or welder works a job without supervision",
        baseline:
          "Ask the foreman how many weeks each of the last five shop hires took to work a job unsupervised",
        target:
          "A shorter ramp-up for the next shop hires on the tasks the senior fitters have recorded",
        owner: "Shop Manager",
      },
    },
    reducing_unplanned_equipment_downtime: {
      measure: {
        metric: "hours a month the shop's key machines stand unplanned",
        baseline:
          "Total the unplanned stops of the cutting, drilling and sawing machines and their causes for the last six months from the maintenance log",
        target:
          "10-20% fewer unplanned hours on those machines over the last three months of the pilot",
        owner: "Shop Manager",
      },
    },
  },
};
