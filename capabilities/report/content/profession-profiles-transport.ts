import type { ProfessionProfile } from "./profession-profiles";

/**
 * A trucking carrier's work is loads, drivers and trucks: load tenders and rate confirmations
 * arriving by e-mail, dispatch within each driver's hours of service (recorded on electronic
 * logging devices), telematics, fuel and maintenance, and keeping drivers. A "tender" here is a
 * shipper offering a load, not a construction bid.
 */
/** The published breakdown benchmark a carrier's and an oilfield fleet's maintenance cite. */
export const ROADSIDE_REPAIRS = {
  industryExample:
    "Truckload carriers averaged 21,856 miles between unscheduled roadside repairs in the first quarter of 2021, and FleetNet America estimated that reaching the best fleets' record would add 89% more miles between breakdowns.",
  industryExampleSource:
    "American Trucking Associations' Technology & Maintenance Council and FleetNet America, roadside breakdown benchmarking report (first quarter 2021)",
};

export const truckingProfile: ProfessionProfile = {
  roles: {
    operations: "Operations Manager",
    customer_service: "Customer Service Manager",
    supply_chain: "Operations Manager",
    product: "Operations Manager",
  },
  typicalMaturity:
    "Carriers already hold rich data: electronic logs of drivers' hours, telematics from every truck and loads in the TMS. Large fleets plan routes and maintenance with models; most mid-sized carriers still retype load tenders from e-mail and plan dispatch on the board, so the first gains are in the office.",
  commonUseCases: [
    "Load tenders and rate confirmations read from e-mail into the TMS",
    "Dispatch and load matching within drivers' hours of service",
    "Route, fuel and empty-mile planning from telematics",
    "Maintenance planned from engine fault codes",
    "Spotting drivers likely to leave",
  ],
  landscape: [
    {
      title: "Load tenders and rate confirmations read into the TMS",
      description:
        "AI reads each load tender and rate confirmation arriving by e-mail (shipper, stops, appointment times, equipment, rate) into a draft load in the TMS, for a dispatcher to check and accept instead of retyping it.",
      priority: "High",
      industryExample:
        "A regional carrier sends every load tender and rate confirmation to one inbox; AI turns each into a draft load in the TMS, and the dispatcher checks and accepts it instead of retyping it, with any field the AI was unsure of marked for a second look.",
      industryExampleSource: "Illustrative example",
      challenges: ["improving_operational_efficiency", "improving_the_customer_experience"],
    },
    {
      title: "Dispatch, routing and load matching",
      description:
        "Models match loads to trucks and drivers and plan routes from customer, driver and truck data, cutting empty and extra miles, for dispatchers to confirm.",
      priority: "Medium",
      industryExample:
        "UPS said in 2015 that ORION, its route optimisation built on customer, driver and vehicle data, had already cut 6 to 8 miles from each route and would save about 100 million miles and 10 million gallons of fuel a year once on all its US routes in 2016.",
      industryExampleSource:
        "UPS, 'UPS Accelerates Use of Routing Optimization Software to Reduce 100 Million Miles Driven' (press release, March 2015)",
      challenges: [
        "managing_costs_and_protecting_margins",
        "growing_revenue_in_a_competitive_market",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Planning within drivers' hours of service",
      description:
        "Dispatch plans read each driver's remaining hours from the electronic logs, so a load is offered only to a driver who can deliver it legally and on time.",
      priority: "Medium",
      industryExample:
        "Transport Canada's amendments of June 2019 to the Commercial Vehicle Drivers Hours of Service Regulations require certified electronic logging devices in federally regulated trucks from 12 June 2021, enforced in most provinces from 1 January 2023: every driver's remaining hours are now data a dispatch plan can read.",
      industryExampleSource:
        "Transport Canada, amendments to the Commercial Vehicle Drivers Hours of Service Regulations, Canada Gazette Part II (June 2019); CCMTA enforcement notice (March 2022)",
      challenges: ["improving_operational_efficiency"],
    },
    {
      title: "Telematics, fuel and maintenance",
      description:
        "Telematics and engine fault codes flag the trucks likely to break down and the driving that burns fuel, so maintenance is booked before a roadside failure and coaching goes where it saves most.",
      priority: "Medium",
      ...ROADSIDE_REPAIRS,
      challenges: ["managing_costs_and_protecting_margins"],
    },
    {
      title: "Keeping drivers",
      description:
        "Home time, miles, pay and hours from the TMS and the logs show which drivers are likely to leave, for their driver manager to talk with them before they do.",
      priority: "Medium",
      industryExample:
        "Milan Supply Chain Solutions, a 350-truck carrier, analysed its records in 2015 after driver turnover passed 100%: 88% of the drivers who left had gaps in their past employment and 17% were rehires, so it changed how it screens and onboards drivers, aiming for turnover of 40% or less.",
      industryExampleSource:
        "Commercial Carrier Journal, 'Data analysis proves beneficial in driver recruiting, retention' (November 2015)",
      challenges: ["attracting_and_retaining_talent"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Load tenders and rate confirmations read from e-mail into the TMS, for a dispatcher to check and accept",
          work: "automation",
          department: "operations",
          owner: "Dispatch Manager",
          impact: "Loads booked in minutes instead of retyped.",
        },
        {
          application: "Dispatch plans that respect each driver's remaining hours of service",
          work: "scheduling",
          department: "operations",
          owner: "Dispatch Manager",
          impact: "Fewer loads replanned when a driver's hours run out.",
        },
      ],
      measure: {
        metric: "minutes from a load tender's arrival to the load booked in the TMS",
        baseline:
          "For two weeks, log each load tender and rate confirmation: when it arrived, when the load was in the TMS, and the corrections made afterwards",
        target: "Half the minutes from tender to booked load, with no more corrections than today",
        dependsOn:
          "Load tenders and rate confirmations sent to one shared inbox, and the TMS fields each one fills agreed with dispatch",
        owner: "Dispatch Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application: "Empty miles and fuel cut by planning loads and routes from telematics data",
          // Planning loads is scheduling work, never a reporting tool's (review r18: no Power BI).
          work: "scheduling",
          department: "operations",
          owner: "Fleet Manager",
          impact: "Fewer empty miles and less fuel per load.",
        },
        {
          application: "Maintenance booked from engine fault codes before a roadside breakdown",
          work: "prediction",
          department: "operations",
          owner: "Fleet Maintenance Manager",
          impact: "Fewer breakdowns on the road.",
        },
      ],
      measure: {
        metric: "empty miles as a share of all miles, and fuel per 100 km",
        baseline:
          "Take the last three months' loaded and empty kilometres and the fuel used per truck from the telematics and fuel-card records",
        target: "2-4 points fewer empty miles and 3-5% less fuel per 100 km on the pilot trucks",
        dependsOn: "Telematics and fuel-card data joined to the loads in the TMS",
        owner: "Fleet Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Drivers likely to leave flagged from home time, miles and pay, for their driver manager to talk with",
          work: "prediction",
          department: "hr",
          owner: "Driver Manager",
          impact: "Fewer drivers leaving in their first year.",
        },
        {
          application: "Driver job ads and applications handled faster",
          work: "recruiting",
          department: "hr",
          owner: "Driver Manager",
          impact: "Empty trucks filled sooner.",
        },
      ],
      measure: {
        metric: "drivers who leave within their first year",
        baseline:
          "From payroll, count last year's driver hires and those who left within a year, with the reasons they gave",
        target: "A quarter fewer drivers leaving in their first year in the pilot fleet",
        dependsOn: "Drivers told which of their data is used, for what, and who sees it",
        owner: "Driver Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Shippers' status questions answered from live tracking, drafted for customer service to send",
          work: "drafting",
          department: "customer_service",
          owner: "Customer Service Manager",
          impact: "Shippers told where their load is without a call round.",
        },
      ],
      measure: {
        metric: "hours to answer a shipper's status request",
        baseline:
          "For two weeks, log each shipper's request for a load's status and the time it took to answer",
        target: "Status answers within the hour for the pilot customers",
        dependsOn:
          "Tracking from the trucks' telematics visible in the TMS for the pilot customers' loads",
        owner: "Customer Service Manager",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application: "Lanes and shippers ranked by margin and backhaul fit, for sales to pursue",
          work: "analysis",
          department: "sales",
          impact: "More loaded miles on the lanes that pay.",
        },
      ],
      measure: {
        metric: "revenue per truck per week on the pilot lanes",
        baseline:
          "From the TMS, take the last twelve weeks' revenue and loaded kilometres per truck on the lanes the pilot targets",
        target: "3-5% more revenue per truck per week on the pilot lanes",
        dependsOn: "Revenue and costs by lane and customer in the TMS",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Lane and customer profitability from the TMS, with questions answered in plain language",
          work: "analysis",
          department: "executive",
          impact: "Decisions on lanes and rates from this month's figures.",
        },
      ],
    },
  },
};
