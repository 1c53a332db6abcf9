import { neutralAreas } from "./neutral-areas";
import type { ProfessionProfile } from "./profession-profiles";
import type { SolutionArea } from "./types";

/**
 * An insurance brokerage places its clients' home, auto, commercial or life cover with insurers
 * and underwrites none: its work is the client file in an agency management system (Applied
 * Epic, AMS360, EZLynx, PowerBroker), submissions and renewals re-keyed into each insurer's
 * portal, coverage explained by a licensed broker, and claims supported, never decided. It
 * verifies no identity for FINTRAC unless it places life insurance, lends nothing and runs no
 * credit model, so no bank's KYC, loans or credit decisions reach it.
 */

/** A cross-industry study's case (neutral-areas.ts), under the profession's own title and description. */
export const studied = (
  study: string,
  area: Pick<SolutionArea, "title" | "description" | "challenges"> &
    Partial<Pick<SolutionArea, "priority" | "records">>,
): SolutionArea => ({
  ...neutralAreas.find((a) => a.title === study)!,
  priority: "High",
  ...area,
});

export const DRAFTING = "Drafting the documents the work runs on";
export const REPLIES = "Replies to routine questions, checked before they go";
export const ASSISTANT = "One approved assistant, and rules for the AI people already use";

export const insuranceBrokerProfile: ProfessionProfile = {
  roles: {
    operations: "Operations Manager",
    customer_service: "Personal Lines Manager",
    sales: "Commercial Lines Manager",
    marketing: "Commercial Lines Manager",
  },
  typicalMaturity:
    "Insurance brokerages run their client files in an agency management system and still re-key much of each submission and renewal into every insurer's portal. Staff often try public chatbots on client e-mails before the brokerage has a policy; the first gains are in that re-keying and in drafting, with a licensed broker checking anything that says what a policy covers.",
  commonUseCases: [
    "Renewals prepared from the client file for a broker to review and remarket",
    "Applications and prior declarations read into the agency management system",
    "Commercial submissions drafted with the information underwriters ask for",
    "Client e-mails and coverage summaries drafted for a licensed broker to check",
    "Certificates, endorsements and policy changes processed from clients' requests",
  ],
  landscape: [
    {
      title: "Renewals prepared before the broker picks up the file",
      description:
        "AI compares each upcoming renewal's terms with last year's, flags the changes in premium, limits and exclusions, and drafts the renewal letter and any remarketing submission from the agency management system's file, for a licensed broker to review before anything reaches the client or an insurer.",
      priority: "High",
      industryExample:
        "A 30-person brokerage has AI read each commercial renewal 60 days out, list what changed against last year's policy and draft the remarketing submission; the account manager checks the list and the broker decides whether to remarket, instead of re-keying the file into three insurers' portals.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "modernising_legacy_core_systems",
        "personalising_advice_and_products_at_scale",
        "improving_credit_and_risk_decisions",
      ],
    },
    studied(DRAFTING, {
      title: "Applications, submissions and coverage summaries drafted for a broker to check",
      description:
        "An approved assistant reads clients' applications, prior declarations and loss runs into a first draft of the submission or the coverage summary, from the brokerage's own templates; a licensed broker checks every statement of what a policy covers before it goes out.",
      challenges: [
        "speeding_up_client_onboarding_and_kyc_checks",
        "keeping_pace_with_regulatory_reporting_requirements",
        "improving_credit_and_risk_decisions",
      ],
    }),
    studied(REPLIES, {
      title: "Clients' routine requests answered faster, by the broker",
      description:
        "Replies to clients' routine requests (a certificate of insurance, a vehicle change, a billing question, how to start a claim) are drafted from the file and the brokerage's approved answers for staff to check and send; coverage questions stay with a licensed broker.",
      priority: "Medium",
      challenges: [
        "personalising_advice_and_products_at_scale",
        "detecting_fraud_and_financial_crime_earlier",
      ],
    }),
    studied(ASSISTANT, {
      title: "One approved assistant, with clients' policy details kept out of personal accounts",
      description:
        "One assistant under the brokerage's business account, whose terms keep clients' information out of training, and a one-page rule on what may never go into any AI tool (clients' policy, claims and identity details among them), before staff bring their own.",
      priority: "Medium",
      challenges: ["keeping_pace_with_regulatory_reporting_requirements"],
    }),
  ],
  challenges: {
    speeding_up_client_onboarding_and_kyc_checks: {
      applications: [
        {
          application:
            "New clients' applications, prior declarations and loss runs read into the agency management system, with missing information flagged, for a broker to check",
          work: "automation",
          department: "operations",
          impact: "Less keying per new client and fewer submissions held up for missing details.",
        },
      ],
      tools: ["Microsoft Power Automate", "Zapier", "Microsoft 365 Copilot Chat", "Claude"],
      measure: {
        metric: "account-manager hours from a new client's documents to the first submission",
        baseline:
          "For the next 20 new clients, log the account manager's time from documents received to the submission sent to insurers",
        target:
          "A quarter fewer hours per new client, with every application checked by a licensed broker",
        dependsOn:
          "The new-client checklist and application forms in one place, and the client-file fields {system} needs for each line",
        owner: "Operations Manager",
      },
    },
    detecting_fraud_and_financial_crime_earlier: {
      applications: [
        {
          application:
            "Applications checked before submission for details that do not match the client's prior declarations, loss runs or vehicle and property records, for a broker to follow up",
          work: "checking",
          department: "operations",
          impact:
            "Fewer submissions returned by insurers and fewer misrepresentations found at claim time.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "submissions returned by insurers for inconsistent or missing information",
        baseline:
          "Count last quarter's submissions that insurers returned or queried, and why, from the file notes",
        target: "A third fewer submissions returned, with every flag followed up by a broker",
        dependsOn: "Prior declarations and loss runs kept with the client files in {system}",
        owner: "Operations Manager",
      },
    },
    keeping_pace_with_regulatory_reporting_requirements: {
      applications: [
        {
          application:
            "Client files checked each month for the documented needs review, the options offered and the client's instructions, for the compliance lead to confirm",
          work: "checking",
          department: "operations",
          impact: "Gaps in file documentation found before a licensing council's review does.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "client files with documentation gaps at the monthly file review",
        baseline:
          "Review 30 files closed last quarter against your documentation checklist and count the gaps",
        target: "Half the files with gaps, with the compliance lead confirming every file flagged",
        dependsOn: "A written file-documentation checklist the brokerage's licensees agree on",
        owner: "Operations Manager",
      },
    },
    personalising_advice_and_products_at_scale: {
      applications: [
        {
          application:
            "A coverage review prepared for each client before renewal: changes since last year and gaps in cover drafted from the file, for the broker to discuss with the client",
          work: "drafting",
          department: "sales",
          impact:
            "More clients reviewed before renewal; track reviews held and policies per client.",
        },
      ],
      tools: ["Microsoft 365 Copilot", "Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "clients given a coverage review before renewal",
        baseline: "Count last quarter's renewals and how many had a review call or meeting on file",
        target: "Twice as many clients reviewed before renewal, with the same time per broker",
        dependsOn: "Each client's policies and renewal dates current in {system}",
        owner: "Personal Lines Manager",
      },
    },
    modernising_legacy_core_systems: {
      applications: [
        {
          application:
            "Renewals and submissions taken from the agency management system into each insurer's portal without re-keying, for the account manager to check",
          work: "automation",
          department: "operations",
          impact: "Re-keying hours back for client work, with fewer keying errors.",
        },
      ],
      tools: ["Microsoft Power Automate", "UiPath", "Zapier"],
      measure: {
        metric: "minutes of re-keying per renewal or submission",
        baseline:
          "For two weeks, have account managers log the minutes spent re-keying each renewal or submission into insurers' portals",
        target: "Half the re-keying minutes on the insurers the pilot covers, with no more errors",
        dependsOn:
          "The fields each insurer's portal asks for, mapped to the policy and renewal fields in {system}",
        owner: "Operations Manager",
      },
    },
    improving_credit_and_risk_decisions: {
      applications: [
        {
          application:
            "Commercial submissions drafted with the risk information underwriters ask for (operations, loss history, protections), for the broker to complete and send",
          work: "drafting",
          department: "sales",
          impact:
            "Fewer underwriters' questions before a quote; track quotes received per submission.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Claude", "ChatGPT Business"],
      measure: {
        metric: "submissions sent back by underwriters for more information",
        baseline:
          "Count last quarter's commercial submissions and the underwriters' requests for more information on each",
        target:
          "A third fewer requests for more information, with a broker signing every submission",
        dependsOn:
          "A submission checklist by line of business, from the insurers you place most with",
        owner: "Commercial Lines Manager",
      },
    },
  },
};
