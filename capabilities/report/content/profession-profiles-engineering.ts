import { architectureProfile } from "./profession-profiles-architecture";
import type { ProfessionProfile } from "./profession-profiles";

/**
 * An engineering firm is no management consultancy: its work is inspection reports, drawings,
 * specifications and estimates ("plans et devis") that a registered engineer reviews and seals;
 * its hours are tracked per project in project accounting (Deltek and the like), not as one
 * consultant's bench time. An architecture practice reads a profile of its own.
 */
export const engineeringProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "an engineering firm",
      words: ["engineer*", "ingénie*", "génie", "p.eng", "structural", "civil", "geotechnical"],
    },
    {
      noun: "an architecture firm",
      words: ["architect*"],
      signature: ["intern architects?", "Project Architect", "architect-hours"],
      profile: architectureProfile,
    },
  ],
  roles: {
    operations: "Principal Engineer",
    product: "Discipline Lead",
    sales: "Principal",
    customer_service: "Project Manager",
    supply_chain: "Project Manager",
  },
  typicalMaturity:
    "Engineering and architecture firms meet AI first inside their design and review software (Autodesk's AI in AutoCAD and Revit, Bluebeam) and in general assistants for writing; few yet draft reports, specifications or estimates with AI under a written review rule, because the engineer who seals a document answers for every line of it.",
  commonUseCases: [
    "Inspection reports and specifications drafted for the engineer to review and seal",
    "Review comments brought into drawings and models",
    "Estimates and quantities checked against past projects",
    "Project hours and budgets tracked per report and drawing set",
    "Past reports, calculations and details found in seconds",
  ],
  landscape: [
    {
      title: "Reports, specifications and estimates drafted for the engineer to seal",
      description:
        "AI drafts inspection and condition reports from field notes and photos, and specifications and estimates from the firm's master sections and past projects; the engineer responsible reviews, corrects and seals every document.",
      priority: "High",
      industryExample:
        "In a 2024 study of more than 1,000 exam questions from 50 engineering and science courses at EPFL, GPT-4 answered 65.8% correctly on average: fast first drafts, but a third of its answers wrong, which is why the engineer who seals a document checks every line of it.",
      industryExampleSource:
        "Borges et al., 'Could ChatGPT get an engineering degree? Evaluating higher education vulnerability to AI assistants', Proceedings of the National Academy of Sciences (2024)",
      challenges: [
        "producing_proposals_and_reports_faster",
        "defending_fees_as_clients_adopt_ai_themselves",
      ],
    },
    {
      title: "Drawings and models with AI built in",
      description:
        "The AI already in AutoCAD, Revit and Bluebeam brings reviewers' markups into the drawings, compares revisions and handles repetitive drafting, once drawings and models follow one standard.",
      priority: "Medium",
      industryExample:
        "WSP in Canada won a 2023 Canadian Consulting Engineering Award for its digital acceleration initiative: one BIM standard, execution plan and drawing standard, in both official languages, for more than 760 employees in 22 offices, with one project database the firm says saves thousands of hours.",
      industryExampleSource:
        "Canadian Consulting Engineer, 'Digital Acceleration Initiative, WSP', Canadian Consulting Engineering Awards (September/October 2023)",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "producing_proposals_and_reports_faster",
      ],
    },
    {
      title: "Project hours and budgets per report and drawing set",
      description:
        "Timesheets in the project accounting system coded by task show the hours each report, drawing set and estimate takes against its budget, and flag overruns to the project manager while there is still time to act.",
      priority: "Medium",
      industryExample:
        "Deltek's 2025 Clarity study of nearly 700 architecture and engineering firms in the US and Canada found 53% using AI tools, up from 38% a year earlier, while many still ran accounting and resource management by hand.",
      industryExampleSource:
        "Deltek, Clarity Architecture & Engineering Industry Study (May 2025), as reported by HPAC Engineering (2025)",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "defending_fees_as_clients_adopt_ai_themselves",
      ],
    },
    {
      title: "Past projects as the firm's memory",
      description:
        "A secure assistant searches the firm's past reports, calculations, specifications and project sheets, cites the document it draws on, and starts proposals and new projects from the firm's own precedents.",
      priority: "Medium",
      industryExample:
        "An engineering firm indexes ten years of issued reports and project sheets; a project engineer asks for past condition assessments of timber-frame schools and gets the five closest, each with its file reference, before the site visit.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "capturing_and_reusing_firm_knowledge",
        "winning_new_clients_in_a_crowded_market",
      ],
    },
    {
      title: "Engineers-in-training learning from review",
      description:
        "Engineers-in-training draft with AI and learn from the senior engineer's review of each draft, against checklists the discipline leads keep.",
      priority: "Medium",
      industryExample:
        "GPT-4 scored 75.37% on a practice US Fundamentals of Engineering exam in a 2023 study: enough to help an engineer-in-training draft, and a reason for every draft to pass a licensed engineer's review.",
      industryExampleSource:
        "Pursnani, Sermet, Kurt and Demir, 'Performance of ChatGPT on the US Fundamentals of Engineering Exam', Computers and Education: Artificial Intelligence (2023)",
      challenges: ["developing_junior_consultants_quickly"],
    },
  ],
  challenges: {
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "Inspection reports, specifications and estimates drafted from field notes, photos and past projects, for the engineer to review and seal",
          work: "drafting",
          department: "operations",
          owner: "Principal Engineer",
          impact: "Fewer drafting hours per document, each still reviewed and sealed.",
        },
        {
          application: "Proposals assembled from past project sheets and résumés",
          work: "drafting",
          department: "sales",
          owner: "Principal",
          impact: "Proposals out sooner, from the firm's own precedents.",
        },
      ],
      measure: {
        metric: "drafting hours per inspection report or estimate",
        baseline:
          "Time the next ten inspection reports or estimates from site visit or request to the issued document, and the drafting hours each took",
        target:
          "30-50% fewer drafting hours per report or estimate, with every one still reviewed and sealed by the responsible engineer",
        dependsOn:
          "Report and specification templates, and a library of past reports, specification sections and estimates cleared for reuse",
        owner: "Principal Engineer",
      },
    },
    improving_utilisation_and_billable_hours: {
      applications: [
        {
          application:
            "Hours per report, drawing set and estimate tracked against budget, with overruns flagged to the project manager",
          work: "analysis",
          department: "operations",
          owner: "Project Manager",
          impact: "Overruns seen while there is time to act.",
        },
        {
          application: "Review comments brought into the drawings without retyping",
          work: "automation",
          department: "operations",
          owner: "Discipline Lead",
          impact: "Less drafting time per revision.",
        },
      ],
      tools: ["Autodesk AI in AutoCAD and Revit", "Bluebeam", "Power BI Copilot"],
      measure: {
        metric: "hours per report and estimate against the hours budgeted",
        baseline:
          "From the project accounting system, take last quarter's reports and estimates on the pilot projects and the hours each took against its budget",
        target: "15-25% fewer hours per report and estimate, at the same review standard",
        dependsOn:
          "Timesheets coded by task (field work, drafting, review) in the project accounting system",
        owner: "Project Manager",
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "Search across past reports, calculations, specifications and drawings, citing the source document",
          work: "answering",
          department: "product",
          owner: "Discipline Lead",
          impact: "Every project starts from the firm's best precedent.",
        },
      ],
      measure: {
        metric: "minutes to find the precedent for a new project",
        baseline:
          "Ask ten engineers to find three past reports, details or calculations on set topics and time each search",
        target: "Half the search time, with the source document always cited",
        dependsOn:
          "Past reports and drawings in one indexed store, with client-confidential projects marked",
        owner: "Discipline Lead",
      },
    },
    winning_new_clients_in_a_crowded_market: {
      applications: [
        {
          application:
            "Proposals and qualifications assembled from past project sheets and résumés, for the principal to tailor",
          work: "drafting",
          department: "sales",
          owner: "Principal",
          impact: "More proposals out at the same quality; track the win rate.",
        },
      ],
      // Assembled from the firm's own library: no cold-outreach database for qualifications-based selection.
      tools: [
        "Microsoft 365 Copilot",
        "Microsoft 365 Copilot Chat",
        "ChatGPT Business",
        "Google Gemini",
        "Claude",
      ],
      measure: { owner: "Principal" },
    },
    defending_fees_as_clients_adopt_ai_themselves: {
      applications: [
        {
          application: "Fixed fees for reports and estimates priced on the hours they now take",
          work: "analysis",
          department: "executive",
          impact: "Faster drafting shows up as margin, not as a lower fee.",
        },
      ],
      measure: {
        metric: "fee realization on fixed-fee reports and estimates",
        baseline:
          "Compare the fees billed with the hours at standard rates for last year's fixed-fee reports and estimates",
        dependsOn:
          "Agreements that say how the firm uses AI and that the engineer of record reviews and seals every document",
        owner: "Principal",
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "Engineers-in-training draft with AI and learn from the senior engineer's review",
          work: "drafting",
          department: "hr",
          owner: "Discipline Lead",
          impact: "Juniors productive sooner, learning from the review of each draft.",
        },
      ],
      measure: {
        metric:
          "months until an engineer-in-training drafts a report that passes review with minor changes",
        baseline:
          "Ask the discipline leads how long each of the last two intakes of engineers-in-training took to draft a report that passed review with minor changes",
        target: "1-3 months sooner for the next intake, with review findings no worse than today",
        dependsOn:
          "Worked examples and review checklists for the firm's core reports and calculations",
        owner: "Discipline Lead",
      },
    },
  },
};
