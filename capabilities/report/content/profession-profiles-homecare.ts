import { SCRIBES_STUDY } from "./studies";
import type { ProfessionProfile } from "./profession-profiles";
import { LIFELABS_FINDING } from "./profession-profiles-health";

/**
 * A home-care agency is no care home: its PSWs and nurses visit clients in their own homes and
 * drive between visits, so its work is the visit schedule and its routes, the referrals it
 * accepts or turns back, and the visit notes written after each visit. Its measures are per
 * visit (missed or late visits, travel time between visits), its records the client's care plan
 * and visit notes in its home-care system (AlayaCare and similar).
 */
export const homeCareProfile: ProfessionProfile = {
  roles: {
    operations: "Director of Operations",
    customer_service: "Client Services Manager",
    product: "Clinical Director",
    sales: "Director of Operations",
    marketing: "Director of Operations",
    supply_chain: "Director of Operations",
    hr: "Human Resources Manager",
  },
  typicalMaturity:
    "Home-care agencies meet AI first inside their scheduling and client-record systems (AlayaCare and similar), in visit scheduling and route suggestions, and in drafting visit notes. Most are early with generative AI, held back by clients' health privacy, thin margins on contract rates, and PSWs and nurses who spend their day on the road rather than at a desk.",
  commonUseCases: [
    "Visit schedules and routes proposed for the scheduler to approve",
    "Visit notes drafted for the nurse or PSW to review and sign",
    "Referrals matched to available staff before they are turned back",
    "Updates to clients' families drafted for a coordinator to approve",
  ],
  landscape: [
    {
      title: "Visit schedules and routes proposed for the scheduler to approve",
      description:
        "AI proposes each day's visits and routes from clients' care plans, visit windows and staff availability, so less time is spent driving between visits and fewer visits are missed or late, and the scheduler approves every change before it reaches staff.",
      priority: "High",
      industryExample:
        "An agency tracks each week's missed and late visits, the travel time between visits and the referrals it turned back, and reviews them with its scheduler before changing the rules its schedule follows.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "shortening_patient_wait_times_and_scheduling_gaps",
        "addressing_staff_shortages_and_burnout",
      ],
    },
    {
      title: "Visit notes drafted for the nurse or PSW to review and sign",
      description:
        "AI drafts the visit note from what the nurse or PSW records at the end of the visit, for the person who made the visit to check and sign, so less charting is left for after the last visit of the day.",
      priority: "High",
      ...SCRIBES_STUDY,
      challenges: [
        "reducing_clinician_administrative_burden",
        "addressing_staff_shortages_and_burnout",
        "improving_billing_accuracy_and_claim_approvals",
      ],
    },
    {
      title: "Clients' health information kept under the agency's control",
      description:
        "A privacy impact assessment of every AI tool before it touches clients' care plans or visit notes: what it collects, where the vendor keeps it, whether it trains on it and who can see it.",
      priority: "Medium",
      ...LIFELABS_FINDING,
      challenges: ["protecting_patient_privacy_and_data_security"],
    },
    {
      title: "Referrals answered sooner, clients and families kept informed",
      description:
        "AI matches each new referral to staff with the skills, area and hours to take it, for the scheduler to confirm before it is turned back, and drafts visit reminders and updates to clients and their families for a coordinator to check.",
      priority: "Medium",
      industryExample:
        "Since June 28, 2024, Ontario Health atHome has coordinated publicly funded home care in Ontario, taking over from the 14 Home and Community Care Support Services organizations: its referrals go to the agencies it contracts.",
      industryExampleSource:
        "Convenient Care at Home Act, 2023, S.O. 2023, c. 14; Ontario Health atHome (June 2024)",
      challenges: [
        "improving_patient_engagement_and_followup_care",
        "addressing_staff_shortages_and_burnout",
      ],
    },
  ],
  challenges: {
    reducing_clinician_administrative_burden: {
      applications: [
        {
          application:
            "Visit notes drafted from what the nurse or PSW records after each visit, for the person who made the visit to review and sign",
          work: "drafting",
          department: "product",
          owner: "Clinical Director",
          impact:
            "Less charting after the last visit of the day; track minutes of charting per visit.",
        },
      ],
      measure: {
        metric: "minutes of charting per visit, and charting done after the last visit of the day",
        baseline:
          "For two weeks, have a few nurses and PSWs log the minutes spent on each visit note and how much charting they finish after their last visit",
        target:
          "20-30% fewer minutes of charting per visit, with every note still signed by the person who made the visit",
        dependsOn:
          "A privacy impact assessment of the drafting tool, and note templates agreed by the Clinical Director",
        owner: "Clinical Director",
      },
    },
    shortening_patient_wait_times_and_scheduling_gaps: {
      applications: [
        {
          application:
            "Visit schedules and routes proposed from care plans, visit windows and staff availability, for the scheduler to approve",
          work: "scheduling",
          department: "operations",
          owner: "Director of Operations",
          impact: "Fewer missed and late visits and less driving; track both each week.",
        },
      ],
      measure: {
        metric: "missed or late visits per hundred scheduled, and travel time between visits",
        baseline:
          "Take the last quarter's missed and late visits, travel time or kilometres between visits, and referrals turned back from your scheduling system",
        target:
          "A fifth fewer missed or late visits over three months, with travel time between visits no higher",
        dependsOn: "The rules a good schedule follows written down with the scheduler",
        owner: "Director of Operations",
      },
    },
    addressing_staff_shortages_and_burnout: {
      applications: [
        {
          application:
            "New referrals matched to staff with the skills, area and hours to take them, for the scheduler to confirm before a referral is turned back",
          work: "scheduling",
          department: "operations",
          owner: "Director of Operations",
          impact:
            "Fewer referrals turned back; track referrals accepted and turned back each month.",
        },
      ],
      measure: {
        metric: "referrals turned back per month",
        baseline:
          "Take the last quarter's referrals received, accepted and turned back, and the reason each was turned back",
        target:
          "A fifth fewer referrals turned back over three months, with no rise in missed visits",
        owner: "Director of Operations",
      },
    },
    protecting_patient_privacy_and_data_security: {
      applications: [
        {
          application:
            "A privacy impact assessment of every AI tool before it touches clients' care plans or visit notes",
          work: "checking",
          department: "operations",
          owner: "Privacy Officer",
          impact: "Every AI tool reviewed before clients' information goes into it.",
          noTool: true,
        },
      ],
      tools: [],
      measure: {
        metric:
          "share of AI tools touching clients' health information with a completed privacy impact assessment",
        baseline:
          "List every tool staff use that touches clients' health information, and whether each has a privacy impact assessment and a signed agreement on where the data is kept",
        target:
          "Every AI tool touching clients' health information assessed before use, within 90 days",
        owner: "Privacy Officer",
      },
    },
  },
};
