import type { ChallengeMapping } from "./types";

/**
 * What AI does about each business challenge of the operations-heavy industries (healthcare,
 * manufacturing, retail, food services, travel and hospitality), keyed by challenge slug.
 * Impacts are stated as what to expect and measure, not as promised percentages.
 */
export const operationsChallenges: Readonly<Record<string, ChallengeMapping>> = {
  // Healthcare
  reducing_clinician_administrative_burden: {
    applications: [
      {
        application: "Ambient documentation that drafts visit notes for review",
        work: "recording",
        department: "operations",
        impact: "Less after-hours charting; track documentation time per visit.",
        records: true,
        unrecorded:
          "Visit notes drafted after each visit from the clinician's typed points, with nobody recorded",
      },
      {
        application: "Automated referral letters, forms and inbox triage",
        work: "drafting",
        department: "operations",
        impact: "Fewer clerical tasks for clinicians.",
      },
    ],
    tools: ["Tali AI", "Microsoft Dragon Copilot", "Abridge", "Oracle Health Clinical AI Agent"],
  },
  shortening_patient_wait_times_and_scheduling_gaps: {
    applications: [
      {
        application: "No-show prediction with targeted reminders",
        work: "prediction",
        department: "operations",
        impact: "Fewer empty appointments; track no-show rate by clinic.",
      },
      {
        application: "Automatic waitlist backfill of cancelled slots",
        work: "automation",
        department: "customer_service",
        impact: "Shorter waits without adding clinic hours.",
      },
    ],
    tools: ["Microsoft Power Automate", "Zapier", "Power BI Copilot"],
  },
  improving_billing_accuracy_and_claim_approvals: {
    applications: [
      {
        application: "Pre-submission checks of codes against documentation",
        work: "checking",
        department: "finance",
        impact: "Fewer rejected claims and less rework.",
      },
      {
        application: "Automated remittance reconciliation",
        work: "automation",
        department: "finance",
        impact: "Faster follow-up of unpaid claims.",
      },
    ],
    tools: ["Microsoft Power Automate", "UiPath"],
  },
  protecting_patient_privacy_and_data_security: {
    applications: [
      {
        application: "Privacy impact assessments and vendor reviews for every AI tool",
        work: "checking",
        department: "executive",
        impact: "AI adopted within privacy law, with documented safeguards.",
      },
      {
        // A clinic's privacy work is who can open a chart, not a software company's audit evidence.
        application:
          "A monthly check of who can open patient records in each system, with departed staff's accounts closed and unusual access followed up",
        work: "checking",
        department: "operations",
        impact: "Access problems found by the practice, not after a breach.",
      },
    ],
    tools: ["Vanta"],
  },
  addressing_staff_shortages_and_burnout: {
    applications: [
      {
        application: "Ambient documentation to give clinicians time back",
        work: "recording",
        department: "operations",
        impact: "Less burnout from paperwork; track time after hours.",
        records: true,
        clinic: "only",
        unrecorded:
          "Notes and letters drafted from clinicians' typed points after each visit, with nobody recorded",
      },
      {
        application: "Routine records, reports and letters drafted for staff to check",
        work: "drafting",
        department: "operations",
        impact: "Less burnout from paperwork; track time after hours.",
        clinic: "never",
      },
      {
        application: "Conversational recruiting for high-volume roles",
        work: "recruiting",
        department: "hr",
        impact: "Shorter time to fill open positions.",
      },
    ],
    tools: [
      "Tali AI",
      "Microsoft Dragon Copilot",
      "Abridge",
      "Workable",
      "Paradox",
      "Deputy",
      "Microsoft 365 Copilot Chat",
      "Google Gemini",
      "ChatGPT Business",
    ],
  },
  improving_patient_engagement_and_followup_care: {
    applications: [
      {
        application: "Automated follow-up messages with escalation to a clinician",
        work: "automation",
        department: "customer_service",
        impact: "More patients complete follow-up care.",
      },
      {
        application: "Plain-language care instructions generated for review",
        work: "drafting",
        department: "operations",
        impact: "Patients understand and follow instructions.",
      },
    ],
    tools: [
      "Salesforce Agentforce and Einstein",
      "Zapier",
      "Microsoft Power Automate",
      "Microsoft 365 Copilot Chat",
    ],
  },
  // Manufacturing
  reducing_unplanned_equipment_downtime: {
    applications: [
      {
        application: "Predictive maintenance from machine sensor data",
        hardware: true,
        work: "prediction",
        department: "operations",
        impact: "Failures caught weeks ahead; track unplanned downtime hours.",
      },
      {
        application: "A maintenance assistant over manuals and work-order history",
        work: "drafting",
        department: "operations",
        impact: "Faster diagnosis, especially by less experienced technicians.",
      },
    ],
    tools: ["Augury", "Sight Machine", "SAP Joule", "Microsoft 365 Copilot"],
  },
  improving_quality_control_and_reducing_defects: {
    applications: [
      {
        application: "Computer-vision inspection on the line",
        work: "vision",
        department: "operations",
        impact: "Defects caught at the station that causes them; track first-pass yield.",
      },
      {
        application: "Root-cause analysis linking defects to process data",
        work: "analysis",
        department: "operations",
        impact: "Recurring defects eliminated at source.",
      },
    ],
    tools: ["LandingLens", "Sight Machine"],
  },
  managing_supply_chain_disruptions_and_delays: {
    applications: [
      {
        application: "What-if scenario planning for supplier and logistics failures",
        work: "analysis",
        department: "supply_chain",
        impact: "Responses agreed before a disruption hits customer orders.",
      },
      {
        application: "Supplier and shipment risk monitoring",
        work: "prediction",
        department: "supply_chain",
        impact: "Earlier warning of late deliveries.",
      },
    ],
    tools: ["Kinaxis", "o9 Solutions", "SAP Joule", "NetSuite AI"],
  },
  forecasting_demand_and_optimising_inventory: {
    applications: [
      {
        application: "Machine-learning demand forecasts by product and customer",
        work: "prediction",
        department: "supply_chain",
        impact: "Better forecast accuracy; track service level and inventory turns.",
      },
      {
        application: "Inventory targets set from forecast uncertainty",
        work: "prediction",
        department: "finance",
        impact: "Working capital released from slow-moving stock.",
      },
    ],
    tools: ["NetSuite AI", "SAP Joule", "o9 Solutions", "Blue Yonder", "Kinaxis"],
  },
  replacing_retiring_skilled_workers: {
    applications: [
      {
        application: "Capturing expert know-how as searchable guidance",
        work: "drafting",
        department: "operations",
        impact: "Knowledge kept when experienced people retire.",
      },
      {
        // An avatar video carries no expert's judgment: the know-how is taken down at the work.
        application:
          "Walk-throughs of the experts' hardest jobs, recorded at the work and turned into guides for apprentices",
        work: "recording",
        department: "operations",
        impact: "Judgment passed on before the people who have it retire.",
        records: true,
        unrecorded:
          "Guides for apprentices written with the experts at the work, step by step, with nobody recorded",
      },
    ],
    tools: ["Microsoft 365 Copilot", "Notion AI"],
  },
  lowering_energy_and_material_costs: {
    applications: [
      {
        application: "Energy and set-point optimization from plant data",
        work: "analysis",
        department: "operations",
        impact: "Lower energy per unit produced.",
      },
      {
        application: "Scrap and yield analytics",
        work: "analysis",
        department: "operations",
        impact: "Less material wasted per good unit.",
      },
    ],
    tools: ["Sight Machine", "Augury"],
  },
  // Retail
  forecasting_demand_and_avoiding_stockouts: {
    applications: [
      {
        application: "Store- and day-level demand forecasting",
        work: "prediction",
        department: "supply_chain",
        impact: "Fewer stockouts and less overstock; track on-shelf availability.",
      },
      {
        application: "Automated replenishment suggestions for buyers",
        work: "prediction",
        department: "operations",
        impact: "Buyers approve orders rather than build them.",
      },
    ],
    tools: ["NetSuite AI", "RELEX Solutions", "Blue Yonder", "o9 Solutions"],
  },
  rising_customer_acquisition_costs: {
    applications: [
      {
        application: "Retention marketing and predictive segments",
        work: "prediction",
        department: "marketing",
        impact: "More revenue from existing customers; track repeat rate.",
      },
      {
        application: "AI content for search, email and social at scale",
        work: "drafting",
        department: "marketing",
        impact: "Lower cost per acquisition from organic channels.",
      },
    ],
    tools: [
      "Klaviyo",
      "HubSpot Breeze",
      "Shopify Magic and Sidekick",
      "Jasper",
      "Semrush",
      "Canva Magic Studio",
    ],
  },
  personalising_the_shopping_experience: {
    applications: [
      {
        application: "Personalized recommendations and offers",
        work: "prediction",
        department: "marketing",
        impact: "Higher conversion and basket size; test against a control group.",
      },
      {
        application: "AI-written product content in the brand's voice",
        work: "drafting",
        department: "marketing",
        impact: "Complete, searchable product pages.",
      },
    ],
    tools: ["Shopify Magic and Sidekick", "Klaviyo", "Dynamic Yield"],
  },
  reducing_returns_and_shrinkage: {
    applications: [
      {
        application: "Return-reason analysis feeding product guidance",
        work: "analysis",
        department: "product",
        impact: "Fewer avoidable returns; track return rate by product.",
      },
      {
        application: "Shrink pattern analytics across stores",
        work: "analysis",
        department: "operations",
        impact: "Loss-prevention effort aimed where losses occur.",
      },
    ],
    tools: ["Power BI Copilot", "Claude", "ChatGPT Business", "RELEX Solutions"],
  },
  competing_with_large_online_marketplaces: {
    applications: [
      {
        application: "AI product content, search and merchandising",
        work: "drafting",
        department: "marketing",
        impact: "Customers find the right product on your own site.",
      },
      {
        application: "A conversational shopping and service assistant",
        work: "answering",
        department: "customer_service",
        impact: "Marketplace-level convenience with your own expertise.",
        answersCustomers: true,
      },
    ],
    tools: ["Shopify Magic and Sidekick", "Semrush", "Jasper", "Intercom Fin", "Zendesk AI"],
  },
  scheduling_staff_to_match_store_traffic: {
    applications: [
      {
        application: "Hourly traffic forecasts driving staff schedules",
        work: "scheduling",
        department: "operations",
        impact: "Shorter queues at peaks and fewer idle hours.",
      },
    ],
    tools: ["Deputy", "Blue Yonder", "Power BI Copilot"],
  },
  // Food services
  controlling_food_and_labour_costs: {
    applications: [
      {
        application: "Sales forecasts driving prep, ordering and schedules",
        work: "prediction",
        department: "operations",
        impact: "Food and labour cost as a share of sales tracked weekly by location.",
      },
      {
        application: "Waste measurement by item",
        work: "vision",
        department: "operations",
        impact: "Product and prep changes based on what is actually thrown away.",
      },
    ],
    tools: ["Square AI", "Toast IQ", "MarginEdge", "7shifts", "Deputy", "Winnow"],
  },
  reducing_food_waste_and_spoilage: {
    applications: [
      {
        application: "AI waste tracking at the bin",
        work: "vision",
        department: "operations",
        impact: "Waste costed by item and cut week by week.",
      },
      {
        application: "Fresh-product forecasting and ordering",
        work: "prediction",
        department: "supply_chain",
        impact: "Less spoilage from over-ordering.",
      },
    ],
    tools: ["Winnow", "MarginEdge", "RELEX Solutions"],
  },
  staffing_shifts_and_reducing_turnover: {
    applications: [
      {
        application: "Forecast-based scheduling with app-based shift swaps",
        work: "scheduling",
        department: "hr",
        impact: "Fewer gaps and last-minute call-ins.",
      },
      {
        application: "Text-based recruiting for hourly roles",
        work: "recruiting",
        department: "hr",
        impact: "Faster hiring when staff leave.",
      },
    ],
    tools: ["7shifts", "Deputy", "Workable", "Paradox"],
  },
  forecasting_demand_by_day_and_location: {
    applications: [
      {
        application: "Sales forecasts by item, day and location",
        work: "prediction",
        department: "operations",
        impact: "Prep and staffing matched to demand; track forecast error.",
      },
    ],
    tools: ["Square AI", "Toast IQ", "7shifts", "RELEX Solutions"],
  },
  managing_delivery_platforms_and_online_orders: {
    applications: [
      {
        application: "Consolidated order management across delivery platforms",
        work: "automation",
        department: "operations",
        impact: "Fewer missed or late orders at peak.",
      },
      {
        application: "AI phone and online ordering",
        work: "answering",
        department: "customer_service",
        impact: "Orders taken without tying up staff.",
        answersCustomers: true,
      },
    ],
    tools: ["Toast IQ", "Square AI", "Zapier", "Make"],
  },
  maintaining_consistency_across_locations: {
    applications: [
      {
        application: "Weekly AI summaries of reviews and checklists by location",
        work: "drafting",
        department: "operations",
        impact: "Drifting sites found and coached early.",
      },
      {
        application: "Short training videos for recipes and service standards",
        work: "media",
        department: "hr",
        impact: "The same standard taught the same way everywhere.",
      },
    ],
    tools: ["Square AI", "Toast IQ", "Synthesia", "Power BI Copilot"],
  },
  // Travel, hospitality and tourism
  optimising_pricing_and_occupancy: {
    applications: [
      {
        application: "Daily, demand-based pricing across rooms and channels",
        work: "prediction",
        department: "sales",
        impact: "Higher revenue per available room; track occupancy and average rate.",
      },
    ],
    tools: ["Duetto", "IDeaS"],
  },
  personalising_the_guest_experience: {
    applications: [
      {
        application: "Personalized pre-arrival offers and upsells",
        work: "automation",
        department: "marketing",
        impact: "More ancillary revenue per stay.",
      },
      {
        application: "Guest preferences surfaced to front-line staff",
        work: "automation",
        department: "customer_service",
        impact: "Recognition that brings guests back.",
      },
    ],
    tools: ["Canary Technologies", "Klaviyo", "Dynamic Yield"],
  },
  recovering_from_seasonal_demand_swings: {
    applications: [
      {
        application: "Demand forecasting and shoulder-season pricing",
        work: "prediction",
        department: "sales",
        impact: "Better occupancy outside the peak.",
      },
      {
        application: "Targeted campaigns to past guests for off-peak dates",
        work: "automation",
        department: "marketing",
        impact: "Off-peak demand generated at low cost.",
      },
    ],
    tools: ["IDeaS", "Duetto", "Klaviyo", "HubSpot Breeze"],
  },
  reducing_dependence_on_online_travel_agencies: {
    applications: [
      {
        application: "An on-site booking assistant and direct-booking offers",
        work: "answering",
        department: "sales",
        impact: "A rising share of direct bookings; track commission saved.",
        answersCustomers: true,
      },
      {
        application: "Search content that wins travellers before they reach an agency",
        work: "drafting",
        department: "marketing",
        impact: "More organic traffic to your own site.",
      },
    ],
    tools: ["HiJiffy", "Canary Technologies", "Semrush", "Klaviyo"],
  },
  handling_guest_enquiries_around_the_clock: {
    applications: [
      {
        application: "A guest messaging assistant grounded in current policies",
        work: "answering",
        department: "customer_service",
        impact: "Instant answers at any hour, with hand-off to staff when unsure.",
        answersCustomers: true,
      },
    ],
    tools: [
      "HiJiffy",
      "Canary Technologies",
      "Intercom Fin",
      "Google Gemini",
      "Microsoft 365 Copilot Chat",
    ],
  },
  recruiting_and_training_seasonal_staff: {
    applications: [
      {
        application: "Text-based screening and interview booking",
        work: "recruiting",
        department: "hr",
        impact: "Seasonal roles filled faster.",
      },
      {
        application: "Multilingual AI training videos",
        work: "media",
        department: "hr",
        impact: "New staff ready on day one.",
      },
    ],
    tools: ["Workable", "Paradox", "Synthesia"],
  },
};
