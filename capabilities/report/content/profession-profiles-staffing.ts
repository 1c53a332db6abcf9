import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A temporary staffing agency fills its clients' job orders, often the same day, with workers it
 * recruits, places and pays: its work is orders filled by the shift's start, workers confirmed
 * and shown up, timesheets matched to orders before payroll and invoicing, and clients kept by
 * that reliability. Its recruiters reach workers by phone and text rather than e-mail, and its
 * clients expect a recruiter to have spoken to every worker sent. Its "utilisation" is its fill
 * rate and the worker-hours it bills, never a consultant's billable hours; its no-shows are
 * workers who miss a shift, never a booking's cancelled slot; filling an order is no hire of its
 * own. The cases cited are a clinic's text reminders, a support desk's suggested replies and a
 * writing experiment, each marked as another industry's, and one illustrative example.
 */
/** The tools and measure of a client's fill-rate review, whether it wins clients or grows revenue. */
const clientReview = {
  tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business", "Google Gemini", "Claude"],
  measure: {
    dependsOn: "Each client's orders, fills and no-shows recorded in {system}",
    metric: "orders per client and clients kept",
    baseline:
      "From the placement records, take each client's orders, fill rate and no-shows over the last two quarters, and list the clients who ordered less or left",
    target:
      "More orders from the clients reviewed than from the same clients a year earlier, and no client lost without a review",
    owner: "Account Manager",
  },
};

export const staffingAgencyProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a temporary staffing agency",
      words: [
        "temp*",
        "staffing",
        "temporary help",
        "placing",
        "placed workers",
        "job orders?",
        "agences? de placement",
        "location de personnel",
        "nous plaçons",
      ],
    },
    {
      noun: "a recruitment agency",
      words: ["recruitment agenc*", "recruiting agenc*", "agences? de recrutement"],
    },
  ],
  roles: {
    operations: "Operations Manager",
    customer_service: "Account Manager",
    sales: "Account Manager",
    marketing: "Account Manager",
    hr: "Recruiting Lead",
    finance: "Payroll and Billing Lead",
  },
  titles: { "HR Manager": "Recruiting Lead" },
  typicalMaturity:
    "Staffing agencies usually run their orders, workers and placements in an applicant tracking system built for staffing, with timesheets and payroll beside it, while recruiters still fill same-day orders by phone and text from lists they know, and the system's automation (availability requests, shift confirmations, re-activating past workers) is often paid for and little used. The first gains are in confirming workers and ranking who to call, with a recruiter still speaking to every worker a client receives.",
  commonUseCases: [
    "Shift confirmations sent to every booked worker on the phone they use, with anyone unconfirmed flagged to a recruiter",
    "A ranked call list for each order: available workers with the right tickets, their reliability at that client and their distance",
    "Availability requests and re-activation of past workers from the applicant tracking system",
    "Timesheets checked against the orders and placement records before payroll and invoicing",
    "Fill-rate and no-show reviews drafted for each client, for the account owner to present",
  ],
  landscape: [
    {
      title: "Shift confirmations and no-show follow-up",
      description:
        "Every booked worker is asked to confirm the evening before and early on the shift day, on the phone and in the language they use; anyone who has not confirmed is flagged to the recruiter, who calls a standby worker before the client is let down. The system sends and records the confirmations; the recruiter makes every call.",
      priority: "High",
      industryExample:
        "In a 2011 randomised trial of 502 patients at a hospital outpatient clinic, those sent a text message reminder missed 26.3% of their appointments, against 39.8% of those sent none.",
      industryExampleSource:
        "Youssef, 'Use of short message service reminders to improve attendance at an internal medicine outpatient clinic in Saudi Arabia: a randomized controlled trial', Eastern Mediterranean Health Journal 20(5) (2014)",
      caseFrom: {
        industry: "a hospital outpatient clinic",
        transfers:
          "a reminder on the phone people carry, the day before, is the same lever for a worker's shift as for a patient's appointment",
      },
      challenges: [
        "improving_utilisation_and_billable_hours",
        "winning_new_clients_in_a_crowded_market",
        "improving_operational_efficiency",
        "improving_the_customer_experience",
      ],
    },
    {
      title: "Client fill-rate and no-show reviews",
      description:
        "Each client's orders, fill rate, no-shows and credits are drafted into a short quarterly review from the placement records, for the account owner to check and present, so clients hear the agency's numbers before they hear a competitor's; new clients are sought once the reviews show what the agency can promise.",
      priority: "Medium",
      ...WRITING_STUDY,
      caseFrom: {
        industry: "office professionals of several occupations",
        transfers: "drafting a client review from records is the same writing work in any business",
      },
      challenges: [
        "winning_new_clients_in_a_crowded_market",
        "producing_proposals_and_reports_faster",
        "defending_fees_as_clients_adopt_ai_themselves",
        "growing_revenue_in_a_competitive_market",
      ],
    },
    {
      title: "A ranked call list for each order",
      description:
        "For each order, the applicant tracking system's records rank the workers to call: available that day, holding the tickets the order needs, reliable at that client and close to the site; the recruiter still calls each one, so the ranking saves the minutes spent finding who to call, never the conversation a client expects.",
      priority: "High",
      ...SUPPORT_STUDY,
      caseFrom: {
        industry: "a software company's support desk",
        transfers:
          "an assistant that prepares what a person says, with the person still speaking, lifts the least experienced most, as it would a new recruiter",
      },
      challenges: [
        "improving_utilisation_and_billable_hours",
        "developing_junior_consultants_quickly",
        "capturing_and_reusing_firm_knowledge",
        "attracting_and_retaining_talent",
      ],
    },
    {
      title: "Placement records and timesheets checked before payroll",
      description:
        "Each week's timesheets are checked against the orders and placement records before payroll and invoicing: hours that do not match, missing assignment details and workers without the records a placement needs are listed for the payroll lead to fix, so the records your licence and your clients rely on stay complete.",
      priority: "Medium",
      industryExample:
        "A staffing agency matches a week's timesheets with its orders and placement records; an assistant lists the hours that differ from the order and the placements missing a record, and the payroll lead fixes each one before payroll runs.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "managing_costs_and_protecting_margins",
        "making_faster_datadriven_decisions",
      ],
    },
  ],
  challenges: {
    improving_utilisation_and_billable_hours: {
      applications: [
        {
          application:
            "Shift confirmations sent to every booked worker the evening before and early on the shift day to cut no-shows, with anyone unconfirmed flagged to the recruiter, who calls a standby worker from a list ranked by availability, tickets and reliability",
          work: "automation",
          department: "operations",
          owner: "Operations Manager",
          impact:
            "Fewer no-shows and more orders filled by the shift's start; track them client by client.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        metric: "no-show rate (no-shows over shifts booked) and orders filled by the shift's start",
        dependsOn:
          "Every shift booked, confirmed and worked recorded against its order in {system}",
        baseline:
          "From the placement records, take the last eight weeks and the same weeks last year: shifts booked, no-shows and orders filled by the shift's start, client by client",
        target:
          "A quarter fewer no-shows than in the same weeks last year and more orders filled by the shift's start, with a recruiter still speaking to every worker placed",
        owner: "Operations Manager",
      },
    },
    winning_new_clients_in_a_crowded_market: {
      applications: [
        {
          application:
            "A quarterly review of each client's fill rate and attendance drafted from the placement records, for the account owner to check and present before any prospecting tool is bought",
          work: "drafting",
          department: "sales",
          owner: "Account Manager",
          impact: "More orders from the clients you have; track orders and clients kept.",
        },
      ],
      ...clientReview,
    },
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "Client reviews, bids and rate proposals drafted from the placement records and past proposals, for the account owner to check every rate and commitment",
          work: "drafting",
          department: "sales",
          owner: "Account Manager",
          impact: "Fewer hours per review or bid; track them with the clients won and kept.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business", "Google Gemini", "Claude"],
      measure: {
        dependsOn: "Each client's orders, fills and rates recorded in {system}",
        metric: "hours per client review or bid",
        baseline: "Time the next five client reviews or bids from the request to sending",
        target:
          "A third fewer hours per review or bid, with every rate and commitment checked by the account owner",
        owner: "Account Manager",
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "Each client site's requirements (tickets, safety gear, orientation, parking, the contact on arrival) kept in one place recruiters read before they call a worker",
          work: "drafting",
          department: "operations",
          owner: "Operations Manager",
          impact: "Fewer workers turned away at the door; track them client by client.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        dependsOn: "Each client site's requirements kept with its orders in {system}",
        metric: "workers turned away or sent home at a client's site",
        baseline:
          "From the placement records and client complaints, count the workers turned away or sent home in the last eight weeks, and why",
        target: "Half as many workers turned away for a requirement the recruiter did not know",
        owner: "Operations Manager",
      },
    },
    defending_fees_as_clients_adopt_ai_themselves: {
      applications: [
        {
          application:
            "Each client's fill rate, no-shows and time to fill set beside its rate, so the account owner defends the rate with the client's own figures",
          work: "analysis",
          department: "sales",
          owner: "Account Manager",
          impact: "Rates held where the figures support them; track the rate and the margin.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        dependsOn: "Each client's bill and pay rates recorded by order",
        metric: "bill rate and gross margin per client",
        baseline:
          "From the invoices and payroll, take each client's bill rate, pay rate and margin over the last two quarters",
        target: "No client's margin lower at renewal without a review of its figures",
        owner: "Account Manager",
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "New recruiters' calls prepared for them: the order's needs, the worker's record and the site's requirements on one screen before each call, with a senior recruiter reviewing the first weeks",
          work: "drafting",
          department: "hr",
          owner: "Recruiting Lead",
          impact: "New recruiters filling orders sooner; track orders filled per recruiter.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        dependsOn: "Each order recorded with the recruiter who filled it in {system}",
        metric: "orders filled per recruiter in their first three months",
        baseline:
          "From the placement records, take the orders each recruiter hired in the last two years filled in their first three months",
        target: "More orders filled in the first three months than the recruiters hired before",
        owner: "Recruiting Lead",
      },
    },
    improving_operational_efficiency: {
      applications: [
        {
          application:
            "Shift confirmations sent to every booked worker before the shift to cut no-shows, with anyone unconfirmed flagged to the recruiter, who calls a standby worker",
          work: "automation",
          department: "operations",
          owner: "Operations Manager",
          impact: "Fewer no-shows and fewer recruiter minutes per filled order.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        metric: "recruiter minutes per filled order and no-show rate",
        dependsOn:
          "Every shift booked, confirmed and worked recorded against its order in {system}",
        baseline:
          "For two weeks, have recruiters note the minutes each order takes to fill, and take the last eight weeks' no-shows from the placement records",
        target:
          "Fewer recruiter minutes per filled order and fewer no-shows, with a recruiter still speaking to every worker placed",
        owner: "Operations Manager",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "Past and idle workers asked for their availability each week on the phone they use, and those finishing an assignment offered the next one before they leave",
          work: "automation",
          department: "hr",
          owner: "Recruiting Lead",
          impact: "More active workers each week; track workers placed again.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        dependsOn:
          "Each assignment's end date and the worker's next placement recorded in {system}",
        metric: "workers placed again within a month of an assignment ending",
        baseline:
          "From the placement records, take the assignments that ended in the last quarter and count the workers placed again within a month",
        target: "A quarter more workers placed again within a month of an assignment ending",
        owner: "Recruiting Lead",
      },
    },
    managing_costs_and_protecting_margins: {
      applications: [
        {
          application:
            "Each week's timesheets checked against the orders and placement records before payroll and invoicing, with every mismatch listed for the payroll lead to fix",
          work: "checking",
          department: "finance",
          owner: "Payroll and Billing Lead",
          impact: "Fewer payroll corrections and invoice credits; track them each week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        dependsOn: "Each week's timesheets recorded against their orders in {system}",
        metric: "payroll corrections and invoice credits per week",
        baseline:
          "From payroll and the invoices, count the payroll corrections and the credits given to clients in the last eight weeks, and why",
        target: "Half as many payroll corrections and credits, each caught before payroll runs",
        owner: "Payroll and Billing Lead",
      },
    },
    // A healthcare staffing agency entered under Healthcare: its clients' open shifts, not patients' waits.
    shortening_patient_wait_times_and_scheduling_gaps: {
      applications: [
        {
          application:
            "Each client facility's open shifts offered first to the available workers holding the credentials they need, ranked by reliability and distance, with a recruiter confirming every placement by phone",
          work: "automation",
          department: "operations",
          owner: "Operations Manager",
          impact: "More open shifts filled before they start; track them facility by facility.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "ChatGPT Business"],
      measure: {
        metric: "open shifts filled by their start and hours from request to confirmed worker",
        dependsOn:
          "Every shift request, offer and confirmation recorded against its order in {system}",
        baseline:
          "From the placement records, take the last eight weeks and the same weeks last year: shifts requested, shifts filled by their start and the hours from each request to a confirmed worker",
        target:
          "More shifts filled by their start and fewer hours from request to confirmed worker than in the same weeks last year",
        owner: "Operations Manager",
      },
    },
    growing_revenue_in_a_competitive_market: {
      applications: [
        {
          application:
            "A quarterly review of each client's fill rate and attendance drafted from the placement records, for the account owner to check and present",
          work: "drafting",
          department: "sales",
          owner: "Account Manager",
          impact: "More orders from the clients you have; track orders and clients kept.",
        },
      ],
      ...clientReview,
    },
  },
  themes: {
    hiring: {
      title: "Fill same-day orders faster, with a recruiter still calling every worker",
      name: "filling same-day orders",
      department: "operations",
      action:
        "For each order, rank the workers to call from your placement records (available that day, holding the tickets the order needs, reliable at that client, close to the site) so recruiters start from the best names ({words}); a recruiter still calls every worker, and the ranking never decides who is placed",
      measure: "orders filled by the shift's start and hours from order to confirmed worker",
      pilot: {
        baseline:
          "From the placement records, take the last eight weeks and the same weeks last year: orders received, orders filled by the shift's start and the hours from each order to a confirmed worker, client by client",
        target:
          "More orders filled by the shift's start and fewer hours from order to confirmed worker than in the same weeks last year, with a recruiter still speaking to every worker placed",
      },
    },
    cancellations: {
      title: "Confirm every booked worker before the shift",
      name: "worker shift confirmation",
      department: "operations",
      action:
        "Ask every booked worker to confirm the evening before and early on the shift day, on the phone and in the language they use ({words}); flag anyone who has not confirmed to the recruiter, who calls them or a standby worker before the client is let down",
      measure: "no-show rate (no-shows over shifts booked) and orders filled by the shift's start",
      pilot: {
        baseline:
          "From the placement records, take the last eight weeks and the same weeks last year: shifts booked, no-shows and orders filled by the shift's start, client by client",
        target:
          "A quarter fewer no-shows than in the same weeks last year, with every unconfirmed worker called by a recruiter",
      },
    },
  },
};
