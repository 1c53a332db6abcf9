import type { Industry } from "@/model/assessment/options";
import { healthcareNeutral, manufacturingNeutral, retailNeutral } from "./neutral-challenges-goods";
import { educationNeutral, financialNeutral, travelNeutral } from "./neutral-challenges-services";
import type { ProfessionChallenge } from "./profession-profiles";

/**
 * An industry option's challenges in words true of any kind of business under it, where the
 * option's own words are its usual business's: a law firm has files, not consultants'
 * deliverables; a home builder has buyers, homes and warranty requests, not agents, listings,
 * tenants or vacant units; a tour operator has places on a trip, not rooms; a child care centre
 * has staff and families, not teachers, students and admissions. Only what differs is written
 * (capabilities/report/builtin/profession-profile.ts `challengeFor` fills the rest from the option).
 */

const ASSISTANTS = ["Microsoft 365 Copilot Chat", "Google Gemini", "ChatGPT Business", "Claude"];

const consulting: Record<string, ProfessionChallenge> = {
  improving_utilisation_and_billable_hours: {
    measure: {
      metric: "billable share of each professional's recorded hours",
      baseline:
        "Take last quarter's time records and split each professional's hours into billable, administration and business development",
      target: "2-4 points higher billable share, with administration hours reported separately",
      dependsOn: "Non-billable time coded by activity in the time and billing system",
    },
  },
  producing_proposals_and_reports_faster: {
    applications: [
      {
        application:
          "Drafting letters, reports and proposals from the firm's templates and past work",
        work: "drafting",
        department: "sales",
        impact: "First drafts in hours instead of days; track turnaround.",
      },
      {
        application: "Research summaries for the professional responsible to check",
        work: "drafting",
        department: "executive",
        impact: "More senior time on judgement and less on assembly.",
      },
    ],
    measure: {
      metric: "hours of drafting per letter, report or proposal",
      baseline: "Time the next five letters, reports or proposals from the request to final review",
      target: "30-50% less drafting time at the same review standard",
      dependsOn: "A library of approved templates and past documents, cleared for reuse",
      owner: "Managing Partner",
    },
  },
  capturing_and_reusing_firm_knowledge: {
    applications: [
      {
        application:
          "A secure assistant over the firm's own past work, templates and procedures, within each person's permissions",
        work: "drafting",
        department: "operations",
        impact: "Every file starts from the firm's best previous work.",
      },
    ],
    tools: ["Microsoft 365 Copilot", "Google Gemini", "Notion AI", ...ASSISTANTS],
    measure: {
      metric: "minutes to find a relevant past document",
      baseline:
        "Ask the people who search most often to find three past documents on set topics and time each search",
      dependsOn: "Past documents in one shared store, with client confidentiality permissions set",
      owner: "Operations Manager",
    },
  },
  defending_fees_as_clients_adopt_ai_themselves: {
    measure: {
      metric: "fee realization on fixed-fee work",
      baseline:
        "Compare the fees billed with the hours at standard rates for last year's fixed-fee files",
      dependsOn:
        "Engagement or retainer letters that state how the firm uses AI and who owns the output",
    },
  },
  developing_junior_consultants_quickly: {
    measure: {
      metric: "months until a new professional works on files without close review",
      baseline:
        "Ask the people who supervise new staff how long each of the last intakes took to work without close review",
      target: "1-3 months sooner for the next intake, with the quality of work rated as today",
      dependsOn: "Worked examples and review checklists for the firm's most common work",
      owner: "HR Manager",
    },
  },
};

const realEstate: Record<string, ProfessionChallenge> = {
  generating_and_qualifying_quality_leads: {
    applications: [
      {
        application:
          "Replies to every new enquiry drafted within minutes for the sales team to check and send",
        work: "drafting",
        department: "sales",
        impact: "No enquiry waits for a reply; the sales team follows up the serious ones first.",
      },
      {
        application:
          "Descriptions and visuals of what you sell or let drafted for the sales team to check",
        work: "media",
        department: "marketing",
        impact: "Better-informed enquiries.",
      },
    ],
    tools: ["HubSpot Breeze", "Zoho Zia", "Zapier", "Canva Magic Studio", ...ASSISTANTS],
    measure: {
      metric: "median minutes to first reply to a new enquiry",
      baseline:
        "Log the time to first reply to every new enquiry for four weeks from the CRM or the sales inboxes",
      target: "First reply within an hour, and 10-20% more enquiries booked into a conversation",
    },
  },
  valuing_properties_accurately_and_quickly: {
    applications: [
      {
        application:
          "Price and cost comparisons drawn from your own past sales, quotes and costs, for the person who sets prices to check",
        work: "analysis",
        department: "finance",
        impact:
          "Faster, more consistent pricing; track the gap between the price set and the price achieved.",
      },
    ],
    measure: {
      metric: "hours to prepare a price or an estimate",
      baseline:
        "Time the next five prices or estimates, and note the gap between the price set and the price achieved on last year's sales",
      target: "30-50% less preparation time, with a person checking every figure",
      dependsOn: "Past sales, quotes and costs recorded in one place",
    },
  },
  managing_tenant_communications_and_maintenance_requests: {
    applications: [
      {
        application:
          "Replies to routine questions drafted from your own documents for staff to check and send",
        work: "drafting",
        department: "customer_service",
        impact: "Faster replies and fewer calls to the office.",
      },
      {
        application:
          "Service and repair requests sorted by urgency, with photos, for staff to assign",
        work: "automation",
        department: "operations",
        impact: "Urgent issues dealt with first and fewer wasted visits.",
      },
    ],
    tools: ["Zapier", "Zendesk AI", "Freshdesk with Freddy AI", ...ASSISTANTS],
    measure: {
      metric: "hours from a request to its acknowledgement",
      baseline:
        "Take three months of requests from the system or inbox they arrive in and compute the time to acknowledge and to complete each",
      target: "Same-day acknowledgement for most requests, and 10-20% fewer follow-up calls",
      dependsOn: "Standard answers, and the rules for each kind of request, written down",
      owner: "Customer Service Manager",
    },
  },
  speeding_up_transaction_paperwork_and_due_diligence: {
    applications: [
      {
        application:
          "Agreements and supporting documents summarised and checked against a checklist, with unusual clauses flagged for review",
        work: "drafting",
        department: "operations",
        impact:
          "Paperwork done in days rather than weeks, with a qualified person reviewing flagged clauses.",
      },
    ],
    measure: {
      baseline:
        "Time the paperwork on the next five transactions, from signed agreement to the completed file",
      target:
        "20-30% less paperwork time, with a qualified person reviewing every document before it is signed",
      dependsOn: "Current standard agreements, clauses and the file-review checklist in one place",
    },
  },
  navigating_interest_rate_and_market_volatility: {
    applications: [
      {
        application: "Interest-rate, price and cost scenarios from your own figures",
        work: "analysis",
        department: "finance",
        impact: "Decisions on financing, pricing and timing made before the market moves.",
      },
      {
        application: "AI market monitoring and briefings",
        work: "drafting",
        department: "executive",
        impact: "Leaders see relevant market changes weekly, with sources.",
      },
    ],
    measure: {
      metric: "hours to prepare the monthly market and scenario update for leaders",
      baseline: "Time the last two updates leaders used for pricing or financing decisions",
      target: "40-60% less time per update, with every figure traced to its source",
      owner: "Controller",
    },
  },
  reducing_vacancy_rates_across_the_portfolio: {
    applications: [
      {
        application:
          "Prices and incentives compared with how long each home or unit took to sell or let",
        work: "analysis",
        department: "sales",
        impact: "Fewer days unsold or empty; track days on the market.",
      },
    ],
    tools: ["Power BI Copilot", "HubSpot Breeze", ...ASSISTANTS],
    measure: {
      metric: "days each home or unit stays unsold or empty",
      baseline: "Take last year's sales or lettings and count the days each home or unit took",
      target: "10-20% fewer days on the market",
      dependsOn: "Enquiries, visits and sales or lettings recorded in one place",
      owner: "Head of Sales",
    },
  },
};

const other: Record<string, ProfessionChallenge> = {
  improving_the_customer_experience: {
    applications: [
      {
        application:
          "Replies to routine enquiries drafted from your own information for staff to check and send",
        work: "drafting",
        department: "customer_service",
        impact: "Shorter waits, with a person behind every reply.",
      },
    ],
    tools: ASSISTANTS,
    measure: {
      metric: "hours from an enquiry to its reply",
      baseline:
        "For two weeks, log each routine enquiry with the time it arrived and the time it was answered",
      target: "Routine enquiries answered the same day, with every reply checked by a person",
      dependsOn:
        "Approved answers to common questions, and a rule for what a person must always answer",
    },
  },
};

export const neutralChallenges: Partial<Record<Industry, Record<string, ProfessionChallenge>>> = {
  consulting,
  "real-estate": realEstate,
  "travel-hospitality-tourism": travelNeutral,
  education: educationNeutral,
  "financial-services": financialNeutral,
  healthcare: healthcareNeutral,
  retail: retailNeutral,
  manufacturing: manufacturingNeutral,
  other,
};
