import type { ChallengeMapping } from "./types";

/**
 * What AI does about each business challenge of the knowledge-based industries (technology,
 * financial services, consulting, real estate, education, other), keyed by challenge slug.
 * Impacts are stated as what to expect and measure, not as promised percentages.
 */
export const knowledgeChallenges: Readonly<Record<string, ChallengeMapping>> = {
  // Technology
  shipping_product_features_faster_than_competitors: {
    applications: [
      {
        application: "AI coding assistants for code, tests and reviews",
        work: "coding",
        department: "product",
        impact:
          "Shorter cycle time from ticket to release; track lead time and deployment frequency.",
      },
      {
        application: "AI synthesis of customer feedback to prioritize the roadmap",
        work: "analysis",
        department: "product",
        impact: "Fewer features built that customers do not use.",
      },
    ],
    tools: ["GitHub Copilot", "Productboard", "Atlassian Rovo", "Figma AI"],
  },
  hiring_and_retaining_senior_engineering_talent: {
    applications: [
      {
        application: "Skills-based sourcing and inclusive job posts",
        work: "recruiting",
        department: "hr",
        impact: "A larger qualified pipeline and shorter time to hire.",
      },
      {
        application: "Removing engineering toil with coding assistants",
        work: "coding",
        department: "product",
        impact:
          "More time on interesting work, one of the strongest retention levers for senior engineers.",
      },
    ],
    tools: ["Workable", "Textio", "Eightfold AI", "GitHub Copilot"],
  },
  reducing_customer_churn_and_improving_retention: {
    applications: [
      {
        application: "Customer health scoring from usage, tickets and billing",
        work: "prediction",
        department: "customer_service",
        impact:
          "At-risk accounts identified months before renewal; track gross and net revenue retention.",
      },
      {
        application: "Personalized onboarding and adoption nudges",
        work: "automation",
        department: "marketing",
        impact: "Higher feature adoption in the first 90 days.",
      },
    ],
    tools: [
      "Salesforce Agentforce and Einstein",
      "HubSpot Breeze",
      "Zoho Zia",
      "Copilot in Dynamics 365",
      "DataRobot",
    ],
  },
  scaling_customer_support_without_growing_headcount: {
    applications: [
      {
        application: "An AI agent that resolves routine tickets from the documentation",
        work: "answering",
        department: "customer_service",
        impact: "Routine questions answered instantly; track resolution rate and satisfaction.",
        answersCustomers: true,
      },
      {
        application: "An agent copilot that drafts replies and summarizes cases",
        work: "drafting",
        department: "customer_service",
        impact: "More tickets handled per agent at consistent quality.",
      },
    ],
    tools: [
      "Intercom Fin",
      "Zendesk AI",
      "Freshdesk with Freddy AI",
      "Ada",
      "Salesforce Agentforce and Einstein",
    ],
  },
  controlling_rising_cloud_infrastructure_costs: {
    applications: [
      {
        application: "Automated rightsizing and cost-anomaly detection",
        work: "automation",
        department: "operations",
        impact: "Lower monthly cloud spend; track cost per customer or per transaction.",
      },
    ],
    tools: ["CAST AI", "Datadog Bits AI"],
  },
  keeping_up_with_security_and_compliance_demands: {
    applications: [
      {
        application: "Continuous control monitoring and automated audit evidence",
        work: "checking",
        department: "operations",
        impact: "Audit preparation in weeks rather than months.",
      },
      {
        application: "AI-drafted answers to customer security questionnaires",
        work: "drafting",
        department: "sales",
        impact: "Faster enterprise deals, with answers drawn from approved policies.",
      },
    ],
    tools: ["Vanta", "Datadog Bits AI"],
  },
  // Financial services
  detecting_fraud_and_financial_crime_earlier: {
    applications: [
      {
        application: "Real-time machine-learning scoring of transactions and onboarding",
        work: "prediction",
        department: "operations",
        impact: "More fraud stopped with fewer legitimate clients sent to manual review.",
      },
      {
        application: "Pattern analysis that prioritizes anti-money-laundering alerts",
        work: "prediction",
        department: "finance",
        impact: "Investigators spend time on the alerts most likely to matter.",
      },
    ],
    tools: ["Feedzai", "DataRobot", "Trulioo"],
  },
  keeping_pace_with_regulatory_reporting_requirements: {
    applications: [
      {
        application: "Connected reporting with AI-drafted narrative sections",
        work: "drafting",
        department: "finance",
        impact: "Shorter reporting cycles with a full audit trail back to source data.",
      },
      {
        application: "AI review of new regulatory guidance against current policies",
        work: "drafting",
        department: "executive",
        impact: "Gaps identified in days, with compliance staff confirming each one.",
      },
    ],
    tools: ["Workiva", "Microsoft 365 Copilot", "Claude", "Microsoft 365 Copilot Chat"],
  },
  speeding_up_client_onboarding_and_kyc_checks: {
    applications: [
      {
        application: "Automated identity and document verification",
        work: "checking",
        department: "operations",
        impact: "Onboarding in hours rather than days, with staff reviewing only exceptions.",
      },
      {
        application: "Process automation for onboarding data entry",
        work: "automation",
        department: "operations",
        impact: "Fewer keying errors and less rework between systems.",
      },
    ],
    tools: ["Trulioo", "Microsoft Power Automate", "UiPath", "Zapier"],
  },
  personalising_advice_and_products_at_scale: {
    applications: [
      {
        application: "An adviser assistant grounded in the firm's research and products",
        work: "drafting",
        department: "sales",
        impact: "Better-prepared client meetings and more clients served per adviser.",
      },
      {
        application: "Next-best-offer models across digital channels",
        work: "prediction",
        department: "marketing",
        impact: "More relevant offers; track product uptake and client satisfaction.",
      },
    ],
    tools: [
      "Salesforce Agentforce and Einstein",
      "Copilot in Dynamics 365",
      "HubSpot Breeze",
      "Microsoft 365 Copilot",
      "Dynamic Yield",
    ],
  },
  modernising_legacy_core_systems: {
    applications: [
      {
        application: "AI-assisted documentation and translation of legacy code",
        work: "coding",
        department: "product",
        impact:
          "Business rules captured before migration, with less reliance on scarce specialists.",
      },
      {
        application: "Automation that bridges legacy systems during the transition",
        work: "automation",
        department: "operations",
        impact: "Manual re-keying removed while the core is replaced.",
      },
    ],
    tools: ["GitHub Copilot", "Microsoft Power Automate", "UiPath"],
  },
  improving_credit_and_risk_decisions: {
    applications: [
      {
        application: "Explainable machine-learning credit models run alongside the scorecard",
        work: "prediction",
        department: "finance",
        impact: "Better approval and loss rates, with reason codes for every decision.",
      },
      {
        application: "Early-warning signals on the existing portfolio",
        work: "prediction",
        department: "finance",
        impact: "Problem accounts contacted earlier.",
      },
    ],
    tools: ["Zest AI", "DataRobot"],
  },
  // Consulting and professional services
  winning_new_clients_in_a_crowded_market: {
    applications: [
      {
        application: "AI account research and tailored outreach",
        work: "drafting",
        department: "sales",
        impact: "More qualified conversations per partner; track meetings booked and win rate.",
      },
      {
        application: "Faster thought-leadership content from the firm's expertise",
        work: "drafting",
        department: "marketing",
        impact: "A steadier flow of credible content in front of target clients.",
      },
    ],
    tools: [
      "HubSpot Breeze",
      "Salesforce Agentforce and Einstein",
      "Zoho Zia",
      "Apollo.io",
      "Perplexity",
      "Gong",
    ],
  },
  improving_utilisation_and_billable_hours: {
    applications: [
      {
        application: "Automatic time capture and utilization forecasting",
        work: "recording",
        department: "operations",
        impact: "Less unbilled time and bench time spotted weeks ahead.",
      },
      {
        application: "Automated meeting notes and admin",
        work: "recording",
        department: "operations",
        impact: "Hours of non-billable administration returned each week.",
        records: true,
        unrecorded:
          "Meeting notes and admin drafted from the notes attendees type, with no meeting recorded",
      },
    ],
    tools: ["Clio", "Karbon", "Fireflies.ai", "Otter.ai", "Zoom AI Companion", "Power BI Copilot"],
  },
  producing_proposals_and_reports_faster: {
    applications: [
      {
        application: "Drafting proposals and reports from templates and past work",
        work: "drafting",
        department: "sales",
        impact: "First drafts in hours instead of days; track proposal turnaround.",
      },
      {
        application: "Research synthesis for client deliverables",
        work: "drafting",
        department: "executive",
        impact: "More senior time on insight and less on assembly.",
      },
    ],
    tools: [
      "Microsoft 365 Copilot",
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "Claude",
      "ChatGPT Business",
      "Harvey",
    ],
  },
  capturing_and_reusing_firm_knowledge: {
    applications: [
      {
        application: "A secure assistant over past proposals, deliverables and expertise",
        work: "drafting",
        department: "operations",
        impact: "Every engagement starts from the firm's best previous work.",
      },
      {
        application: "Meeting and interview capture into the knowledge base",
        work: "recording",
        department: "executive",
        impact: "Know-how kept when people leave.",
        records: true,
        unrecorded:
          "Written notes from meetings and interviews organized into the knowledge base, with nobody recorded",
      },
    ],
    tools: [
      "Microsoft 365 Copilot",
      "Google Gemini",
      "Notion AI",
      "Atlassian Rovo",
      "Harvey",
      "Otter.ai",
      "Fireflies.ai",
      "Zoom AI Companion",
    ],
  },
  defending_fees_as_clients_adopt_ai_themselves: {
    applications: [
      {
        application: "AI-accelerated, fixed-fee and outcome-based service offers",
        work: "drafting",
        department: "executive",
        impact: "Efficiency shows up as margin rather than discounted hours.",
      },
      {
        application: "AI-assisted research that deepens expert insight",
        work: "drafting",
        department: "executive",
        impact: "Advice clients cannot get from a general assistant alone.",
      },
    ],
    tools: [
      "Microsoft 365 Copilot",
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "Claude",
      "Harvey",
      "Perplexity",
    ],
  },
  developing_junior_consultants_quickly: {
    applications: [
      {
        application: "AI research and drafting support with senior review",
        work: "drafting",
        department: "hr",
        impact: "Juniors productive sooner, learning from the feedback on each draft.",
      },
      {
        application: "Short AI-generated training videos on methods and tools",
        work: "media",
        department: "hr",
        impact: "Consistent onboarding without pulling seniors off client work.",
      },
    ],
    tools: [
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "ChatGPT Business",
      "Claude",
      "Notion AI",
      "Synthesia",
    ],
  },
  // Real estate
  generating_and_qualifying_quality_leads: {
    applications: [
      {
        application: "Instant AI response and qualification of every enquiry",
        work: "answering",
        department: "sales",
        impact: "No lead waits for a reply; agents call only qualified prospects.",
        answersCustomers: true,
      },
      {
        application: "AI listing content and virtual tours",
        work: "media",
        department: "marketing",
        impact: "Better-informed enquiries and fewer wasted viewings.",
        depicts: true,
        undepicted: "Real-photo listings with AI-drafted copy",
      },
    ],
    tools: [
      "HubSpot Breeze",
      "Salesforce Agentforce and Einstein",
      "Zoho Zia",
      "EliseAI",
      "Zapier",
      "Canva Magic Studio",
      "Matterport",
    ],
  },
  valuing_properties_accurately_and_quickly: {
    applications: [
      {
        application: "Automated valuation with comparables for agents to refine",
        work: "analysis",
        department: "finance",
        impact: "Faster, more consistent valuations; track the gap to final sale price.",
      },
    ],
    tools: ["Microsoft 365 Copilot", "Google Gemini", "Claude", "Power BI Copilot"],
  },
  managing_tenant_communications_and_maintenance_requests: {
    applications: [
      {
        application: "A tenant assistant that answers questions around the clock",
        work: "answering",
        department: "customer_service",
        impact: "Faster replies and fewer calls to the office.",
        answersCustomers: true,
      },
      {
        application: "Maintenance triage by urgency, with photos and dispatch",
        work: "automation",
        department: "operations",
        impact: "Urgent issues fixed first and fewer wasted trade visits.",
      },
    ],
    tools: [
      "AppFolio Realm-X",
      "EliseAI",
      "Yardi",
      "Zendesk AI",
      "Freshdesk with Freddy AI",
      "Zapier",
    ],
  },
  speeding_up_transaction_paperwork_and_due_diligence: {
    applications: [
      {
        application: "AI abstraction of leases, title and due-diligence documents",
        work: "drafting",
        department: "operations",
        impact: "Due diligence in days rather than weeks, with legal review of flagged clauses.",
      },
    ],
    tools: [
      "Microsoft 365 Copilot",
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "Claude",
      "ChatGPT Business",
      "Harvey",
      "Zapier",
    ],
  },
  navigating_interest_rate_and_market_volatility: {
    applications: [
      {
        application: "Interest-rate and rent scenario models across the portfolio",
        work: "analysis",
        department: "finance",
        impact: "Decisions on refinancing and pricing made before the market moves.",
      },
      {
        application: "AI market monitoring and briefings",
        work: "drafting",
        department: "executive",
        impact: "Leaders see relevant market changes weekly, with sources.",
      },
    ],
    tools: ["Power BI Copilot", "Vena", "Microsoft 365 Copilot", "Perplexity"],
  },
  reducing_vacancy_rates_across_the_portfolio: {
    applications: [
      {
        application: "Unit-level rent and incentive optimization",
        work: "prediction",
        department: "sales",
        impact: "Units let faster; track days vacant and effective rent.",
      },
      {
        application: "AI leasing assistant and virtual viewings",
        work: "answering",
        department: "sales",
        impact: "More prospects converted without extra leasing staff.",
        answersCustomers: true,
      },
    ],
    tools: ["Yardi", "AppFolio Realm-X", "EliseAI", "Matterport"],
  },
  // Education
  personalising_learning_for_every_student: {
    applications: [
      {
        application: "AI tutoring that guides students with questions",
        work: "answering",
        department: "product",
        impact: "More practice at the right level; teachers see where each student struggles.",
        answersCustomers: true,
      },
    ],
    tools: ["Khanmigo", "Gemini for Education", "MagicSchool", "Brisk Teaching"],
  },
  reducing_teacher_workload_and_burnout: {
    applications: [
      {
        application: "Approved assistants for lesson plans, materials and feedback drafts",
        work: "drafting",
        department: "operations",
        impact: "Planning hours returned to teachers; track hours saved per term.",
      },
    ],
    tools: [
      "Gemini for Education",
      "MagicSchool",
      "Brisk Teaching",
      "Microsoft 365 Copilot Chat",
      "Khanmigo",
    ],
  },
  improving_enrolment_and_student_retention: {
    applications: [
      {
        application: "A conversational assistant for applicant and student questions",
        work: "answering",
        department: "marketing",
        impact: "Fewer admitted students lost before the first day.",
        answersCustomers: true,
      },
      {
        application: "Early-alert signals for students at risk of leaving",
        work: "prediction",
        department: "customer_service",
        impact: "Advisers reach struggling students sooner.",
      },
    ],
    tools: ["HubSpot Breeze", "Salesforce Agentforce and Einstein", "Zoho Zia", "Zapier"],
  },
  upholding_academic_integrity_as_students_use_ai: {
    applications: [
      {
        application: "Clear AI-use rules per assignment and assessment redesign",
        work: "drafting",
        department: "operations",
        impact: "Integrity protected without banning tools students will use at work.",
      },
      {
        application: "AI-writing indicators used as a prompt for conversation",
        work: "checking",
        department: "operations",
        impact: "Consistent, fair handling of suspected misuse.",
      },
    ],
    tools: ["Turnitin", "Brisk Teaching", "Khanmigo"],
  },
  stretching_limited_budgets_and_funding: {
    applications: [
      {
        application: "Automating administrative workflows",
        work: "automation",
        department: "finance",
        impact: "Staff time moved from paperwork to students.",
      },
      {
        application: "Spend and enrolment analytics for budget decisions",
        work: "analysis",
        department: "finance",
        impact: "Budget decisions based on current data.",
      },
    ],
    tools: ["Microsoft Power Automate", "Zapier", "Power BI Copilot"],
  },
  modernising_administration_and_student_services: {
    applications: [
      {
        application: "A student-services assistant grounded in institutional policies",
        work: "answering",
        department: "customer_service",
        impact: "Routine questions answered at any hour; staff focus on complex cases.",
        answersCustomers: true,
      },
      {
        application: "Workflow automation for forms and approvals",
        work: "automation",
        department: "operations",
        impact: "Faster turnaround and fewer lost forms.",
      },
    ],
    tools: ["Zendesk AI", "Freshdesk with Freddy AI", "Microsoft Power Automate", "Zapier"],
  },
  // General
  growing_revenue_in_a_competitive_market: {
    applications: [
      {
        application: "AI lead scoring and personalized outreach",
        work: "prediction",
        department: "sales",
        impact: "Sellers spend time on the prospects most likely to buy.",
      },
      {
        application: "Call and deal analysis to coach the sales team",
        work: "recording",
        department: "sales",
        impact: "Higher win rates from what the best conversations have in common.",
        records: true,
        unrecorded:
          "Deal reviews from CRM notes and emails to coach the sales team, with no call recorded",
      },
    ],
    tools: [
      "HubSpot Breeze",
      "Salesforce Agentforce and Einstein",
      "Zoho Zia",
      "Copilot in Dynamics 365",
      "Apollo.io",
      "Gong",
    ],
  },
  improving_operational_efficiency: {
    applications: [
      {
        application: "Secure AI assistants for drafting, summarizing and analysis",
        work: "drafting",
        department: "operations",
        impact: "Hours saved per person each week; measure on two or three named tasks.",
      },
      {
        application: "Workflow automation for approvals and data entry",
        work: "automation",
        department: "operations",
        impact: "Fewer hand-offs and errors in routine processes.",
      },
    ],
    tools: [
      "Microsoft 365 Copilot",
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "ChatGPT Business",
      "Claude",
      "Microsoft Power Automate",
      "Zapier",
      "Make",
    ],
  },
  attracting_and_retaining_talent: {
    applications: [
      {
        application: "Inclusive job posts and skills-based candidate matching",
        work: "recruiting",
        department: "hr",
        impact: "A broader qualified pipeline and shorter time to hire.",
      },
      {
        application: "Retention insight from engagement and HR data",
        work: "analysis",
        department: "hr",
        impact: "Managers act before good people resign.",
      },
    ],
    tools: ["Workable", "Textio", "Eightfold AI", "Workday AI", "BambooHR"],
  },
  making_faster_datadriven_decisions: {
    applications: [
      {
        application: "Live dashboards with plain-language questions",
        work: "analysis",
        department: "executive",
        impact: "Leaders act on this week's numbers, not last month's pack.",
      },
      {
        application: "Forecasts for the few metrics that drive the business",
        work: "analysis",
        department: "finance",
        impact: "Earlier warning of shortfalls.",
      },
    ],
    tools: ["Power BI Copilot", "Tableau", "ThoughtSpot", "Microsoft 365 Copilot"],
  },
  improving_the_customer_experience: {
    applications: [
      {
        application: "An AI agent for routine customer questions, with hand-off to staff",
        work: "answering",
        department: "customer_service",
        impact: "Shorter waits; track resolution rate and satisfaction.",
        answersCustomers: true,
      },
      {
        application: "Agent assistance that drafts replies and summarizes history",
        work: "drafting",
        department: "customer_service",
        impact: "Faster, more consistent answers from every agent.",
      },
    ],
    tools: [
      "Intercom Fin",
      "Zendesk AI",
      "Freshdesk with Freddy AI",
      "Ada",
      "Salesforce Agentforce and Einstein",
    ],
  },
  managing_costs_and_protecting_margins: {
    applications: [
      {
        application: "Automated invoice processing and spend auditing",
        work: "automation",
        department: "finance",
        impact: "Duplicate and out-of-policy spend caught before payment.",
      },
      {
        application: "Driver-based forecasting and margin analysis",
        work: "analysis",
        department: "finance",
        impact: "Margin pressure spotted by product and customer each month.",
      },
    ],
    tools: ["Intuit Assist for QuickBooks", "Dext", "Vic.ai", "AppZen", "Power BI Copilot", "Vena"],
  },
};
