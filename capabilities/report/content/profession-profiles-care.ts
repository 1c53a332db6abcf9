import type { ProfessionProfile } from "./profession-profiles";
import { LIFELABS_FINDING } from "./profession-profiles-health";

/**
 * A long-term care or retirement home is no clinic: it has residents and their families, not
 * patients' visits; care staff (PSWs, RPNs, RNs) on shifts, led by a Director of Care under an
 * Administrator; and its records are the plan of care, the shift's progress notes and, in
 * long-term care, the RAI-MDS 2.0 assessments submitted to CIHI. Many residents cannot consent
 * for themselves, so a substitute decision-maker consents for them.
 */
export const careHomeProfile: ProfessionProfile = {
  roles: {
    operations: "Administrator",
    customer_service: "Resident and Family Services Lead",
    product: "Director of Care",
    sales: "Administrator",
    marketing: "Administrator",
    supply_chain: "Administrator",
    hr: "Human Resources Manager",
  },
  // Every home has a head of nursing and personal care (Ontario's act requires one), at any size:
  // never "a clinician you appoint" (review r22).
  workingTitles: ["Director of Care"],
  typicalMaturity:
    "Care homes meet AI first inside their resident-care records (PointClickCare and similar), in charting aids, falls-risk flags and scheduling. Most are early with generative AI, held back by residents' privacy, consent given by substitute decision-makers, and staff with little time to learn new tools.",
  commonUseCases: [
    "Progress notes and RAI-MDS assessments drafted for the nurse to review and sign",
    "Falls and changes in condition flagged from the charting",
    "Shift schedules filled before agency staff are called",
    "Updates to families drafted for the Director of Care to approve",
  ],
  landscape: [
    {
      title: "Shift documentation and RAI-MDS assessments, signed by the nurse",
      description:
        "AI drafts progress notes from the shift's charting and pre-fills RAI-MDS 2.0 assessment items from the resident's record, for the RPN or RN who assessed the resident to check and sign, so care staff spend less of the shift at the screen and the assessments that drive case-mix funding are complete.",
      priority: "High",
      industryExample:
        "Ontario's Fixing Long-Term Care Act, 2021 set a target of an average of 4 hours of direct care per resident per day by March 31, 2025: every hour of charting moved off the shift is an hour back toward it.",
      industryExampleSource: "Fixing Long-Term Care Act, 2021, S.O. 2021, c. 39, Sched. 1, s. 8",
      challenges: [
        "reducing_clinician_administrative_burden",
        "addressing_staff_shortages_and_burnout",
        "improving_billing_accuracy_and_claim_approvals",
      ],
    },
    {
      title: "Shifts filled before agency staff are called",
      description:
        "AI forecasts the shifts likely to go unfilled from sick calls, vacations and past patterns and offers them first to the home's own part-time staff, in the order the collective agreement sets, before an agency is called.",
      priority: "High",
      industryExample:
        "A 160-bed home tracks each week's agency hours and the shifts offered to its own part-time PSWs and RPNs before the agency call, and reviews both with the union at the labour-management committee.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "addressing_staff_shortages_and_burnout",
        "shortening_patient_wait_times_and_scheduling_gaps",
      ],
    },
    {
      title: "Falls and changes in condition flagged, families kept informed",
      description:
        "AI reads the shift's charting for signs of a resident's higher falls risk or a change in condition, for the charge nurse to review at handover, and drafts updates to families and substitute decision-makers for the Director of Care to approve.",
      priority: "Medium",
      industryExample:
        "The Public Health Agency of Canada reported in 2014 that falls cause 85% of seniors' injury-related hospitalizations.",
      industryExampleSource:
        "Public Health Agency of Canada, 'Seniors' Falls in Canada: Second Report' (2014)",
      challenges: ["improving_patient_engagement_and_followup_care"],
    },
    {
      title: "Residents' health information kept under the home's control",
      description:
        "A privacy impact assessment of every AI tool before it touches residents' records: what it collects, where the vendor keeps it, whether it trains on it, who can see it, and who consents for a resident who cannot.",
      priority: "Medium",
      ...LIFELABS_FINDING,
      challenges: ["protecting_patient_privacy_and_data_security"],
    },
  ],
  challenges: {
    shortening_patient_wait_times_and_scheduling_gaps: {
      measure: {
        metric: "days from a complete referral to a move-in, and days a vacated room stays empty",
        dependsOn:
          "The waitlist and each referral's status kept in one place, with families' consent to be contacted",
        baseline:
          "Take last year's move-ins from the admission records and count the days from complete referral to move-in and the days each room stood empty",
        target:
          "3-7 fewer days a vacated room stays empty, with every admission still assessed by the Director of Care",
        owner: "Administrator",
      },
    },
    reducing_clinician_administrative_burden: {
      applications: [
        {
          application:
            "Progress notes and RAI-MDS assessment items drafted from the shift's charting, for the RPN or RN to review and sign",
          work: "drafting",
          department: "product",
          owner: "Director of Care",
          impact: "More of each shift with residents; track minutes of documentation per shift.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Microsoft 365 Copilot"],
      measure: {
        metric: "minutes of documentation per nurse per shift",
        baseline:
          "For two weeks, on two units, have the RPNs and RNs log the minutes spent on progress notes and RAI-MDS assessments each shift, and the documentation finished after the shift ends",
        target:
          "20-30% fewer minutes of documentation per shift on the pilot units, with every note and assessment still signed by the nurse who assessed the resident",
        dependsOn:
          "Consent from each resident, or the resident's substitute decision-maker, before anything about them is recorded or drafted by AI, and a privacy impact assessment of the tool",
        dependsOnUnrecorded:
          "A privacy impact assessment of the drafting tool, and note templates agreed by the Director of Care",
        owner: "Director of Care",
      },
    },
    addressing_staff_shortages_and_burnout: {
      applications: [
        {
          application:
            "Unfilled shifts forecast and offered first to the home's own part-time staff before an agency is called",
          work: "scheduling",
          department: "operations",
          owner: "Director of Care",
          impact: "Fewer agency hours; track agency hours and cost per month.",
        },
      ],
      measure: {
        metric: "agency nursing and PSW hours per month",
        baseline:
          "Take six months of agency hours and invoices, unfilled shifts and overtime from payroll and the schedule",
        target:
          "A fifth fewer agency hours over three months on the pilot units, with staff surveyed before and after",
        owner: "Director of Care",
      },
    },
    protecting_patient_privacy_and_data_security: {
      applications: [
        {
          application:
            "A privacy impact assessment of every AI tool before it touches residents' records, with who consents for each resident",
          work: "checking",
          department: "operations",
          owner: "Administrator",
          impact: "Every AI tool reviewed before residents' information goes into it.",
          noTool: true,
        },
      ],
      tools: [],
      measure: {
        metric:
          "share of AI tools touching residents' information with a completed privacy impact assessment",
        baseline:
          "List every tool staff use that touches residents' information, and whether each has a privacy impact assessment and a signed agreement on where the data is kept",
        target: "Every AI tool touching residents' information assessed before use, within 90 days",
        owner: "Administrator",
      },
    },
  },
};
