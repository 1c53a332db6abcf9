import type { ProfessionProfile } from "./profession-profiles";
import { ASSISTANT, DRAFTING, REPLIES, studied } from "./profession-profiles-brokers";

/**
 * An investment or wealth management firm advises on and manages clients' portfolios: its work
 * is know-your-client and suitability (CIRO's rules and the securities commissions'), meeting
 * notes and follow-ups, account opening and transfers, and the research advisers draw on. It
 * lends nothing and runs no credit models.
 */
export const investmentProfile: ProfessionProfile = {
  roles: {
    operations: "Operations Manager",
    customer_service: "Client Service Manager",
    sales: "Senior Advisor",
    executive: "Chief Compliance Officer",
  },
  typicalMaturity:
    "Large dealers give advisers assistants over their own research and meeting-note tools; smaller investment and wealth firms are earlier, with account opening, know-your-client updates and meeting notes still largely typed by hand. The first gains are there, with every recommendation and suitability decision kept with a registered adviser.",
  commonUseCases: [
    "Meeting notes and follow-up e-mails drafted for the adviser to check",
    "Know-your-client updates prepared before each review meeting",
    "Account-opening and transfer forms pre-filled from the client file",
    "Advisers' questions answered from the firm's own research and procedures",
    "Client reviews prepared from the portfolio and the last meeting's notes",
  ],
  landscape: [
    {
      title: "Advisers' questions answered from the firm's own research, and meetings written up",
      description:
        "An assistant answers advisers' questions from the firm's own research, products and procedures, with the source shown, and drafts meeting notes and follow-ups for the adviser to check; recommendations and suitability stay with the registered adviser, and meetings are recorded only with the client's consent.",
      priority: "High",
      industryExample:
        "Morgan Stanley said in June 2024 that more than 98% of its financial advisor teams had adopted AI @ Morgan Stanley Assistant, which answers their questions from the firm's own research and documents, and launched Debrief, which drafts notes and follow-up e-mails after client meetings with the client's consent.",
      industryExampleSource:
        "Morgan Stanley, 'Morgan Stanley Wealth Management Announces Latest Game-Changing Addition to Suite of GenAI Tools' (press release, June 2024)",
      records: true,
      challenges: [
        "personalising_advice_and_products_at_scale",
        "improving_credit_and_risk_decisions",
      ],
    },
    studied(DRAFTING, {
      title: "Account opening and compliance documents drafted for staff to check",
      description:
        "An approved assistant pre-fills account-opening, transfer and know-your-client update forms from the client file and drafts compliance reviews' narrative, for the adviser or compliance officer to check and sign.",
      challenges: [
        "speeding_up_client_onboarding_and_kyc_checks",
        "keeping_pace_with_regulatory_reporting_requirements",
        "modernising_legacy_core_systems",
        "detecting_fraud_and_financial_crime_earlier",
      ],
    }),
    studied(REPLIES, {
      title: "Clients' routine requests answered faster, checked by staff",
      description:
        "Replies to clients' routine requests (a tax slip, a transfer's status, a change of address) are drafted from the file and the firm's approved answers for staff to check and send; anything about what to buy, sell or hold stays with the registered adviser.",
      priority: "Medium",
      challenges: ["personalising_advice_and_products_at_scale"],
    }),
    studied(ASSISTANT, {
      title: "One approved assistant, with clients' portfolios kept out of personal accounts",
      description:
        "One assistant under the firm's business account, whose terms keep clients' information out of training, and a one-page rule on what may never go into any AI tool (clients' portfolios, income and identity details among them), before advisers bring their own.",
      priority: "Medium",
      challenges: ["keeping_pace_with_regulatory_reporting_requirements"],
    }),
  ],
  challenges: {
    speeding_up_client_onboarding_and_kyc_checks: {
      applications: [
        {
          application:
            "Account-opening, transfer and know-your-client forms pre-filled from the client file, with gaps flagged, for the adviser to confirm with the client",
          work: "automation",
          department: "operations",
          impact: "Accounts opened sooner, with fewer forms returned for corrections.",
        },
      ],
      tools: ["Microsoft Power Automate", "Zapier", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "working days from a new client's first meeting to a funded account",
        baseline:
          "For the last 20 new accounts, count the working days from the first meeting to funding, and the forms returned for corrections",
        target:
          "A quarter fewer days to a funded account, with every know-your-client form confirmed by the adviser",
        dependsOn:
          "The account-opening and know-your-client forms of each custodian you use, in one place",
        owner: "Operations Manager",
      },
    },
    personalising_advice_and_products_at_scale: {
      applications: [
        {
          application:
            "Review meetings prepared from the portfolio, the know-your-client profile and the last meeting's notes, for the adviser to check",
          work: "drafting",
          department: "sales",
          impact: "More client reviews held per adviser; track reviews held on schedule.",
        },
      ],
      tools: ["Microsoft 365 Copilot", "Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "client reviews held on schedule per adviser",
        baseline: "Count last quarter's reviews due and held, per adviser, from the client file",
        target:
          "A fifth more reviews held on schedule, with the adviser's time per review unchanged",
        dependsOn: "Each client's know-your-client profile and review date current in {system}",
        owner: "Senior Advisor",
      },
    },
    improving_credit_and_risk_decisions: {
      applications: [
        {
          application:
            "Portfolios checked against each client's know-your-client profile and risk tolerance, with mismatches listed for the adviser to review",
          work: "checking",
          department: "sales",
          impact: "Suitability gaps found before a complaint or an audit does.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "accounts whose holdings do not match the client's risk profile",
        baseline:
          "Review 50 accounts against their know-your-client risk profile and count the mismatches",
        target: "Every mismatch reviewed by the adviser within a month of being flagged",
        dependsOn:
          "Know-your-client profiles and holdings exported together for the pilot accounts",
        owner: "Chief Compliance Officer",
      },
    },
    detecting_fraud_and_financial_crime_earlier: {
      applications: [
        {
          application:
            "Withdrawal and transfer requests checked against the client's history and contact details for signs of fraud or exploitation, for the adviser to confirm with the client",
          work: "checking",
          department: "operations",
          impact: "Fewer fraudulent or exploitative withdrawals paid out.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude"],
      measure: {
        metric: "suspicious withdrawal requests caught before payment",
        baseline:
          "From last year's files, count the withdrawal requests questioned and those later found fraudulent",
        target: "Every flagged request confirmed with the client before payment",
        dependsOn:
          "A written procedure for confirming unusual requests with the client and a trusted contact person",
        owner: "Chief Compliance Officer",
      },
    },
  },
};
