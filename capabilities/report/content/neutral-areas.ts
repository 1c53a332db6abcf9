import type { Industry } from "@/model/assessment/options";
import type { SolutionArea } from "./types";
import { OWN_TOOLS_SURVEY, SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * Solution areas true of any business, each with a case that is no one sector's: a study of a
 * kind of work done everywhere (drafting, answering questions), or of AI at work in Canada and
 * elsewhere. They stand in for an industry option's usual business's areas where the answers
 * show another kind of business under it (neutral-profiles.ts): a law firm under Consulting
 * reads no consultancy's case, a home builder under Real Estate no landlord's, a funeral home no
 * fintech's marketing savings.
 */
export const neutralAreas: readonly SolutionArea[] = [
  {
    title: "Drafting the documents the work runs on",
    description:
      "An approved assistant drafts and summarises the letters, quotes, reports and notices the work runs on, from your own notes, templates and past documents; the person responsible checks every draft before it goes out.",
    priority: "High",
    ...WRITING_STUDY,
    challenges: [
      "improving_operational_efficiency",
      "producing_proposals_and_reports_faster",
      "capturing_and_reusing_firm_knowledge",
      "speeding_up_transaction_paperwork_and_due_diligence",
      "keeping_pace_with_regulatory_reporting_requirements",
      "reducing_teacher_workload_and_burnout",
      "modernising_administration_and_student_services",
      "winning_new_clients_in_a_crowded_market",
      "growing_revenue_in_a_competitive_market",
    ],
  },
  {
    title: "Replies to routine questions, checked before they go",
    description:
      "Replies to the questions people ask most are drafted from your own approved answers and records for staff to check and send, so nobody waits on routine facts and staff keep their time for the conversations that need them.",
    priority: "High",
    ...SUPPORT_STUDY,
    challenges: [
      "improving_the_customer_experience",
      "handling_guest_enquiries_around_the_clock",
      "managing_tenant_communications_and_maintenance_requests",
      "scaling_customer_support_without_growing_headcount",
      "generating_and_qualifying_quality_leads",
      "improving_enrolment_and_student_retention",
      "reducing_vacancy_rates_across_the_portfolio",
    ],
  },
  {
    title: "One approved assistant, and rules for the AI people already use",
    description:
      "One assistant under a business account whose terms keep your information out of training, a one-page rule on what may never go into any AI tool, and a person who answers questions about it, before staff bring their own tools.",
    priority: "Medium",
    ...OWN_TOOLS_SURVEY,
    challenges: [
      "keeping_up_with_security_and_compliance_demands",
      "protecting_patient_privacy_and_data_security",
      "upholding_academic_integrity_as_students_use_ai",
    ],
  },
  {
    title: "Routine work off the people you can least spare",
    description:
      "AI takes routine drafting, searching and re-keying off the people the business can least spare, so their hours go to the work only they can do; the aim is relief and steadier service, not fewer jobs.",
    priority: "Medium",
    industryExample:
      "Statistics Canada reported in 2025 that nearly 90% of the Canadian businesses using AI to produce goods or deliver services had seen no change in their total employment from it.",
    industryExampleSource:
      "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025' (2025)",
    challenges: [
      "attracting_and_retaining_talent",
      "addressing_staff_shortages_and_burnout",
      "staffing_shifts_and_reducing_turnover",
      "improving_utilisation_and_billable_hours",
      "hiring_and_retaining_senior_engineering_talent",
      "managing_costs_and_protecting_margins",
      "stretching_limited_budgets_and_funding",
      "controlling_food_and_labour_costs",
    ],
  },
];

/**
 * An option's areas true of every kind under it where its own are one kind's: any shop orders
 * stock, but only a chain forecasts by store (a florist's stems, a bookshop's titles). Read where
 * the option's own area for the same challenge is not.
 */
export const optionNeutralAreas: Partial<Record<Industry, readonly SolutionArea[]>> = {
  retail: [
    {
      title: "Orders suggested from your own sales history",
      description:
        "Order suggestions drawn from your own sales history, seasons and events, which the person who buys checks before ordering, so fewer items sell out and less is thrown away or marked down.",
      priority: "High",
      industryExample:
        "A shop exports two seasons of sales from its point of sale and has an approved assistant suggest the order for its busiest week; the buyer checks it against what sold out and what was left last time.",
      industryExampleSource: "Illustrative example",
      challenges: ["forecasting_demand_and_avoiding_stockouts"],
    },
  ],
};

/** What any business uses AI for first, for the benchmarks' common use cases. */
export const neutralUseCases: readonly string[] = [
  "Drafting and summarising letters, reports and notices for a person to check",
  "Finding answers in the organization's own documents and procedures",
  "Replies to routine questions drafted for staff to check and send",
  "Less re-keying between forms, e-mail and the systems of record",
  "Plain-language questions of the organization's own figures",
];

export const neutralMaturity =
  "Most small and mid-sized Canadian businesses are moving from individuals trying AI tools on their own to a first sanctioned use; the value comes from a few measured uses of approved tools, governed well.";
