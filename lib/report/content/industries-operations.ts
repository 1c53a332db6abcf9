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
      "Adoption is uneven: ambient documentation and imaging tools are spreading quickly, while most clinics and health organizations are early, held back by privacy obligations, procurement and integration with medical record systems.",
    commonUseCases: [
      "Ambient clinical documentation",
      "Scheduling, reminders and no-show reduction",
      "Billing and claims accuracy checks",
      "Patient messaging and follow-up",
      "Privacy monitoring and access auditing",
    ],
    landscape: [
      {
        title: "Ambient clinical documentation",
        description:
          "With patient consent, AI listens to the visit and drafts the clinical note for the clinician to review, cutting after-hours charting.",
        priority: "High",
        industryExample:
          "Kaiser Permanente announced in 2024 that it would make Abridge's ambient documentation technology available to its physicians across its hospitals and medical offices.",
        industryExampleSource: "Kaiser Permanente announcement on Abridge (August 2024)",
        challenges: [
          "reducing_clinician_administrative_burden",
          "addressing_staff_shortages_and_burnout",
        ],
      },
      {
        title: "Scheduling and patient flow",
        description:
          "Predicting no-shows, sending targeted reminders and filling cancellations from a waitlist keeps clinic time fully used.",
        priority: "High",
        industryExample:
          "A multi-site clinic predicts likely no-shows, sends extra reminders to those patients and offers freed slots to its waitlist automatically.",
        industryExampleSource: "Illustrative example",
        challenges: ["shortening_patient_wait_times_and_scheduling_gaps"],
      },
      {
        title: "Billing and claims accuracy",
        description:
          "AI checks codes and documentation before submission, catching the errors that cause rejections and rework.",
        priority: "Medium",
        industryExample:
          "A clinic group checks billing codes against visit notes before claims go to MSP and private insurers, and reviews every flagged claim before it is sent.",
        industryExampleSource: "Illustrative example",
        challenges: ["improving_billing_accuracy_and_claim_approvals"],
      },
      {
        title: "Privacy-by-design data governance",
        description:
          "Privacy impact assessments for every AI tool, Canadian data residency where required, and AI-based monitoring of record access.",
        priority: "Medium",
        industryExample:
          "A health organization completes a privacy impact assessment before each AI deployment and uses access analytics to flag unusual chart views for review.",
        industryExampleSource: "Illustrative example",
        challenges: ["protecting_patient_privacy_and_data_security"],
      },
      {
        title: "Patient engagement and follow-up",
        description:
          "Plain-language instructions and automated check-ins after visits or discharge, with worrying replies routed to a nurse.",
        priority: "Medium",
        industryExample:
          "After discharge, patients receive plain-language instructions and scheduled check-in messages; replies that suggest deterioration go straight to a nurse.",
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
        description:
          "Vibration, temperature and current sensors with machine learning warn of failures weeks ahead, so maintenance is planned around production.",
        priority: "High",
        industryExample:
          "Siemens offers Senseye Predictive Maintenance, which applies machine learning to machine and maintenance data to forecast failures across a plant.",
        industryExampleSource: "Siemens, Senseye Predictive Maintenance product information",
        challenges: ["reducing_unplanned_equipment_downtime"],
      },
      {
        title: "AI visual quality inspection",
        description:
          "Cameras and vision models inspect every part on the line, catching defects earlier and more consistently than sampling.",
        priority: "High",
        industryExample:
          "BMW Group uses AI-based image recognition in its plants to check components and finished vehicles for defects.",
        industryExampleSource: "BMW Group PressClub, AI in production and quality inspection",
        challenges: ["improving_quality_control_and_reducing_defects"],
      },
      {
        title: "Demand forecasting and inventory optimization",
        description:
          "Forecasts that combine order history, customer signals and seasonality set inventory targets part by part.",
        priority: "Medium",
        industryExample:
          "A components maker forecasts demand by part and customer each week and cuts safety stock on stable items while protecting service on volatile ones.",
        industryExampleSource: "Illustrative example",
        challenges: ["forecasting_demand_and_optimising_inventory"],
      },
      {
        title: "Supply chain risk and scenario planning",
        description:
          "Monitoring supplier, logistics and news signals, and testing what-if plans when a supplier or route fails.",
        priority: "Medium",
        industryExample:
          "A BC manufacturer models the effect of a port or rail disruption on each customer order and pre-agrees alternate suppliers for its highest-risk parts.",
        industryExampleSource: "Illustrative example",
        challenges: ["managing_supply_chain_disruptions_and_delays"],
      },
      {
        title: "Knowledge capture and guided work",
        description:
          "Recording experienced technicians' know-how and turning it into searchable, step-by-step guidance for new staff on the floor.",
        priority: "Medium",
        industryExample:
          "Senior technicians record troubleshooting steps on video; an assistant turns them into searchable work instructions that new hires use at the machine.",
        industryExampleSource: "Illustrative example",
        challenges: ["replacing_retiring_skilled_workers"],
      },
      {
        title: "Energy and material optimization",
        description:
          "Models tune set points, schedules and recipes to cut energy use and scrap without reducing output.",
        priority: "Medium",
        industryExample:
          "DeepMind reported that its machine-learning system reduced the energy used for cooling Google's data centres by up to 40%.",
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
      "Store-level demand forecasting and replenishment",
      "Personalized recommendations and offers",
      "AI product content and search",
      "Returns and loss-prevention analytics",
      "Traffic-based staff scheduling",
    ],
    landscape: [
      {
        title: "Demand forecasting and replenishment",
        description:
          "Forecasts by store, product and day that account for promotions, weather and holidays, feeding automatic order suggestions.",
        priority: "High",
        industryExample:
          "A regional grocer forecasts demand by store and day, including weather and promotions, and buyers approve suggested orders instead of building them by hand.",
        industryExampleSource: "Illustrative example",
        challenges: ["forecasting_demand_and_avoiding_stockouts"],
      },
      {
        title: "Personalization and recommendations",
        description:
          "Recommendations, offers and content tailored to each shopper across web, email and store, measured against conversion and margin.",
        priority: "High",
        industryExample:
          "Amazon's item-to-item collaborative filtering, which underpins its product recommendations, was described by its engineers in 2003.",
        industryExampleSource:
          "Linden, Smith and York, 'Amazon.com Recommendations: Item-to-Item Collaborative Filtering', IEEE Internet Computing (2003)",
        challenges: ["personalising_the_shopping_experience", "rising_customer_acquisition_costs"],
      },
      {
        title: "Guided shopping and product content",
        description:
          "AI-written product content, better site search and conversational shopping help independent retailers match marketplace convenience.",
        priority: "Medium",
        industryExample:
          "Amazon introduced Rufus, a generative AI shopping assistant trained on its catalogue and customer reviews, in 2024; shoppers now expect similar guidance elsewhere.",
        industryExampleSource: "Amazon announcement of Rufus (February 2024)",
        challenges: ["competing_with_large_online_marketplaces"],
      },
      {
        title: "Returns and loss prevention",
        description:
          "Analyzing return reasons, fit and product data to prevent returns, and spotting shrink patterns across stores and staff.",
        priority: "Medium",
        industryExample:
          "An apparel retailer adds AI-generated fit guidance from return comments to product pages and targets stores whose shrink patterns stand out.",
        industryExampleSource: "Illustrative example",
        challenges: ["reducing_returns_and_shrinkage"],
      },
      {
        title: "Traffic-based workforce scheduling",
        description:
          "Forecasting store traffic by hour and building schedules that match staff to demand while respecting availability.",
        priority: "Medium",
        industryExample:
          "A 30-store chain schedules staff from hourly traffic forecasts, reducing queues at peaks and idle hours at quiet times.",
        industryExampleSource: "Illustrative example",
        challenges: ["scheduling_staff_to_match_store_traffic"],
      },
    ],
  },
  {
    industry: "food-services",
    typicalMaturity:
      "Restaurants and food businesses are among the later adopters; AI mostly arrives through point-of-sale, scheduling and delivery platforms, with early movers in forecasting, waste tracking and voice ordering.",
    commonUseCases: [
      "Sales and prep forecasting by location",
      "Food waste measurement",
      "Labour scheduling from forecast covers",
      "Online and voice ordering",
      "Multi-location standards monitoring",
    ],
    landscape: [
      {
        title: "Demand and prep forecasting",
        description:
          "Forecasting covers and item sales by day, daypart and location so kitchens prep and order the right quantities.",
        priority: "High",
        industryExample:
          "A 12-location café group forecasts item sales by day and weather and sets prep lists automatically, cutting end-of-day discards.",
        industryExampleSource: "Illustrative example",
        challenges: ["forecasting_demand_by_day_and_location", "controlling_food_and_labour_costs"],
      },
      {
        title: "Food waste tracking",
        description:
          "Cameras and scales over waste bins identify what is thrown away and why, turning waste into a weekly, costed report.",
        priority: "High",
        industryExample:
          "IKEA has worked with Winnow to measure and reduce food waste in its store restaurants.",
        industryExampleSource: "Winnow and IKEA food waste partnership",
        challenges: ["reducing_food_waste_and_spoilage"],
      },
      {
        title: "Labour scheduling and retention",
        description:
          "Schedules built from forecast covers, with shift swaps and availability handled in an app staff actually use.",
        priority: "Medium",
        industryExample:
          "A restaurant group builds schedules from forecast covers and lets staff swap shifts in an app, lowering overtime and last-minute gaps.",
        industryExampleSource: "Illustrative example",
        challenges: ["staffing_shifts_and_reducing_turnover", "controlling_food_and_labour_costs"],
      },
      {
        title: "Online, delivery and voice ordering",
        description:
          "Consolidating delivery-platform orders, AI phone and drive-thru ordering, and menu optimization for online channels.",
        priority: "Medium",
        industryExample:
          "Wendy's piloted FreshAI, a generative AI drive-thru ordering system built with Google Cloud, in 2023.",
        industryExampleSource: "Wendy's and Google Cloud announcement (May 2023)",
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
        description:
          "Pricing rooms, tours and packages daily from demand, competitor rates and booking pace, including shoulder-season strategies.",
        priority: "High",
        industryExample:
          "An independent resort moves from seasonal rate cards to daily, demand-based pricing and sets minimum-stay rules for peak weekends.",
        industryExampleSource: "Illustrative example",
        challenges: ["optimising_pricing_and_occupancy", "recovering_from_seasonal_demand_swings"],
      },
      {
        title: "Guest messaging around the clock",
        description:
          "AI answers guest questions and takes bookings at any hour, grounded in current policies and handing off to staff when unsure.",
        priority: "High",
        industryExample:
          "In Moffatt v. Air Canada, British Columbia's Civil Resolution Tribunal held the airline responsible for incorrect fare information given by its website chatbot: AI answers must be grounded in current policy.",
        industryExampleSource: "Moffatt v. Air Canada, 2024 BCCRT 149",
        challenges: ["handling_guest_enquiries_around_the_clock"],
      },
      {
        title: "Personalized guest experience",
        description:
          "Using stay history and preferences to personalize offers, itineraries and in-stay service.",
        priority: "Medium",
        industryExample:
          "Expedia launched trip planning inside ChatGPT in 2023, letting travellers plan in conversation and then book through Expedia.",
        industryExampleSource: "Expedia Group announcement (April 2023)",
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
          "A tour operator screens seasonal applicants by text and onboards them with short training videos generated in English and French.",
        industryExampleSource: "Illustrative example",
        challenges: ["recruiting_and_training_seasonal_staff"],
      },
    ],
  },
];
