import type { IndustryProfile } from "./types";

/** GitHub's 2022 Copilot experiment, which a software team's and an IT provider's coding both cite. */
export const COPILOT_EXPERIMENT = {
  industryExample:
    "In a controlled experiment GitHub published in 2022, developers using GitHub Copilot completed a set coding task 55% faster than developers without it.",
  industryExampleSource:
    "GitHub Blog, 'Research: quantifying GitHub Copilot's impact on developer productivity and happiness' (2022)",
};

/**
 * Solution landscapes for knowledge-based industries: technology, financial services,
 * consulting, real estate, education and the general ('other') profile. Examples naming a
 * company cite the public source they come from; generic ones say "Illustrative example".
 */
export const knowledgeIndustries: readonly IndustryProfile[] = [
  {
    industry: "technology",
    typicalMaturity:
      "Engineers and product teams are usually early users of AI; the common gap is governance and measured value beyond engineering, in support, sales and finance.",
    commonUseCases: [
      "AI coding assistants and automated testing",
      "AI agents for customer support and self-service",
      "Churn and renewal prediction from usage and support history",
      "Cloud cost anomaly detection and rightsizing",
      "Security questionnaire and compliance evidence automation",
    ],
    landscape: [
      {
        title: "AI-assisted software delivery",
        anyKind: true,
        description:
          "Coding assistants, automated test generation and AI code review shorten the path from idea to release and let a smaller senior team do more.",
        priority: "High",
        ...COPILOT_EXPERIMENT,
        challenges: [
          "shipping_product_features_faster_than_competitors",
          "hiring_and_retaining_senior_engineering_talent",
        ],
      },
      {
        title: "AI customer support and self-service",
        answersCustomers: true,
        description:
          "AI agents answer routine questions from your help centre and documentation, and draft replies for human agents on the rest.",
        priority: "High",
        industryExample:
          "Klarna reported in February 2024 that its AI assistant handled two-thirds of its customer service chats in its first month, work it equated to about 700 full-time agents.",
        industryExampleSource:
          "Klarna press release, 'Klarna AI assistant handles two-thirds of customer service chats in its first month' (February 2024)",
        challenges: ["scaling_customer_support_without_growing_headcount"],
      },
      {
        title: "Churn prediction and customer health scoring",
        description:
          "Models combine product usage, support tickets and billing history to flag at-risk accounts early enough for customer success to act.",
        priority: "Medium",
        industryExample:
          "Netflix's product team estimated in 2015 that its personalization and recommendations, by keeping members from cancelling, were worth more than US$1 billion a year.",
        industryExampleSource:
          "Gomez-Uribe and Hunt, 'The Netflix Recommender System: Algorithms, Business Value, and Innovation', ACM Transactions on Management Information Systems (2015)",
        challenges: ["reducing_customer_churn_and_improving_retention"],
      },
      {
        title: "Cloud cost optimization",
        description:
          "Automated rightsizing, scheduling and anomaly alerts catch idle resources and runaway workloads within days rather than at month-end.",
        priority: "Medium",
        industryExample:
          "An engineering team adds automated rightsizing and daily cost-anomaly alerts, and reviews the top five savings every two weeks alongside its other work.",
        industryExampleSource: "Illustrative example",
        challenges: ["controlling_rising_cloud_infrastructure_costs"],
      },
      {
        title: "Security and compliance automation",
        anyKind: true,
        description:
          "Continuous control monitoring, automated audit evidence and AI-drafted answers to customer security questionnaires from approved policies.",
        priority: "Medium",
        industryExample:
          "Microsoft reported in 2024 that, in a randomised trial, experienced security analysts using Copilot for Security worked 22% faster and were 7% more accurate.",
        industryExampleSource:
          "Microsoft Security blog, Copilot for Security general availability announcement (March 2024)",
        challenges: ["keeping_up_with_security_and_compliance_demands"],
      },
    ],
  },
  {
    industry: "financial-services",
    typicalMaturity:
      "Large banks and insurers run established machine-learning capabilities for fraud and risk; mid-sized firms, credit unions and wealth managers are typically earlier, constrained by regulatory expectations on model risk, privacy law and legacy core systems.",
    commonUseCases: [
      "Real-time fraud and anti-money-laundering detection",
      "Digital onboarding and KYC document checks",
      "Adviser and relationship-manager assistants",
      "Regulatory reporting and compliance document review",
      "Credit decisioning with explainable models",
    ],
    landscape: [
      {
        title: "Real-time fraud and financial crime detection",
        anyKind: true,
        description:
          "Machine learning scores every transaction and onboarding event, catching more fraud while sending fewer legitimate clients to manual review.",
        priority: "High",
        industryExample:
          "Mastercard reported in 2024 that adding generative AI techniques to its Decision Intelligence fraud system could raise fraud detection rates by 20% on average, and by up to 300% in some cases.",
        industryExampleSource:
          "Mastercard press release, 'Mastercard supercharges consumer protection with gen AI' (2024)",
        challenges: ["detecting_fraud_and_financial_crime_earlier"],
      },
      {
        title: "Adviser and client-service assistants",
        description:
          "Assistants grounded in the firm's research, products and procedures help advisers prepare for meetings and personalize recommendations.",
        priority: "High",
        industryExample:
          "Morgan Stanley Wealth Management gave its financial advisers an assistant built with OpenAI in 2023 that answers questions from about 100,000 of the firm's research reports and documents.",
        industryExampleSource:
          "Morgan Stanley press release on the AI @ Morgan Stanley Assistant (September 2023)",
        challenges: ["personalising_advice_and_products_at_scale"],
      },
      {
        title: "Automated onboarding and KYC",
        anyKind: true,
        description:
          "Document AI and identity verification pre-check ID, address and ownership documents so staff review only the exceptions.",
        priority: "Medium",
        industryExample:
          "A credit union pre-checks identification and beneficial-ownership documents automatically and routes only mismatches to its compliance team, cutting onboarding from days to hours.",
        industryExampleSource: "Illustrative example",
        challenges: ["speeding_up_client_onboarding_and_kyc_checks"],
      },
      {
        title: "Compliance document review and regulatory reporting",
        anyKind: true,
        description:
          "AI extracts terms from contracts and filings, checks reports against source data and drafts narrative sections for review.",
        priority: "Medium",
        industryExample:
          "JPMorgan Chase's COiN platform was reported in 2017 to review commercial loan agreements in seconds, work that had taken lawyers and loan officers about 360,000 hours a year.",
        industryExampleSource:
          "Bloomberg, 'JPMorgan Software Does in Seconds What Took Lawyers 360,000 Hours' (2017)",
        challenges: ["keeping_pace_with_regulatory_reporting_requirements"],
      },
      {
        title: "Credit and risk decisioning",
        anyKind: true,
        description:
          "Machine-learning models add cash-flow and behavioural signals to traditional scorecards, with documented reasons for every decision.",
        priority: "Medium",
        industryExample:
          "The US Consumer Financial Protection Bureau reported in 2019 that Upstart's machine-learning credit model approved 27% more applicants than a traditional model, at 16% lower average interest rates, with no disparities found.",
        industryExampleSource:
          "Consumer Financial Protection Bureau, 'An update on credit access and the Bureau's first No-Action Letter' (August 2019)",
        challenges: ["improving_credit_and_risk_decisions"],
      },
      {
        title: "AI-assisted legacy modernization",
        anyKind: true,
        description:
          "AI coding assistants document and translate legacy code and map data flows before migration, reducing reliance on scarce specialists.",
        priority: "Low",
        industryExample:
          "Morgan Stanley reported in 2025 that its DevGen.AI tool had reviewed 9 million lines of legacy code and written plain-English specifications for it, saving developers about 280,000 hours.",
        industryExampleSource:
          "The Wall Street Journal, 'Morgan Stanley's AI tool processes 9 million lines of legacy code' (June 2025)",
        challenges: ["modernising_legacy_core_systems"],
      },
    ],
  },
  {
    industry: "consulting",
    typicalMaturity:
      "The largest firms have built internal AI platforms; most mid-sized and boutique firms rely on individual use of general assistants, with the opportunity in shared firm knowledge and new pricing models.",
    commonUseCases: [
      "Firm knowledge search and synthesis",
      "Proposal, report and deck drafting",
      "Research and document review",
      "Utilization and resourcing analytics",
      "Business development and account research",
    ],
    landscape: [
      {
        title: "Firm knowledge assistant",
        description:
          "A secure assistant that searches past proposals, deliverables and expertise so every consultant starts from the firm's best work.",
        priority: "High",
        industryExample:
          "McKinsey launched Lilli in 2023, a generative AI assistant that searches and synthesises more than 100,000 documents and interview transcripts of the firm's past work for its consultants.",
        industryExampleSource: "McKinsey & Company, 'Meet Lilli, our generative AI tool' (2023)",
        challenges: [
          "capturing_and_reusing_firm_knowledge",
          "developing_junior_consultants_quickly",
        ],
      },
      {
        title: "Proposal and report production",
        description:
          "AI drafts proposals, reports and slides from templates and past work, leaving partners to shape the argument and the price.",
        priority: "High",
        industryExample:
          "PwC announced in May 2024 that it would roll out ChatGPT Enterprise to about 100,000 staff in the US and UK, becoming OpenAI's largest enterprise customer at the time.",
        industryExampleSource: "PwC press release on ChatGPT Enterprise (May 2024)",
        challenges: ["producing_proposals_and_reports_faster"],
      },
      {
        title: "AI-enabled service lines and value pricing",
        anyKind: ["legal"],
        description:
          "Packaging AI-accelerated delivery into fixed-fee and outcome-based offers, so efficiency raises margin instead of cutting fees.",
        priority: "Medium",
        industryExample:
          "Allen & Overy (now A&O Shearman) rolled out Harvey, a generative AI platform for legal work, to 3,500 of its lawyers across 43 offices in 2023.",
        industryExampleSource: "Allen & Overy press release on Harvey (February 2023)",
        challenges: ["defending_fees_as_clients_adopt_ai_themselves"],
      },
      {
        title: "Consultant augmentation and coaching",
        description:
          "Junior staff use AI for research, structuring and first drafts, with senior review, and learn faster from the feedback.",
        priority: "Medium",
        industryExample:
          "In a 2023 Harvard Business School and BCG field experiment, consultants using GPT-4 on suitable tasks completed 12.2% more tasks, 25.1% faster, with over 40% higher quality; lower performers gained most.",
        industryExampleSource:
          "Dell'Acqua et al., 'Navigating the Jagged Technological Frontier', Harvard Business School Working Paper 24-013 (2023)",
        challenges: ["developing_junior_consultants_quickly"],
      },
      {
        title: "Utilization and business development analytics",
        description:
          "Analytics on time, pipeline and skills forecast bench time, match people to work and target the accounts most likely to buy.",
        priority: "Medium",
        industryExample:
          "A 120-person advisory firm combines timesheet, CRM and skills data to forecast bench time six weeks out and focuses partners on the twenty accounts most likely to buy.",
        industryExampleSource: "Illustrative example",
        challenges: [
          "improving_utilisation_and_billable_hours",
          "winning_new_clients_in_a_crowded_market",
        ],
      },
    ],
  },
  {
    industry: "real-estate",
    typicalMaturity:
      "Large owners and brokerages use AI for valuation, leasing and building operations; most regional firms are early, using CRM and property-management features rather than dedicated AI.",
    commonUseCases: [
      "Lead response and qualification",
      "Automated valuation and comparables",
      "Tenant communications and maintenance triage",
      "Lease and transaction document abstraction",
      "Portfolio, rent and vacancy analytics",
    ],
    landscape: [
      {
        title: "Lead response and qualification",
        answersCustomers: true,
        description:
          "AI replies to enquiries within minutes, asks qualifying questions and books viewings, passing warm prospects to agents.",
        priority: "High",
        industryExample:
          "An audit of 2,241 US companies published in Harvard Business Review in 2011 found that firms replying to an online lead within an hour were nearly seven times as likely to qualify it as those replying an hour later.",
        industryExampleSource:
          "Oldroyd, McElheran and Elkington, 'The Short Life of Online Sales Leads', Harvard Business Review (March 2011)",
        challenges: ["generating_and_qualifying_quality_leads"],
      },
      {
        title: "Automated valuation",
        description:
          "Valuation models combine sales, listing and property data to produce fast, consistent estimates for agents and appraisers to refine.",
        priority: "High",
        industryExample:
          "Zillow moved its Zestimate to a neural network in 2021 and reported a median error of 1.9% for homes on the market; the same year it closed its home-buying arm after writing down more than US$300 million of homes in one quarter.",
        industryExampleSource:
          "Zillow press releases on the neural Zestimate (June 2021) and on winding down Zillow Offers (November 2021)",
        challenges: ["valuing_properties_accurately_and_quickly"],
      },
      {
        title: "Tenant communications and maintenance triage",
        answersCustomers: true,
        description:
          "An assistant answers tenant questions around the clock, logs maintenance requests with photos and routes them by urgency.",
        priority: "Medium",
        industryExample:
          "A residential landlord lets tenants report issues by text; AI classifies urgency, asks for photos and dispatches the right trade, with emergencies escalated to staff.",
        industryExampleSource: "Illustrative example",
        challenges: ["managing_tenant_communications_and_maintenance_requests"],
      },
      {
        title: "Transaction and lease document AI",
        description:
          "AI abstracts leases, title and due-diligence documents into structured data and flags unusual clauses for legal review.",
        priority: "Medium",
        industryExample:
          "Contract reading at scale is proven: JPMorgan Chase's COiN platform was reported in 2017 to review commercial loan agreements in seconds, work that had taken about 360,000 hours a year.",
        industryExampleSource:
          "Bloomberg, 'JPMorgan Software Does in Seconds What Took Lawyers 360,000 Hours' (2017)",
        challenges: ["speeding_up_transaction_paperwork_and_due_diligence"],
      },
      {
        title: "Portfolio, pricing and vacancy analytics",
        description:
          "Models link rates, rents, absorption and local demand to test scenarios and set asking rents that fill units faster.",
        priority: "Medium",
        industryExample:
          "In August 2024 the US Department of Justice and 8 states sued RealPage, alleging that its rent-pricing software let landlords share private data and align rents: pricing models must run on a landlord's own data.",
        industryExampleSource:
          "US Department of Justice press release, 'Justice Department Sues RealPage for Algorithmic Pricing Scheme that Harms Millions of American Renters' (August 2024)",
        challenges: [
          "navigating_interest_rate_and_market_volatility",
          "reducing_vacancy_rates_across_the_portfolio",
        ],
      },
    ],
  },
  {
    industry: "education",
    typicalMaturity:
      "Students and teachers adopted generative AI faster than institutions; most schools and colleges are now writing policy, piloting tutoring and teacher tools, and redesigning assessment.",
    commonUseCases: [
      "AI tutoring and personalized practice",
      "Course planning and feedback drafting for teachers and instructors",
      "Enrolment and student-success outreach",
      "Assessment redesign and AI literacy",
      "Administrative and student-service automation",
    ],
    landscape: [
      {
        title: "AI tutoring and personalized practice",
        answersCustomers: true,
        description:
          "Tutors that guide students with questions and adapt practice to each learner, with teachers seeing where each student struggles.",
        priority: "High",
        industryExample:
          "In a 2024 randomised trial with 900 tutors and 1,800 students, students whose tutors had the Tutor CoPilot assistant were 4 percentage points more likely to master a topic, 9 points with the least experienced tutors.",
        industryExampleSource:
          "Wang et al., 'Tutor CoPilot: A Human-AI Approach for Scaling Real-Time Expertise', Stanford University (2024)",
        challenges: ["personalising_learning_for_every_student"],
      },
      {
        title: "Teacher planning and feedback assistants",
        description:
          "Approved AI tools draft lesson plans, differentiated materials and rubric-based feedback for teachers to review and adapt.",
        priority: "High",
        industryExample:
          "In a 2024 trial by England's Education Endowment Foundation, teachers given ChatGPT and a short guide spent 31% less time preparing lessons and resources, with no loss of quality as judged by an expert panel.",
        industryExampleSource:
          "Education Endowment Foundation, 'ChatGPT in lesson preparation: a Teacher Choices trial' (December 2024)",
        challenges: ["reducing_teacher_workload_and_burnout"],
      },
      {
        title: "Enrolment and student-success outreach",
        answersCustomers: true,
        description:
          "Conversational assistants answer applicant and student questions by text, and early-alert models flag students at risk of leaving.",
        priority: "Medium",
        industryExample:
          "Georgia State University's text-message assistant, Pounce, answered admitted students' questions and was associated with a 21% reduction in 'summer melt' in a randomised trial published in 2017.",
        industryExampleSource:
          "Page and Gehlbach, 'How an Artificially Intelligent Virtual Assistant Helps Students Navigate the Road to College', AERA Open (2017)",
        challenges: ["improving_enrolment_and_student_retention"],
      },
      {
        title: "Academic integrity and AI literacy",
        description:
          "Clear AI-use rules per assignment, assessment redesign towards process and oral defence, and detection tools used as a prompt for conversation, not proof.",
        priority: "Medium",
        industryExample:
          "Turnitin reported in April 2024 that of the more than 200 million papers its AI-writing indicator had reviewed in a year, 11% had at least a fifth of their text flagged; it warns such indicators are not conclusive on their own.",
        industryExampleSource:
          "Turnitin press release on its first year of AI writing detection (April 2024)",
        challenges: ["upholding_academic_integrity_as_students_use_ai"],
      },
      {
        title: "Administrative automation and student services",
        description:
          "Automating admissions paperwork, timetabling and routine student-service questions frees budget and staff time for teaching.",
        priority: "Medium",
        industryExample:
          "A college answers routine registration and financial-aid questions with an assistant grounded in its own policies and moves staff to complex cases.",
        industryExampleSource: "Illustrative example",
        challenges: [
          "modernising_administration_and_student_services",
          "stretching_limited_budgets_and_funding",
        ],
      },
    ],
  },
  {
    industry: "other",
    typicalMaturity:
      "Most mid-sized organizations are moving from individual experimentation to their first sanctioned pilots; value depends on picking a few measurable use cases and governing them well.",
    commonUseCases: [
      "Drafting, summarizing and research for knowledge workers",
      "Customer-service assistance and self-service",
      "Sales and marketing content and prospecting",
      "Management reporting and forecasting",
      "Back-office process automation",
    ],
    landscape: [
      {
        title: "Knowledge-work productivity",
        description:
          "Secure AI assistants for drafting, summarizing and analysis, rolled out with training and clear rules for what data may be used.",
        priority: "High",
        industryExample:
          "In a 2023 Harvard Business School and BCG field experiment, consultants using GPT-4 on suitable tasks completed 12.2% more tasks, 25.1% faster, with over 40% higher quality.",
        industryExampleSource:
          "Dell'Acqua et al., 'Navigating the Jagged Technological Frontier', Harvard Business School Working Paper 24-013 (2023)",
        caseFrom: {
          industry: "management consulting",
          transfers: "drafting, summarizing and analysis are the same desk work in any business",
        },
        challenges: ["improving_operational_efficiency"],
      },
      {
        title: "Customer experience assistance",
        answersCustomers: true,
        description:
          "AI drafts replies, suggests answers and resolves simple requests, so customers wait less and staff handle the harder cases.",
        priority: "High",
        industryExample:
          "A 2023 study of 5,179 customer-support agents found that an AI assistant raised issues resolved per hour by 14% on average, and by 34% for novice agents.",
        industryExampleSource:
          "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
        caseFrom: {
          industry: "a software company's support desk",
          transfers:
            "answering customers' questions from what the business knows is the same work in any business",
        },
        challenges: ["improving_the_customer_experience"],
      },
      {
        title: "Revenue growth in sales and marketing",
        description:
          "AI-assisted prospect research, personalized outreach and content production, measured against pipeline and conversion.",
        priority: "Medium",
        industryExample:
          "Lumen Technologies reported in 2024 that Microsoft Copilot cut the time its sellers spend researching a customer before a call from four hours to fifteen minutes, worth an estimated US$50 million a year.",
        industryExampleSource:
          "Microsoft, 'Lumen Technologies' customer story on Microsoft 365 Copilot (2024)",
        caseFrom: {
          industry: "a telecom company",
          transfers:
            "researching a customer before a meeting is the same work in any business that sells",
        },
        challenges: ["growing_revenue_in_a_competitive_market"],
      },
      {
        title: "Faster, data-driven decisions",
        description:
          "Dashboards with plain-language questions and forecasts put current numbers in front of leaders without waiting for month-end packs.",
        priority: "Medium",
        industryExample:
          "A leadership team replaces its monthly reporting pack with a live dashboard and asks follow-up questions in plain language during the meeting.",
        industryExampleSource: "Illustrative example",
        challenges: ["making_faster_datadriven_decisions"],
      },
      {
        title: "Talent attraction and retention",
        description:
          "AI helps write inclusive job posts, screen and schedule candidates, and spot retention risks early.",
        priority: "Medium",
        industryExample:
          "Unilever reported in 2019 that screening early-career applicants with online games and AI-assessed video interviews saved about 100,000 hours of interviewing time in a year.",
        industryExampleSource:
          "Financial Times and Unilever reporting on AI-assisted graduate recruitment (2019)",
        caseFrom: {
          industry: "a consumer-goods maker",
          transfers:
            "screening many applicants for the same entry-level role is the same work in any business that hires in volume",
        },
        challenges: ["attracting_and_retaining_talent"],
      },
      {
        title: "Cost control and margin protection",
        description:
          "Automated invoice processing, spend analytics and anomaly detection find savings and stop leakage before it reaches the margin.",
        priority: "Medium",
        industryExample:
          "Klarna said in May 2024 that generative AI for images and marketing copy was cutting its marketing costs by about US$10 million a year.",
        industryExampleSource:
          "Reuters, 'Klarna using GenAI to cut marketing costs by $10 mln annually' (May 2024)",
        caseFrom: {
          industry: "a payments company",
          transfers:
            "work bought from outside suppliers (content, agencies, data entry) is a cost any business can check line by line and bring in-house where AI does it well enough",
        },
        challenges: ["managing_costs_and_protecting_margins"],
      },
    ],
  },
];
