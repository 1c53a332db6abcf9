import type { ProfessionProfile } from "./profession-profiles";

/**
 * A life-sciences research company (antibody or drug discovery, a contract research
 * organisation, a research lab) has no patients, clinics or clinicians: its scientists write
 * study reports and grant applications (NSERC, CIHR, Genome BC, Mitacs, IRAP) from data that
 * is partners' confidential information or unfiled inventions, so what goes into an AI tool is
 * set by the partners' agreements and by when the patent is filed.
 */
const WRITING_TOOLS = [
  "Microsoft 365 Copilot Chat",
  "Microsoft 365 Copilot",
  "Claude",
  "ChatGPT Business",
  "Google Gemini",
] as const;

export const researchProfile: ProfessionProfile = {
  kinds: [
    { noun: "an antibody discovery company", words: ["antibody discovery", "antibod(?:y|ies)"] },
    {
      noun: "a contract research organisation",
      words: ["contract research organi[sz]ations?", "cros?"],
    },
    { noun: "a drug discovery company", words: ["drug discovery", "découverte de médicaments"] },
  ],
  roles: {
    product: "Director of Research",
    operations: "Head of Research Operations",
    customer_service: "Alliance Manager",
  },
  typicalMaturity:
    "Research companies keep experiments in an electronic lab notebook and analyse in tools such as GraphPad Prism or code, while study reports, grant applications and partner updates are still written by the scientists themselves. Scientists and bioinformaticians often use AI assistants on their own; what may go into them is set by partners' confidentiality terms and by what must stay unpublished until a patent is filed.",
  commonUseCases: [
    "Study reports drafted from the notebook's results for a scientist to check",
    "Grant applications drafted within the funders' rules on AI",
    "Literature searches summarised with every source cited",
    "Analysis code written and reviewed by the bioinformatics team",
    "Partners' data kept in the systems their agreements allow",
  ],
  landscape: [
    {
      title: "Study reports and grant applications drafted from the lab's own results",
      description:
        "An assistant approved for the company's data drafts a study report's methods and results sections, or a grant application's budget justification and progress report, from the notebook entries and figures the scientist chooses; the scientist checks every number against the raw data and signs the report, and applications follow the funders' guidance on AI.",
      priority: "High",
      industryExample:
        "In a 2023 experiment with 453 college-educated professionals, those given ChatGPT for a writing task of their occupation finished it 40% faster, and independent graders rated their work 18% higher.",
      industryExampleSource:
        "Noy and Zhang, 'Experimental evidence on the productivity effects of generative artificial intelligence', Science 381 (2023)",
      challenges: [
        "reducing_clinician_administrative_burden",
        "addressing_staff_shortages_and_burnout",
      ],
    },
    {
      title: "Analysis code written faster and reviewed by the bioinformatics team",
      description:
        "Bioinformaticians use a coding assistant for analysis pipelines and plotting code, on a business plan whose terms keep the code and data out of model training; every script is reviewed and its results checked against a known dataset before they go into a report.",
      priority: "Medium",
      industryExample:
        "In a 2023 controlled experiment, developers given GitHub Copilot completed a programming task 55.8% faster than those without it.",
      industryExampleSource:
        "Peng, Kalliamvakou, Cihon and Demirer, 'The Impact of AI on Developer Productivity: Evidence from GitHub Copilot' (arXiv 2302.06590, 2023)",
      challenges: ["addressing_staff_shortages_and_burnout"],
    },
    {
      title: "Partners' data and unfiled inventions kept where the agreements allow",
      description:
        "Each partner's data, unpublished sequences and compounds are tagged in the notebook and kept out of any AI tool the partner's agreement does not cover; an invention is kept out of public AI tools until its patent application is filed, and the log of what went where is ready for a partner's audit.",
      priority: "High",
      industryExample:
        "A discovery company lists, for each partner agreement, which systems may hold the partner's data; the alliance manager checks each new AI tool against that list before anyone uses it, and gives the partner the log at its annual audit.",
      industryExampleSource: "Illustrative example",
      challenges: ["protecting_patient_privacy_and_data_security"],
    },
    {
      title: "Partner updates, milestones and grant budgets kept on schedule",
      description:
        "Partner updates and milestone reports are drafted from the notebook and the project plan, grant budgets and claims reconciled against spending, and instrument and study schedules planned around partners' deadlines; the project lead checks each before it goes out.",
      priority: "Medium",
      industryExample:
        "In a 2023 field experiment with 758 Boston Consulting Group consultants, those given GPT-4 for tasks within its abilities completed 12.2% more tasks, 25.1% faster, with results rated over 40% higher in quality.",
      industryExampleSource:
        "Dell'Acqua et al., 'Navigating the Jagged Technological Frontier', Harvard Business School Working Paper 24-013 (2023)",
      challenges: [
        "shortening_patient_wait_times_and_scheduling_gaps",
        "improving_billing_accuracy_and_claim_approvals",
        "improving_patient_engagement_and_followup_care",
      ],
    },
  ],
  challenges: {
    shortening_patient_wait_times_and_scheduling_gaps: {
      measure: {
        metric: "working days from a sample received to results reported",
        baseline:
          "Take the last three months' samples from the lab's records and count the working days from receipt to the results sent",
        target:
          "10-20% fewer working days to results, with every result still reviewed by the study lead",
        owner: "Director of Research",
      },
    },
    reducing_clinician_administrative_burden: {
      applications: [
        {
          application:
            "Study reports and grant applications drafted from the notebook's results and figures the scientist chooses, checked against the raw data and signed by the scientist",
          work: "drafting",
          department: "product",
          owner: "Director of Research",
          impact: "Scientists' days back from report and grant writing.",
        },
      ],
      tools: WRITING_TOOLS,
      measure: {
        metric: "scientist days per study report or grant application",
        baseline:
          "From the last five study reports and grant applications, count the scientist days each took from first draft to sign-off or submission",
        target:
          "A quarter fewer scientist days per report, with no more corrections from partners or reviewers",
        dependsOn:
          "An AI tool the partners' agreements allow for their data, and the funders' AI guidance read by whoever writes an application",
        owner: "Director of Research",
      },
    },
    addressing_staff_shortages_and_burnout: {
      applications: [
        {
          application:
            "Literature searches summarised with every source cited, and analysis code drafted for the bioinformatics team to review",
          work: "analysis",
          department: "product",
          owner: "Head of Bioinformatics",
          impact: "More of scientists' time at the bench and on the science.",
        },
      ],
      tools: ["GitHub Copilot", ...WRITING_TOOLS],
      measure: {
        metric: "hours a week each scientist spends on searching, writing and code",
        baseline:
          "For two weeks, have the pilot scientists log the hours they spend on literature searches, reports and analysis code",
        target: "A fifth fewer hours on that work, with every citation and script checked",
        owner: "Director of Research",
      },
    },
    protecting_patient_privacy_and_data_security: {
      applications: [
        {
          application:
            "Each partner's data and every unfiled invention tagged in the notebook and kept out of AI tools the agreements do not cover, with a log ready for partners' audits",
          work: "checking",
          department: "operations",
          owner: "Head of Research Operations",
          impact: "Partners' audits passed and no invention disclosed before its filing.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Microsoft 365 Copilot"],
      measure: {
        metric: "AI tools in use checked against every partner agreement",
        baseline:
          "List the AI tools scientists use today and, for each partner agreement, whether it allows them",
        target:
          "Every AI tool in use checked against every partner agreement, and no partner's finding at its next audit",
        owner: "Head of Research Operations",
      },
    },
  },
};
