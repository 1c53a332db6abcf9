import type { ProfessionProfile } from "./profession-profiles";

/**
 * A dental practice or group is no hospital: no discharge, no nurse, no hospital revenue cycle.
 * Its claims go to insurers as claims and predeterminations (through CDAnet or the insurer's
 * portal), priced from the provincial dental association's fee guide and answered with
 * explanations of benefits (EOBs), and since May 2024 to the federal Canadian Dental Care Plan,
 * administered by Sun Life with its own fees and rules. Its schedule is chairs and hygiene
 * columns, measured by the hours booked and the cancellations filled.
 */
/** The commissioners' LifeLabs finding that a dental group's and a care home's privacy areas cite. */
export const LIFELABS_FINDING = {
  industryExample:
    "The privacy commissioners of Ontario and British Columbia found in June 2020 that LifeLabs had not taken reasonable steps to protect the health information of the about 15 million customers exposed in its 2019 cyberattack, and had collected more than it needed.",
  industryExampleSource:
    "Information and Privacy Commissioners of Ontario and British Columbia, joint investigation report on LifeLabs (June 2020, published November 2024)",
};

export const dentalProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a dental group",
      words: ["dental group", "dental centres", "dental centers", "dental clinics"],
    },
    { noun: "an orthodontic practice", words: ["orthodont*"] },
  ],
  roles: {
    operations: "Practice Manager",
    customer_service: "Office Manager",
    product: "Clinical Director",
    sales: "Practice Manager",
    marketing: "Practice Manager",
    supply_chain: "Practice Manager",
  },
  typicalMaturity:
    "Dental offices meet AI first inside their practice management and imaging software: radiograph second readers, automated reminders and insurance eligibility checks. Most groups are early with generative AI, held back by their duties to patients' privacy and by insurers' claim rules.",
  commonUseCases: [
    "Radiographs read with an AI second opinion",
    "Chart notes and treatment plans drafted for the dentist to sign",
    "Claims checked against the fee guide and the patient's plan",
    "Filling cancelled chair and hygiene time",
    "Recall and unscheduled-treatment follow-up",
  ],
  landscape: [
    {
      title: "Radiographs and chart notes, signed by the dentist",
      description:
        "AI marks suspected caries, bone loss and other findings on radiographs as a second reader, and drafts chart notes and treatment plans from the exam findings, for the dentist or hygienist who saw the patient to confirm and sign.",
      priority: "High",
      industryExample:
        "Pearl's Second Opinion was cleared by the US Food and Drug Administration in 2022 as a second reader that marks suspected caries and other findings on dental X-rays, built from more than 100 million X-rays; the dentist confirms or rejects every finding. In Canada, software that reads X-rays is a medical device that needs a Health Canada licence: confirm the vendor holds one before use.",
      industryExampleSource:
        "dot.LA, 'Dental Startup Pearl Gets FDA Clearance for AI-Powered X-Ray Platform' (2022); US FDA 510(k) K210365",
      challenges: [
        "reducing_clinician_administrative_burden",
        "addressing_staff_shortages_and_burnout",
        "improving_patient_engagement_and_followup_care",
      ],
    },
    {
      title: "Claims and predeterminations checked before they are sent",
      description:
        "Before a claim or predetermination goes to the insurer, AI checks its procedure codes against the chart, the provincial fee guide and the patient's plan, and sorts returned claims and explanations of benefits by reason for the office to fix.",
      priority: "High",
      industryExample:
        "Since May 2024, dental offices also bill the federal Canadian Dental Care Plan through Sun Life, with its own fee schedule, co-payments set by family income (none below $70,000) and, from November 2024, preauthorization for some services: one more set of rules to check before a claim is sent.",
      industryExampleSource:
        "Government of Canada, 'Canadian Dental Care Plan: Dental Benefits Guide' (November 2024); Sun Life, CDCP oral health provider FAQ (2024)",
      challenges: ["improving_billing_accuracy_and_claim_approvals"],
    },
    {
      title: "Chair and hygiene time kept full",
      description:
        "AI predicts which appointments are likely to cancel, times reminders to each patient and offers freed chair and hygiene time to patients on a short-notice list, for the front desk to confirm.",
      priority: "Medium",
      industryExample:
        "A dental group texts patients on its short-notice list as soon as a hygiene appointment is cancelled, books the first to reply, and tracks each week's chair and hygiene hours booked against the hours available.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "shortening_patient_wait_times_and_scheduling_gaps",
        "improving_patient_engagement_and_followup_care",
      ],
    },
    {
      title: "Patient records kept under the practice's control",
      description:
        "A privacy review of every AI tool before it touches charts, radiographs or insurance details: where the vendor keeps them, whether it trains on them, and who can see them.",
      priority: "Medium",
      ...LIFELABS_FINDING,
      challenges: ["protecting_patient_privacy_and_data_security"],
    },
  ],
  challenges: {
    reducing_clinician_administrative_burden: {
      applications: [
        {
          application:
            "Chart notes and treatment plans drafted from the exam findings, for the dentist or hygienist to review and sign",
          work: "drafting",
          department: "product",
          owner: "Clinical Director",
          impact:
            "Less charting after the last patient; track minutes of charting per appointment.",
        },
        {
          application:
            "Radiograph findings marked by an AI second reader for the dentist to confirm",
          work: "vision",
          department: "product",
          owner: "Clinical Director",
          impact: "Findings explained to patients on their own radiographs.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Microsoft 365 Copilot", "Google Gemini"],
      measure: {
        metric: "minutes of charting per appointment after the patient leaves",
        baseline:
          "For two weeks, have the pilot dentists and hygienists log the minutes spent finishing chart notes after each appointment, and the notes finished after hours",
        target:
          "20-30% fewer minutes of charting per appointment, with every note still signed by the dentist or hygienist who saw the patient",
        dependsOn:
          "Note templates for the common appointments (recall exam, restorative, hygiene) agreed by the dentists and hygienists who will use them, and a privacy review of the drafting tool",
        dependsOnUnrecorded:
          "Note templates for the common appointments agreed by the dentists and hygienists who will use them, and a privacy review of the drafting tool",
        owner: "Clinical Director",
      },
    },
    shortening_patient_wait_times_and_scheduling_gaps: {
      applications: [
        {
          application:
            "Cancelled chair and hygiene time offered to patients on a short-notice list, with reminders timed to each patient",
          work: "automation",
          department: "customer_service",
          owner: "Office Manager",
          impact: "Fewer empty chairs; track hours booked against hours available.",
        },
      ],
      measure: {
        metric: "chair and hygiene hours booked against hours available",
        baseline:
          "From the practice management system's appointment history, take the last eight weeks' booked chair and hygiene hours against the hours available, and the cancelled hours that were filled again",
        target:
          "3-5 points more chair and hygiene time booked, with at least a third of cancelled hours filled again",
        dependsOn:
          "A short-notice list in {system}, with patients' consent to be texted about openings",
        owner: "Office Manager",
      },
    },
    improving_billing_accuracy_and_claim_approvals: {
      applications: [
        {
          application:
            "Claims and predeterminations checked against the chart, the fee guide and the patient's plan before they are sent",
          work: "checking",
          department: "finance",
          owner: "Office Manager",
          impact: "Fewer returned or adjusted claims and less rework at the front desk.",
        },
        {
          application:
            "Explanations of benefits sorted by the reason a claim was reduced or returned",
          work: "analysis",
          department: "finance",
          owner: "Office Manager",
          impact: "Faster follow-up of unpaid claims.",
        },
      ],
      measure: {
        metric: "claims and predeterminations returned or adjusted per 100 sent",
        baseline:
          "Count last quarter's claims and predeterminations returned, reduced or adjusted, by reason, from the insurers' and the Canadian Dental Care Plan's explanations of benefits",
        target: "25-40% fewer claims returned or adjusted for the three most common reasons",
        dependsOn:
          "The current provincial dental association fee guide, the Canadian Dental Care Plan's fees and rules, and the common reasons for adjustment, written down for the checks",
        owner: "Office Manager",
      },
    },
    improving_patient_engagement_and_followup_care: {
      applications: [
        {
          application:
            "Recall and unscheduled-treatment reminders drafted for the front desk to send",
          work: "drafting",
          department: "customer_service",
          owner: "Office Manager",
          impact: "More patients booked for recall and for the treatment they accepted.",
        },
      ],
      measure: {
        metric: "patients due for recall who book, and accepted treatment left unscheduled",
        baseline:
          "From the practice management system, count the patients due for recall in the last three months who booked, and the accepted treatment plans not yet scheduled",
        target:
          "5-10 points more patients booked from recall, and a fifth fewer accepted treatment plans left unscheduled",
        dependsOn:
          "Approved recall and follow-up messages, and patients' consent to be contacted by text or e-mail current in {system}",
        owner: "Office Manager",
      },
    },
    addressing_staff_shortages_and_burnout: {
      applications: [
        {
          application:
            "Chart notes drafted for the dentist or hygienist to sign, to give clinical time back",
          work: "drafting",
          department: "product",
          owner: "Clinical Director",
          impact: "Less charting after hours; track it before and after.",
        },
        {
          application: "Faster hiring of hygienists, assistants and front-desk staff",
          work: "recruiting",
          department: "hr",
          owner: "Practice Manager",
          impact: "Shorter time to fill open chairs.",
        },
      ],
      measure: {
        metric: "unfilled hygiene and assistant shifts per month",
        baseline:
          "Take six months of unfilled shifts, temporary staff and overtime from payroll and the schedule",
        target:
          "A fifth fewer unfilled shifts in the pilot offices, with staff surveyed before and after",
        owner: "Practice Manager",
      },
    },
  },
};
