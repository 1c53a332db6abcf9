import type { ProfessionProfile } from "./profession-profiles";
import { OWN_TOOLS_SURVEY, SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A community pharmacy dispenses: prescriptions filled and checked, compliance (blister) packs
 * for patients and group homes, medication reviews, and the third-party claims, rejections and
 * prior authorisations every fill runs through. It writes no visit notes and has no after-hours
 * charting: a physician clinic's ambient scribe is no pharmacy's tool. The cases cited are studies
 * of work done everywhere (drafting, answering questions), marked as such.
 */
export const pharmacyProfile: ProfessionProfile = {
  // A drugstore chain entered under Retail reads the retail option's words (its front store).
  options: ["healthcare", "other"],
  roles: {
    operations: "Pharmacy Manager",
    product: "Pharmacy Manager",
    customer_service: "Pharmacy Technician",
    finance: "Pharmacy Manager",
    hr: "Pharmacy Manager",
  },
  typicalMaturity:
    "Community pharmacies already run on a dispensing system that adjudicates claims in real time and flags interactions, but rejected claims, prior authorisations, compliance-pack changes and refill calls are still handled by hand, often by the pharmacist. Most are early with generative AI, held back by health-information law and by no time at the counter to try anything.",
  commonUseCases: [
    "Rejected claims and prior-authorisation requests drafted for the pharmacist to check",
    "Medication reviews and compliance-pack changes prepared for the pharmacist",
    "Refill reminders and routine patient questions drafted for staff to check",
    "Routine paperwork taken off the pharmacist",
  ],
  landscape: [
    {
      title: "Rejected claims and prior authorisations drafted for the pharmacist",
      description:
        "An approved assistant drafts the resubmission, the appeal or the prior-authorisation request from the reject code, the plan's criteria and the prescription, with no patient name or health number in it, for the pharmacist to check, complete in the dispensing system and send; every claim written off is logged with its reason.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "improving_billing_accuracy_and_claim_approvals",
        "reducing_clinician_administrative_burden",
      ],
    },
    {
      title: "Medication reviews and compliance-pack changes prepared for the pharmacist",
      description:
        "The medication list, the changes since the last pack and the questions to ask are put together before a medication review or a blister-pack change, so the pharmacist's time goes to the patient and the check, never to re-keying.",
      priority: "High",
      industryExample:
        "A pharmacy prepares each compliance-pack change from the new prescription and the current pack list, and the pharmacist checks the change against the prescription before the pack is filled.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "reducing_clinician_administrative_burden",
        "improving_patient_engagement_and_followup_care",
      ],
    },
    {
      title: "Refill reminders and routine patient questions, checked before they go",
      description:
        "Refill and pickup reminders, and replies to the questions patients ask most (hours, transfers, whether a refill is ready), are drafted from the pharmacy's own approved answers for a technician to check and send; anything clinical goes to the pharmacist.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: [
        "improving_patient_engagement_and_followup_care",
        "shortening_patient_wait_times_and_scheduling_gaps",
      ],
    },
    {
      title: "Routine work off the pharmacist",
      description:
        "Drafting, searching and re-keying move to technicians and approved tools, so the pharmacist's hours go to checking, counselling and the reviews only a pharmacist can do; the aim is relief and steadier service, not fewer staff.",
      priority: "Medium",
      industryExample:
        "Statistics Canada reported in 2025 that nearly 90% of the Canadian businesses using AI to produce goods or deliver services had seen no change in their total employment from it.",
      industryExampleSource:
        "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025' (2025)",
      challenges: ["addressing_staff_shortages_and_burnout"],
    },
    {
      title: "One approved assistant, and no patient information in any other",
      description:
        "One assistant under a business account whose terms keep your information out of training, a written rule that no patient name, health number or prescription goes into any other AI tool, and a person staff ask before trying a new one.",
      priority: "Medium",
      ...OWN_TOOLS_SURVEY,
      challenges: ["protecting_patient_privacy_and_data_security"],
    },
  ],
  challenges: {
    improving_billing_accuracy_and_claim_approvals: {
      applications: [
        {
          application:
            "Resubmissions, appeals and prior-authorisation requests drafted from the reject code and the plan's criteria, with no patient identifiers, for the pharmacist to check and send",
          work: "drafting",
          department: "finance",
          owner: "Pharmacy Manager",
          impact: "Fewer claims written off; track them and the hours spent on rejections.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "claims written off and pharmacist hours a week on rejected claims",
        dependsOn:
          "The reject codes and plans logged the same way for every rejected claim, and a rule that no patient name or health number goes into the assistant",
        baseline:
          "For four weeks, log each rejected claim and prior authorisation: the plan, the reject reason, the minutes spent and whether it was paid or written off",
        target:
          "A quarter fewer hours a week on rejected claims, and fewer claims written off than in the same weeks last year",
        owner: "Pharmacy Manager",
      },
    },
    reducing_clinician_administrative_burden: {
      applications: [
        {
          application:
            "Medication-review worksheets and compliance-pack change lists prepared from the prescription and the current pack, for the pharmacist to check",
          work: "drafting",
          department: "operations",
          owner: "Pharmacy Manager",
          impact: "Less pharmacist time per review and per pack change; track the minutes.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "pharmacist minutes per medication review and per compliance-pack change",
        dependsOn:
          "A checklist for a medication review and a pack change agreed by the pharmacists, and a privacy review of the drafting tool",
        dependsOnUnrecorded:
          "A checklist for a medication review and a pack change agreed by the pharmacists, and a privacy review of the drafting tool",
        baseline:
          "For two weeks, have the pharmacist log the minutes each medication review and each compliance-pack change takes, outside the time with the patient",
        target:
          "20-30% fewer pharmacist minutes per review and per pack change, with every change still checked by a pharmacist",
        owner: "Pharmacy Manager",
      },
    },
    addressing_staff_shortages_and_burnout: {
      applications: [
        {
          application:
            "Routine drafting and re-keying (claims follow-ups, supplier and plan letters, refill calls) moved from the pharmacist to technicians with an approved assistant",
          work: "drafting",
          department: "operations",
          owner: "Pharmacy Manager",
          impact: "Fewer pharmacist hours past closing; track them each week.",
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Google Gemini"],
      measure: {
        metric: "pharmacist hours a week beyond the posted hours",
        dependsOn:
          "The tasks that move from the pharmacist to technicians written down, with what the pharmacist still checks",
        baseline:
          "For four weeks, have each pharmacist log the hours worked beyond the posted hours and what they were spent on",
        target:
          "A quarter fewer pharmacist hours beyond the posted hours, with no task left undone",
        owner: "Pharmacy Manager",
      },
    },
    shortening_patient_wait_times_and_scheduling_gaps: {
      measure: {
        metric: "minutes a patient waits for a new prescription to be filled",
        dependsOn:
          "Refill reminder messages approved, and patients' consent to be contacted recorded in {system}",
        baseline:
          "For two weeks, note in the dispensing system the time each new prescription is handed in and the time it is ready, and count the refills not ready when the patient came",
        target:
          "10-20% shorter waits for a new prescription, and fewer refills not ready at pickup, with every prescription still checked by a pharmacist",
        owner: "Pharmacy Manager",
      },
    },
    improving_patient_engagement_and_followup_care: {
      applications: [
        {
          application:
            "Refill and pickup reminders and follow-up calls after a new medication drafted for a technician to check and send",
          work: "drafting",
          department: "customer_service",
          owner: "Pharmacy Technician",
          impact: "Fewer missed refills; track refills picked up on time.",
        },
      ],
      measure: {
        metric: "share of due refills picked up within a week",
        dependsOn:
          "Patients' consent to be reminded by text or phone, recorded in the dispensing system",
        baseline:
          "From the dispensing system, take the last eight weeks' refills due and the share picked up within a week of the due date",
        target: "5-10 points more refills picked up within a week of the due date",
        owner: "Pharmacy Technician",
      },
    },
  },
};
