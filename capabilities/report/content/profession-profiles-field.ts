import type { ProfessionProfile } from "./profession-profiles";
import { ROADSIDE_REPAIRS } from "./profession-profiles-transport";

/**
 * An oilfield services company sends crews and equipment to customers' wellsites: each job ends
 * in a field ticket the customer's representative signs, which becomes the invoice, and starts
 * with a hazard assessment or job safety analysis done at the site with the crew. Its regulator
 * is the province's occupational health and safety law, and safety-critical decisions (permits
 * to work, lockout) stay with a competent supervisor.
 */
export const oilfieldProfile: ProfessionProfile = {
  roles: {
    operations: "Operations Manager",
    product: "Operations Manager",
    supply_chain: "Shop and Equipment Manager",
    customer_service: "Field Service Coordinator",
    sales: "Business Development Manager",
  },
  typicalMaturity:
    "Oilfield services companies run telematics on their trucks and, increasingly, digital field ticketing with their customers; much of the paperwork between the wellsite and the invoice (tickets, hazard assessments, timesheets) is still on paper or re-keyed. The first gains are in that paperwork, with safety decisions kept with competent supervisors.",
  commonUseCases: [
    "Field tickets read into invoicing and checked against the price book",
    "Job safety analyses drafted from past assessments for the crew to complete at the site",
    "Equipment and truck maintenance planned from telematics and fault codes",
    "Crews and trucks dispatched from the day's jobs",
    "Procedures and past lessons found by new field staff",
  ],
  landscape: [
    {
      title: "From field ticket to invoice in days, not weeks",
      description:
        "AI reads each signed field ticket (paper photo or digital) into the invoicing system and checks its rates and quantities against the customer's price book and master service agreement, for the billing team to approve, so invoices go out days after the job.",
      priority: "High",
      industryExample:
        "A wellsite services company photographs each signed field ticket at the end of the shift; AI reads the crew, hours, equipment and consumables into a draft invoice, flags any rate that differs from the customer's price book, and the billing clerk approves it instead of retyping the ticket.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_operational_efficiency",
        "managing_costs_and_protecting_margins",
        "making_faster_datadriven_decisions",
      ],
    },
    {
      title: "Equipment and trucks maintained before they fail",
      description:
        "Telematics and engine fault codes flag the trucks and units likely to break down, so maintenance is booked before a failure on the way to a wellsite.",
      priority: "Medium",
      ...ROADSIDE_REPAIRS,
      challenges: ["managing_costs_and_protecting_margins"],
    },
    {
      title: "Crews and trucks dispatched to the day's jobs",
      description:
        "Models plan which crew and truck go to which wellsite from the day's jobs, distances and crew hours, cutting kilometres and idle time, for dispatch to confirm.",
      priority: "Medium",
      industryExample:
        "UPS said in 2015 that ORION, its route optimisation built on customer, driver and vehicle data, had already cut 6 to 8 miles from each route and would save about 100 million miles and 10 million gallons of fuel a year once on all its US routes in 2016.",
      industryExampleSource:
        "UPS, 'UPS Accelerates Use of Routing Optimization Software to Reduce 100 Million Miles Driven' (press release, March 2015)",
      challenges: ["growing_revenue_in_a_competitive_market", "improving_the_customer_experience"],
    },
    {
      title: "Procedures and lessons learned, found by new field staff",
      description:
        "New hires and supervisors ask questions of the company's own procedures, past job safety analyses and incident lessons, and get the answer with its source; hazard assessments are still done at the site with the crew and signed by a competent supervisor.",
      priority: "Medium",
      industryExample:
        "Woodside Energy trained IBM Watson on more than 600,000 pages of its engineering reports and correspondence so that newer engineers could find what retiring experts knew; by 2018 IBM reported that more than 80% of employees adopted it and that time once spent searching went to solving problems.",
      industryExampleSource:
        "IBM's Woodside Energy case, as reported by the International Institute for Learning, 'Can IBM's Watson Improve Your Organization's Lessons Learned Process?' (July 2018)",
      challenges: ["attracting_and_retaining_talent", "making_faster_datadriven_decisions"],
    },
  ],
  challenges: {
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Signed field tickets read into the invoicing system and checked against each customer's price book, for the billing team to approve",
          work: "automation",
          department: "finance",
          impact: "Invoices out days after the job instead of weeks.",
        },
      ],
      measure: {
        metric: "days from job completion to invoice sent",
        baseline:
          "For the last 50 jobs, take the date the job finished and the date its invoice went out, and count the tickets returned for corrections",
        target: "Half the days from job to invoice, with no more disputed tickets than today",
        dependsOn:
          "Each customer's price book and ticket requirements in one place the billing team keeps current",
        owner: "Controller",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Truck and equipment maintenance booked from telematics fault codes before a breakdown",
          work: "prediction",
          department: "operations",
          owner: "Shop and Equipment Manager",
          impact: "Fewer breakdowns on the way to a job.",
        },
      ],
      measure: {
        metric: "unplanned downtime hours on trucks and equipment",
        baseline:
          "From the shop's work orders, total last quarter's unplanned repairs and the hours each unit was out",
        target: "A fifth fewer unplanned downtime hours on the pilot units",
        dependsOn: "Telematics fault codes joined to the shop's work orders by unit",
        owner: "Shop and Equipment Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "New field staff's questions answered from the company's own procedures and past job safety analyses, with the source shown and a supervisor signing off any safety step",
          work: "answering",
          department: "hr",
          impact: "New hires productive and safe sooner.",
        },
      ],
      measure: {
        metric: "share of new field hires who leave within their first year",
        baseline: "From payroll, count last year's field hires and those who left within a year",
        target: "A fifth fewer new field hires leaving in their first year",
        dependsOn:
          "Current procedures and safety documents in one shared place, with outdated versions removed",
        owner: "HR Manager",
      },
    },
  },
};

/**
 * An accounting or tax practice lives by tax season (T1 personal returns to 30 April, T2
 * corporate returns six months after year end), engagement letters, and the review of working
 * papers before a partner signs. Its professional body is the provincial CPA body; its clients'
 * tax data is confidential. It is no management consultancy: no bench time or consultant's
 * utilisation.
 */
export const accountingProfile: ProfessionProfile = {
  roles: {
    operations: "Practice Manager",
    supply_chain: "Practice Manager",
    product: "Tax Manager",
    customer_service: "Client Service Manager",
    sales: "Managing Partner",
  },
  typicalMaturity:
    "Accounting and tax practices already run specialised software (tax preparation, working papers, practice management) and many of those vendors now add AI features. Staff often try public chatbots on client e-mails before the firm has a policy; the first questions are where client data may go and what a reviewer must check.",
  commonUseCases: [
    "T1 and T2 returns prepared from clients' documents for a preparer to check",
    "Working-paper review notes drafted for the reviewer",
    "Engagement letters and client e-mails drafted from the firm's templates",
    "Clients' document requests chased before tax season",
    "Tax research answered with sources, for a professional to confirm",
  ],
  landscape: [
    {
      title: "Tax season: returns prepared from clients' documents",
      description:
        "AI reads clients' slips and statements into the tax software and flags what is missing or unusual, so preparers spend tax season on judgement, not data entry; a reviewer still checks every return.",
      priority: "High",
      industryExample:
        "Thomson Reuters' 2024 Future of Professionals survey of more than 2,200 professionals in tax, accounting, legal and compliance found respondents expected AI to free up four hours a week within a year and twelve within five years.",
      industryExampleSource:
        "Thomson Reuters, 'AI set to save professionals 12 hours per week by 2029' (press release on the Future of Professionals report, July 2024)",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "defending_fees_as_clients_adopt_ai_themselves",
      ],
    },
    {
      title: "Review notes and engagement letters drafted for the professional",
      description:
        "AI drafts working-paper review notes, engagement letters and client e-mails from the firm's own templates and the file, for the reviewer or partner to correct and sign; nothing leaves the firm unsigned.",
      priority: "High",
      industryExample:
        "A 25-person practice keeps its engagement letter templates and past review notes in its document system; AI drafts each year's engagement letter and the first review notes on a file, and the reviewer edits and signs them instead of writing from scratch.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "producing_proposals_and_reports_faster",
        "winning_new_clients_in_a_crowded_market",
      ],
    },
    {
      title: "Juniors up to speed faster",
      description:
        "An assistant grounded in the firm's own procedures and past files answers juniors' questions as they work, with the source shown, so reviewers spend less time on the basics.",
      priority: "Medium",
      industryExample:
        "A 2023 study of 5,179 customer-support agents found that an AI assistant raised issues resolved per hour by 14% on average, and by 34% for novice agents.",
      industryExampleSource:
        "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
      challenges: ["developing_junior_consultants_quickly"],
    },
    {
      title: "The firm's own assistant, inside client confidentiality",
      description:
        "A business AI assistant under the firm's contract replaces staff's personal chatbot accounts, so precedents and research are searched without client data leaving the firm's control.",
      priority: "Medium",
      industryExample:
        "PwC agreed in May 2024 to give ChatGPT Enterprise to about 100,000 staff in the US and the UK, becoming OpenAI's largest enterprise customer at the time.",
      industryExampleSource:
        "Bloomberg reporting on PwC's ChatGPT Enterprise agreement with OpenAI (May 2024)",
      challenges: ["capturing_and_reusing_firm_knowledge"],
    },
  ],
  challenges: {
    improving_utilisation_and_billable_hours: {
      applications: [
        {
          application:
            "Clients' slips and statements read into the tax software, with missing documents flagged, for a preparer to check",
          work: "automation",
          department: "operations",
          owner: "Tax Manager",
          impact: "Fewer preparer hours per return in tax season.",
        },
      ],
      measure: {
        metric: "preparer hours per T1 return in tax season",
        baseline:
          "For the first two weeks of March, log the preparer and reviewer hours on each T1 return from documents received to filed",
        target:
          "A fifth fewer preparer hours per return, with no more review corrections than today",
        dependsOn: "Clients' documents collected through one portal rather than e-mail",
        owner: "Tax Manager",
      },
    },
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "Working-paper review notes and engagement letters drafted from the file and the firm's templates, for the reviewer or partner to correct and sign",
          work: "drafting",
          department: "operations",
          owner: "Practice Manager",
          impact: "Reviewers' hours back in the busiest months.",
        },
      ],
      measure: {
        metric: "reviewer hours writing review notes per file",
        baseline: "For the next ten files reviewed, log the reviewer's hours writing notes",
        target: "A third fewer hours writing notes, with the same review standard",
        dependsOn:
          "Engagement letter templates and the firm's review checklists in one shared place",
        owner: "Practice Manager",
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "The firm's precedents, research memos and procedures searched in plain language, with sources shown and access by role",
          work: "answering",
          department: "operations",
          impact: "Answers found in minutes instead of asking a partner.",
        },
      ],
      measure: {
        metric: "minutes to find a relevant precedent or research memo",
        baseline:
          "Ask five staff to find three past memos or precedents on set tax topics and time each search",
        target: "Half the search time, with results limited to what each person may see",
        dependsOn: "Precedents and research memos in one shared store, with client permissions set",
        owner: "Practice Manager",
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "Juniors' questions answered from the firm's own procedures and past files, with the source shown",
          work: "answering",
          department: "hr",
          impact: "Juniors need fewer reviewer hours in their first season.",
        },
      ],
      measure: {
        metric: "review corrections per file for first-year staff",
        baseline: "Count the review notes on the last ten files prepared by first-year staff",
        target: "A quarter fewer review corrections on first-year staff's files",
        dependsOn: "The firm's procedures and checklists written down in one shared place",
        owner: "Practice Manager",
      },
    },
  },
};
