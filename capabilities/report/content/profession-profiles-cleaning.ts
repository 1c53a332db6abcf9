import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A commercial cleaning contractor cleans clients' offices, hospitals and schools, mostly at
 * night, on fixed-price contracts: the hours its cleaners work are its margin. Supervisors drive
 * from site to site to inspect, scheduling covers many sites and night shifts, it hires many
 * cleaners a year who often speak another language first and read no work e-mail, and its
 * clients' complaints and tenders decide its renewals. The cases cited are studies of work done
 * everywhere and a parcel carrier's routing, marked as such, and one illustrative example.
 */
export const cleaningContractorProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a commercial cleaning contractor",
      words: [
        "cleaning",
        "cleaners?",
        "janitor*",
        "custodial",
        "nettoyage",
        "nettoyeu(?:r|rs|ses)",
        "entretien ménager",
      ],
    },
  ],
  roles: {
    operations: "Operations Manager",
    product: "Operations Manager",
    supply_chain: "Operations Manager",
    customer_service: "Account Manager",
    sales: "General Manager",
    marketing: "General Manager",
    hr: "HR Manager",
  },
  typicalMaturity:
    "Commercial cleaning contractors often schedule shifts and record site inspections in a janitorial app such as Swept, with payroll in a separate system, while supervisors still drive from site to site to inspect and new cleaners learn on the job at night, often in a second language. The first gains are in that supervision and training, with every schedule, inspection and safety instruction still confirmed by a supervisor.",
  commonUseCases: [
    "Inspection scores read across every site, so supervisors visit where quality slips first",
    "Training, safety and shift instructions in the languages cleaners speak first, on their phones",
    "Labour hours per site set against what each contract was priced on",
    "Client complaints traced to the site, shift and task, with the fix and re-inspection recorded",
    "Tender and renewal responses drafted from past bids and site scopes, for the owner to check",
  ],
  landscape: [
    {
      title: "Inspections read across every site",
      description:
        "Supervisors' inspection scores, notes and clients' complaints from the scheduling and inspection app are read across all sites each week, and each supervisor's night is planned to reach the sites where quality is slipping first rather than on a fixed round; no photograph is taken where a client's contract forbids it, and every finding is still confirmed by the supervisor on site.",
      priority: "High",
      industryExample:
        "UPS reported in 2016 that ORION, its route optimisation system, was expected to save about 100 million miles driven and 10 million gallons of fuel a year once deployed on its US routes.",
      industryExampleSource: "UPS, 'ORION Backgrounder' (UPS Pressroom, 2016)",
      caseFrom: {
        industry: "a parcel carrier",
        transfers:
          "ordering visits to many sites by priority and distance is the same planning problem for a supervisor's night",
      },
      challenges: [
        "improving_operational_efficiency",
        "improving_the_customer_experience",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Training in the languages cleaners speak first",
      description:
        "Onboarding, WHMIS and safety training and each site's task list are drafted in the languages the cleaners speak first, as short steps, pictures or recordings they can open on their own phones, and checked by a fluent supervisor against the product labels and safety data sheets, so a new cleaner knows the site before the first night alone.",
      priority: "High",
      ...SUPPORT_STUDY,
      caseFrom: {
        industry: "a software company's support desk",
        transfers:
          "new staff learning a job from what the company knows gain most, as the study's newest agents did",
      },
      challenges: ["attracting_and_retaining_talent", "improving_operational_efficiency"],
    },
    {
      title: "Labour hours set against each contract's price",
      description:
        "Payroll and schedule hours are set site by site against the hours each fixed-price contract was priced on, so the sites where hours run over the bid show each month and the schedule is rebalanced before a wage increase eats the margin; the operations manager decides every change.",
      priority: "High",
      industryExample:
        "A cleaning contractor joins a quarter's payroll hours by site with the hours priced into each contract; an assistant ranks the sites by hours over the bid, and the operations manager rebalances the three worst schedules with their supervisors.",
      industryExampleSource: "Illustrative example",
      challenges: ["managing_costs_and_protecting_margins", "making_faster_datadriven_decisions"],
    },
    {
      title: "Tender and renewal responses drafted from past bids",
      description:
        "Responses to requests for proposals and contract renewals are drafted from past bids, site scopes and inspection records, for the owner to check every price, staffing level and commitment before they go.",
      priority: "Medium",
      ...WRITING_STUDY,
      caseFrom: {
        industry: "office professionals of several occupations",
        transfers: "drafting a proposal from earlier ones is the same writing work in any business",
      },
      challenges: ["growing_revenue_in_a_competitive_market"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Supervisors' inspection scores, notes and clients' complaints read across every site each week, so supervisors visit the sites where quality slips first rather than on a fixed round",
          work: "analysis",
          department: "operations",
          owner: "Operations Manager",
          impact: "Fewer hours driven per inspection; track them with the inspection scores.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "supervisor hours driven per site inspected, and inspection scores by site",
        dependsOn:
          "Every inspection recorded with its site, date and score in the scheduling and inspection app",
        baseline:
          "From last quarter's inspection records and supervisors' mileage, take each site's inspection scores and the hours supervisors drove per inspection",
        target:
          "Fewer hours driven per inspection than in the baseline quarter, with no site's inspection score lower",
        owner: "Operations Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Onboarding, WHMIS and site training for new cleaners in the languages they speak first, as short steps, pictures or recordings on their own phones, checked by a fluent supervisor",
          work: "drafting",
          department: "hr",
          owner: "HR Manager",
          impact: "More new cleaners still working after 90 days; track them by month of hire.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat"],
      measure: {
        metric:
          "new cleaners still working after 90 days, and their sites' first-month inspection scores",
        dependsOn:
          "Each hire's start date, site and leaving date kept in payroll, and training checked by a fluent supervisor",
        baseline:
          "From payroll and the inspection records, take every cleaner hired in the last six months: whether each was still working after 90 days, and their sites' inspection scores in their first month",
        target:
          "More of the next hires still working after 90 days than in the baseline months, with first-month inspection scores no lower",
        owner: "HR Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Payroll and schedule hours set site by site against the hours each contract was priced on, so the sites running over the bid show each month for the operations manager to rebalance",
          work: "analysis",
          department: "finance",
          owner: "Operations Manager",
          impact: "Hours back within the bid where they ran over; track them site by site.",
        },
      ],
      tools: ["ChatGPT Business", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "labour hours per site against the hours priced into its contract",
        dependsOn: "Payroll hours recorded by site, and each contract's priced hours in one list",
        baseline:
          "From last quarter's payroll and schedules, take the hours worked at each site against the hours priced into its contract",
        target:
          "Hours back within the bid at the sites that ran over most, with their inspection scores no lower",
        owner: "Operations Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Clients' complaints traced to the site, shift and task, with the fix and the re-inspection recorded, and replies drafted for the account manager to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Account Manager",
          impact: "Fewer repeat complaints per site; track days to close each one.",
        },
      ],
      measure: {
        metric: "clients' complaints per site a month, repeat complaints and days to close each",
        baseline:
          "From last quarter's e-mails and inspection records, count the complaints per site, the repeats and the days each took to close",
        target:
          "Every complaint closed with a re-inspection, and fewer repeat complaints per site than in the baseline quarter",
        owner: "Account Manager",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Tender and renewal responses drafted from past bids, site scopes and inspection records, for the owner to check every price, staffing level and commitment",
          work: "drafting",
          department: "sales",
          impact: "Fewer hours per tender response; track responses sent and contracts won.",
        },
      ],
      measure: {
        metric: "hours per tender response, and tenders won",
        baseline:
          "For the last tenders and renewals answered, estimate the hours each took and record which were won",
        target:
          "Fewer hours per response than in the baseline, with every price and commitment checked by the owner",
        owner: "General Manager",
      },
    },
  },
  themes: {
    "crew-languages": {
      title: "Train and brief cleaners in the languages they speak first",
      action:
        "Draft onboarding, WHMIS and safety training and each site's shift notes in the languages your cleaners speak first, with an approved assistant and a glossary of your own terms; give them where cleaners work (a text or short recording on their phone, a poster in the site's cleaning room, the supervisor at the start of the shift) rather than by e-mail; and have a fluent supervisor check each one against the product's label and safety data sheet before it is used",
      measure:
        "training and safety instructions available in each cleaner's language, and the questions supervisors still answer on shift",
    },
  },
};
