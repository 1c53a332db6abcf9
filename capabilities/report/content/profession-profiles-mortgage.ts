import type { ProfessionProfile } from "./profession-profiles";
import { ASSISTANT, DRAFTING, REPLIES, studied } from "./profession-profiles-brokers";

/**
 * A mortgage brokerage arranges lenders' mortgages and lends nothing: its work is collecting
 * clients' income, down-payment and identity documents, comparing lenders' products, submitting
 * the file to a lender and chasing its conditions, then renewals years later. The lender decides
 * the credit; the broker answers to its provincial licensing body for suitability and
 * disclosure, and to FINTRAC since October 2024 for identity and records.
 */
export const mortgageBrokerProfile: ProfessionProfile = {
  roles: {
    operations: "Deal Administrator",
    customer_service: "Deal Administrator",
    sales: "Principal Broker",
    marketing: "Principal Broker",
  },
  typicalMaturity:
    "Mortgage brokerages submit files through a lender-submission platform and collect clients' documents by e-mail or a portal; much of the time goes on chasing and checking documents and on lenders' conditions. The first gains are there and in clients' updates, with the mortgage recommendation and its disclosures kept with a licensed broker.",
  commonUseCases: [
    "Clients' income, down-payment and identity documents checked against the lender's list",
    "Lenders' conditions tracked and clients reminded of what is still missing",
    "Lender submissions and clients' summaries drafted for the broker to check",
    "Renewals found months ahead and the client contacted by their broker",
    "Clients' routine questions answered from the file, checked by staff",
  ],
  landscape: [
    {
      title: "Clients' documents checked before the file goes to the lender",
      description:
        "AI reads each client's pay stubs, notices of assessment, bank statements and identity documents, checks them against the lender's list and the application, and lists what is missing or does not match, for the deal administrator to chase and the broker to confirm before submission.",
      priority: "High",
      industryExample:
        "A 12-person brokerage has AI check each file's income and down-payment documents against the application before submission; the deal administrator gets one list of what is missing instead of opening every document, and lenders send back fewer conditions.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "speeding_up_client_onboarding_and_kyc_checks",
        "detecting_fraud_and_financial_crime_earlier",
        "modernising_legacy_core_systems",
      ],
    },
    studied(DRAFTING, {
      title: "Lender submissions and client summaries drafted for the broker to check",
      description:
        "An approved assistant drafts the lender's deal notes and the client's summary of the options compared, from the file and the brokerage's templates; a licensed broker checks every recommendation and disclosure before it goes out.",
      challenges: [
        "improving_credit_and_risk_decisions",
        "keeping_pace_with_regulatory_reporting_requirements",
      ],
    }),
    studied(REPLIES, {
      title: "Clients kept up to date without the phone tag",
      description:
        "Updates and replies to clients' routine questions (where the file stands, what the lender still needs, when funds advance) are drafted from the file for staff to check and send; advice on which mortgage to take stays with the broker.",
      priority: "Medium",
      challenges: ["personalising_advice_and_products_at_scale"],
    }),
    studied(ASSISTANT, {
      title: "One approved assistant, with clients' documents kept out of personal accounts",
      description:
        "One assistant under the brokerage's business account, whose terms keep clients' information out of training, and a one-page rule on what may never go into any AI tool (clients' income, credit and identity documents among them), before staff bring their own.",
      priority: "Medium",
      challenges: ["keeping_pace_with_regulatory_reporting_requirements"],
    }),
  ],
  challenges: {
    speeding_up_client_onboarding_and_kyc_checks: {
      applications: [
        {
          application:
            "Clients' income, down-payment and identity documents checked against the lender's list and the application, with gaps listed, for the deal administrator to chase",
          work: "checking",
          department: "operations",
          impact: "Files submitted complete, with fewer lender conditions to chase.",
        },
      ],
      tools: [
        "Microsoft 365 Copilot Chat",
        "Claude",
        "ChatGPT Business",
        "Microsoft Power Automate",
      ],
      measure: {
        metric:
          "working days from a client's application to a complete file submitted to the lender",
        baseline:
          "For the last 30 funded deals, count the working days from application to complete submission from the file notes",
        target:
          "A quarter fewer days to a complete submission, with every identity check done as FINTRAC requires",
        dependsOn:
          "One document checklist per lender type, and clients' documents collected in one place",
        owner: "Deal Administrator",
      },
    },
    detecting_fraud_and_financial_crime_earlier: {
      applications: [
        {
          application:
            "Income and identity documents checked for signs of alteration or mismatch with the application, for the broker to question before submission",
          work: "checking",
          department: "operations",
          impact: "Fewer altered documents reaching a lender under the brokerage's name.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "files with a document issue found by a lender rather than the brokerage",
        baseline:
          "Count last year's files where a lender questioned or rejected a document, from the file notes",
        target: "No document issue found by a lender that the check could have caught",
        dependsOn: "FINTRAC identity-verification steps written as the brokerage's checklist",
        owner: "Principal Broker",
      },
    },
    improving_credit_and_risk_decisions: {
      applications: [
        {
          application:
            "Lender submissions drafted with the deal notes lenders ask for, for the broker to complete and send",
          work: "drafting",
          department: "sales",
          impact: "Fewer lender conditions and declines for missing information.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "lender conditions per file at approval",
        baseline: "Count the conditions on the last 30 approvals, from the lenders' commitments",
        target: "A quarter fewer conditions per file, with every submission signed by the broker",
        dependsOn: "The deal-note templates of the lenders you submit to most",
        owner: "Principal Broker",
      },
    },
    personalising_advice_and_products_at_scale: {
      applications: [
        {
          application:
            "Clients whose term ends in the next six months found in the file, with a renewal review drafted for their broker to call them",
          work: "drafting",
          department: "sales",
          impact: "More clients renewed through the brokerage; track renewals retained.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business", "HubSpot Breeze"],
      measure: {
        metric: "share of clients whose term ended who renewed or refinanced through the brokerage",
        baseline:
          "From last year's maturities on file, count those the brokerage renewed or refinanced",
        target: "A tenth more clients renewed through the brokerage",
        dependsOn: "Every funded deal's maturity date recorded in one list",
        owner: "Principal Broker",
      },
    },
    modernising_legacy_core_systems: {
      applications: [
        {
          application:
            "Clients' details taken from the intake form into the lender-submission platform without re-keying, for the deal administrator to check",
          work: "automation",
          department: "operations",
          impact: "Re-keying hours back, with fewer errors in submissions.",
        },
      ],
      tools: ["Microsoft Power Automate", "Zapier"],
      measure: {
        metric: "minutes of re-keying per file",
        baseline: "For two weeks, have staff log the minutes spent re-keying each file's details",
        target: "Half the re-keying minutes per file, with no more errors",
        dependsOn: "The intake form's fields mapped to the submission platform's",
        owner: "Deal Administrator",
      },
    },
  },
};
