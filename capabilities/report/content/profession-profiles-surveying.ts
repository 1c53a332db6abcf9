import type { ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A land surveying firm draws certificates, topographic and legal survey plans from its field
 * crews' data and the title records, and a commissioned land surveyor checks and signs each plan:
 * no engineer seals its work, and its juniors are articling students and survey technicians,
 * never engineers-in-training. Its measures are drafting hours per certificate and the backlog in
 * days, not a consultancy's bench time.
 */
export const surveyingProfile: ProfessionProfile = {
  typicalMaturity:
    "Land surveying firms meet AI first inside their field and office software (point-cloud classification and feature extraction in their processing software, drafting tools in their CAD) and in general assistants for proposals and letters; few yet draft certificates or plans with AI under a written review rule, because the commissioned surveyor who signs a plan answers for every line of it.",
  commonUseCases: [
    "Certificates and plans drafted from field data for a commissioned surveyor to check and sign",
    "Point clouds and field data classified before the drafter cleans them up",
    "Fee proposals drafted from past jobs and the rate sheet",
    "Past jobs, field notes and title research found by address or plan number",
    "Field and office hours per job tracked against the quote",
  ],
  landscape: [
    {
      title: "Certificates and plans drafted for the surveyor to sign",
      description:
        "The drafter starts each certificate or topographic plan from the field crew's data, the title search and the firm's templates in its CAD software, with AI doing the repetitive drafting and labelling; the commissioned land surveyor checks every dimension and boundary and signs it, and the drafting backlog is counted each week.",
      priority: "High",
      industryExample:
        "A land surveying firm drafts each building-location certificate from the field crew's data and the title search in its CAD templates; the commissioned surveyor checks and signs it, and the drafting backlog, counted each Monday, shows whether the new routine helps.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "producing_proposals_and_reports_faster",
        "improving_utilisation_and_billable_hours",
      ],
    },
    {
      title: "Fee proposals and client letters drafted from past jobs",
      description:
        "An approved assistant drafts fee proposals, scope letters and replies to builders' and owners' questions from the firm's rate sheet and its past jobs of the kind; the principal checks scope, price and turnaround before anything goes out.",
      priority: "High",
      ...WRITING_STUDY,
      challenges: [
        "winning_new_clients_in_a_crowded_market",
        "defending_fees_as_clients_adopt_ai_themselves",
        "producing_proposals_and_reports_faster",
      ],
    },
    {
      title: "Articling students and technicians learning from the surveyor's review",
      description:
        "Articling students and survey technicians draft with AI and learn from the commissioned surveyor's review of each plan and data reduction, against checklists the surveyors keep; past jobs and title research are searchable by address or plan number, each answer citing its job file.",
      priority: "High",
      ...SUPPORT_STUDY,
      challenges: ["developing_junior_consultants_quickly", "capturing_and_reusing_firm_knowledge"],
    },
    {
      title: "Routine work off the commissioned surveyors",
      description:
        "With few commissioned surveyors and long training to become one, AI takes drafting, searching and re-keying off them, so their hours go to checking and signing plans and to the field work only they can do; the aim is relief and a shorter backlog, not fewer jobs.",
      priority: "Medium",
      industryExample:
        "Statistics Canada reported in 2025 that nearly 90% of the Canadian businesses using AI to produce goods or deliver services had seen no change in their total employment from it.",
      industryExampleSource:
        "Statistics Canada, 'Analysis on artificial intelligence use by businesses in Canada, second quarter of 2025' (2025)",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "capturing_and_reusing_firm_knowledge",
      ],
    },
  ],
  challenges: {
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "Certificates and topographic plans drafted from the field data, the title search and the firm's templates in its CAD software, for a commissioned land surveyor to check and sign",
          work: "drafting",
          department: "operations",
          impact: "A shorter drafting backlog, with every plan still checked and signed.",
        },
      ],
      measure: {
        metric: "drafting hours per certificate or plan, and the drafting backlog in days",
        baseline:
          "For two weeks, log the drafting hours of each certificate and plan, and note the backlog in days each Monday",
        target:
          "A fifth fewer drafting hours per certificate and a shorter backlog, with every plan checked and signed by a commissioned land surveyor",
        owner: "Commissioned Land Surveyor",
        dependsOn: "Drafting templates and standard notes for each kind of certificate and plan",
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "Articling students and survey technicians draft plans and data reductions with AI and learn from the commissioned surveyor's review of each, against the firm's checklists",
          work: "drafting",
          department: "operations",
          impact: "New staff drafting plans that pass review sooner.",
        },
      ],
      measure: {
        metric:
          "months until an articling student or technician drafts a plan that passes review with minor changes",
        baseline:
          "Ask the surveyors how long each of the last two hires took to draft a plan that passed review with minor changes",
        target: "A month or two sooner for the next hire, with review findings no worse than today",
        owner: "Commissioned Land Surveyor",
        dependsOn: "Review checklists for the firm's certificates, plans and data reductions",
      },
    },
    improving_utilisation_and_billable_hours: {
      applications: [
        {
          application:
            "Field and office hours per job tracked against the quote, with overruns flagged to the principal while there is time to act",
          work: "analysis",
          department: "finance",
          impact: "Fewer jobs finished over their quote.",
        },
      ],
      measure: {
        metric: "field and office hours per job against its quote",
        baseline:
          "From the timesheets, take last quarter's jobs and the field and office hours each took against its quote",
        target: "A fifth fewer jobs over their quote, at the same review standard",
        owner: "Principal",
        dependsOn: "Field and office time coded by job in the timesheets",
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "Past jobs, field notes, plans and title research searched by address or plan number, each answer citing its job file",
          work: "answering",
          department: "operations",
          impact: "Minutes, not hours, to find what the firm already knows about a site.",
        },
      ],
      measure: {
        metric: "minutes to find the past work on a site or plan",
        baseline:
          "For two weeks, time how long staff take to find past jobs, field notes and plans for the sites they quote or work on",
        target: "Half the search time, every answer citing its job file",
        owner: "Commissioned Land Surveyor",
        dependsOn: "Past job files in one shared store, named by address or plan number",
      },
    },
    winning_new_clients_in_a_crowded_market: {
      applications: [
        {
          application:
            "Fee proposals and scope letters drafted from the rate sheet and past jobs of the kind, for the principal to check and send",
          work: "drafting",
          department: "sales",
          impact: "Proposals out the same day.",
        },
      ],
      measure: {
        owner: "Principal",
        dependsOn: "The rate sheet and last year's proposals, with which were won",
      },
    },
    defending_fees_as_clients_adopt_ai_themselves: {
      applications: [
        {
          application:
            "Each proposal shows the turnaround and what the surveyor's signature guarantees, drafted from past jobs for the principal to check",
          work: "drafting",
          department: "sales",
          impact: "Fees defended on turnaround and the signature's guarantee.",
        },
      ],
      measure: {
        owner: "Principal",
        dependsOn: "Turnaround times recorded for last year's jobs",
      },
    },
  },
};
