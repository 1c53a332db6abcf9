import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A bus operator (student transportation, paratransit, transit or motorcoach under contract)
 * runs routes it does not design: the school boards, consortia or transit authority set them,
 * and it must cover every run every day with a licensed driver. Its work is the spare board,
 * run assignments, delay and cancellation notices to families and the contracting authority,
 * the trip and inspection records, and keeping drivers. The cases cited are studies of work done
 * everywhere (drafting, answering questions), marked as such, and one illustrative example.
 */
export const busOperatorProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a student transportation contractor",
      words: [
        "student transport*",
        "pupil transport*",
        "school bus*",
        "transport scolaire",
        "autobus scolaires?",
        "transporteurs? scolaires?",
        "berlines scolaires?",
      ],
    },
    {
      noun: "a paratransit operator",
      words: ["paratransit", "para-transit", "handydart", "accessible transit", "transport adapté"],
    },
    { noun: "a transit contractor", words: ["transit contract*", "transit operators?"] },
    { noun: "a motorcoach operator", words: ["motor ?coach*", "coach lines?", "autocars?"] },
  ],
  roles: {
    operations: "Operations Manager",
    supply_chain: "Operations Manager",
    product: "Operations Manager",
    customer_service: "Dispatch Supervisor",
    sales: "General Manager",
    marketing: "General Manager",
  },
  typicalMaturity:
    "Bus operators already hold rich data: GPS and electronic pre-trip inspections from every bus, and the routes and runs their contracting authority sends. Most still cover each morning's absences by phone from the spare board, send delay and cancellation notices by hand and rebuild reports for the authority from exports, so the first gains are in dispatch and the office, with every run still assigned by a dispatcher.",
  commonUseCases: [
    "Each morning's runs covered from the spare board, proposed for the dispatcher to confirm",
    "Delay and cancellation notices drafted for dispatch to check and send",
    "Reports for the contracting authority drafted from trip, GPS and inspection records",
    "Routine paperwork taken off dispatchers and driver trainers",
  ],
  landscape: [
    {
      title: "Each morning's runs covered from the spare board",
      description:
        "Each morning's driver absences are set against the day's runs, and AI proposes who from the spare board covers which run from each driver's licence class, route knowledge and hours, for the dispatcher to confirm before the first bus leaves; runs that cannot be covered are flagged early so the contracting authority and families hear in time.",
      priority: "High",
      industryExample:
        "A bus operator lists the day's absences against its runs before dawn; an assistant proposes the spare-board assignments from each driver's licence, routes driven and hours, and the dispatcher confirms or changes each one before the first run leaves.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_operational_efficiency",
        "managing_costs_and_protecting_margins",
        "attracting_and_retaining_talent",
      ],
    },
    {
      title: "Delay and cancellation notices, checked before they go",
      description:
        "Notices of late, cancelled or changed runs, and replies to the questions families and the contracting authority ask most, are drafted from the day's dispatch records and the operator's approved wording, for dispatch to check and send; no rider's address or medical information goes into any tool outside the approved ones.",
      priority: "High",
      ...SUPPORT_STUDY,
      challenges: ["improving_the_customer_experience"],
    },
    {
      title: "Contract reports and bids drafted from the trip records",
      description:
        "The reports the contracting authority asks for (on-time performance, missed runs, incidents, inspections) and the answers to its requests for proposals are drafted from the operator's trip, GPS and inspection records, for the manager who signs them to check every figure.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: ["growing_revenue_in_a_competitive_market", "making_faster_datadriven_decisions"],
    },
    {
      title: "Routine work off dispatchers and driver trainers",
      description:
        "Drafting, searching and re-keying move off dispatchers, driver trainers and the people who recruit drivers, so their hours go to covering runs, training and keeping drivers; the aim is relief and steadier service, not fewer jobs.",
      priority: "Medium",
      industryExample:
        "Statistics Canada reported in 2025 that nearly 90% of the Canadian businesses using AI to produce goods or deliver services had seen no change in their total employment from it.",
      industryExampleSource:
        "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025' (2025)",
      challenges: ["attracting_and_retaining_talent", "managing_costs_and_protecting_margins"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Each morning's absences set against the day's runs, with spare-board assignments proposed from each driver's licence, routes and hours for the dispatcher to confirm",
          work: "scheduling",
          department: "operations",
          owner: "Operations Manager",
          impact: "Fewer runs late or uncovered; track them each school or service day.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "runs late or uncovered because no driver was assigned in time",
        dependsOn:
          "Each driver's licence class, routes driven and hours kept current in one list dispatch trusts",
        baseline:
          "For four weeks, have dispatch log each morning's absences, the runs covered from the spare board, the time each was covered, and the runs late or cancelled for want of a driver",
        target:
          "A third fewer runs late or uncovered for want of a driver, with every assignment still confirmed by a dispatcher",
        owner: "Operations Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Delay and cancellation notices and replies to families' and the authority's routine questions drafted from the day's dispatch records, for dispatch to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Dispatch Supervisor",
          impact:
            "Families and the authority told sooner; track minutes from the delay to the notice.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "minutes from a known delay or cancellation to the notice sent",
        dependsOn:
          "Notice wording approved with the contracting authority, and no rider's personal or medical details in the assistant",
        baseline:
          "For four weeks, log each delay or cancellation: when dispatch knew, when the notice went out, and the calls that followed",
        target:
          "Every notice out within 15 minutes of dispatch knowing, and fewer follow-up calls than in the baseline weeks",
        owner: "Dispatch Supervisor",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Driver job posts, candidates' questions and training and licensing reminders drafted from the operator's own records, for the person who hires to check",
          work: "drafting",
          department: "hr",
          impact: "Fewer hours per driver hired; track drivers licensed and on the board.",
        },
      ],
      measure: {
        metric:
          "drivers on the spare board each morning, and weeks from application to a licensed driver",
        dependsOn:
          "Each applicant's stage from application to licence and first run recorded in one place",
        baseline:
          "From the last season's records, count the drivers on the spare board each week and the weeks each new driver took from application to a first run",
        target:
          "A fifth fewer weeks from application to a first run, and no fewer spare drivers each morning than last season",
        owner: "Operations Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Late, missed and uncovered runs joined with the contract's penalty terms, so the runs that cost most show by route, day and cause",
          work: "analysis",
          department: "finance",
          impact: "Penalties traced to their routes and causes; track them each month.",
        },
      ],
      measure: {
        metric: "contract penalties and uncovered runs a month, by cause",
        dependsOn:
          "The authority's penalty statements and dispatch's run records kept by route and date",
        baseline:
          "Take last year's penalties from the contracting authority's statements, by month, route and stated cause",
        target: "A fifth less in penalties than in the same months last year",
        owner: "Operations Manager",
      },
    },
  },
};
