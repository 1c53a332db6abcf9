import type { ProfessionChallenge, ProfessionProfile } from "./profession-profiles";
import { SUPPORT_STUDY, WRITING_STUDY } from "./studies";

/**
 * A translation bureau's own work: translation is what it sells, so its limit is translator
 * capacity, not a language it needs. Machine translation post-edited inside the CAT tool it
 * already holds (Trados Studio, Phrase TMS, memoQ: content/systems.ts) takes on more words per
 * translator-day; clients' documents stay out of consumer tools; a certified translation is still
 * signed by a certified translator of the province's body (regulators-translation.ts). Measured in
 * words per translator-day, turnaround and work turned away.
 */

const POST_EDITING = {
  application:
    "Machine translation switched on inside the CAT tool your translators already use, against your translation memories and termbases, with a translator post-editing every segment and a senior reviser checking each job before delivery",
  work: "drafting",
  department: "operations",
  owner: "Senior Reviser",
  impact: "More words per translator-day, so less work is turned away; track both each week.",
} as const;

/** Machine translation before any new tool: the CAT tool's own, where the bureau holds one. */
const MT_TOOLS = ["DeepL", "Microsoft 365 Copilot Chat", "Google Gemini"];

const CAPACITY: ProfessionChallenge = {
  applications: [POST_EDITING],
  tools: MT_TOOLS,
  measure: {
    metric: "words per translator-day, turnaround and work turned away",
    baseline:
      "From the CAT tool's reports and last quarter's job log, take the words each translator delivered per day, the days from order to delivery, and the jobs declined or turned away with their value",
    target:
      "A quarter more words per translator-day on post-edited jobs at the same reviser's error count, and less work turned away than last year, with every certified translation still signed by a certified translator",
    dependsOn:
      "Translation memories and termbases kept current in {system}, and a rule that no client text goes into a consumer tool",
    owner: "Senior Reviser",
  },
};

export const translationBureauProfile: ProfessionProfile = {
  kinds: [
    {
      noun: "a translation bureau",
      words: [
        "translation*",
        "translators?",
        "interpret*",
        "traduction*",
        "traducteurs?",
        "traductrices?",
        "interprètes?",
      ],
      signature: ["post-edit*", "words per translator-day"],
    },
  ],
  // Its translation words are its trade: no translation tool is sold to it as a need.
  trade: ["translation"],
  roles: {
    operations: "Senior Reviser",
    product: "Senior Reviser",
    customer_service: "Project Manager",
    sales: "Project Manager",
    marketing: "Project Manager",
    hr: "Senior Reviser",
  },
  typicalMaturity:
    "Most translation bureaus already work in a CAT tool (Trados Studio, Phrase TMS, memoQ) with translation memories and termbases; many translators try machine translation or chat assistants on their own, outside the bureau's tools and client agreements. The first gains are in machine translation post-edited inside the CAT tool the bureau already holds, measured in words per translator-day, with certified translations still signed by a certified translator.",
  commonUseCases: [
    "Machine translation post-edited inside the CAT tool, against the bureau's own translation memories and termbases",
    "Quotes and word counts prepared from the CAT tool's analysis for the project manager to check",
    "Terminology and consistency checks before the reviser signs off",
    "Certified translations prepared for the certified translator who signs them",
  ],
  landscape: [
    {
      title: "Machine translation post-edited in the CAT tool you hold",
      description:
        "The CAT tool's own machine translation drafts each segment from the bureau's translation memories and termbases; a translator post-edits every segment and a senior reviser checks the job before delivery, so each translator delivers more words a day and less work is turned away. Client documents stay inside the CAT tool and the providers the bureau's client agreements allow.",
      priority: "High",
      industryExample:
        "In a 2010 test at Autodesk, translators post-editing machine translation in their usual translation environment delivered on average 74% more words an hour than translating from scratch, with reviewers finding no more errors in the post-edited text.",
      industryExampleSource:
        "Plitt and Masselot, 'A Productivity Test of Statistical Machine Translation Post-Editing in a Typical Localisation Context', The Prague Bulletin of Mathematical Linguistics 93 (2010)",
      challenges: [
        "improving_utilisation_and_billable_hours",
        "improving_operational_efficiency",
        "defending_fees_as_clients_adopt_ai_themselves",
      ],
    },
    {
      title: "Quotes and project set-up from the CAT tool's analysis",
      description:
        "Word counts, matches against the translation memory and the deadline are read from the CAT tool's analysis to draft each quote and job set-up for the project manager to check, so clients get a price the same day.",
      priority: "Medium",
      ...WRITING_STUDY,
      challenges: [
        "winning_new_clients_in_a_crowded_market",
        "producing_proposals_and_reports_faster",
        "growing_revenue_in_a_competitive_market",
      ],
    },
    {
      title: "Certified translations kept signed by a certified translator",
      description:
        "AI may prepare the draft and the terminology check of a document to be certified, but the certified translator of the provincial body reads the whole translation against the original, signs and seals it; no certified translation leaves on a machine's word.",
      priority: "Medium",
      industryExample:
        "A translation bureau post-edits machine translation of a birth certificate in its CAT tool; the certified translator compares every name and date with the original before signing and sealing, and logs the corrections made.",
      industryExampleSource: "Illustrative example",
      challenges: ["capturing_and_reusing_firm_knowledge"],
    },
    {
      title: "Junior translators learning from the reviser's corrections",
      description:
        "Junior translators post-edit machine translation in the CAT tool and learn from the senior reviser's corrections on each job, so they reach the bureau's standard sooner and the senior translators' hours go to the work that needs them.",
      priority: "Medium",
      ...SUPPORT_STUDY,
      challenges: ["developing_junior_consultants_quickly", "attracting_and_retaining_talent"],
    },
  ],
  challenges: {
    improving_utilisation_and_billable_hours: CAPACITY,
    improving_operational_efficiency: CAPACITY,
    producing_proposals_and_reports_faster: {
      applications: [
        {
          application:
            "Quotes and job set-ups drafted from the CAT tool's word count and translation-memory analysis, for the project manager to check before the client sees them",
          work: "drafting",
          department: "sales",
          owner: "Project Manager",
          impact: "Quotes out the same day; track the hours from request to quote.",
        },
      ],
      measure: {
        metric: "hours from a client's request to the quote sent",
        baseline:
          "From last month's e-mails and job log, take the hours from each request to the quote sent",
        target: "Every quote out the same working day, checked by the project manager",
        owner: "Project Manager",
      },
    },
    winning_new_clients_in_a_crowded_market: {
      applications: [
        {
          application:
            "Quotes drafted from the CAT tool's analysis the same day, and follow-ups on quotes not yet accepted, for the project manager to check and send",
          work: "drafting",
          department: "sales",
          owner: "Project Manager",
          impact: "More quotes accepted; track quotes sent and won each month.",
        },
      ],
      measure: {
        metric: "quotes sent the same day, and the share accepted",
        baseline:
          "From last quarter's job log, count the quotes sent, the days each took and those accepted",
        target:
          "Every quote out the same working day and a higher share accepted than last quarter",
        owner: "Project Manager",
      },
    },
    capturing_and_reusing_firm_knowledge: {
      applications: [
        {
          application:
            "Translation memories and termbases cleaned and kept per client, so machine translation and every translator start from the bureau's approved terms",
          work: "analysis",
          department: "operations",
          owner: "Senior Reviser",
          impact: "Fewer terminology corrections at review; track them per job.",
        },
      ],
      measure: {
        metric: "terminology corrections the reviser makes per 1,000 words",
        baseline:
          "For the next 20 jobs, have the reviser count the terminology corrections per 1,000 words",
        target: "A third fewer terminology corrections per 1,000 words",
        dependsOn: "Each client's translation memory and termbase kept current in {system}",
        owner: "Senior Reviser",
      },
    },
    defending_fees_as_clients_adopt_ai_themselves: {
      applications: [
        {
          application:
            "Post-edited jobs priced on the words per translator-day they now take, with certified and reviewed translations priced as the human work they remain",
          work: "analysis",
          department: "executive",
          impact: "Faster post-editing shows up as margin, not as a lower rate.",
        },
      ],
      measure: {
        metric: "margin per job on post-edited and on certified translations",
        baseline:
          "From last quarter's jobs, take the price and the translator and reviser hours of each, post-edited and certified apart",
        owner: "Project Manager",
      },
    },
    developing_junior_consultants_quickly: {
      applications: [
        {
          application:
            "Junior translators post-edit machine translation in the CAT tool and learn from the senior reviser's corrections on each job",
          work: "drafting",
          department: "hr",
          owner: "Senior Reviser",
          impact: "Juniors reach the bureau's standard sooner; track the reviser's corrections.",
        },
      ],
      measure: {
        metric: "months until a junior translator's jobs pass review with minor corrections",
        baseline:
          "Ask the senior revisers how long each of the last juniors took to deliver jobs that passed review with minor corrections",
        target:
          "A month or two sooner for the next juniors, with review findings no worse than today",
        owner: "Senior Reviser",
      },
    },
    attracting_and_retaining_talent: {
      applications: [
        {
          application:
            "The repetitive segments of each job left to machine translation the translators post-edit in the CAT tool, so their hours go to the work that needs a translator",
          work: "drafting",
          department: "hr",
          owner: "Senior Reviser",
          impact: "Less overtime in the busiest weeks; track it each week.",
        },
      ],
      tools: MT_TOOLS,
      measure: {
        metric: "translator overtime hours a week, and work turned away",
        baseline:
          "From the last quarter's timesheets and job log, take the overtime hours and the jobs turned away",
        target:
          "A third less overtime and less work turned away, at the same reviser's error count",
        owner: "Senior Reviser",
      },
    },
  },
  themes: {
    translation: {
      placement: "roadmap",
      department: "operations",
      title: "Take on the work you turn away: machine translation post-edited in your CAT tool",
      name: "translator capacity",
      action:
        "Switch on machine translation post-editing inside the CAT tool your translators already use ({words}): machine translation drafts each segment from your translation memories and termbases, a translator post-edits every segment and a senior reviser checks each job, no client text goes into a consumer tool, and certified translations are still signed by a certified translator",
      measure: "words per translator-day, turnaround and work turned away",
      pilot: {
        baseline:
          "Start from the work you turned away{money}: from the CAT tool's reports and the job log, record words per translator-day, the days from order to delivery and the jobs turned away with their value, then the same each week of the pilot",
        target:
          "A quarter more words per translator-day on post-edited jobs at the same reviser's error count, and less work turned away than last year, or a decision to stop",
      },
    },
  },
};
