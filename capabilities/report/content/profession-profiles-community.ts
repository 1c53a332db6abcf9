import type { ProfessionProfile } from "./profession-profiles";

/**
 * A charity or non-profit serves clients and participants, not customers: its work is programs,
 * grant applications and reports to funders, donors and volunteers, and its board answers to
 * its members. It has no gross margin to protect; it has restricted grants to account for and
 * admin time that comes out of programs. An agricultural co-operative belongs to the farmers
 * who elect its board: it handles their grain at its elevators under the Canada Grain Act and
 * sells them crop inputs through its agro centres, with seeding and harvest as its peaks.
 */
/** Why keeping donors matters to any charity, an arts charity's too (profession-profiles-arts.ts). */
export const DONOR_RETENTION_STUDY = {
  industryExample:
    "The Fundraising Effectiveness Project, drawing on data from 8,103 nonprofits, found that total dollars raised in 2023 fell 2.8% from the year before and that 70.6% of donors gave only once: keeping the donors a charity already has is where most of its fundraising is won or lost.",
  industryExampleSource:
    "Candid, '5 takeaways from the Fundraising Effectiveness Project's 2023 data' (2024), on the FEP Q4 2023 Quarterly Fundraising Report",
} as const;

export const nonprofitProfile: ProfessionProfile = {
  kinds: [
    { noun: "a registered charity", words: ["registered charity", "organisme de bienfaisance"] },
    { noun: "a non-profit society", words: ["society", "société"] },
    { noun: "a foundation", words: ["foundation", "fondation"] },
  ],
  roles: {
    operations: "Program Manager",
    product: "Program Manager",
    customer_service: "Program Coordinator",
    sales: "Development Manager",
    marketing: "Communications Coordinator",
    supply_chain: "Operations Manager",
    finance: "Finance Manager",
  },
  approval: { body: "The directors", scope: "clients' or donors' personal information" },
  typicalMaturity:
    "Most charities and non-profits meet AI through free or donated tools (nonprofit plans of Google Workspace and Microsoft 365) used by individual staff for newsletters and grant narratives. Few have a policy, and the first questions are what clients' information may go into a tool, and which hours of grant writing and funder reporting can go back to programs.",
  commonUseCases: [
    "Grant applications and funder reports drafted from the organisation's own program records",
    "Donor thank-you letters and stewardship drafted for staff to personalise",
    "Program information and newsletters in the languages clients read",
    "Volunteer onboarding, training and scheduling",
    "Outcome figures gathered for the board and funders",
  ],
  landscape: [
    {
      title: "Grant applications and funder reports drafted from your own records",
      description:
        "AI drafts each grant application and funder report from the organisation's own program descriptions, past applications and outcome figures, to the funder's questions and word limits; the Executive Director or program lead checks every figure and claim before it is submitted.",
      priority: "High",
      industryExample:
        "A small settlement charity keeps its program descriptions, past applications and quarterly outcome figures in one shared folder; AI drafts each funder's report to that funder's template and word limits, and the Executive Director checks every number against the program records before signing it.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_operational_efficiency",
        "making_faster_datadriven_decisions",
        "managing_costs_and_protecting_margins",
      ],
    },
    {
      title: "Training and supporting volunteers",
      description:
        "AI gives volunteers practice and answers from the organisation's own training material, so new volunteers are ready sooner and staff spend less time repeating the basics; a person still supervises every volunteer.",
      priority: "Medium",
      industryExample:
        "The Trevor Project, a US crisis-support charity with more than 700 volunteer crisis counsellors, launched an AI Crisis Contact Simulator in March 2021, built with Google.org support, so trainees could practise realistic conversations at any hour; it aimed to triple its volunteer counsellors that year, and youth who contact it always reach a trained person.",
      industryExampleSource:
        "The Trevor Project, 'The Trevor Project Launches New AI Tool To Support Crisis Counselor Training' (PR Newswire, March 2021)",
      challenges: ["attracting_and_retaining_talent"],
    },
    {
      title: "Keeping donors giving",
      description:
        "AI drafts thank-you letters and updates from the donor database and flags donors whose giving has lapsed, for staff to personalise and send; donors hear what their gift did, from a person.",
      priority: "Medium",
      ...DONOR_RETENTION_STUDY,
      challenges: ["growing_revenue_in_a_competitive_market"],
    },
    {
      title: "Routing people to the right help sooner",
      description:
        "AI reads incoming requests and sorts them by urgency and need, so staff and volunteers reach the people who need them first; every conversation stays with a person, and clients' details stay in the organisation's own systems.",
      priority: "Medium",
      industryExample:
        "Kids Help Phone, a Canadian charity, uses AI to triage incoming texts so that high-risk texters reach its volunteer crisis responders in seconds; its texting service held more than 140,000 conversations in its first year, and in July 2023 it partnered with the Vector Institute to extend that triage while keeping people in every conversation.",
      industryExampleSource:
        "Kids Help Phone, 'Crisis Text Line powered by Kids Help Phone reaches milestone' (CNW, November 2019); Canadian Healthcare Technology, 'Kids Help Phone partners with Vector Institute' (July 2023)",
      challenges: ["improving_the_customer_experience", "improving_operational_efficiency"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Grant applications and funder reports drafted from the organisation's own program records, for the Executive Director to check",
          work: "drafting",
          department: "operations",
          impact: "Hours of grant writing and reporting back to programs each week.",
        },
      ],
      measure: {
        metric: "hours per grant application or funder report",
        baseline:
          "For the next three applications or funder reports, log the hours from first draft to submission",
        target:
          "Half the hours per application or report, with every figure checked against program records",
        dependsOn:
          "Program descriptions, past applications and outcome figures in one shared folder the organisation controls",
        owner: "Program Manager",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Administrative hours (reporting, data entry, scheduling) found and cut, so more of each grant goes to programs",
          work: "analysis",
          department: "finance",
          impact: "More of each dollar spent on programs.",
        },
      ],
      measure: {
        metric: "staff hours a month on administration rather than programs",
        baseline:
          "For four weeks, have each staff member log hours on programs and on administration (reports, data entry, scheduling)",
        target: "A fifth fewer administrative hours, moved back to programs",
        dependsOn: "Each grant's reporting requirements and deadlines listed in one place",
        owner: "Finance Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Program information, reminders and referrals drafted in the languages clients read, for staff to check and send, with no client's name or personal details in the tool",
          work: "drafting",
          department: "customer_service",
          impact: "Clients get clear information in their own language sooner.",
        },
      ],
      measure: {
        metric: "days from a client's or referral partner's request to an answer",
        baseline:
          "For four weeks, log each request from clients and referral partners and the days to answer it",
        target: "Answers within two working days for the pilot program, checked by staff",
        dependsOn:
          "Approved program information and eligibility rules written down, and a rule that no client's name or personal details go into the tool",
        owner: "Program Coordinator",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "Donor thank-you letters and updates drafted from the donor database, and lapsing donors flagged, for staff to personalise",
          work: "drafting",
          department: "sales",
          impact: "More donors giving again next year.",
        },
      ],
      measure: {
        metric: "share of last year's donors who give again this year",
        baseline: "From the donor database, compute last year's donor retention rate",
        target: "5 points more of last year's donors giving again",
        dependsOn: "Donor records deduplicated, with each donor's consent to be contacted recorded",
        owner: "Development Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Volunteer onboarding and training answered from the organisation's own material, with a staff member supervising",
          work: "answering",
          department: "hr",
          impact: "New volunteers ready sooner, and more of them staying.",
        },
      ],
      measure: {
        metric: "share of new volunteers still active after six months",
        baseline:
          "From the volunteer records, count last year's new volunteers and those active six months later",
        target: "A fifth more new volunteers still active after six months",
        dependsOn: "Volunteer training material and policies in one shared place",
        owner: "Volunteer Coordinator",
      },
    },
    making_faster_datadriven_decisions: {
      applications: [
        {
          application:
            "Program outcome figures gathered for the board and funders from the organisation's records",
          work: "analysis",
          department: "executive",
          impact: "Board and funder reports from this quarter's figures.",
        },
      ],
      measure: {
        metric: "working days to assemble the quarterly outcome report",
        baseline:
          "Time the last two quarterly reports to the board or funders, from quarter end to sent",
        target: "The outcome report two working days sooner, with the same figures",
        dependsOn:
          "Program attendance and outcome figures kept in one place rather than several spreadsheets",
        owner: "Program Manager",
      },
    },
  },
};

export const coopProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "an agricultural co-operative",
      words: ["co-op", "co-operative", "cooperative", "coopérative"],
    },
  ],
  roles: {
    operations: "Grain Operations Manager",
    supply_chain: "Agro Centre Manager",
    sales: "Agronomy Sales Manager",
    product: "Agronomy Manager",
    customer_service: "Member Services Manager",
    marketing: "Member Relations Manager",
  },
  approval: { body: "The directors the members elect", scope: "members' farm data" },
  typicalMaturity:
    "Agricultural co-operatives already hold rich records: members' grain deliveries, grades and settlements, crop-input bookings and agronomy data. Members' farms often run precision tools (yield maps, variable-rate prescriptions) before the co-op does; the co-op's own first gains are usually in the office at seeding and harvest, with members' data used only as they agree.",
  commonUseCases: [
    "Crop-input pre-bookings and orders taken from calls into one record",
    "Crop-input demand by agro centre forecast from bookings and past seasons",
    "Agronomy recommendations drafted from field data for an agronomist to check",
    "Members' account and settlement questions answered from the co-op's records",
    "Seasonal staff scheduled to grain receipts at seeding and harvest",
  ],
  landscape: [
    {
      title: "Crop-input bookings taken once, into one record",
      description:
        "AI turns pre-bookings taken by phone, text or on paper into orders in the co-op's system, for agro-centre staff to check, so demand for seed, fertilizer and crop protection is known by site before seeding.",
      priority: "High",
      industryExample:
        "A co-op's agro centres log each member's crop-input pre-booking from a call or a paper form; AI drafts the order in the co-op's system from the note, the agro-centre staff confirm it with the member, and the bookings add up by site into the season's demand.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_operational_efficiency",
        "forecasting_demand_and_avoiding_stockouts",
        "making_faster_datadriven_decisions",
        "improving_the_customer_experience",
      ],
    },
    {
      title: "Agronomy from field data, checked by an agronomist",
      description:
        "Field data that members choose to share (imagery, yield maps, scouting) guides spot spraying and input recommendations, drafted for the co-op's agronomists to check before any member acts on them.",
      priority: "Medium",
      industryExample:
        "A three-year University of Arkansas field trial of John Deere's camera-guided See & Spray in soybeans, reported in March 2025, found it cut post-emergence herbicide use by up to 59%, and warned that too low a sensitivity setting lets weeds escape and multiply in later years.",
      industryExampleSource:
        "University of Arkansas System Division of Agriculture, See & Spray field trial results (March 2025)",
      challenges: [
        "growing_revenue_in_a_competitive_market",
        "personalising_the_shopping_experience",
        "competing_with_large_online_marketplaces",
      ],
    },
    {
      title: "Seasonal staff at seeding and harvest",
      description:
        "Schedules for the elevators and agro centres are planned from expected grain receipts and bookings, and new seasonal staff learn procedures from the co-op's own material, so the peaks are covered without burning out the core team.",
      priority: "Medium",
      industryExample:
        "The Canadian Agricultural Human Resource Council reported in November 2023 that more than 28,000 agriculture jobs went unfilled at the 2022 peak season and that labour shortages cost the sector an estimated $3.5 billion in lost sales that year.",
      industryExampleSource:
        "Canadian Agricultural Human Resource Council, 'Sowing Seeds of Change' labour market forecast to 2030 (November 2023)",
      challenges: ["attracting_and_retaining_talent", "scheduling_staff_to_match_store_traffic"],
    },
    {
      title: "Delivery routes for fuel, fertilizer and seed",
      description:
        "Deliveries of bulk fuel, fertilizer and seed to members' farms are planned from the day's orders and the trucks available, cutting kilometres and missed windows, for dispatch to confirm.",
      priority: "Medium",
      industryExample:
        "UPS said in 2015 that ORION, its route optimisation built on customer, driver and vehicle data, had already cut 6 to 8 miles from each route and would save about 100 million miles and 10 million gallons of fuel a year once on all its US routes in 2016.",
      industryExampleSource:
        "UPS, 'UPS Accelerates Use of Routing Optimization Software to Reduce 100 Million Miles Driven' (press release, March 2015)",
      challenges: ["managing_costs_and_protecting_margins"],
    },
  ],
  challenges: {
    forecasting_demand_and_avoiding_stockouts: {
      applications: [
        {
          application:
            "Crop-input demand by agro centre forecast from members' pre-bookings and past seasons, for the agro-centre managers to confirm",
          work: "prediction",
          department: "supply_chain",
          impact: "Fewer stockouts and emergency transfers at seeding.",
        },
      ],
      measure: {
        metric: "stockouts and emergency transfers of crop inputs during seeding",
        baseline:
          "From last spring's records, count the crop inputs that ran out at each agro centre and the emergency transfers between sites",
        target:
          "A quarter fewer stockouts and emergency transfers, with no more inventory carried after seeding",
        dependsOn: "Pre-bookings recorded in one system by agro centre, not on paper",
        owner: "Agro Centre Manager",
      },
    },
    scheduling_staff_to_match_store_traffic: {
      applications: [
        {
          application:
            "Seasonal staff scheduled to expected grain receipts and agro-centre traffic at seeding and harvest",
          work: "scheduling",
          department: "operations",
          impact: "Peaks covered with less overtime.",
        },
      ],
      measure: {
        metric: "overtime hours at the elevators and agro centres during seeding and harvest",
        baseline:
          "From payroll, take last year's overtime hours by site during seeding and harvest",
        target:
          "A fifth fewer overtime hours at the pilot sites, with grain receipts handled as fast as today",
        dependsOn:
          "Daily grain receipts and agro-centre sales by site exported from the co-op's systems",
        owner: "Grain Operations Manager",
      },
    },
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Crop-input pre-bookings taken by phone or on paper turned into orders in the co-op's system, for agro-centre staff to check",
          work: "automation",
          department: "supply_chain",
          impact: "Bookings entered once, without re-keying.",
        },
      ],
      measure: {
        metric: "staff hours a week re-keying crop-input pre-bookings",
        baseline:
          "For two weeks of the booking season, log the hours spent entering and correcting pre-bookings",
        target: "Half the hours, with no more booking errors than today",
        dependsOn: "One booking form agreed across the agro centres",
        owner: "Agro Centre Manager",
      },
    },
    improving_the_customer_experience: {
      applications: [
        {
          application:
            "Members' questions on accounts, grain settlements and bookings answered from the co-op's records, drafted for staff to send",
          work: "drafting",
          department: "customer_service",
          impact: "Members answered the same day.",
        },
      ],
      measure: {
        metric: "hours to answer a member's account or settlement question",
        baseline: "For four weeks, log members' questions and the time to answer each",
        target: "Same-day answers for the pilot site, checked by staff",
        dependsOn: "Approved answers to members' common questions written down",
        owner: "Member Services Manager",
      },
    },
  },
};
