import type { ProfessionChallenge } from "./profession-profiles";

/**
 * The Travel, Education and Financial Services options' challenges in words true of any kind of
 * business under them (neutral-challenges.ts): a tour operator or an airline sells places, not
 * room nights, through no front office; a child care centre or a museum has staff and the people
 * it serves, not teachers, students and admissions; a credit union or a lender serves members
 * and clients, not a wealth manager's advisers.
 */

const ASSISTANTS = ["Microsoft 365 Copilot Chat", "Google Gemini", "ChatGPT Business", "Claude"];

export const travelNeutral: Record<string, ProfessionChallenge> = {
  optimising_pricing_and_occupancy: {
    applications: [
      {
        application: "Daily, demand-based pricing across dates, products and channels",
        work: "prediction",
        department: "sales",
        impact:
          "More revenue from the places you offer; track the share sold and the average price.",
      },
    ],
    tools: ["Power BI Copilot", ...ASSISTANTS],
    measure: {
      metric: "revenue per place offered",
      baseline:
        "Export two years of bookings by date and channel from the booking system and compute the share of places sold and the average price",
      target:
        "3-6% more revenue per place offered over the pilot season against the same period last year",
      dependsOn: "Two years of booking history by date and channel clean in {system}",
      owner: "General Manager",
    },
  },
  personalising_the_guest_experience: {
    applications: [
      {
        application:
          "Offers and suggestions before the trip or visit, drawn from each guest's past bookings",
        work: "automation",
        department: "marketing",
        impact: "More add-ons per booking.",
      },
      {
        application: "Guests' preferences surfaced to the staff who serve them",
        work: "automation",
        department: "customer_service",
        impact: "Recognition that brings guests back.",
      },
    ],
    tools: ["Klaviyo", "HubSpot Breeze"],
    measure: {
      baseline:
        "Count last season's returning guests and the average review score from the booking system and review sites",
      target:
        "5-10% more repeat bookings among guests who receive personalized offers before their trip or visit",
      dependsOn:
        "Guests' preferences and booking history recorded with consent in {system}, and email consent that satisfies CASL",
      owner: "Customer Service Manager",
    },
  },
  recovering_from_seasonal_demand_swings: {
    applications: [
      {
        application: "Demand forecasting and shoulder-season pricing",
        work: "prediction",
        department: "sales",
        impact: "More bookings outside the peak.",
      },
      {
        application: "Targeted campaigns to past guests for off-peak dates",
        work: "automation",
        department: "marketing",
        impact: "Off-peak demand generated at low cost.",
      },
    ],
    tools: ["Klaviyo", "HubSpot Breeze", "Power BI Copilot"],
    measure: {
      metric: "bookings in the shoulder-season months",
      baseline:
        "Take monthly bookings and prices for the last two years and mark the shoulder months",
      target: "5-10% more shoulder-season bookings without discounting the peak",
      dependsOn: "Shoulder-season offers agreed, with the results of past campaigns recorded",
    },
  },
  reducing_dependence_on_online_travel_agencies: {
    applications: [
      {
        application: "Search content that wins travellers before they reach a reseller",
        work: "drafting",
        department: "marketing",
        impact: "More visitors booking on your own site.",
      },
    ],
    tools: ["Semrush", "Klaviyo", ...ASSISTANTS],
    measure: {
      metric: "share of bookings made direct",
      baseline:
        "Split last season's bookings by channel and total the commissions paid to resellers",
      target: "3-5 points more bookings made direct, with the commission saved tracked monthly",
      dependsOn: "A booking engine on your own website that records the source of every booking",
      owner: "Marketing Manager",
    },
  },
  handling_guest_enquiries_around_the_clock: {
    applications: [
      {
        application:
          "A messaging assistant grounded in your current terms, itineraries and policies",
        work: "answering",
        department: "customer_service",
        impact: "Instant answers at any hour, with hand-off to staff when unsure.",
        answersCustomers: true,
      },
    ],
    tools: ["Intercom Fin", "Google Gemini", "Microsoft 365 Copilot Chat"],
    measure: {
      dependsOn:
        "An approved knowledge base of terms, prices and practical information for the assistant to answer from",
      owner: "Customer Service Manager",
    },
  },
  recruiting_and_training_seasonal_staff: {
    measure: {
      baseline:
        "Ask supervisors how long last season's hires took to work alone, and count those who left in their first month",
      dependsOn: "Your procedures and service standards written down for each role",
    },
  },
};

export const educationNeutral: Record<string, ProfessionChallenge> = {
  reducing_teacher_workload_and_burnout: {
    applications: [
      {
        application:
          "Approved assistants for planning, daily notes and forms, checked by the staff who use them",
        work: "drafting",
        department: "operations",
        impact: "Planning and paperwork hours returned to staff; track hours saved each month.",
      },
    ],
    tools: ASSISTANTS,
    measure: {
      metric: "staff hours per week on planning, notes and paperwork",
      baseline: "Run a two-week time log with volunteer staff",
      target: "2-3 hours a week back for the pilot staff, confirmed by a second time log",
      dependsOn:
        "Rules on which records about the people you serve may be entered into an AI tool, agreed with the privacy lead",
      owner: "Operations Manager",
    },
  },
  improving_enrolment_and_student_retention: {
    applications: [
      {
        application:
          "Replies to enquiries drafted from approved answers for staff to check and send",
        work: "drafting",
        department: "marketing",
        impact: "No enquiry waits more than a working day.",
      },
    ],
    measure: {
      baseline: "Count last year's enquiries, visits and enrolments from your records",
      dependsOn: "Every enquiry recorded in one list with its source and stage",
      owner: "Marketing Manager",
    },
  },
  stretching_limited_budgets_and_funding: {
    applications: [
      {
        application: "Automating administrative workflows",
        work: "automation",
        department: "finance",
        impact: "Staff time moved from paperwork to the people you serve.",
      },
      {
        application: "Spending and enrolment analytics for budget decisions",
        work: "analysis",
        department: "finance",
        impact: "Budget decisions based on current data.",
      },
    ],
  },
  modernising_administration_and_student_services: {
    applications: [
      {
        application:
          "Replies to routine questions drafted from your own policies for staff to check and send",
        work: "drafting",
        department: "customer_service",
        impact: "Routine questions answered the same day; staff focus on the harder cases.",
      },
      {
        application: "Workflow automation for forms and approvals",
        work: "automation",
        department: "operations",
        impact: "Faster turnaround and fewer lost forms.",
      },
    ],
    tools: ["Microsoft Power Automate", "Zapier", ...ASSISTANTS],
    measure: {
      dependsOn: "Approved answers to the fifty most common questions, kept current by the office",
      owner: "Operations Manager",
    },
  },
};

export const financialNeutral: Record<string, ProfessionChallenge> = {
  personalising_advice_and_products_at_scale: {
    applications: [
      {
        application:
          "An assistant grounded in your own products, rates and procedures that helps staff prepare for member and client meetings",
        work: "drafting",
        department: "sales",
        impact: "Better-prepared meetings and more people served by each staff member.",
      },
      {
        application: "Next-best-offer models across digital channels",
        work: "prediction",
        department: "marketing",
        impact: "More relevant offers; track product uptake and satisfaction.",
      },
    ],
    measure: {
      baseline: "Count the offers made and accepted in reviews last quarter from the staff's notes",
      target:
        "10-20% higher acceptance among those reviewed with the pilot, against staff working as usual",
      owner: "Head of Member Services",
    },
  },
};
