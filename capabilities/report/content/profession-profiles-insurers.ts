import type { ProfessionProfile } from "./profession-profiles";
import { ASSISTANT, DRAFTING, REPLIES, studied } from "./profession-profiles-brokers";

/**
 * An insurer underwrites risks and pays claims: its work is claims files and adjusters'
 * documentation, underwriting and pricing models held to model-risk rules (OSFI's E-23 where
 * it is federally regulated, its provincial regulator otherwise), policyholders' questions, and
 * claims fraud rather than a bank's transaction monitoring. It makes no loans.
 */
export const insurerProfile: ProfessionProfile = {
  roles: {
    operations: "Claims Manager",
    customer_service: "Policyholder Services Manager",
    finance: "Chief Actuary",
    product: "Underwriting Manager",
  },
  typicalMaturity:
    "Large insurers run machine-learning models in pricing, claims triage and fraud detection, under model-risk governance; smaller and mutual insurers are earlier, with adjusters' documentation and policyholders' correspondence still largely written by hand. The first gains are usually in claims files, with every decision on a claim or an application kept with an adjuster or underwriter.",
  commonUseCases: [
    "Claims notes, summaries and letters drafted for the adjuster to check",
    "Claims triaged and routed by complexity, with an adjuster deciding each claim",
    "Suspicious claims flagged for the special investigations unit",
    "Underwriting submissions summarised for the underwriter",
    "Policyholders' routine questions answered from approved answers, checked by staff",
  ],
  landscape: [
    {
      title: "Claims files summarised and routed, decided by adjusters",
      description:
        "AI summarises each claim's documents, drafts the adjuster's notes and letters, and routes claims by complexity to the right adjuster; the adjuster decides every claim and signs every letter.",
      priority: "High",
      industryExample:
        "McKinsey reported in 2025 that Aviva had deployed more than 80 AI models across its claims operations in the UK, cutting the time to assess liability in complex cases by 23 days, improving routing accuracy by 30% and reducing customer complaints by 65%, with savings of more than £60 million in 2024.",
      industryExampleSource:
        "McKinsey & Company, 'Aviva: Rewiring the insurance claims journey with AI' (2025)",
      challenges: [
        "modernising_legacy_core_systems",
        "speeding_up_client_onboarding_and_kyc_checks",
        "detecting_fraud_and_financial_crime_earlier",
      ],
    },
    studied(DRAFTING, {
      title: "Underwriting and regulatory documents drafted for the professional to sign",
      description:
        "An approved assistant drafts underwriting summaries, regulatory filings' narrative sections and policy wording comparisons from the insurer's own files; the underwriter, actuary or compliance officer responsible checks and signs every one.",
      challenges: [
        "keeping_pace_with_regulatory_reporting_requirements",
        "improving_credit_and_risk_decisions",
      ],
    }),
    studied(REPLIES, {
      title: "Policyholders' questions answered faster, checked by staff",
      description:
        "Replies to policyholders' routine questions (a payment, a document, where a claim stands) are drafted from the file and approved answers for staff to check and send; anything about coverage or a claim decision stays with an adjuster or underwriter.",
      priority: "Medium",
      challenges: ["personalising_advice_and_products_at_scale"],
    }),
    studied(ASSISTANT, {
      title: "One approved assistant, with policyholders' details kept out of personal accounts",
      description:
        "One assistant under the insurer's business account, inventoried like any other model, whose terms keep policyholders' information out of training, and a one-page rule on what may never go into any AI tool, before staff bring their own.",
      priority: "Medium",
      challenges: ["keeping_pace_with_regulatory_reporting_requirements"],
    }),
  ],
  challenges: {
    speeding_up_client_onboarding_and_kyc_checks: {
      applications: [
        {
          application:
            "New business applications read into the policy system, with missing or inconsistent answers flagged, for an underwriter to check",
          work: "automation",
          department: "operations",
          owner: "Underwriting Manager",
          impact: "Policies issued sooner, with underwriters reviewing only the exceptions.",
        },
      ],
      tools: ["Microsoft Power Automate", "UiPath", "Zapier"],
      measure: {
        metric: "working days from a complete application to the policy issued",
        baseline:
          "Take 50 policies issued last quarter and count the working days from complete application to issue from the policy system",
        target:
          "A quarter fewer days to issue standard policies, with every application decided by an underwriter",
        dependsOn: "Application forms and underwriting guidelines for the pilot line in one place",
        owner: "Underwriting Manager",
      },
    },
    detecting_fraud_and_financial_crime_earlier: {
      applications: [
        {
          application:
            "Claims scored for signs of fraud at first notice of loss, for the special investigations unit to review",
          work: "prediction",
          department: "operations",
          impact: "More suspicious claims investigated early, with fewer honest claimants delayed.",
        },
      ],
      tools: ["DataRobot"],
      measure: {
        metric: "share of claims referred for investigation that prove suspicious",
        baseline:
          "From last year's claims, count those referred to investigation and those confirmed as fraud or misrepresentation",
        target:
          "A higher share of referrals confirmed, with no more honest claims delayed than today",
        dependsOn: "Past claims labelled with their investigation outcome, in one dataset",
        owner: "Claims Manager",
      },
    },
    improving_credit_and_risk_decisions: {
      applications: [
        {
          application:
            "Underwriting submissions summarised and compared with the guidelines, for the underwriter to decide",
          work: "drafting",
          department: "product",
          owner: "Underwriting Manager",
          impact:
            "Underwriters' time on judgement rather than reading; track quotes per underwriter.",
        },
      ],
      tools: ["Microsoft 365 Copilot", "Claude", "Microsoft 365 Copilot Chat"],
      measure: {
        metric: "underwriter hours per commercial submission",
        baseline: "For the next 30 commercial submissions, log the underwriter's hours to a quote",
        target: "A fifth fewer hours per submission, with every decision the underwriter's",
        dependsOn: "Underwriting guidelines for the pilot line written down and current",
        owner: "Underwriting Manager",
      },
    },
    modernising_legacy_core_systems: {
      applications: [
        {
          application:
            "Claims documents summarised and adjusters' notes drafted into the claims system, for the adjuster to check",
          work: "drafting",
          department: "operations",
          impact: "Adjusters' documentation hours back for claimants.",
        },
        {
          application:
            "Automation that bridges the policy and claims systems during the transition",
          work: "automation",
          department: "operations",
          impact: "Manual re-keying removed while the core is replaced.",
        },
      ],
      measure: {
        metric: "adjuster hours per week on claim documentation",
        baseline:
          "For two weeks, have the pilot adjusters log the hours spent writing notes, summaries and letters",
        target:
          "A quarter fewer documentation hours, with every note and letter checked by the adjuster",
        dependsOn: "Read access to the claims system's documents for the pilot claims",
        owner: "Claims Manager",
      },
    },
  },
};
