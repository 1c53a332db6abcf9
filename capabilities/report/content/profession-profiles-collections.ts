import type { ProfessionProfile } from "./profession-profiles";
import { OWN_TOOLS_SURVEY, SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A collection agency recovers debts its clients (utilities, landlords, clinics, lenders) place
 * with it, on commission: it lends nothing, onboards no one under KYC and decides no credit. Its
 * measures are the recovery rate and payments per collector-hour; its rules are the province's
 * collection licence (disclosures, when and how a debtor may be contacted) and its records are
 * the call recordings and contact logs the regulator audits.
 */
export const collectionsProfile: ProfessionProfile = {
  typicalMaturity:
    "Collection agencies meet AI first in call scoring and speech analytics on recorded calls, and in assistants for letter templates; fewer rank accounts by likelihood to pay, and most still run on a collection system whose data is hard to reach, with every contact bound by the licence's disclosure and contact rules.",
  commonUseCases: [
    "Accounts ranked by likelihood to pay, for collectors to work first",
    "Recorded calls scored against the disclosure and contact rules",
    "Letters and payment-arrangement offers drafted from approved templates for a collector to check",
    "Reports to clients drawn from the collection system without re-keying",
  ],
  landscape: [
    {
      title: "Accounts ranked by likelihood to pay",
      description:
        "A model trained on the collection system's own payment history ranks each week's placed accounts by the likelihood of a payment or arrangement, and flags accounts with a dispute or an identity-theft claim for a collector to verify before any further contact; collectors decide every contact and arrangement, and the manager compares recovery on ranked and unranked accounts.",
      priority: "High",
      industryExample:
        "A collection agency ranks each week's placed accounts by the payment history in its collection system; collectors call the likeliest first, and the manager compares the recovery rate on ranked and unranked accounts each month before widening it.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "improving_credit_and_risk_decisions",
        "detecting_fraud_and_financial_crime_earlier",
        "modernising_legacy_core_systems",
      ],
    },
    {
      title: "Collectors coached from scored calls",
      description:
        "Call scoring reviews recorded calls against the disclosures and contact rules of the licence and shows each collector, and the manager, where a call met them and where it did not; the best collectors' calls become the newest collectors' examples, and a compliance lead reviews every flagged call.",
      priority: "High",
      ...SUPPORT_STUDY,
      challenges: [
        "keeping_pace_with_regulatory_reporting_requirements",
        "detecting_fraud_and_financial_crime_earlier",
      ],
      records: true,
    },
    {
      title: "Letters and arrangement offers drafted for a collector to check",
      description:
        "An approved assistant drafts letters, payment-arrangement offers and replies to debtors' written questions from the agency's approved templates and the account's facts; a collector checks each against the account and the disclosure rules before it goes.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "personalising_advice_and_products_at_scale",
        "speeding_up_client_onboarding_and_kyc_checks",
      ],
    },
    {
      title: "One approved assistant, and rules for debtors' information",
      description:
        "One assistant under a business account whose terms keep debtors' information out of training, a one-page rule on what may never go into any AI tool, and a compliance lead who answers questions about it, before collectors bring their own tools.",
      priority: "Medium",
      ...OWN_TOOLS_SURVEY,
      challenges: [
        "keeping_pace_with_regulatory_reporting_requirements",
        "modernising_legacy_core_systems",
      ],
    },
  ],
  challenges: {
    improving_credit_and_risk_decisions: {
      applications: [
        {
          application:
            "Placed accounts ranked by likelihood to pay from the collection system's payment history, for collectors to work first; a collector decides every contact and arrangement",
          work: "prediction",
          department: "operations",
          impact: "More payments per collector-hour on the same accounts.",
        },
      ],
      measure: {
        metric: "recovery rate on the accounts worked, and payments per collector-hour",
        baseline:
          "From the collection system, take last quarter's recovery rate on placed accounts and the payments per collector-hour",
        target:
          "A higher recovery rate on ranked accounts than on a comparable unranked group over the same weeks",
        owner: "Collections Manager",
        dependsOn: "Two years of placed accounts with their payments and arrangements in {system}",
      },
    },
    keeping_pace_with_regulatory_reporting_requirements: {
      applications: [
        {
          application:
            "Recorded calls and contact logs scored against the disclosure and contact rules of the licence, with a compliance lead reviewing every flagged call",
          work: "checking",
          department: "operations",
          impact: "Every call checked, not a sample, before the regulator's audit.",
          records: true,
          unrecorded:
            "Letters and contact logs checked against the disclosure and contact rules of the licence, with a compliance lead reviewing every flag",
        },
      ],
      measure: {
        metric:
          "share of calls and letters that meet the disclosure and contact rules, and hours to prepare for the regulator's audit",
        baseline:
          "Score a sample of last month's calls and letters against the rules by hand, and note the hours the last audit took to prepare",
        target:
          "Every call scored, fewer calls missing a disclosure, and the audit prepared in half the hours",
        owner: "Compliance Manager",
        dependsOn:
          "The licence's disclosure and contact rules written as a checklist the scoring uses",
      },
    },
    detecting_fraud_and_financial_crime_earlier: {
      applications: [
        {
          application:
            "Accounts with a dispute, an identity-theft claim or a bankruptcy flagged for a collector to verify before any further contact",
          work: "checking",
          department: "operations",
          impact: "No contact on an account that should be on hold.",
        },
      ],
      measure: {
        metric: "contacts made on accounts that should have been on hold",
        baseline:
          "From last quarter's complaints and disputes, count the contacts made after a dispute or claim was on file",
        target: "None, with every flag checked by a collector",
        owner: "Compliance Manager",
        dependsOn:
          "Disputes, identity-theft claims and bankruptcies recorded on each account in {system}",
      },
    },
    personalising_advice_and_products_at_scale: {
      applications: [
        {
          application:
            "Letters and payment-arrangement offers drafted for each debtor's situation from the agency's approved templates, checked by a collector before they go",
          work: "drafting",
          department: "operations",
          impact: "Letters out the same day, within the rules.",
        },
      ],
      measure: {
        metric: "minutes per letter, and arrangements agreed per hundred letters",
        baseline:
          "For two weeks, time the letters collectors write and count the arrangements they lead to",
        target: "Half the minutes per letter and no fewer arrangements, every letter checked",
        owner: "Collections Manager",
        dependsOn: "Approved letter templates, with the disclosures each must carry",
      },
    },
    speeding_up_client_onboarding_and_kyc_checks: {
      applications: [
        {
          application:
            "New clients' account placements checked and loaded into the collection system, with missing debtor details flagged before work starts",
          work: "automation",
          department: "operations",
          impact: "Accounts worked days sooner after placement.",
        },
      ],
      measure: {
        metric: "days from placement to the first contact",
        baseline:
          "From the collection system, take last quarter's days from placement to first contact",
        target: "Half the days, with no account loaded without its required details",
        owner: "Collections Manager",
        dependsOn:
          "Each client's placement file format, and the debtor details every account must carry",
      },
    },
    modernising_legacy_core_systems: {
      applications: [
        {
          application:
            "Reports to clients and the week's figures drawn from the collection system's exports into one view, without re-keying",
          work: "automation",
          department: "finance",
          impact: "Client reports in hours, not days.",
        },
      ],
      measure: {
        metric: "hours to produce the clients' monthly reports",
        baseline: "Time last month's client reports from the first export to sending",
        target: "Half the hours, with figures that match the collection system",
        owner: "Collections Manager",
        dependsOn:
          "A read-only export from the collection system, approved by whoever looks after it",
      },
    },
  },
};
