/**
 * Themes executives write in the assessment's free-text boxes, and what the report does with
 * each: a roadmap initiative, a quick win, a risk or a governance step. `{words}` is replaced
 * by a short quotation of what the executive wrote.
 */

export type ThemePlacement = "roadmap" | "quickWin" | "risk" | "governance";

export interface Theme {
  id: string;
  /** Matched against the answer, case-insensitively. */
  pattern: RegExp;
  placement: ThemePlacement;
  title: string;
  action: string;
  owner: string;
  /** What to count to know it worked. */
  measure: string;
  /** Only for placement "risk". */
  risk?: { risk: string; mitigation: string };
}

export const themes: readonly Theme[] = [
  {
    id: "shadow-ai",
    pattern:
      /\b(own (phones?|accounts?|devices?)|personal (phones?|accounts?)|on their own|scribe apps?|unapproved|without (approval|permission))\b/i,
    placement: "risk",
    title: "Bring personal AI use under the policy",
    action:
      "List the AI apps staff already use, approve a business-grade alternative for each real need and switch off the rest",
    owner: "Privacy Officer",
    measure: "share of AI use on approved tools",
    risk: {
      risk: "AI apps on personal phones and accounts already handle company or client information outside any contract or control.",
      mitigation:
        "Inventory the apps in use within two weeks, approve a business-grade alternative with a data-processing agreement, and make the policy's one rule plain: no client information in personal AI accounts.",
    },
  },
  {
    id: "weather-disruption",
    pattern:
      /\b(highway closures?|road closures?|winter|snow|wildfires?|storm(s| season)?|ferr(y|ies)|floods?|weather)\b/i,
    placement: "roadmap",
    title: "Plan around weather and access disruptions",
    action:
      "Feed weather, road and closure alerts into the weekly schedule so crews, bookings and deliveries are re-planned a day earlier",
    owner: "Operations Manager",
    measure: "hours or bookings lost to closures per month",
  },
  {
    id: "tenders",
    pattern: /\b(tenders?|rfps?|rfqs?|bids?|procurement|estimat(es?|ing))\b/i,
    placement: "roadmap",
    title: "Speed up tenders and estimates",
    action:
      "Build a library of past bids, unit rates and standard clauses, and have an assistant draft the first tender response and take-off summary for an estimator to check",
    owner: "Chief Estimator",
    measure: "days from tender release to submitted bid",
  },
  {
    id: "scattered-data",
    pattern:
      /\b(spreadsheets?|excel|data (is|are|lives?|sits?) (in|spread|scattered)|scattered|siloe?d?|do not talk to each other|don't talk|too many systems|re-?type|re-?enter|double entry)\b/i,
    placement: "roadmap",
    title: "One source of truth for the data the pilots need",
    action:
      "Name the one system that holds each record the first pilot needs, stop the re-keying between systems and connect the rest",
    owner: "Controller",
    measure: "hours a week spent re-keying or reconciling data",
  },
  {
    id: "legacy-systems",
    pattern: /\b(legacy|old (system|software|equipment)|older equipment|mainframe|core banking)\b/i,
    placement: "roadmap",
    title: "Reach the data in older systems",
    action:
      "Start with an export or read-only connection from the older system rather than waiting for its replacement, and keep the pilot's scope to what that data supports",
    owner: "IT Manager",
    measure: "pilot data available without manual extracts",
  },
  {
    id: "privacy-fear",
    pattern:
      /\b(privacy|confidential(ity)?|data leaves? canada|leave canada|residency|client data|patient data|personal information)\b/i,
    placement: "governance",
    title: "Settle where the data goes before any tool is chosen",
    action:
      "Make data residency, training on your data and retention the first three questions for every AI vendor, and record the answers in a one-page register",
    owner: "Privacy Officer",
    measure: "AI vendors with documented data terms",
  },
  {
    id: "professional-obligations",
    pattern:
      /\b(professional (obligations?|standards?|duties)|law society|cpa|regulator|licens(e|ing) body)\b/i,
    placement: "governance",
    title: "Check AI use against professional obligations",
    action:
      "Write down which client work may use AI, under which review, and how clients are told, in line with your professional body's guidance",
    owner: "Managing Partner",
    measure: "engagements with a documented AI review step",
  },
  {
    id: "budget",
    pattern:
      /\b(budget|costs? (are|is) hard|little money|cannot afford|can't afford|expensive|funding)\b/i,
    placement: "governance",
    title: "Fund AI from what it saves",
    action:
      "Start with tools already included in your licences and ring-fence part of each pilot's measured saving for the next one",
    owner: "Controller",
    measure: "AI spend against measured savings",
  },
  {
    id: "no-time",
    pattern: /\b(no time|lack of time|too busy|between shifts|time to learn|have no time)\b/i,
    placement: "quickWin",
    title: "Fifteen minutes a week, in the existing meeting",
    action:
      "Add a fifteen-minute AI slot to an existing weekly meeting, where one person shows one task done faster, instead of separate training",
    owner: "Operations Manager",
    measure: "people who tried the shown task the following week",
  },
  {
    id: "staff-fear",
    pattern:
      /\b(replace (us|them|jobs)|job losses?|lose their jobs|worry|worried|fear(s|ful)?|nervous|distrust|lazy)\b/i,
    placement: "quickWin",
    title: "Answer the worry in people's own words",
    action:
      "Hold a short session that names the worry, says what AI will and will not be used for, and asks for two volunteers to run the first trial",
    owner: "CEO",
    measure: "volunteers for the first trial",
  },
  {
    id: "union",
    pattern: /\b(union|collective agreement|bargaining)\b/i,
    placement: "governance",
    title: "Bring the union in early",
    action:
      "Share the pilot plan with the union before it starts, agree how time saved is used, and invite a member to the review",
    owner: "HR Manager",
    measure: "pilots agreed with the union before launch",
  },
  {
    id: "skills",
    pattern: /\b(skills?|training|don't know how|do not know how|learning curve|expertise)\b/i,
    placement: "quickWin",
    title: "Train on real work, not on AI in general",
    action:
      "Give each pilot team one hour of hands-on training on its own documents and tasks before the pilot starts",
    owner: "HR Manager",
    measure: "pilot users trained before launch",
  },
  {
    id: "accuracy",
    pattern: /\b(accura(te|cy)|hallucinat\w*|wrong answers?|mistakes?|errors?|trust the output)\b/i,
    placement: "risk",
    title: "Check AI output before it leaves the building",
    action:
      "Keep a person reviewing every AI draft that reaches a client until error rates are measured",
    owner: "Quality Manager",
    measure: "error rate found in reviewed drafts",
    risk: {
      risk: "AI drafts that look right but contain errors reach clients or records.",
      mitigation:
        "Review every AI draft that reaches a client or record, log the errors found, and relax the review only where the measured error rate is low.",
    },
  },
  {
    id: "compliance-review",
    pattern:
      /\b(model risk|validation|sign-?off|security reviews?|vendor reviews?|compliance (review|burden))\b/i,
    placement: "governance",
    title: "A faster, proportionate review path for AI",
    action:
      "Tier AI uses by risk, with a two-week review for low-risk internal tools and the full review kept for models that affect clients",
    owner: "Chief Risk Officer",
    measure: "days from request to decision for low-risk AI tools",
  },
  {
    id: "turnover",
    pattern: /\b(turn ?over|seasonal staff|leave after|retention|retain|retiring|retire)\b/i,
    placement: "roadmap",
    title: "Keep what leaving people know",
    action:
      "Record how experienced staff do the hard parts of the job and turn it into a searchable guide new staff can ask questions of",
    owner: "HR Manager",
    measure: "time for a new hire to work unsupervised",
  },
  {
    id: "after-hours-enquiries",
    pattern:
      /\b(same-day answers?|after hours|24\/7|around the clock|enquir(y|ies)|guest emails?|customer emails?)\b/i,
    placement: "roadmap",
    title: "Answer routine questions faster",
    action:
      "Draft replies to the most common questions from approved answers, with a person sending them until accuracy is measured",
    owner: "Customer Service Lead",
    measure: "median time to first reply",
  },
  {
    id: "referrals-documentation",
    pattern: /\b(referral letters?|documentation|paperwork|charting|notes|forms?)\b/i,
    placement: "roadmap",
    title: "Draft the paperwork, keep the professional's judgement",
    action:
      "Use templates and an approved assistant to draft letters, notes and forms from the record, signed off by the professional",
    owner: "Operations Manager",
    measure: "time per letter or note",
  },
  {
    id: "pricing-costs",
    pattern: /\b(prices? change|supplier prices?|menu costing|margins?|food costs?|costing)\b/i,
    placement: "roadmap",
    title: "Keep costing current automatically",
    action:
      "Pull supplier invoices into one sheet each week and flag the items whose cost moved enough to change a price",
    owner: "Controller",
    measure: "days since costing was last updated",
  },
  {
    id: "cancellations-demand",
    pattern:
      /\b(cancell?ations?|no-?shows?|empty (rooms|tables|slots)|overstock|stockouts?|forecasts?)\b/i,
    placement: "roadmap",
    title: "Fill the gaps that cancellations and bad forecasts leave",
    action:
      "Use past bookings or sales to predict the gaps a week ahead and fill them with a waitlist, offer or reorder",
    owner: "Revenue Manager",
    measure: "revenue lost to cancellations or stock gaps",
  },
  {
    id: "bilingual",
    pattern: /\b(french|bilingual|translat\w*|punjabi|mandarin|cantonese|spanish)\b/i,
    placement: "quickWin",
    title: "Draft in both languages, review by a fluent speaker",
    action:
      "Draft the second language with an approved assistant and a shared glossary of your terms, reviewed by a fluent colleague",
    owner: "Marketing Lead",
    measure: "turnaround of bilingual documents",
  },
  {
    id: "ip-ownership",
    pattern:
      /\b(who owns|ownership|copyright|intellectual property|licen[cs]e of (images|content))\b/i,
    placement: "risk",
    title: "Make ownership of AI-made work clear",
    action: "Set out in client contracts who owns AI-assisted work and which tools may be used",
    owner: "Managing Partner",
    measure: "contracts with an AI clause",
    risk: {
      risk: "Clients and staff are unsure who owns AI-generated images and text, and whose rights they may infringe.",
      mitigation:
        "Add an AI clause to client contracts, use tools whose terms grant commercial rights and indemnity, and keep a record of which deliverables used AI.",
    },
  },
  {
    id: "regulation-customers",
    pattern: /\b(ai act|comply|compliance|regulat\w+|audit)\b/i,
    placement: "governance",
    title: "Document AI use the way a regulator or client will ask",
    action:
      "Keep a register of each AI use: purpose, data, model, human review and risk level, ready for client questionnaires and audits",
    owner: "Chief Risk Officer",
    measure: "AI uses documented in the register",
  },
  {
    id: "measuring-value",
    pattern:
      /\b(measur\w+ value|hard to attribute|measure(d)? (the )?(value|results?)|roi|initiatives)\b/i,
    placement: "governance",
    title: "One value scorecard for every AI initiative",
    action:
      "Give every initiative the same three numbers (cost, hours saved, effect on revenue or quality) and review them quarterly",
    owner: "CFO",
    measure: "initiatives with all three numbers",
  },
  {
    id: "connectivity",
    pattern: /\b(rural internet|internet is|connectivity|bandwidth|offline|no signal)\b/i,
    placement: "roadmap",
    title: "Choose tools that work on a poor connection",
    action:
      "Prefer tools that work offline or on mobile data, and run heavier AI work where the connection is reliable",
    owner: "General Manager",
    measure: "tasks completed without connection problems",
  },
  {
    id: "policy-position",
    pattern: /\b(position on ai|clear position|parents want|cheating|ban(ned)? it)\b/i,
    placement: "governance",
    title: "State a clear position on AI",
    action:
      "Publish a short position that says what AI may be used for, by whom, and how work done with it is recognised",
    owner: "CEO",
    measure: "people who know the position when asked",
  },
  {
    id: "knowledge-capture",
    pattern: /\b(knowledge|nobody has written|written down|know-how|expertise leaves)\b/i,
    placement: "roadmap",
    title: "Capture expert knowledge before it leaves",
    action:
      "Interview the experts on the hardest tasks, record them, and build a guide an assistant can answer questions from",
    owner: "Operations Manager",
    measure: "critical tasks documented",
  },
];
