import { SCRIBES_STUDY } from "./studies";
import type { IndustryProfile } from "./types";

/**
 * Solution landscapes for operations-heavy industries: healthcare, manufacturing, retail,
 * food services and travel, hospitality and tourism. Examples naming a company cite the
 * public source they come from; generic ones say "Illustrative example".
 */
export const operationsIndustries: readonly IndustryProfile[] = [
  {
    industry: "healthcare",
    typicalMaturity:
      "Adoption is uneven: documentation and imaging tools are spreading quickly where care is delivered, while most health organizations are early, held back by privacy obligations, procurement and integration with the systems that hold health records.",
    commonUseCases: [
      "Drafting records, reports and submissions for review",
      "Scheduling and reminders",
      "Billing and claims accuracy checks",
      "Follow-up messaging",
      "Privacy monitoring and access auditing",
    ],
    landscape: [
      {
        title: "Ambient clinical documentation",
        records: true,
        clinicOnly: true,
        description:
          "With patient consent, AI listens to the visit and drafts the clinical note for the clinician to review, cutting after-hours charting.",
        priority: "High",
        ...SCRIBES_STUDY,
        challenges: [
          "reducing_clinician_administrative_burden",
          "addressing_staff_shortages_and_burnout",
        ],
      },
      {
        title: "Scheduling and patient flow",
        clinicOnly: true,
        description:
          "Predicting no-shows, sending targeted reminders and filling cancellations from a waitlist keeps clinic time fully used.",
        priority: "High",
        industryExample:
          "Mid and South Essex NHS Foundation Trust reported in 2023 that a six-month pilot predicting likely missed appointments, and offering those patients better-suited slots, cut missed appointments by about 30%.",
        industryExampleSource:
          "NHS England and Mid and South Essex NHS Foundation Trust reporting on the Deep Medical pilot (2023)",
        challenges: ["shortening_patient_wait_times_and_scheduling_gaps"],
      },
      {
        title: "Billing and claims accuracy",
        description:
          "AI checks codes and documentation before submission, catching the errors that cause rejections and rework.",
        priority: "Medium",
        industryExample:
          "Auburn Community Hospital in New York reported in 2023 a 50% drop in discharged-not-final-billed cases and a rise of more than 40% in coder productivity after adding AI and automation to its revenue cycle.",
        industryExampleSource:
          "American Hospital Association, '3 Ways AI Can Improve Revenue-Cycle Management' (2023)",
        challenges: ["improving_billing_accuracy_and_claim_approvals"],
      },
      {
        title: "Privacy-by-design data governance",
        description:
          "Privacy impact assessments for every AI tool, Canadian data residency where required, and AI-based monitoring of record access.",
        priority: "Medium",
        industryExample:
          "The UK Information Commissioner ruled in 2017 that the Royal Free London NHS Foundation Trust broke data protection law when it gave DeepMind 1.6 million patients' records to test an app: a privacy assessment comes before the data moves.",
        industryExampleSource:
          "Information Commissioner's Office, 'Royal Free – Google DeepMind trial failed to comply with data protection law' (July 2017)",
        challenges: ["protecting_patient_privacy_and_data_security"],
      },
      {
        title: "Drafting reports, submissions and procedures",
        description:
          "Approved assistants draft reports, regulatory and funding submissions, procedures and letters from the organization's own documents, for a qualified person to check and sign.",
        priority: "Medium",
        industryExample:
          "Moderna reported in 2024 that within two months of rolling out ChatGPT Enterprise its staff had built 750 custom GPTs, among them one that reviews trial data to help its teams choose doses.",
        industryExampleSource:
          "OpenAI, 'Moderna and OpenAI partner to accelerate the development of life-saving treatments' (April 2024)",
        challenges: ["addressing_staff_shortages_and_burnout"],
      },
      {
        title: "Patient engagement and follow-up",
        clinicOnly: true,
        description:
          "Plain-language instructions and automated check-ins after visits, procedures or discharge, with worrying replies routed to a clinician.",
        priority: "Medium",
        industryExample:
          "After a visit or procedure, patients receive plain-language instructions and scheduled check-in messages; replies that suggest a problem go straight to a clinician.",
        industryExampleSource: "Illustrative example",
        challenges: ["improving_patient_engagement_and_followup_care"],
      },
    ],
  },
  {
    industry: "manufacturing",
    typicalMaturity:
      "Large manufacturers run predictive maintenance and vision inspection at scale; small and mid-sized plants usually start with one line or one failure mode, limited more by data capture from older equipment than by algorithms.",
    commonUseCases: [
      "Predictive maintenance from machine sensor data",
      "Computer-vision quality inspection",
      "Demand forecasting and inventory optimization",
      "Supply chain risk monitoring and scenario planning",
      "Energy and yield optimization",
    ],
    landscape: [
      {
        title: "Predictive maintenance",
        anyKind: ["wood-products"],
        hardware: true,
        description:
          "Vibration, temperature and current sensors with machine learning warn of failures weeks ahead, so maintenance is planned around production.",
        priority: "High",
        industryExample:
          "Siemens, which bought Senseye in 2022, says its predictive maintenance, machine learning on machine and maintenance data, cuts unplanned downtime by up to 50%.",
        industryExampleSource:
          "Siemens press release on the acquisition of Senseye (June 2022) and Senseye Predictive Maintenance product information",
        challenges: ["reducing_unplanned_equipment_downtime"],
      },
      {
        title: "AI visual quality inspection",
        hardware: true,
        description:
          "Cameras and vision models inspect every item on the line, catching defects earlier and more consistently than sampling.",
        priority: "High",
        industryExample:
          "Audi reported in 2022 that AI checks the quality of about 1.5 million spot welds on 300 vehicles every shift in its Neckarsulm body shop, where people used to check samples by ultrasound.",
        industryExampleSource:
          "Audi MediaCenter, AI quality control of spot welds at Neckarsulm (2022)",
        caseFrom: {
          industry: "a car plant",
          transfers:
            "a camera that checks every piece where people used to check a sample works on any line whose defects can be seen, whatever it makes",
        },
        challenges: ["improving_quality_control_and_reducing_defects"],
      },
      {
        title: "Demand, inventory and supply planning",
        anyKind: ["wood-products"],
        description:
          "Forecasts that combine order history, customer signals and seasonality set inventory targets product by product, and what-if plans show which orders a failed supplier or route would hit.",
        priority: "Medium",
        industryExample:
          "A manufacturer forecasts demand by product and customer each week, cuts safety stock on stable items, and models what a port or rail disruption would do to each order so alternate suppliers are agreed in advance.",
        industryExampleSource: "Illustrative example",
        challenges: [
          "forecasting_demand_and_optimising_inventory",
          "managing_supply_chain_disruptions_and_delays",
        ],
      },
      {
        title: "Knowledge capture and guided work",
        anyKind: ["wood-products"],
        records: true,
        description:
          "Recording experienced technicians' know-how and turning it into searchable, step-by-step guidance for new staff on the floor.",
        offFloor:
          "Recording experienced technicians' know-how and turning it into searchable, step-by-step guidance new staff read before a shift and printed work instructions at each station, with nothing on a screen at the line.",
        priority: "Medium",
        industryExample:
          "In a 2023 study of 5,179 support agents, an AI assistant that learned from the best agents' work raised novices' productivity by 34%: the same idea carries a retiring technician's know-how to new hires.",
        industryExampleSource:
          "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
        challenges: ["replacing_retiring_skilled_workers"],
      },
      {
        title: "Energy and material optimization",
        description:
          "Models tune set points, schedules and recipes to cut energy use and scrap without reducing output.",
        priority: "Medium",
        industryExample:
          "DeepMind reported in 2016 that its machine-learning system reduced the energy used for cooling Google's data centres by up to 40%.",
        industryExampleSource:
          "DeepMind blog, 'DeepMind AI Reduces Google Data Centre Cooling Bill by 40%' (2016)",
        challenges: ["lowering_energy_and_material_costs"],
      },
    ],
  },
  {
    industry: "retail",
    typicalMaturity:
      "Large retailers use machine learning for forecasting, pricing and personalization; independent and mid-sized retailers mostly meet AI through their commerce, point-of-sale and marketing platforms, where data quality is the usual constraint.",
    commonUseCases: [
      "Demand forecasting and replenishment",
      "Personalized recommendations and offers",
      "AI product content and search",
      "Returns and loss-prevention analytics",
      "Traffic-based staff scheduling",
    ],
    landscape: [
      {
        title: "Demand forecasting and replenishment",
        anyKind: ["grocery"],
        description:
          "Forecasts by store, product and day that account for promotions, weather and holidays, feeding automatic order suggestions.",
        priority: "High",
        industryExample:
          "Morrisons reported in 2016 that machine-learning replenishment across its UK supermarkets cut shelf gaps by up to 30% and reduced stock held in stores by two to three days.",
        industryExampleSource:
          "Blue Yonder and Morrisons announcements on automated store replenishment (2016)",
        challenges: ["forecasting_demand_and_avoiding_stockouts"],
      },
      {
        title: "Personalization and recommendations",
        description:
          "Recommendations, offers and content tailored to each shopper across web, email and store, measured against conversion and margin.",
        priority: "High",
        industryExample:
          "McKinsey estimated in 2013 that 35% of what consumers buy on Amazon comes from its product recommendations, built on the item-to-item method Amazon's engineers published in 2003.",
        industryExampleSource:
          "McKinsey & Company, 'How retailers can keep up with consumers' (October 2013); Linden, Smith and York, IEEE Internet Computing (2003)",
        challenges: ["personalising_the_shopping_experience", "rising_customer_acquisition_costs"],
      },
      {
        title: "Guided shopping and product content",
        answersCustomers: true,
        description:
          "AI-written product content, better site search and conversational shopping help independent retailers match marketplace convenience.",
        priority: "Medium",
        industryExample:
          "Walmart said in August 2024 that generative AI had created or improved more than 850 million pieces of product data in its catalogue, work it said would have needed nearly 100 times the staff.",
        industryExampleSource: "Walmart second-quarter fiscal 2025 earnings call (August 2024)",
        challenges: ["competing_with_large_online_marketplaces"],
      },
      {
        title: "Returns and loss prevention",
        description:
          "Analyzing return reasons and product data to prevent avoidable returns, and spotting shrink patterns across stores and staff.",
        priority: "Medium",
        industryExample:
          "A retailer adds AI-written use and compatibility guidance, drawn from return comments, to its product descriptions, and checks the items whose stock losses stand out.",
        industryExampleSource: "Illustrative example",
        challenges: ["reducing_returns_and_shrinkage"],
      },
      {
        title: "Traffic-based workforce scheduling",
        anyKind: ["grocery"],
        description:
          "Forecasting store traffic by hour and building schedules that match staff to demand while respecting availability.",
        priority: "Medium",
        industryExample:
          "After a 2014 New York Times report on schedules set by software from traffic forecasts, Starbucks committed to posting its 130,000 US baristas' schedules at least a week ahead: forecast-driven rosters still need notice.",
        industryExampleSource:
          "The New York Times, 'Working Anything but 9 to 5' and Starbucks' response (August 2014)",
        challenges: ["scheduling_staff_to_match_store_traffic"],
      },
    ],
  },
  {
    industry: "food-services",
    typicalMaturity:
      "Food businesses are among the later adopters; AI mostly arrives through point-of-sale, scheduling and delivery platforms, with early movers in forecasting, waste tracking and voice ordering.",
    commonUseCases: [
      "Sales and production forecasting by day",
      "Food waste measurement",
      "Labour scheduling from forecast sales",
      "Online ordering and order accuracy",
      "Allergen and food-safety records",
    ],
    landscape: [
      {
        title: "Demand and prep forecasting",
        description:
          "Forecasting covers and item sales by day, daypart and location so kitchens prep and order the right quantities.",
        priority: "High",
        industryExample:
          "McDonald's bought Dynamic Yield in 2019 for about US$300 million to change drive-thru menus by weather, time of day and restaurant traffic, and to suggest items from what is selling.",
        industryExampleSource:
          "McDonald's press release on the acquisition of Dynamic Yield (March 2019)",
        challenges: ["forecasting_demand_by_day_and_location", "controlling_food_and_labour_costs"],
      },
      {
        title: "Food waste tracking",
        hardware: true,
        description:
          "Cameras and scales over waste bins identify what is thrown away and why, turning waste into a weekly, costed report.",
        priority: "High",
        industryExample:
          "IKEA set out in 2017 to cut food waste in its store restaurants by 50%, weighing and photographing discarded food with Winnow and LeanPath tools so kitchens could see what to cut.",
        industryExampleSource:
          "IKEA, 'Food is Precious' initiative announcement (2017), with Winnow and LeanPath",
        challenges: ["reducing_food_waste_and_spoilage"],
      },
      {
        title: "Labour scheduling and retention",
        description:
          "Schedules built from forecast covers, with shift swaps and availability handled in an app staff actually use.",
        priority: "Medium",
        industryExample:
          "After a 2014 New York Times report on schedules set by software from sales forecasts, Starbucks committed to posting its 130,000 US baristas' schedules at least a week ahead and ending 'clopening' shifts.",
        industryExampleSource:
          "The New York Times, 'Working Anything but 9 to 5' and Starbucks' response (August 2014)",
        challenges: ["staffing_shifts_and_reducing_turnover", "controlling_food_and_labour_costs"],
      },
      {
        title: "Online, delivery and voice ordering",
        answersCustomers: true,
        description:
          "Consolidating delivery-platform orders, AI phone and drive-thru ordering, and menu optimization for online channels.",
        priority: "Medium",
        industryExample:
          "Wendy's began piloting FreshAI, a generative AI drive-thru ordering system built with Google Cloud, in 2023; McDonald's ended its automated order-taking test with IBM at more than 100 restaurants in June 2024.",
        industryExampleSource:
          "Wendy's and Google Cloud announcement (May 2023); CNBC, 'McDonald's to end IBM AI drive-thru test' (June 2024)",
        challenges: ["managing_delivery_platforms_and_online_orders"],
      },
      {
        title: "Consistency across locations",
        description:
          "AI reviews checklists, photos and guest reviews across sites to flag locations drifting from recipes and service standards.",
        priority: "Medium",
        industryExample:
          "A franchise group uses AI to summarize guest reviews and checklist photos by location every week and sends area managers to the sites that drift.",
        industryExampleSource: "Illustrative example",
        challenges: ["maintaining_consistency_across_locations"],
      },
    ],
  },
  {
    industry: "travel-hospitality-tourism",
    typicalMaturity:
      "Hotel chains and airlines use AI for revenue management and service; independent operators are early, and accommodation and food services remain among the sectors least likely to use AI in Canada.",
    commonUseCases: [
      "Dynamic pricing and revenue management",
      "Guest messaging and enquiry handling around the clock",
      "Personalized offers and trip planning",
      "Direct-booking marketing",
      "Seasonal recruiting and training",
    ],
    landscape: [
      {
        title: "Revenue management and dynamic pricing",
        anyKind: ["airline"],
        description:
          "Pricing rooms, tours and packages daily from demand, competitor rates and booking pace, including shoulder-season strategies.",
        priority: "High",
        industryExample:
          "American Airlines credited its yield-management system with about US$1.4 billion of additional revenue over three years, published in 1992 and since copied across hotels and tours.",
        industryExampleSource:
          "Smith, Leimkuhler and Darrow, 'Yield Management at American Airlines', Interfaces (1992)",
        challenges: ["optimising_pricing_and_occupancy", "recovering_from_seasonal_demand_swings"],
      },
      {
        title: "Guest messaging around the clock",
        anyKind: true,
        answersCustomers: true,
        description:
          "AI answers guest questions and takes bookings at any hour, grounded in current policies and handing off to staff when unsure.",
        priority: "High",
        industryExample:
          "In Moffatt v. Air Canada (2024), British Columbia's Civil Resolution Tribunal ordered the airline to pay about C$812 after its website chatbot gave incorrect fare information: AI answers must be grounded in current policy.",
        industryExampleSource: "Moffatt v. Air Canada, 2024 BCCRT 149",
        challenges: ["handling_guest_enquiries_around_the_clock"],
      },
      {
        title: "Personalized guest experience",
        description:
          "Using stay history and preferences to personalize offers, itineraries and in-stay service.",
        priority: "Medium",
        industryExample:
          "Booking.com described in 2019 the lessons of 150 machine-learning models it had put in front of travellers, finding that a model's value shows only in a controlled test with real guests.",
        industryExampleSource:
          "Bernardi et al., '150 Successful Machine Learning Models: 6 Lessons Learned at Booking.com', KDD (2019)",
        challenges: ["personalising_the_guest_experience"],
      },
      {
        title: "Direct-booking growth",
        description:
          "Search content, retargeting and an on-site booking assistant that win back bookings from online travel agencies.",
        priority: "Medium",
        industryExample:
          "A boutique hotel adds an AI booking assistant to its own site and targets past guests with personalized offers, shifting bookings away from commission-based channels.",
        industryExampleSource: "Illustrative example",
        challenges: ["reducing_dependence_on_online_travel_agencies"],
      },
      {
        title: "Seasonal recruiting and training",
        description:
          "Conversational recruiting for high-volume seasonal roles and short AI-generated training videos in several languages.",
        priority: "Medium",
        industryExample:
          "Unilever reported in 2019 that screening early-career applicants with online games and AI-assessed video interviews saved about 100,000 hours of interviewing time in a year.",
        industryExampleSource:
          "Financial Times and Unilever reporting on AI-assisted graduate recruitment (2019)",
        challenges: ["recruiting_and_training_seasonal_staff"],
      },
    ],
  },
];
