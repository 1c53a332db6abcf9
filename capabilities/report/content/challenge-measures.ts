import type { Profession } from "./types";

/**
 * How the pilot on each business challenge is measured, for the roadmap's baselines, targets,
 * dependencies and owners. Keyed by challenge slug (model/assessment/challenges.ts). Written for
 * a Canadian mid-market company: a number it can count today, a baseline that takes days, a
 * conservative target stated as a range, and the dependency that really gates the pilot.
 */

export interface ChallengeMeasure {
  /** The one number that shows progress, e.g. "documentation time per patient visit". */
  metric: string;
  /** How to get today's figure in the weeks before the pilot, from records the company keeps. */
  baseline: string;
  /** A conservative target for the end of the pilot, stated as a change. */
  target: string;
  /**
   * What must be true before the pilot can start, if anything. `{system}` (at most once) is
   * where the roadmap names the company's system of record.
   */
  dependsOn?: string;
  /** The dependency for a company that rules recording out, where `dependsOn` records people. */
  dependsOnUnrecorded?: string;
  /** The dependency where the pilot sees nothing through a camera, where `dependsOn` needs images. */
  dependsOnUnseen?: string;
  /** The owner role by default, one that exists in this industry at this size. */
  owner: string;
  /**
   * The kinds of business the metric is one of, where the option holds others that count
   * otherwise (a clinic's third next available appointment is no pharmacy's): a profile of any
   * other kind read under the option writes its own metric (profession-profile-measures.test.ts).
   */
  kinds?: readonly Profession[];
}

export const challengeMeasures: Readonly<Record<string, ChallengeMeasure>> = {
  // Technology
  shipping_product_features_faster_than_competitors: {
    metric: "median cycle time from first commit to production release",
    baseline:
      "Pull the last 90 days of merged pull requests and deployments from the repository and compute the median cycle time per team",
    target: "10-20% shorter cycle time for the pilot team, with no rise in the change failure rate",
    dependsOn:
      "Code review, testing and licensing rules for AI-generated code agreed with the engineering leads",
    owner: "VP Engineering",
  },
  hiring_and_retaining_senior_engineering_talent: {
    metric: "days from opening a senior engineering role to a signed offer",
    baseline:
      "Take the last six to ten senior hires from the applicant tracking system and count the days from posting to signed offer",
    target: "15-25% fewer days to fill, with the offer acceptance rate no lower than today",
    dependsOn:
      "Structured interview scorecards agreed for each senior level, so AI-assisted screening is held to the same criteria",
    owner: "Head of People",
  },
  reducing_customer_churn_and_improving_retention: {
    metric: "monthly customer churn rate",
    baseline:
      "Export twelve months of cancellations and active accounts from billing and compute the churn rate month by month",
    target:
      "10-15% fewer cancellations among the at-risk accounts the pilot flags, against a comparable group left alone",
    dependsOn:
      "Twelve months of usage, support and cancellation history joined by account in {system}",
    owner: "Head of Customer Success",
  },
  scaling_customer_support_without_growing_headcount: {
    metric: "tickets resolved per support agent per week",
    baseline:
      "Export the last four weeks of tickets from the help desk and count resolutions per agent, with the satisfaction score for the same weeks",
    target:
      "15-25% more tickets resolved per agent, holding customer satisfaction at today's level",
    dependsOn:
      "A current help-centre knowledge base, reviewed and approved by the support team, for the assistant to answer from",
    owner: "Director of Customer Support",
  },
  controlling_rising_cloud_infrastructure_costs: {
    metric: "monthly cloud spend per active customer",
    baseline:
      "Divide each of the last three months' cloud bills by active customers and note the five largest cost lines",
    target: "5-15% lower cloud spend per active customer within two billing cycles",
    dependsOn:
      "Cloud resources tagged by team, product and environment, so each saving can be traced",
    owner: "Head of Platform Engineering",
  },
  keeping_up_with_security_and_compliance_demands: {
    metric: "staff hours per customer security questionnaire",
    baseline:
      "Total the hours spent on the last five customer security questionnaires from calendars and the account team's notes",
    target:
      "30-50% fewer hours per questionnaire, with every answer still reviewed by the security lead",
    dependsOn:
      "Approved answers from past questionnaires and the current security policies gathered in one library",
    owner: "Head of Security and Compliance",
  },
  // Financial services
  detecting_fraud_and_financial_crime_earlier: {
    metric: "alerts reviewed per confirmed fraud case",
    baseline:
      "Pull six months of alerts and their outcomes from the case log and count the alerts reviewed for each confirmed case",
    target: "20-30% fewer alerts per confirmed case, with no fall in the fraud caught",
    dependsOn:
      "At least a year of fraud and legitimate cases labelled with their outcome in {system}",
    owner: "Chief Risk Officer",
  },
  keeping_pace_with_regulatory_reporting_requirements: {
    metric: "staff days to prepare each regulatory return",
    baseline:
      "Reconstruct the hours spent on the last two quarterly returns from timesheets and the preparers' working files",
    target: "20-30% fewer staff days per return, with every figure still traceable to its source",
    dependsOn:
      "Each return line mapped to its source report, with the reconciliation steps written down",
    owner: "Chief Compliance Officer",
  },
  speeding_up_client_onboarding_and_kyc_checks: {
    metric: "business days from complete application to open account",
    baseline:
      "Sample fifty applications from last quarter and time each step from the dates on file",
    target:
      "25-40% shorter onboarding for standard personal applications, with no identity check skipped",
    dependsOn:
      "The identity-verification and record-keeping rules that bind you, written as a step-by-step checklist",
    owner: "Head of Member Services",
  },
  personalising_advice_and_products_at_scale: {
    metric: "share of tailored offers that clients accept",
    baseline:
      "Count the offers made and accepted in client reviews last quarter from the advisors' notes",
    target:
      "10-20% higher acceptance among clients reviewed with the pilot, against advisors working as usual",
    dependsOn:
      "Client consent to use their data for advice recorded, and two years of product holdings clean in {system}",
    owner: "Head of Wealth Management",
  },
  modernising_legacy_core_systems: {
    metric: "staff hours per week on manual workarounds around the core system",
    baseline:
      "Have each operations team log re-keying, spreadsheet and reconciliation work around the core system for two weeks",
    target: "20-30% fewer workaround hours in the one process the pilot covers",
    dependsOn: "A read-only export or data feed from the core system, approved by IT security",
    owner: "Chief Information Officer",
  },
  improving_credit_and_risk_decisions: {
    metric: "business days from complete credit application to decision",
    baseline:
      "Take last year's applications with their decision dates and outcomes from the loan origination system",
    target:
      "20-30% faster decisions on standard applications, with early delinquency no higher than last year's",
    dependsOn:
      "Three years of credit decisions with repayment outcomes in {system}, and a model validation plan that meets OSFI Guideline E-23 or the provincial regulator's expectations",
    owner: "Chief Credit Officer",
  },
  // Healthcare
  reducing_clinician_administrative_burden: {
    metric: "minutes of documentation per patient visit",
    baseline:
      "Sample 50 visits and time each note from the end of the visit to sign-off, using the record system's timestamps",
    target:
      "20-30% less after-hours charting for the pilot clinicians, with note quality checked on a sample",
    dependsOn:
      "A patient consent script for ambient recording and a privacy impact assessment of the scribe tool, both approved",
    dependsOnUnrecorded:
      "A template for each kind of note and a privacy impact assessment of the drafting tool, both approved",
    owner: "Clinical Director",
  },
  shortening_patient_wait_times_and_scheduling_gaps: {
    metric: "days to the third next available appointment",
    baseline:
      "Check the third next available appointment for each clinician every Monday for three weeks, and take last quarter's no-show rate from the booking report",
    target:
      "1-3 days sooner to the third next available appointment, helped by 10-20% fewer no-shows",
    dependsOn:
      "Reminder messages approved, and patients' contact details and consent to reminders current in {system}",
    owner: "Clinic Operations Manager",
    kinds: ["medical", "dental", "allied-health"],
  },
  improving_billing_accuracy_and_claim_approvals: {
    metric: "rejected or adjusted claims per hundred submitted",
    baseline:
      "Count last quarter's rejected and adjusted claims by reason from the remittance statements",
    target: "25-40% fewer rejections for the three most common reasons",
    dependsOn:
      "The fee codes and billing rules of each payer, and the common rejection reasons, written down for the checks",
    owner: "Billing Manager",
  },
  protecting_patient_privacy_and_data_security: {
    metric:
      "share of tools handling health or personal information with a completed privacy impact assessment",
    baseline:
      "List every app and AI tool staff use with health or personal information, personal phones included, in a one-week survey",
    target:
      "From today's share to every AI tool that touches health or personal data assessed, then approved or retired",
    owner: "Privacy Officer",
  },
  addressing_staff_shortages_and_burnout: {
    metric: "overtime hours per full-time equivalent per month",
    baseline:
      "Take six months of overtime, agency shifts and vacancies from payroll and the staff schedule",
    target:
      "10-15% fewer overtime hours in the team the pilot covers, with staff surveyed before and after",
    dependsOn: "Staff told plainly which tasks AI will take on and that no position is being cut",
    owner: "Director of Operations",
  },
  improving_patient_engagement_and_followup_care: {
    metric: "share of recommended follow-ups completed on time",
    baseline:
      "Audit 50 patients who were due a follow-up last quarter and check in the chart whether it happened within the window",
    target:
      "10-20 points more follow-ups completed within the recommended window for the pilot patient group",
    dependsOn:
      "Approved message templates, patient consent to be contacted and a rule for escalating replies to a clinician",
    owner: "Clinical Lead",
  },
  // Manufacturing
  reducing_unplanned_equipment_downtime: {
    metric: "hours of unplanned downtime per month on the pilot line",
    baseline:
      "Total the unplanned stops and their causes for the last six months from the maintenance log and shift reports",
    target:
      "10-20% less unplanned downtime on the pilot line over the last three months of the pilot",
    dependsOn:
      "Sensor or PLC readings from the pilot equipment captured and stored, with past failures dated in {system}",
    owner: "Maintenance Manager",
  },
  improving_quality_control_and_reducing_defects: {
    metric: "defects found at final inspection or by customers per thousand units",
    baseline:
      "Count last quarter's scrap, rework and customer returns on the pilot line from the quality records",
    target:
      "15-25% fewer defects reaching final inspection or customers, with an inspector confirming every reject",
    dependsOn:
      "A few hundred labelled images of good product and of each defect type, taken under the line's own lighting",
    dependsOnUnseen:
      "Defect, scrap and rework records by product, line and shift kept in {system}, with the process readings of the same runs",
    owner: "Quality Manager",
  },
  managing_supply_chain_disruptions_and_delays: {
    metric: "production orders rescheduled because of late materials",
    baseline:
      "Count last quarter's production orders rescheduled for missing materials from the planning log, with the supplier at fault",
    target:
      "15-25% fewer reschedules caused by late materials, from earlier warning on at-risk purchase orders",
    dependsOn: "Supplier lead times, promised dates and receipts kept current in {system}",
    owner: "Supply Chain Manager",
  },
  forecasting_demand_and_optimising_inventory: {
    metric: "average monthly forecast error on the pilot product family",
    baseline:
      "Compare last year's monthly forecasts with actual orders for the pilot product family in a spreadsheet",
    target: "5-15% lower forecast error, with days of inventory held no higher than today",
    dependsOn:
      "Two years of order and shipment history by product cleaned in {system}, with duplicate and discontinued product codes resolved",
    owner: "Materials Manager",
  },
  replacing_retiring_skilled_workers: {
    metric: "weeks until a new hire runs the pilot process without supervision",
    baseline:
      "Ask supervisors how many weeks each of the last five hires took to work unsupervised, and check it against the training records",
    target: "15-25% shorter ramp-up for the next hires on the documented tasks",
    dependsOn:
      "The retiring experts' key procedures and fault fixes recorded on video or paper before they leave",
    dependsOnUnrecorded:
      "The retiring experts' key procedures and fault fixes written down before they leave",
    owner: "Plant Manager",
  },
  lowering_energy_and_material_costs: {
    metric: "energy and scrap cost per unit produced",
    baseline:
      "Divide twelve months of utility bills and scrap write-offs by units produced, month by month",
    target: "3-8% lower energy and scrap cost per unit on the pilot line",
    dependsOn: "Energy readings by line or shift from sub-meters or the utility's interval data",
    owner: "Continuous Improvement Manager",
  },
  // Retail
  forecasting_demand_and_avoiding_stockouts: {
    metric: "stockout days on the top 100 products",
    baseline:
      "Count the days each of the top 100 products was out of stock, store by store, over the last season from the sales and inventory reports",
    target: "15-25% fewer stockout days on those products without raising inventory on hand",
    dependsOn:
      "Two years of product and sales history cleaned in {system}, with product codes consistent across stores",
    owner: "Head of Merchandise Planning",
  },
  rising_customer_acquisition_costs: {
    metric: "marketing spend per new customer",
    baseline:
      "Divide each of the last two quarters' paid marketing spend by the new customers recorded at checkout or sign-up",
    target: "10-20% lower spend per new customer on the channels in the pilot",
    dependsOn:
      "Campaign codes tracked through to orders, and email consent records that satisfy CASL",
    owner: "Director of Marketing",
  },
  personalising_the_shopping_experience: {
    metric: "share of first-time customers who buy again within 90 days",
    baseline:
      "Compute from last year's loyalty and order data the share of first-time customers who bought again within 90 days",
    target:
      "5-10% more repeat purchases among customers sent personalized offers, measured against a hold-out group",
    dependsOn:
      "Customer, loyalty and order records matched to one customer ID in {system}, with consent for marketing use",
    owner: "Head of Loyalty and CRM",
  },
  reducing_returns_and_shrinkage: {
    metric: "returns and shrink as a share of sales",
    baseline:
      "Take last year's returns by reason code and the shrink from the last two stock counts",
    target:
      "10-15% fewer avoidable returns, such as wrong items or 'not as described', in the pilot categories",
    dependsOn: "Return reason codes used the same way by every store and sales channel",
    owner: "Loss Prevention Manager",
  },
  competing_with_large_online_marketplaces: {
    metric: "online conversion rate on the pilot product pages",
    baseline:
      "Take three months of site analytics for the pilot category and record visits, conversion and the share of pages with complete descriptions",
    target:
      "5-15% relative rise in conversion on the rewritten product pages against pages left unchanged",
    dependsOn:
      "Complete, accurate product attributes and images for the pilot category in {system}",
    owner: "Head of E-commerce",
  },
  scheduling_staff_to_match_store_traffic: {
    metric: "labour cost as a share of store sales",
    baseline:
      "Compare four weeks of scheduled hours with hourly sales and any door counts, for each store where there are several",
    target:
      "Half a point to a point lower labour share where the pilot runs, with service scores no lower",
    dependsOn: "Hourly sales and any door-counter figures exported from the point of sale",
    owner: "Director of Store Operations",
  },
  // Consulting
  winning_new_clients_in_a_crowded_market: {
    metric: "proposal win rate",
    baseline:
      "Count the proposals sent and won over the last twelve months from the CRM or the proposals folder",
    target: "3-5 points higher win rate on proposals in the pilot sector",
    dependsOn: "Win and loss reasons recorded for last year's proposals",
    owner: "Business Development Director",
  },
  improving_utilisation_and_billable_hours: {
    metric: "billable utilization per consultant",
    baseline:
      "Take last quarter's timesheets and split each consultant's hours into billable, administration and business development",
    target: "2-4 points higher billable utilization, with administration hours reported separately",
    dependsOn: "Non-billable time coded by activity in the timesheet system",
    owner: "Chief Operating Officer",
  },
  producing_proposals_and_reports_faster: {
    metric: "hours of drafting per proposal or client report",
    baseline: "Time the next five proposals or client reports from the brief to partner review",
    target: "30-50% less drafting time at the same partner review standard",
    dependsOn:
      "A library of approved past proposals, credentials and boilerplate, cleared for reuse",
    owner: "Practice Lead",
  },
  capturing_and_reusing_firm_knowledge: {
    metric: "minutes to find a relevant past deliverable",
    baseline:
      "Ask ten consultants to find three past deliverables on set topics and time each search",
    target: "50-70% less search time, with results limited to what each person is allowed to see",
    dependsOn: "Past deliverables in one shared store, with client confidentiality permissions set",
    owner: "Knowledge Management Lead",
  },
  defending_fees_as_clients_adopt_ai_themselves: {
    metric: "fee realization on fixed-fee engagements",
    baseline:
      "Compare the fees billed with the hours at standard rates for last year's fixed-fee engagements",
    target:
      "Realization held, or 3-5 points higher, as AI shortens the work instead of lowering the fee",
    dependsOn: "Engagement letters that state how the firm uses AI and who owns the output",
    owner: "Managing Partner",
  },
  developing_junior_consultants_quickly: {
    metric: "months until a junior consultant leads a workstream",
    baseline:
      "Ask engagement managers how long each of the last two intakes took to lead a workstream",
    target:
      "1-3 months sooner for the next intake, with managers rating the quality of work as today",
    dependsOn: "Worked examples and review checklists for the firm's core deliverables",
    owner: "Director of People and Development",
  },
  // Real estate
  generating_and_qualifying_quality_leads: {
    metric: "median minutes to first response on an inbound lead",
    baseline:
      "Log the response time to every inbound lead for four weeks from the CRM or the agents' inboxes",
    target:
      "First response within an hour for the pilot team, and 10-20% more leads booked into a conversation",
    dependsOn:
      "Consent to contact recorded for every lead as CASL requires, and lead sources tracked in {system}",
    owner: "Head of Sales",
  },
  valuing_properties_accurately_and_quickly: {
    metric: "hours to prepare a comparative market analysis",
    baseline:
      "Time the next five comparative market analyses, and note the gap between list and sale price on last year's listings",
    target: "30-50% less preparation time, with a licensee checking every figure",
    dependsOn:
      "Reliable sold data for the area through the board's MLS feed or a licensed data provider",
    owner: "Director of Operations",
  },
  managing_tenant_communications_and_maintenance_requests: {
    metric: "hours from maintenance request to acknowledgement",
    baseline:
      "Take three months of maintenance requests from the property management system and compute the time to acknowledge and to complete each",
    target:
      "Same-day acknowledgement for most requests, and 10-20% fewer follow-up calls from tenants",
    dependsOn:
      "Standard answers, building rules and approved vendor lists written down for each property",
    owner: "Property Manager",
  },
  speeding_up_transaction_paperwork_and_due_diligence: {
    metric: "staff hours of paperwork per transaction",
    baseline:
      "Time the paperwork on the next five transactions, from accepted offer to the completed file",
    target: "20-30% less paperwork time, with a licensee reviewing every form before it is signed",
    dependsOn:
      "Current standard forms, clauses and the file-review checklist in one place, FINTRAC record-keeping steps included",
    owner: "Office Manager",
  },
  navigating_interest_rate_and_market_volatility: {
    metric: "hours to produce the monthly market update for clients",
    baseline:
      "Time the last two market updates and count how many clients opened or replied to each",
    target: "40-60% less time per update, with client replies at least as high as today",
    owner: "Marketing Manager",
  },
  reducing_vacancy_rates_across_the_portfolio: {
    metric: "days vacant per unit turnover",
    baseline:
      "Take last year's turnovers from the property management system and count the days each unit sat empty",
    target: "10-20% fewer vacant days per turnover in the pilot buildings",
    dependsOn: "Listings, enquiries and viewings recorded in one place for every property",
    owner: "Leasing Manager",
  },
  // Education
  personalising_learning_for_every_student: {
    metric: "teacher hours per week preparing differentiated material",
    baseline:
      "Ask the pilot teachers to log preparation time for two weeks and note which students need adapted material",
    target: "1-2 hours a week back for each pilot teacher at the same level of differentiation",
    dependsOn:
      "A staff position on AI in class, approved tools, and parental consent wherever students' work is entered",
    owner: "Director of Teaching and Learning",
  },
  reducing_teacher_workload_and_burnout: {
    metric: "teacher hours per week on marking, reporting and administration",
    baseline: "Run a two-week time log with volunteer teachers across two departments",
    target: "2-3 hours a week back for the pilot teachers, confirmed by a second time log",
    dependsOn:
      "Rules on which student work may be entered into an AI tool, agreed with the privacy lead",
    owner: "Head of Academics",
  },
  improving_enrolment_and_student_retention: {
    metric: "share of enquiries that become enrolments",
    baseline:
      "Count last year's enquiries, tours, applications and enrolments from the admissions records",
    target:
      "3-5 points more enquiries converted to enrolment, with every enquiry answered within a working day",
    dependsOn: "Every enquiry recorded in one admissions list with its source and stage",
    owner: "Director of Admissions",
  },
  upholding_academic_integrity_as_students_use_ai: {
    metric: "share of major assessments that state how AI may be used",
    baseline:
      "List this term's major assessments by department and note which say anything about AI",
    target:
      "From today's share to every major assessment in the pilot departments stating its AI rules",
    dependsOn:
      "A written academic integrity policy that covers AI, approved by whoever leads teaching",
    owner: "Head of Academics",
  },
  stretching_limited_budgets_and_funding: {
    metric: "office staff hours per month on routine administration",
    baseline:
      "Have the office team log routine tasks such as letters, forms and data entry for two weeks",
    target:
      "15-25% less routine administration time, moved to work the budget cannot otherwise fund",
    dependsOn: "Education pricing or donated licences confirmed for the tools in the pilot",
    owner: "Director of Finance and Operations",
  },
  modernising_administration_and_student_services: {
    metric: "share of routine questions answered the same day",
    baseline:
      "Log every question to the front office and student services for three weeks, with the time taken to answer",
    target: "10-20 points more routine questions answered the same day",
    dependsOn:
      "Approved answers to the fifty most common questions from students, applicants and families, kept current by the office",
    owner: "Director of Student Services",
  },
  // Food services
  controlling_food_and_labour_costs: {
    metric: "prime cost (food and labour) as a share of sales",
    baseline:
      "Add up the last three months of food invoices and payroll and divide by sales, for each site where there are several",
    target: "1-2 points lower prime cost where the pilot runs",
    dependsOn:
      "Supplier invoices and recipe costs entered consistently, and item-level sales exported from {system}",
    owner: "Director of Operations",
  },
  reducing_food_waste_and_spoilage: {
    metric: "food waste as a share of food purchases",
    baseline: "Weigh or count and log waste by reason for two weeks where the pilot will run",
    target: "15-25% less food waste where the pilot runs, against the same weeks' sales",
    dependsOn: "Par levels and standard recipes written down for what the pilot covers",
    owner: "Kitchen Manager",
  },
  staffing_shifts_and_reducing_turnover: {
    metric: "share of shifts over- or under-staffed against sales",
    baseline:
      "Compare four weeks of schedules with sales by hour and mark each shift as over, under or right",
    target: "20-30% fewer over- or under-staffed shifts, with schedules posted further ahead",
    dependsOn: "A year of sales by hour exported from the point of sale",
    owner: "General Manager",
  },
  forecasting_demand_by_day_and_location: {
    metric: "gap between forecast and actual sales by item, day and location",
    baseline:
      "Compare last month's prep and ordering plans with actual sales by item for each location",
    target: "10-20% smaller gap between forecast and actual sales",
    dependsOn:
      "A year of sales history by day and location cleaned in {system}, with closures and local events marked",
    owner: "Director of Operations",
  },
  managing_delivery_platforms_and_online_orders: {
    metric: "margin per delivery order after platform fees",
    baseline:
      "Take a month of orders from each delivery platform with their commissions, refunds and errors",
    target: "20-30% fewer order errors and refunds, with margin by platform reported every week",
    dependsOn: "Items, prices and modifiers the same on every platform and in the point of sale",
    owner: "Operations Manager",
  },
  maintaining_consistency_across_locations: {
    metric: "gap in guest ratings between the best and worst location",
    baseline: "Collect three months of online reviews and audit or mystery-shop scores by location",
    target: "25-35% narrower gap between the best and worst location",
    dependsOn:
      "Recipes, service standards and opening checklists written the same way for every location",
    owner: "Area Manager",
  },
  // Travel, hospitality and tourism
  optimising_pricing_and_occupancy: {
    metric: "revenue per available room (RevPAR)",
    baseline:
      "Export two years of nightly occupancy and average daily rate from the property management system",
    target: "3-6% higher RevPAR over the pilot season against the same period last year",
    dependsOn:
      "Two years of booking history by night and channel clean in {system}, with group and complimentary stays marked",
    owner: "Revenue Manager",
  },
  personalising_the_guest_experience: {
    metric: "share of guests who book again",
    baseline:
      "Count last season's returning guests and the average review score from the property management system and review sites",
    target: "5-10% more repeat bookings among guests who receive personalized pre-arrival offers",
    dependsOn:
      "Guest preferences and stay history recorded with consent in {system}, and email consent that satisfies CASL",
    owner: "Guest Services Manager",
  },
  recovering_from_seasonal_demand_swings: {
    metric: "occupancy in the shoulder-season months",
    baseline: "Take monthly occupancy and rate for the last two years and mark the shoulder months",
    target: "3-5 points higher shoulder-season occupancy without discounting the peak",
    dependsOn: "Shoulder-season packages agreed, with the results of past campaigns recorded",
    owner: "Director of Sales and Marketing",
  },
  reducing_dependence_on_online_travel_agencies: {
    metric: "share of room nights booked direct",
    baseline: "Split last season's room nights by channel and total the agency commissions paid",
    target: "3-5 points more room nights booked direct, with the commission saved tracked monthly",
    dependsOn:
      "A booking engine on the property's own website that records the source of every booking",
    owner: "E-commerce Manager",
  },
  handling_guest_enquiries_around_the_clock: {
    metric: "median time to first reply to a guest enquiry",
    baseline: "Log four weeks of enquiries by channel and hour, with the time to first reply",
    target:
      "Overnight enquiries answered within minutes, and 20-30% fewer enquiries needing a staff reply",
    dependsOn:
      "An approved knowledge base of policies, rates and local information for the assistant to answer from",
    owner: "Front Office Manager",
  },
  recruiting_and_training_seasonal_staff: {
    metric: "days until a seasonal hire works a shift unsupervised",
    baseline:
      "Ask department heads how long last season's hires took to work alone, and count those who left in their first month",
    target: "20-30% shorter ramp-up next season, with fewer hires leaving in their first month",
    dependsOn: "The property's procedures and service standards written down for each role",
    owner: "HR Manager",
  },
  // Other
  growing_revenue_in_a_competitive_market: {
    metric: "revenue from the pilot customer segment",
    baseline:
      "Take the last twelve months of revenue by customer segment from the accounting system",
    target: "5-10% more revenue from the pilot segment than in the same period last year",
    dependsOn: "Customer and sales records deduplicated and up to date in {system}",
    owner: "Sales Director",
  },
  improving_operational_efficiency: {
    metric: "staff hours per week on the pilot process",
    baseline: "Map the chosen process step by step and time it for two weeks",
    target: "20-30% fewer hours on that process, with errors no higher than today",
    dependsOn: "The process written down as it runs today, with one named owner",
    owner: "Operations Manager",
  },
  attracting_and_retaining_talent: {
    metric: "share of new hires who leave within their first year",
    baseline:
      "Take the last year's hires and leavers from payroll and compute first-year turnover and the days to hire",
    target: "10-20% lower first-year turnover, and a week or two off the time to hire",
    dependsOn: "Job descriptions and interview criteria written down for the roles in the pilot",
    owner: "HR Manager",
  },
  making_faster_datadriven_decisions: {
    metric: "working days from month end to the management report",
    baseline:
      "Time the last two month-end closes, from period end to the report reaching the people who decide on it",
    target: "The management report 2-4 working days sooner, with the same figures",
    dependsOn: "The report's figures drawn from {system} rather than copied between spreadsheets",
    owner: "Controller",
  },
  improving_the_customer_experience: {
    metric: "days to resolve a customer complaint",
    baseline:
      "Take three months of complaints and survey scores and compute the median time to resolve",
    target: "20-30% faster resolution, with satisfaction scores no lower than today",
    dependsOn:
      "Approved answers to common questions and a clear rule for handing a customer to a person",
    owner: "Customer Service Manager",
  },
  managing_costs_and_protecting_margins: {
    metric: "gross margin on the pilot line of business",
    baseline: "Compute last year's gross margin by line of business from the accounts",
    target: "1-2 points more gross margin on the pilot line",
    dependsOn: "Costs allocated by line of business in {system}",
    owner: "Finance Director",
  },
};

/** The measure of a challenge's pilot, or undefined for an unknown slug. */
export function challengeMeasure(slug: string): ChallengeMeasure | undefined {
  return Object.hasOwn(challengeMeasures, slug) ? challengeMeasures[slug] : undefined;
}
