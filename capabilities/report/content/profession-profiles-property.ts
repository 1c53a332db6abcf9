import type { ProfessionProfile } from "./profession-profiles";

/**
 * A residential property manager runs buildings for others: condominium (strata, co-ownership)
 * corporations whose boards it serves, and rental buildings whose owners it represents. Its work
 * is board meeting minutes, owners' questions on the bylaws and rules, the certificates a unit's
 * sale needs by a statutory date, maintenance requests and notices; vacancies and leasing exist only in rental
 * buildings, said only where a rental challenge is chosen (review r22). It is no brokerage: no
 * buyers, sellers, offers, listings or Managing Broker.
 */
export const propertyProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a condominium management firm",
      words: [
        "condominium corporations?",
        "condo corporations?",
        "condo boards?",
        "condominium boards?",
        "condominium management",
        "condo management",
      ],
    },
    {
      noun: "a strata management firm",
      words: ["strata corporations?", "strata councils?", "strata management", "strata managers?"],
    },
    { noun: "a co-ownership manager", words: ["syndicats? de copropriété", "copropriétés?"] },
  ],
  roles: {
    operations: "Senior Property Manager",
    product: "Senior Property Manager",
    customer_service: "Property Manager",
    supply_chain: "Maintenance Coordinator",
    sales: "Leasing Manager",
    marketing: "Leasing Manager",
  },
  approval: {
    body: "The boards of the corporations you manage",
    scope: "their residents' data",
  },
  typicalMaturity:
    "Property managers run a management system that holds each corporation's ledger and records, and often a resident portal, whose vendors are adding AI. Most AI use so far is individual: managers drafting notices and letters in ChatGPT or Copilot. The first gains are in the writing that fills their evenings (board minutes, owners' bylaw questions, notices) and in the certificates and document packages a unit's sale waits for, with the board approving anything that touches residents' data.",
  commonUseCases: [
    "Board meeting minutes drafted from the agenda and notes, for the manager to correct and the board to approve",
    "Owners' bylaw and rules questions answered in drafts from each corporation's own documents",
    "Maintenance requests sorted by urgency and acknowledged the same day",
    "Notices to residents drafted in plain language from the building's templates",
    "Status and information certificates for a unit's sale assembled from the corporation's records",
  ],
  landscape: [
    {
      title: "Certificates and document packages for a unit's sale, sent by the deadline",
      description:
        "Each request for a status, estoppel or information certificate on a unit's sale goes into one queue with the date the Act sets; AI assembles the package from the corporation's records (budget, reserve fund study, insurance, bylaws, recent minutes) and drafts the certificate from the owner's account in the ledger, for the manager to check every figure and sign.",
      priority: "High",
      industryExample:
        "Microsoft reported in November 2023 that, in its studies of early Microsoft 365 Copilot users, people were 29% faster across searching, writing and summarising tasks.",
      industryExampleSource:
        "Microsoft WorkLab, 'What Can Copilot's Earliest Users Teach Us About Generative AI at Work?' (November 2023)",
      challenges: ["speeding_up_transaction_paperwork_and_due_diligence"],
    },
    {
      title: "Board meeting minutes drafted for the manager to correct",
      description:
        "AI drafts the minutes of board and owners' meetings from the agenda, the manager's notes and, where the board agrees, the meeting's transcript, in the corporation's own format; the manager corrects them and the board approves them as the record.",
      priority: "High",
      industryExample:
        "Microsoft reported in November 2023 that, in its studies of early Microsoft 365 Copilot users, people caught up on a missed meeting nearly four times faster.",
      industryExampleSource:
        "Microsoft WorkLab, 'What Can Copilot's Earliest Users Teach Us About Generative AI at Work?' (November 2023)",
      challenges: ["speeding_up_transaction_paperwork_and_due_diligence"],
    },
    {
      title: "Owners' and tenants' questions answered from each building's own rules",
      description:
        "Each corporation's documents (its declaration, bylaws, rules and board decisions) are kept in one library; AI drafts the answer to a question from that corporation's documents, citing the article, for the property manager to check and send.",
      priority: "High",
      industryExample:
        "A condominium manager keeps each corporation's declaration, bylaws and rules in one searchable library; AI drafts the reply to an owner's question on pets, renovations or parking from that corporation's own documents with the article cited, and the property manager checks and sends it.",
      industryExampleSource: "Illustrative example",
      challenges: ["managing_tenant_communications_and_maintenance_requests"],
    },
    {
      title: "Maintenance requests sorted and acknowledged the same day",
      description:
        "Requests from the resident portal and e-mail are sorted by urgency, unit and trade in the property management system, emergencies go straight to the on-call staff, and AI drafts the acknowledgement for staff to send.",
      priority: "Medium",
      industryExample:
        "A 2023 study of 5,179 customer-support agents found that an AI assistant drafting replies raised issues resolved per hour by 14% on average, and by 34% for the newest agents.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: ["managing_tenant_communications_and_maintenance_requests"],
    },
    {
      title: "Leasing enquiries answered quickly, in rental buildings",
      description:
        "In the rental buildings only, AI drafts replies to prospective tenants' enquiries and the unit listings for the leasing team, and flags units coming vacant from notices so turns are booked before move-out.",
      priority: "Medium",
      industryExample:
        "An audit of 2,241 US companies published in Harvard Business Review in 2011 found that those replying to an online enquiry within an hour were nearly seven times as likely to qualify it as those replying an hour later.",
      industryExampleSource:
        "Oldroyd, McElheran and Elkington, 'The Short Life of Online Sales Leads', Harvard Business Review (March 2011)",
      challenges: [
        "generating_and_qualifying_quality_leads",
        "reducing_vacancy_rates_across_the_portfolio",
      ],
    },
    {
      title: "Budgets, reserve funds and rents on your own figures",
      description:
        "AI drafts each corporation's operating budget and reserve fund plan from past years' costs and the reserve fund study for the board, and tests rent and cost scenarios for rental owners on the company's own data, never a pricing tool shared between landlords.",
      priority: "Medium",
      industryExample:
        "In August 2024 the US Department of Justice and 8 states sued RealPage, alleging that its rent-pricing software let landlords share private data and align rents: rent models must run on a landlord's own data.",
      industryExampleSource:
        "US Department of Justice press release, 'Justice Department Sues RealPage for Algorithmic Pricing Scheme that Harms Millions of American Renters' (August 2024)",
      challenges: [
        "valuing_properties_accurately_and_quickly",
        "navigating_interest_rate_and_market_volatility",
        "reducing_vacancy_rates_across_the_portfolio",
      ],
    },
  ],
  challenges: {
    managing_tenant_communications_and_maintenance_requests: {
      applications: [
        {
          application:
            "Owners' and tenants' questions on the bylaws, rules and building answered in drafts from each corporation's or building's own documents, for the property manager to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Property Manager",
          impact: "Fewer evenings spent answering the same questions.",
        },
        {
          application:
            "Maintenance requests sorted by urgency, unit and trade in the property management system, with emergencies sent straight to the on-call staff",
          work: "automation",
          department: "operations",
          impact: "Urgent repairs first and same-day acknowledgements.",
        },
      ],
      tools: [
        "Yardi",
        "AppFolio Realm-X",
        "Microsoft 365 Copilot",
        "Microsoft 365 Copilot Chat",
        "Google Gemini",
        "ChatGPT Business",
      ],
      measure: {
        metric:
          "hours a property manager spends each week answering owners' and tenants' questions",
        baseline:
          "For four weeks, each property manager in the pilot logs the questions answered and the time spent, and marks those already answered in the bylaws or rules",
        target:
          "A third fewer hours answering questions, with every reply checked by the property manager before it is sent",
        dependsOn:
          "Each corporation's declaration, bylaws, rules and board decisions in one library the managers keep current",
        owner: "Property Manager",
      },
    },
    speeding_up_transaction_paperwork_and_due_diligence: {
      applications: [
        {
          application:
            "Status, estoppel or information certificates and the document packages for a unit's sale assembled from the corporation's records and drafted from the ledger, for the manager to check every figure and sign by the deadline the Act sets",
          work: "drafting",
          department: "operations",
          owner: "Senior Property Manager",
          impact: "Every certificate out by its statutory date.",
        },
        {
          application:
            "Board meeting minutes drafted from the agenda, the manager's notes and, where the board agrees, the meeting's transcript, for the manager to correct and the board to approve",
          work: "drafting",
          department: "operations",
          owner: "Property Manager",
          impact: "Minutes out in days, not evenings.",
        },
      ],
      tools: [
        "Microsoft 365 Copilot",
        "Microsoft 365 Copilot Chat",
        "Google Gemini",
        "ChatGPT Business",
      ],
      measure: {
        metric:
          "the share of certificates and document requests sent within the statutory deadline",
        baseline:
          "From the last six months' requests, count how many were sent within the deadline and the days each one took",
        target:
          "Every certificate sent within the deadline, each figure checked against the ledger before it is signed",
        dependsOn:
          "Each corporation's budget, reserve fund study, insurance, bylaws and recent minutes in one library, and owners' accounts current in the ledger",
        owner: "Senior Property Manager",
      },
    },
    reducing_vacancy_rates_across_the_portfolio: {
      applications: [
        {
          application:
            "In the rental buildings, replies to prospective tenants and unit listings drafted for the leasing team, and units coming vacant flagged from notices so turns are booked before move-out",
          work: "drafting",
          department: "sales",
          impact: "Fewer days vacant per turnover.",
        },
      ],
      tools: ["Yardi", "AppFolio Realm-X", "Microsoft 365 Copilot", "ChatGPT Business"],
      measure: {
        metric: "days vacant per unit turnover in the rental buildings",
        baseline:
          "From the rent roll, for the rental buildings only, take last year's turnovers and the days each unit stood empty between tenants",
        target: "A fifth fewer days vacant per turnover in the pilot buildings",
        dependsOn: "Notices to vacate and unit turns recorded in {system} for each rental building",
        owner: "Leasing Manager",
      },
    },
    generating_and_qualifying_quality_leads: {
      applications: [
        {
          application:
            "Prospective tenants' enquiries to the rental buildings answered in drafts within the hour, for the leasing team to send",
          work: "drafting",
          department: "sales",
          impact: "More enquiries turned into viewings.",
        },
      ],
      measure: {
        metric: "median hours to first reply to a rental enquiry",
        baseline:
          "For four weeks, log each rental enquiry and the time to its first reply from the leasing inbox",
        target: "First reply within an hour for most enquiries, and more viewings booked",
        dependsOn: "Each rental building's current units, rents and rules written down",
        owner: "Leasing Manager",
      },
    },
    valuing_properties_accurately_and_quickly: {
      applications: [
        {
          application:
            "Each corporation's operating budget and reserve fund plan drafted from past years' costs and the reserve fund study, for the manager to check and the board to approve",
          work: "analysis",
          department: "finance",
          impact: "Budgets ready for the board sooner, with fewer surprises.",
        },
      ],
      measure: {
        metric: "hours to prepare a corporation's annual budget",
        baseline: "Log the hours spent on the next five corporations' budgets",
        target: "A third fewer hours per budget, with the manager checking every figure",
        owner: "Controller",
      },
    },
    navigating_interest_rate_and_market_volatility: {
      measure: { owner: "Controller" },
    },
  },
};
