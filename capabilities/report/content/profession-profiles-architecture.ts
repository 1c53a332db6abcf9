import type { ProfessionProfile } from "./profession-profiles";
import { WRITING_STUDY } from "./studies";

/**
 * An architecture practice, the design-engineering profession's other kind: it writes design
 * narratives, draws and models, specifies, reviews its designs against the building code for the
 * permit and administers the construction contract; it wins public work (schools, housing,
 * institutions) by RFP and qualification responses, not by prospecting. Its architects seal the
 * drawings under the province's architects' association (regulators-professional.ts), so its
 * hours are counted per project phase against the fee, and its juniors are intern architects.
 */

const PRINCIPAL = "Principal";
const PROJECT_ARCHITECT = "Project Architect";

/** Assistants that work over the practice's own library of projects, résumés and narratives. */
const LIBRARY_TOOLS = [
  "Microsoft 365 Copilot",
  "Microsoft 365 Copilot Chat",
  "ChatGPT Business",
  "Google Gemini",
  "Claude",
];

export const architectureProfile: ProfessionProfile = {
  roles: {
    operations: PROJECT_ARCHITECT,
    product: PRINCIPAL,
    sales: PRINCIPAL,
    customer_service: PROJECT_ARCHITECT,
    supply_chain: PROJECT_ARCHITECT,
    hr: PRINCIPAL,
  },
  words: {
    personalData: "clients' project documents, drawings, models and correspondence",
    draftError: "a wrong dimension or code clause in a drawing, specification or code analysis",
    candidates: "intern architect and architectural technologist candidates",
  },
  // It wins work by RFP and qualifications, and designs what contractors build.
  otherWork: ["Sales prospecting", "Sales engagement", "Construction AI"],
  typicalMaturity:
    "Architecture practices meet AI first in image generators and rendering plug-ins for early design, and in general assistants for proposals and correspondence; few yet draft narratives, specifications or code analyses under a written review rule, because the architect who seals a drawing answers for every line of it and clients' contracts often limit where their project documents may go.",
  commonUseCases: [
    "RFP and qualification responses assembled from past project sheets, résumés and design narratives",
    "Code analyses drafted with each clause of the code in force cited, for the architect to check",
    "Design narratives, outline specifications and meeting minutes drafted for the project architect to check",
    "Early concept and massing images made under accounts that keep them private, redrawn by an architect before anything reaches a drawing",
    "Hours by project phase read against each phase's fee",
  ],
  landscape: [
    {
      title: "RFP and qualification responses assembled from your own projects",
      description:
        "An assistant reads each public client's RFP, lists its mandatory requirements and evaluation criteria in a compliance matrix, and drafts the project narratives, team résumés and past-project sheets from the practice's own library; the principal tailors every response, so architects spend their week on the design approach, not on assembly.",
      priority: "High",
      industryExample:
        "In a study the American Institute of Architects published in 2025, 6% of more than 500 architecture professionals used AI regularly and 53% had experimented with it, most of that use in notes, meeting minutes, proposals and correspondence.",
      industryExampleSource:
        "American Institute of Architects with Deltek and ConstructConnect, 'Artificial Intelligence Adoption in Architecture Firms: Opportunities & Risks', The Architect's Journey to Specification, as reported by Construction Dive (2025)",
      challenges: [
        "producing_proposals_and_reports_faster",
        "winning_new_clients_in_a_crowded_market",
        "capturing_and_reusing_firm_knowledge",
      ],
    },
    {
      title: "Code analyses with every clause cited, for the architect to check",
      description:
        "A secure assistant holding the editions of the building code in force and the practice's past code analyses finds the clauses that apply to a project's occupancy, area and height and drafts the code analysis with each clause cited; the architect checks every clause against the code itself before the permit application, and intern architects learn the code from the review.",
      priority: "High",
      industryExample:
        "An architecture practice loads the building code editions in force and its own past code analyses into a secure assistant; for a new school an intern architect drafts the code analysis in a day, each clause cited, and the senior architect checks every clause against the code before the permit application.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "capturing_and_reusing_firm_knowledge",
        "developing_junior_consultants_quickly",
        "producing_proposals_and_reports_faster",
      ],
    },
    {
      title:
        "Design narratives, specifications and contract administration drafted for the architect",
      description:
        "Design narratives for each stage, outline specifications from the practice's master sections, meeting minutes, site visit reports and replies to contractors' questions are drafted from the architect's notes, photos and past projects; the project architect checks each before it goes out, and nothing AI-generated goes on a sealed drawing.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: [
        "producing_proposals_and_reports_faster",
        "improving_utilisation_and_billable_hours",
      ],
    },
    {
      title: "Early design images kept private and redrawn by an architect",
      description:
        "Image generators and rendering plug-ins in the design software give clients concept and massing images at the first meeting, under business accounts whose terms keep prompts and images private and out of model training; clients' documents never go into them, and anything that reaches a drawing is redrawn by an architect.",
      priority: "Medium",
      industryExample:
        "In the RIBA's survey of more than 500 UK architects in late 2023, 41% used AI on at least the occasional project, and 58% thought AI raised the risk of their work being imitated.",
      industryExampleSource:
        "Royal Institute of British Architects, RIBA AI Report 2024 (April 2024)",
      challenges: [
        "winning_new_clients_in_a_crowded_market",
        "defending_fees_as_clients_adopt_ai_themselves",
      ],
    },
    {
      title: "Hours by project phase against each phase's fee",
      description:
        "Timesheets in the project accounting system coded by phase (schematic design, design development, construction documents, contract administration) show the hours each phase takes against the fee it carries, and flag overruns to the project architect while the phase is still open; fees for the next project are priced on the hours now measured.",
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
  ],
  challenges: {
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "RFP and qualification responses assembled from past project sheets, résumés and design narratives, with each RFP's requirements checked in a compliance matrix, for the principal to tailor",
          work: "drafting",
          department: "sales",
          owner: PRINCIPAL,
          impact: "Fewer architect-hours per response, each still tailored by the principal.",
        },
        {
          application:
            "Design narratives and outline specifications drafted from the practice's master sections and past projects, for the project architect to check",
          work: "drafting",
          department: "operations",
          owner: PROJECT_ARCHITECT,
          impact: "Fewer drafting hours per narrative and specification, each still checked.",
        },
      ],
      tools: LIBRARY_TOOLS,
      measure: {
        metric: "architect-hours per RFP or qualification response",
        baseline:
          "Take the last ten RFP and qualification responses and record the architect-hours each took, from the timesheets or the people who wrote them, with which were shortlisted",
        target:
          "A third fewer architect-hours per response at the same shortlist rate, with every response tailored by the principal",
        dependsOn:
          "A library of past project sheets, résumés and design narratives cleared for reuse, with client-confidential projects marked",
        owner: PRINCIPAL,
      },
    },
    improving_utilisation_and_billable_hours: {
      applications: [
        {
          application:
            "Hours per project phase read against the phase's fee, with overruns flagged to the project architect",
          work: "analysis",
          department: "operations",
          owner: PROJECT_ARCHITECT,
          impact: "Overruns seen while the phase is still open.",
        },
        {
          application:
            "Shop drawings and revised drawing sets compared during contract administration, with the changes found and markups tracked to closure",
          work: "checking",
          department: "operations",
          owner: PROJECT_ARCHITECT,
          impact: "Less checking time per submittal and revision.",
        },
        {
          application:
            "Meeting minutes and site visit reports drafted from the architect's notes and photos, for the project architect to check",
          work: "drafting",
          department: "operations",
          owner: PROJECT_ARCHITECT,
          impact: "Less unbilled administration per project.",
        },
      ],
      tools: [
        "Power BI Copilot",
        "Bluebeam",
        "Microsoft 365 Copilot",
        "Microsoft 365 Copilot Chat",
      ],
      measure: {
        metric: "hours per project phase against the hours its fee allows",
        baseline:
          "From the project accounting system, take last year's finished projects and the hours each phase took against the hours its fee allowed",
        target:
          "Overruns flagged within the phase, and 10-15% fewer hours over fee on the pilot projects",
        dependsOn:
          "Timesheets coded by project phase (schematic design, design development, construction documents, contract administration) in the project accounting system",
        owner: PROJECT_ARCHITECT,
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "Search across past design narratives, specifications, details, code analyses and RFP responses, citing the source document",
          work: "answering",
          department: "operations",
          owner: PROJECT_ARCHITECT,
          impact: "Every project and response starts from the practice's best precedent.",
        },
      ],
      tools: LIBRARY_TOOLS,
      measure: {
        metric: "minutes to find the precedent for a new project or response",
        baseline:
          "Ask five architects to find three past details, specification sections or code analyses on set topics and time each search",
        target: "Half the search time, with the source document always cited",
        dependsOn: "Past projects in one indexed store, with client-confidential projects marked",
        owner: PROJECT_ARCHITECT,
      },
    },
    winning_new_clients_in_a_crowded_market: {
      applications: [
        {
          application:
            "Qualifications for public clients' RFPs and prequalifications assembled from past project sheets and résumés, for the principal to tailor to each evaluation criterion",
          work: "drafting",
          department: "sales",
          owner: PRINCIPAL,
          impact: "More responses out at the same quality; judge the shortlist rate over a year.",
        },
      ],
      tools: LIBRARY_TOOLS,
      measure: {
        metric: "shortlist rate on RFPs and prequalifications",
        baseline:
          "From the proposals log, count the RFPs and prequalifications answered and shortlisted over the last two years",
        target:
          "A higher shortlist rate over the next twelve months' submissions, judged on the full year",
        dependsOn: "The reasons for last year's shortlists and losses, from clients' debriefs",
        owner: PRINCIPAL,
      },
    },
    defending_fees_as_clients_adopt_ai_themselves: {
      applications: [
        {
          application: "Fees for each phase priced on the hours it now takes",
          work: "analysis",
          department: "executive",
          impact: "Faster drafting shows up as margin, not as a lower fee.",
        },
      ],
      tools: LIBRARY_TOOLS,
      measure: {
        metric: "fee realization by project phase",
        baseline:
          "Compare the fees billed with the hours at standard rates for last year's finished projects, phase by phase",
        dependsOn:
          "Client agreements that say how the practice uses AI and that the architect of record reviews and seals every drawing",
        owner: PRINCIPAL,
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "Intern architects draft code analyses and specification sections with AI and learn from the project architect's review of each draft",
          work: "drafting",
          department: "hr",
          owner: PROJECT_ARCHITECT,
          impact: "Intern architects productive sooner, learning from the review of each draft.",
        },
      ],
      tools: LIBRARY_TOOLS,
      measure: {
        metric:
          "months until an intern architect drafts a code analysis that passes review with minor changes",
        baseline:
          "Ask the project architects how long each of the last two intakes of intern architects took to draft a code analysis or specification section that passed review with minor changes",
        target: "1-3 months sooner for the next intake, with review findings no worse than today",
        dependsOn:
          "Worked examples and review checklists for the practice's code analyses and specification sections",
        owner: PROJECT_ARCHITECT,
      },
    },
  },
  themes: {
    "professional-obligations": {
      action:
        "Write down which project work may use AI, under which architect's review, and how clients are told, so the answer is ready for your architects' association and your professional liability insurer",
    },
    tenders: {
      title: "Speed up RFP and qualification responses",
      name: "RFP and qualification responses",
      action:
        "Keep past project sheets, résumés, design narratives and references in one library, and have an assistant check each new RFP's mandatory requirements and evaluation criteria against it and draft the compliance matrix and first response for the principal to tailor",
      measure: "architect-hours per RFP or qualification response, and the shortlist rate",
      pilot: {
        baseline:
          "Take the last ten RFP and qualification responses and record the architect-hours each took, from the timesheets or the people who wrote them, with which were shortlisted over the past two years",
        target:
          "A third fewer architect-hours per response at the same shortlist rate; the win rate judged over a full year of submissions",
      },
    },
  },
};
