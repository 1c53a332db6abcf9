import type { Department } from "@/model/assessment/options";
import { FOREIGN_WORKERS } from "./foreign-workers";
import type { ThemePilot } from "./themes";

/**
 * Kinds of problem executives write in their own words that no theme reads, each with what the
 * report does about it (builtin/problem-kinds.ts reads them, English and French). A kind AI can
 * work on brings its own pilot, owner and measure; a kind it cannot change (what customers buy,
 * an input price, a rule set outside the business) is named as context and given no pilot.
 */

interface KindBase {
  id: string;
  /** Any of these in a sentence shows the kind. */
  patterns: readonly RegExp[];
  /** Words the whole sentence must hold too, for a kind only its setting shows (a season). */
  within?: RegExp;
  /** A plain noun phrase for the kind, never the executive's words: "a role you cannot fill". */
  name: string;
}

export interface PilotKind extends KindBase {
  ai: true;
  /** What "the pilot on …" calls it. */
  pilotName: string;
  title: string;
  /** `{words}` places the executive's sentence. */
  action: string;
  owner: string;
  department: Department;
  measure: string;
  pilot: ThemePilot;
  /** The follow-up question's subject: "which tasks of the role you cannot fill". */
  step: string;
  /** Chosen challenges whose pilot already does this work: the problem joins it. */
  joins?: readonly string[];
  /** Themes whose measure does not fit this kind: the kind answers a sentence they read. */
  supersedes?: readonly string[];
  /**
   * The action where an AI already answers the customers (builtin/ai-in-service.ts): `{result}`
   * places its result as the executive gave it.
   */
  inServiceAction?: string;
}

export interface ContextKind extends KindBase {
  ai: false;
  /** Why it gets no pilot, and the figure to keep in view instead. */
  context: string;
  /**
   * Kinds it already says, dropped beside it: a tariff that swings prices is no steady rise, and
   * trained people lost between seasons are no role left unfilled.
   */
  covers?: readonly string[];
}

export type ProblemKind = PilotKind | ContextKind;

/** Who a company finds or keeps when it hires. */
const PEOPLE =
  "people|staff|workers?|employees?|help|talent|candidates?|hires?|labou?r|someone|anyone|replacements?|apprentices?|trainees?|crews?|mechanics?|medics?";
/** Words that end the object of "find": "backhauls for our drivers" finds no drivers. */
const JOINERS =
  "for|to|from|in|on|at|with|of|because|and|or|but|that|when|so|fast|quickly|anywhere";
/** Words shaped like a role that name what a company finds for its business, not whom it hires. */
const NOT_ROLES =
  "customers?|clients?|buyers?|shippers?|suppliers?|vendors?|partners?|lenders?|investors?|users?|subscribers?|members?|orders?|containers?|trailers?|computers?|numbers?|answers?|papers?|water|power|centers?|centres?|folders?|printers?|others?|tenders?|contracts?|documents?|invoices?|parts?|records?|events?|patients?|students?|tenants?|guests?|donors?|sponsors?|space|parking|inventory|stock|loads?|backhauls?|freight|time|money|capital|funding|financing|insurance|weather|data|information|files?|opportunit(?:y|ies)|prospects?";

/** A role not filled or an ageing team not replaced: "I can't find a second paralegal". (Retirement is the succession theme's.) */
const capacity: PilotKind = {
  id: "capacity",
  ai: true,
  patterns: [
    /\b(?:can['’]?t|cannot|can not|couldn['’]?t|unable to|struggle to|hard to|difficult to|impossible to)\s+(?:hire|recruit|replace|attract)\b/iu,
    // "can't find a second CAD technician", never "can't find backhauls" or "can't find time".
    new RegExp(
      String.raw`\b(?:can['’]?t|cannot|can not|couldn['’]?t|unable to|struggle to|hard to|difficult to|impossible to)\s+(?:find|keep)\s+(?:(?!(?:${NOT_ROLES}|${JOINERS})\b)[\p{L}-]+\s+){0,3}?(?!(?:${NOT_ROLES})\b)(?:${PEOPLE}|[\p{L}-]+(?:er|or|ist|ian|ant|ent|man|men|person|nurse|cook|chef|clerk|aide|tech)s?)\b`,
      "iu",
    ),
    /\b(?:no one|nobody|no candidates?)\s+(?:to replace|to hire|applies|applied|wants the job)\b/iu,
    // "Our last two senior accountant postings drew 3 qualified applicants between them" (r27).
    /\b(?:drew|drawn|draws|got|get|gets|received|attracted|brought in)\s+(?:only\s+|just\s+)?(?:\d+|one|two|three|four|five|a handful of|few|no)\s+(?:qualified\s+|serious\s+|real\s+)?(?:applicants|applications|candidates|résumés|resumes)\b/iu,
    /\b(?:unfilled|vacant|open)\s+(?:positions?|roles?|posts?|jobs?)\b/iu,
    /\b(?:short-?handed|one person short|a person short)\b/iu,
    /\b(?:graduates|new grads)\b[^.;]{0,40}\b(?:want|prefer|leave|move|go)\b/iu,
    /\b(?:are|is)\s+(?:now\s+)?[5-7]\d(?:\s+and\s+[5-7]\d)?(?=[\s,.;]|$)/iu,
    /\b(?:ne trouv\w+|impossible de (?:trouver|recruter|remplacer|embaucher)|difficile (?:de|à) (?:trouver|recruter|remplacer))\b/iu,
    /\b(?:pénurie|manque de (?:personnel|main-d['’]œuvre)|postes? vacants?)\b/iu,
  ],
  name: "a role you cannot fill",
  pilotName: "the work of an unfilled role",
  title: "Cover the work of the role you cannot fill",
  action:
    "List the tasks the person you cannot hire or replace would do ({words}), and have AI take on the routine ones first (drafts, file preparation, follow-ups), with the people doing that work now checking every output, so their time goes to what only they can do",
  owner: "Operations Manager",
  department: "operations",
  measure: "hours a week spent on the missing person's work and the files or jobs waiting",
  pilot: {
    baseline:
      "For two weeks, log the hours the team spends on the work the missing person would do, and count the files or jobs waiting each week",
    target:
      "No growing backlog in the busiest weeks, with at least a fifth of those hours taken on by AI-assisted steps the team checks, or a decision to stop",
  },
  step: "which tasks of the role you cannot fill",
  // Hiring challenges' pilots do recruiting work: the work of a role left empty is its own pilot.
  joins: ["addressing_staff_shortages_and_burnout"],
  // Too few applicants is no slow hiring: days from posting to offer do not measure it.
  supersedes: ["hiring"],
};

/**
 * A catalogue repriced by hand each time costs or tariffs move (review r27: « les tarifs de 2025
 * nous obligent à refaire les prix de 1 800 produits chaque trimestre »): the pilot drafts the new
 * price list from the rules, for the person who sets prices to approve; never "late changes".
 */
const repricing: PilotKind = {
  id: "repricing",
  ai: true,
  patterns: [
    /\b(?:re-?pric\w*|update (?:our|the|all)?\s*prices (?:on|for|of))\b/iu,
    /(?<!\p{L})(?:refaire|revoir|recalculer|mettre à jour) (?:les|nos|tous les) (?:prix|listes? de prix|tarifs de vente)(?!\p{L})/iu,
  ],
  name: "the time repricing the catalogue takes",
  pilotName: "repricing the catalogue",
  title: "Reprice the catalogue from your rules, not by hand",
  action:
    "Write the pricing rules down once (cost, duties and tariffs, freight, margin by market and customer) and have AI draft each new price list from them ({words}), with every change above a set percentage flagged for the person who approves prices",
  owner: "Controller",
  department: "finance",
  measure: "the hours each repricing takes, and the pricing errors found after a new list goes out",
  pilot: {
    baseline:
      "For the last repricing, count the hours it took from the new costs to the list sent out, and the price errors customers or staff found after it",
    target:
      "The next repricing in half the hours, with no more pricing errors found after it, or a decision to stop",
  },
  step: "which step of repricing (gathering the new costs, applying the rules, checking the list)",
  supersedes: ["rework"],
};

/** Work redone after the customer or the plan changes late: change orders, rework. */
const rework: PilotKind = {
  id: "rework",
  ai: true,
  patterns: [
    /\bchange[- ]?orders?\b/iu,
    /\b(?:late|last[- ]minute)\s+changes?\b/iu,
    /\bchanges?\s+(?:made\s+)?(?:after|once)\b/iu,
    /\b(?:rework|re-?do(?:ne|ing)?|redo)\b/iu,
    /\bdo (?:it|them|the work|the job) (?:over|again)\b/iu,
    /\b(?:modifications?|changements?)\s+(?:tardi\w+|de dernière minute|après)\b/iu,
    /\b(?:ordres? de (?:modification|changement)|à refaire|refaire)\b(?! (?:les|nos|tous les) (?:prix|listes? de prix))/iu,
  ],
  name: "late changes to each job",
  pilotName: "late changes to each job",
  title: "Catch late changes before they cost days",
  action:
    "Log every late change in one place ({words}) and have AI draft what each one costs in money and days from your plans, price list and schedule, for the person who approves it to confirm with the customer before the work goes ahead",
  owner: "Operations Manager",
  department: "operations",
  measure:
    "late changes per job (after the point where a change costs time), and the days each one adds",
  pilot: {
    baseline:
      "For the jobs under way now, count each late change and the days it added to the schedule",
    target:
      "Fewer late changes per job, and fewer days lost to each, than in that count, or a decision to stop",
  },
  step: "which step of handling a late change (recording it, pricing it, rescheduling the job)",
  supersedes: ["scheduling"],
};

/** Fraud and scams against the business or its customers. */
const fraud: PilotKind = {
  id: "fraud",
  ai: true,
  patterns: [
    /\b(?:fraud\w*|fraude\w*|arnaque\w*|escroquer\w*|identity theft|vol d['’]identité)\b/iu,
    // A scam on the company's own staff is a security risk (the cybersecurity theme), one on the
    // people it serves is fraud to catch.
    /\bscam\w*\b[^.]{0,80}\b(?:members?|customers?|clients?|seniors?|elderly|older|grandchild\w*|grandparents?|patients?|donors?|guests?|buyers?|victims?|stopped|missed|caught)\b/iu,
    /\b(?:members?|customers?|clients?|seniors?|elderly|older|patients?|donors?|guests?|buyers?)\b[^.]{0,80}\bscam\w*\b/iu,
  ],
  name: "fraud and scams",
  pilotName: "catching fraud and scams",
  title: "Catch more fraud and scams before the money leaves",
  action:
    "Count the cases caught and missed ({words}), then pilot alerts on the patterns behind them, starting with the fraud tools and systems you already run, with a person deciding every flagged case and the staff who meet customers shown what to look for",
  owner: "Operations Manager",
  department: "operations",
  measure: "cases caught and cases missed each month",
  pilot: {
    baseline:
      "Count the cases caught and the cases missed over the last twelve months, from your records and the figures you gave",
    target:
      "More cases caught before money leaves and fewer missed than in the same months last year, with every flagged case decided by a person",
  },
  step: "which step of catching a case (spotting it, warning the person, recording it)",
  joins: ["detecting_fraud_and_financial_crime_earlier"],
  supersedes: ["cybersecurity"],
};

/** Time spent writing documents: write-ups, reports, applications, letters. */
const drafting: PilotKind = {
  id: "drafting",
  ai: true,
  patterns: [
    /\b(?:writ(?:e|es|ing) up|write-?ups?|writing|drafting|rédig\w*|rédaction|comptes? rendus?)\b/iu,
    // « les premières ébauches de contrats », "first drafts of contracts" (review r25).
    /(?<!\p{L})(?:premières?\s+)?ébauches?(?!\p{L})|\bfirst drafts?\b/iu,
    /\b(?:reports?|letters?|proposals?|summaries|minutes|applications?|submissions?|rapports?|lettres?|demandes?)\b[^.;]{0,40}\b(?:take|takes|took|eat|eats|minutes?|hours?|days?|evenings?|weekends?|prennent|prend|heures?|jours?)\b/iu,
    /\b(?:spend|spends|spent|lose|loses|passent|passe)\b[^.;]{0,60}\b(?:reports?|letters?|proposals?|applications?|rapports?|lettres?|demandes?)\b/iu,
  ],
  name: "the time documents take to write",
  pilotName: "drafting the documents you described",
  title: "Draft the documents from your own past work",
  action:
    "Have the approved assistant draft each document you described ({words}) from your templates and past examples, for the person who signs it to check and finish",
  owner: "Operations Manager",
  department: "operations",
  measure: "hours per document, at the same quality",
  pilot: {
    baseline: "For two weeks, log the hours each document takes from first draft to sign-off",
    target:
      "At least a fifth fewer hours per document at the same quality, checked by the person who signs it, or a decision to stop",
  },
  step: "which part of drafting each document",
  joins: ["producing_proposals_and_reports_faster", "reducing_clinician_administrative_burden"],
};

/**
 * Invoices held because a job's paperwork is missing (review r25: "About 9% of our loads are
 * billed late because paperwork is missing; C$1.1M of invoices are 6 days late"): the pilot gets
 * each job billed as soon as its paperwork is in, measured by jobs billed late and days waiting,
 * never by the minutes a document takes to write.
 */
const HELD_PAPERS = String.raw`(?:paperwork|papers|proofs? of delivery|PODs?|bills? of lading|BOLs?|delivery receipts?|signed tickets?|tickets?|timesheets?|documents?|signatures?|pièces? justificatives?|documents?|preuves? de livraison|connaissements?)`;
const BILLED_LATE = String.raw`(?:billed|invoiced|invoic\w*|billing|facturée?s?|facturation|factures?)`;
const heldBilling: PilotKind = {
  id: "held-billing",
  ai: true,
  patterns: [
    new RegExp(
      String.raw`\b${BILLED_LATE}\b[^.;]{0,50}\b(?:late|held|delayed|on hold|waits?|waiting|stuck|en retard|retardée?s?|en attente)\b[^.;]{0,60}\b${HELD_PAPERS}\b`,
      "iu",
    ),
    new RegExp(
      String.raw`\b${HELD_PAPERS}\b[^.;]{0,40}\b(?:missing|incomplete|lost|late|manquante?s?|incomplète?s?)\b[^.;]{0,60}\b${BILLED_LATE}\b`,
      "iu",
    ),
  ],
  name: "invoices held for missing paperwork",
  pilotName: "billing each job as soon as its paperwork is in",
  title: "Bill each job as soon as its paperwork is in",
  action:
    "Have AI match each finished job to its paperwork as it arrives ({words}), flag on the same day what is still missing and who must send it, and ready the invoice for billing to check and send",
  owner: "Controller",
  department: "finance",
  measure: "the share of jobs billed late for missing paperwork, and the days their invoices wait",
  pilot: {
    baseline:
      "From the last three months' invoices, count the jobs billed late for missing paperwork, the days each invoice waited and the amount waiting",
    target:
      "Half as many jobs billed late for missing paperwork, and fewer days waiting, with every invoice checked before it is sent, or a decision to stop",
  },
  step: "which paperwork holds the invoices, and who sends it",
  supersedes: ["documentation"],
};

/**
 * Invoices the client rejects because a line does not match its ticket (review r27: "clients
 * reject about 1 invoice in 15 for a mismatched ticket, which holds up roughly $400,000 a
 * month"): each invoice is checked against its signed ticket before it goes, never "send invoices
 * and reminders without typing them", nor receipt capture.
 */
const REJECTED = String.raw`(?:reject\w*|refus\w*|kick\w* back|bounce\w*|sent back|send back|disput\w*|short-?pa(?:y|id)\w*|rejet\w*)`;
const rejectedBilling: PilotKind = {
  id: "rejected-billing",
  ai: true,
  patterns: [
    new RegExp(String.raw`\b${REJECTED}\b[^.;]{0,40}\b(?:invoices?|factures?)\b`, "iu"),
    new RegExp(String.raw`\b(?:invoices?|factures?)\b[^.;]{0,30}\b${REJECTED}\b`, "iu"),
  ],
  name: "invoices the client rejects",
  pilotName: "checking each invoice against its tickets",
  title: "Check each invoice against its tickets before it goes out",
  action:
    "Capture each signed ticket and timesheet where the work is done, and have AI match every invoice line to its ticket and to the contract's rates and caps before the invoice is submitted ({words}), with a person clearing each mismatch",
  owner: "Controller",
  department: "finance",
  measure:
    "the share of invoices the client rejects, and the money rejected invoices hold up each month",
  pilot: {
    baseline:
      "From the last six months' submissions, count the invoices rejected and why, and total the money each held up and for how many days",
    target:
      "Half as many invoices rejected for a mismatched line, and less money held up each month, or a decision to stop",
  },
  step: "which step of billing (capturing the ticket, matching it to the invoice, submitting it)",
  supersedes: ["invoicing", "documentation"],
};

/**
 * A deadline set outside the business that it misses: "document requests must go out within 10
 * days under the Act and we miss that date too often" (review r22). The measure is requests out
 * on time, never hours or customers.
 */
const deadline: PilotKind = {
  id: "deadline",
  ai: true,
  patterns: [
    /(?<!(?:never|rarely|seldom|not|n['’]t)\s)\bmiss(?:es|ed|ing)?\s+(?:(?:that|the|this|our|its|their|these|those|a|many|most|some)\s+)?(?:\d+-?\s?(?:day|hour|week|business-day)s?\s+)?(?:(?:filing|statutory|legal|reporting|submission|due)\s+)?(?:dates?|deadlines?|windows?|due dates?)\b/iu,
    /\bdeadlines?\b[^.;]{0,40}\b(?:missed|slip\w*|go(?:es)? by)\b/iu,
    /\bwithin\s+\d+\s+(?:business\s+|working\s+|calendar\s+)?days\b[^.;]{0,100}\b(?:miss\w*|late|behind)\b/iu,
    /\b(?:manqu\w+|rat\w+|dépass\w+)\s+(?:(?:le|la|les|nos|ce|cette|ces|souvent|parfois|trop souvent)\s+){1,3}(?:délais?|échéances?|dates? limites?)\b/iu,
    /\b(?:délais?|échéances?)\b[^.;]{0,40}\b(?:manqu\w+|dépass\w+|ratée?s?)\b/iu,
  ],
  name: "requests that miss their deadline",
  pilotName: "requests out by their deadline",
  title: "Get every request out by its deadline",
  action:
    "Put every request that carries a deadline in one queue with its due date ({words}), and have AI gather the standard documents and draft the reply from your records, for the person who signs each one to check, so none goes out late",
  owner: "Operations Manager",
  department: "operations",
  measure: "the share of requests out within the deadline, and the days each one took",
  pilot: {
    baseline:
      "From the last six months' requests, count how many went out within the deadline and the days each one took",
    target:
      "Every request out within its deadline, each checked and signed by the person responsible, or a decision to stop",
  },
  step: "which step of a request takes the days (finding the records, drafting, checking, signing)",
  // A chosen transaction-paperwork challenge's pilot is this work (a condo manager's certificates).
  joins: ["speeding_up_transaction_paperwork_and_due_diligence"],
};

/** New people trained on the work: a guide from the company's own procedures. */
const training: PilotKind = {
  id: "training",
  ai: true,
  patterns: [
    /\btrain(?:ing)?\s+(?:new|seasonal|our new|the new)\b/iu,
    /\b(?:onboard\w*|new hires?|new starters?)\b/iu,
    /\b(?:former|formation (?:de|des))\s+(?:les |nos )?nouveaux\b/iu,
  ],
  name: "training new people",
  pilotName: "training new people from your own procedures",
  title: "Train new people from your own procedures",
  action:
    "Build a searchable guide and checklist from your own manuals and procedures for new people to learn from ({words}), checked by the person who trains them",
  owner: "Operations Manager",
  department: "operations",
  measure: "days until a new person works without supervision",
  pilot: {
    baseline: "For the next people you train, note the days until each works without supervision",
    target:
      "New people working without supervision sooner than the last group, with the same checks passed, or a decision to stop",
  },
  step: "which part of training new people",
  joins: [
    "recruiting_and_training_seasonal_staff",
    "developing_junior_consultants_quickly",
    "staffing_shifts_and_reducing_turnover",
  ],
};

/** Numbers of hours, days or weeks, in figures or words (English and French). */
export const SPAN = String.raw`(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half an?|a full|a whole|une?|deux|trois|quatre|cinq|six|sept|huit|dix|douze)\s+(?:full\s+|whole\s+|pleines?\s+)?(?:hours?|days?|weeks?|months?|heures?|jours?|journées?|semaines?|mois)`;

/**
 * Work waiting on the business's own people: "the installation service is 5 weeks behind", "le
 * service d'installation a 5 semaines de retard", "a waiting list of six weeks". A supplier's
 * late delivery ("livrent avec deux semaines de retard") is theirs, and no backlog of ours.
 */
const backlog: PilotKind = {
  id: "backlog",
  ai: true,
  patterns: [
    new RegExp(
      String.raw`\bbacklogs?\b[^.;]{0,40}?\b${SPAN}\b|\b${SPAN}\s+(?:of\s+)?backlog\b`,
      "iu",
    ),
    new RegExp(String.raw`\b${SPAN}\s+(?:behind|backed up|out)\b`, "iu"),
    /\b(?:waiting list|wait-?list|liste d['’]attente)\b/iu,
    new RegExp(
      String.raw`\b(?:a|avons|avez|ont|on a|accuse|accumule)\s+(?:(?:environ|près de|plus de)\s+)?${SPAN}\s+de retard\b`,
      "iu",
    ),
    new RegExp(String.raw`\ben retard (?:de|d['’])\s*${SPAN}\b`, "iu"),
  ],
  name: "work waiting in a backlog",
  pilotName: "clearing the backlog of waiting work",
  title: "Clear the backlog of work waiting",
  action:
    "List the jobs waiting ({words}) and have AI take the preparation around each one (drafting, paperwork, materials and booking the customer and the crew), so the people who do the work spend their hours on it, with a person checking every output",
  owner: "Operations Manager",
  department: "operations",
  measure: "the backlog in working days and the jobs finished each week",
  pilot: {
    baseline:
      "Count the jobs waiting and the working days to clear them today, and the jobs finished each week over the last month",
    target:
      "A shorter backlog in working days and at least as many jobs finished each week, or a decision to stop",
  },
  step: "which step of the work waiting (preparing it, booking it, doing it, closing it)",
};

/**
 * A rate of the business's own that fell: "recovery rate has slipped from 21% to 17%", "notre
 * taux de conversion est passé de 30 % à 22 %". Rates set outside it (interest, exchange) are no
 * pilot's (measure-fit.ts).
 */
const fallingRate: PilotKind = {
  id: "falling-rate",
  ai: true,
  patterns: [
    /\b(?:rates?|ratios?|margins?|yields?|conversions?|retention|renewals?)\b[^.;]{0,40}?\b(?:slipped|slid|dropped|fallen|fell|declined|decreased|gone down|went down|eroded|shrunk|sunk|down from)\b/iu,
    /\b(?:taux|ratio|marge|rendement)\b[^.;]{0,40}?\b(?:a baissé|a chuté|a diminué|a glissé|a reculé|est passée? de|sont passés de)\b/iu,
  ],
  name: "a rate that has fallen",
  pilotName: "winning back the rate that fell",
  title: "Win back the rate that fell",
  action:
    "Have AI compare the accounts, jobs or customers that went well with those that did not over the time the rate fell ({words}), and rank the open ones so your people work the likeliest first, with a person deciding every action taken",
  owner: "Operations Manager",
  department: "operations",
  measure: "the rate you gave, on the work the pilot covers against the rest",
  pilot: {
    baseline: "Take the rate you gave, month by month over the period you named, from your records",
    target:
      "The rate on the work the pilot covers back above today's, against the work it does not cover, or a decision to stop",
  },
  step: "which step behind the rate (choosing what to work first, the first contact, the follow-up)",
};

/** A service going down, in English and French: a storm, an outage, « une panne ». */
const DOWN = String.raw`(?:storms?|outages?|power (?:cuts?|failures?)|(?:network|service) (?:failures?|disruptions?|interruptions?)|tempêtes?|pannes?|interruptions? de service)`;
/** Calls counted or surging: "1,500 calls in a day", "calls spike", « 1 500 appels ». */
const CALLS = String.raw`(?:\d[\d\s,.\u00a0\u202f]*\s+(?:calls|phone calls|appels)|calls?\s+(?:spike|spikes|surge|surges|jump|jumps|flood in|pour in)|(?:flood|surge|spike|wave|avalanche) (?:of|d['’]) (?:calls|appels)|appels?\s+(?:explosent|affluent|débordent))`;

/**
 * Calls that surge when the service is down: "in a storm our call centre takes 1,500 calls in a
 * day", « lors des tempêtes, notre centre d'appels reçoit 1 500 appels en une journée » (review
 * r23: a regional ISP's outages were never named). Answered by telling customers what is known
 * before they call, never by more agents alone.
 */
const outageCalls: PilotKind = {
  id: "outage-calls",
  ai: true,
  patterns: [
    new RegExp(String.raw`\b${DOWN}\b[^.;]{0,100}?${CALLS}`, "iu"),
    new RegExp(String.raw`${CALLS}[^.;]{0,80}?\b${DOWN}\b`, "iu"),
  ],
  name: "calls that surge when the service is down",
  pilotName: "answering the calls an outage brings",
  title: "Tell customers about an outage before they call",
  action:
    'When the service is down ({words}), keep one outage status your team updates (the area affected, the cause, the expected time of restoration), have the phone line\'s opening message, the website and text messages to the customers affected say it, and let an AI assistant answer "is it just me?" from that status, passing everything else to an agent',
  inServiceAction:
    "When the service is down ({words}), build on the assistant that already answers your customers{result}: keep one outage status your team updates (the area affected, the cause, the expected time of restoration), have that assistant, the phone line's opening message and text messages to the customers affected say it, and pass everything else to an agent",
  owner: "Customer Service Manager",
  department: "customer_service",
  measure: "calls reaching an agent and calls abandoned in each outage",
  pilot: {
    baseline:
      "For the last three outages, take from your phone system the calls offered, answered and abandoned and the time to answer, with the number of customers affected",
    target:
      "Fewer calls reaching an agent and fewer abandoned per customer affected in the next outage of a similar size, with the status updated at least every hour, or a decision to stop",
  },
  step: "which calls of an outage (is it just me, when will it be back, credits on the bill)",
};

/**
 * Calls that flood in when an emergency hits the people served (review r26: "Wildfire season in
 * July and August brings evacuation alerts and a flood of owner calls"): one status per building
 * or area, sent before they call, with an assistant answering from it. Never a crew or delivery
 * schedule lost to weather.
 */
const EMERGENCY = String.raw`(?:wildfires?|forest fires?|evacuations?|evacuation alerts?|floods? (?:warnings?|alerts?)|flooding|storms?|ice storms?|hurricanes?|feux de forêt|incendies|évacuations?|inondations?|tempêtes?)`;
const FLOOD_OF_CALLS = String.raw`(?:flood|surge|wave|deluge|avalanche|rush|hundreds|spike)s?\s+of\s+(?:\p{L}+\s+){0,2}?(?:calls?|e-?mails|messages|texts)|(?:avalanche|vague|déluge)\s+d['’](?:appels|courriels|messages)`;
const emergencyCalls: PilotKind = {
  id: "emergency-calls",
  ai: true,
  patterns: [
    new RegExp(String.raw`\b${EMERGENCY}\b[^.;]{0,100}?${FLOOD_OF_CALLS}`, "iu"),
    new RegExp(String.raw`${FLOOD_OF_CALLS}[^.;]{0,80}?\b${EMERGENCY}\b`, "iu"),
  ],
  name: "calls that flood in when an emergency hits",
  pilotName: "answering the calls an emergency brings",
  title: "Tell people what an emergency means for them before they call",
  action:
    'When an emergency hits ({words}), keep one status per building or area your team updates (the alerts in force, what people should do, what you are doing), send it by text and e-mail to the people affected, and let an AI assistant answer "what does it mean for me?" from that status, passing everything else to a person',
  owner: "Operations Manager",
  department: "operations",
  measure: "calls reaching a person per alert, and the time to the first update",
  pilot: {
    baseline:
      "For the last season's alerts, count the calls and e-mails that came in per alert and the hours until the people affected heard from you",
    target:
      "Fewer calls reaching a person per alert and a first update within the hour of each alert in the next season, or a decision to stop",
  },
  step: "which questions an emergency brings (what it means for my building, where to go, what you are doing)",
  supersedes: ["weather-disruption"],
};

/**
 * Callers kept waiting at the busy times, some hanging up (review r25): "On the first and last
 * business days of the month the average wait reaches 14 minutes and 17% of callers hang up".
 * The routine calls come off the queue; measured by the wait and the callers who hang up.
 */
const callWaits: PilotKind = {
  id: "call-waits",
  ai: true,
  patterns: [
    /(?<!\p{L})(?:wait|waits|waiting|hold times?|on hold|attente)(?!\p{L})[^.;]{0,80}(?<!\p{L})(?:hang up|hung up|abandon\p{L}*|raccroch\p{L}*)(?!\p{L})/iu,
    /(?<!\p{L})(?:callers?|appelants?)(?!\p{L})[^.;]{0,40}(?<!\p{L})(?:hang up|hung up|abandon\p{L}*|raccroch\p{L}*)(?!\p{L})/iu,
    // "At month-end our contact centre wait climbs to 14 minutes" (review r25): a queue's wait, in minutes.
    /(?<!\p{L})(?:(?:contact|call|service) cent(?:re|er)s?|phone lines?|centres? d['’]appels|centres? de contact)(?!\p{L})[^.;]{0,40}(?<!\p{L})(?:wait|waits|waiting|hold times?|attente)(?!\p{L})[^.;]{0,40}\d+\s?(?:minutes?|min)(?!\p{L})/iu,
  ],
  name: "callers kept waiting",
  pilotName: "taking the routine calls off the queue",
  title: "Take the routine calls off the queue",
  action:
    "Where callers wait ({words}), have the phone line's self-service and an assistant answer the routine requests from your approved answers, passing every other call to an agent with what was asked, so agents keep the busy days for the calls that need them",
  owner: "Customer Service Manager",
  department: "customer_service",
  measure: "the wait and the share of callers who hang up, on the busy days and the others",
  pilot: {
    baseline:
      "From your phone system, take the last three months' average wait and the share of callers who hang up, on the busy days and the others, with the routine calls counted by request",
    target:
      "A shorter wait and fewer callers hanging up on the next busy days, with the routine requests answered without an agent, or a decision to stop",
  },
  step: "which calls are routine enough to answer without an agent",
  // "At month-end our contact centre wait…" is a queue's wait, never the month-end close.
  supersedes: ["reporting"],
};

/**
 * A piece of work the executive timed: "estimating a re-roof takes Brent two full days each",
 * "month-end takes us four days", "chaque soumission prend deux jours". Measured by that time.
 */
const timedWork: PilotKind = {
  id: "timed-work",
  ai: true,
  patterns: [
    new RegExp(
      String.raw`\b(?:takes?|took|taking|spends?|spent|spending|eats?|prend|prennent|passe|passent)\b[^.;]{0,60}?\b${SPAN}\b`,
      "iu",
    ),
  ],
  name: "work you timed",
  pilotName: "the work you timed",
  title: "Take time out of the work you timed",
  action:
    "Time each step of the work you described ({words}) with the person who does it, then have AI take the steps it can (reading drawings and documents, measuring, drafting, checking against past work), that person checking every output",
  owner: "Operations Manager",
  department: "operations",
  measure: "the time each piece of that work takes, at the same quality",
  pilot: {
    baseline: "For two weeks, log the time each piece of that work takes, from start to done",
    target: "At least a fifth less time for each, at the same quality, or a decision to stop",
  },
  step: "which step of the work you timed",
};

/**
 * LMIAs and the Temporary Foreign Worker Program: labour-market and immigration filings with ESDC,
 * never generic HR paperwork. An AI draft of the application or its job ads is reviewed by the
 * person who signs it.
 */
const foreignWorkerFilings: PilotKind = {
  id: "foreign-worker-filings",
  ai: true,
  patterns: [FOREIGN_WORKERS],
  name: "LMIA and Temporary Foreign Worker Program filings",
  pilotName: "the LMIA and Temporary Foreign Worker Program filings",
  title: "Take hours out of the LMIA and Temporary Foreign Worker Program filings",
  action:
    "List the documents each LMIA application and its job ads need ({words}) with the person who prepares them, then have an approved assistant draft the job ads and fill in the repeated details from your records, the person who signs each application reviewing every draft before it is posted or filed with ESDC",
  owner: "HR Manager",
  department: "hr",
  measure: "the hours each LMIA application takes, and applications returned or refused",
  pilot: {
    baseline:
      "For the next LMIA applications, log the hours each takes, from the first job ad to filed, and any returned or refused",
    target:
      "At least a fifth fewer hours on each application, with none returned or refused for an error, or a decision to stop",
  },
  step: "which parts of the LMIA applications take the most hours",
  supersedes: ["reporting", "documentation", "turnover", "hiring"],
};

/**
 * HR and admin paperwork: work permits, housing inspections for seasonal workers,
 * onboarding files, payroll admin. It is the HR person's work, owned in HR, never the books' close.
 */
const hrPaperwork: PilotKind = {
  id: "hr-paperwork",
  ai: true,
  patterns: [
    /(?<!\p{L})(?:work[- ]permits?|permis de travail|(?:immigration|visa) (?:files?|paperwork|forms?|applications?)|dossiers? d['’]immigration|(?:housing|bunkhouse) inspections?|inspections? (?:des |de |du )?(?:logements?|dortoirs?)|onboarding (?:paperwork|files?|forms?|documents?)|new[- ]hire (?:paperwork|files?|forms?)|(?:hr|payroll) (?:admin\p{L}*|paperwork|files?|forms?)|paperasse (?:rh|de paie|d['’]embauche)|dossiers? (?:d['’]embauche|rh|d['’]employés?))(?!\p{L})/iu,
  ],
  name: "HR and admin paperwork",
  pilotName: "the HR and admin paperwork",
  title: "Take hours out of the HR and admin paperwork",
  action:
    "List the forms and files the work involves ({words}) with the person who does it, then have an approved assistant fill in the repeated details from your records and draft the letters and checklists, that person checking every file before it is filed or sent",
  owner: "HR Manager",
  department: "hr",
  measure: "the hours a week the paperwork takes, and files sent back for corrections",
  pilot: {
    baseline:
      "For two weeks, log the hours each kind of file takes, from first form to filed, and any sent back for corrections",
    target:
      "At least a fifth fewer hours on the same files, with none sent back for errors, or a decision to stop",
  },
  step: "which forms and files take the most hours",
  // Hours of HR paperwork are no close of the books, no document a professional signs, and no
  // new hire's days to working alone.
  supersedes: ["reporting", "documentation", "turnover", "hiring"],
};

/**
 * What a share of the goods is lost to, in the words executives write (English and French), and
 * what the report calls it: "we throw out 18-22%", "15% shrink", "scrap rate of 8%", "on jette
 * 20 %", "12 % de retours". builtin/pain-figures.ts reads the share.
 */
export const LOSSES: readonly { words: string; lost: string }[] = [
  {
    words: String.raw`thr[eo]w\w* (?:out|away)|thrown (?:out|away)|toss(?:es|ed)?|dump(?:s|ed)?|discard(?:s|ed)?|bin(?:s|ned)?|jet(?:te|tent|ons|ez|é|ée|és|ées|er)|à la poubelle`,
    lost: "thrown out",
  },
  { words: String.raw`wast(?:e|es|ed|age)|gaspill\p{L}*`, lost: "wasted" },
  { words: String.raw`spoil(?:s|ed|t|age)?|périm\p{L}*|avarié\p{L}*`, lost: "spoiled" },
  {
    words: String.raw`shrink(?:age)?|démarque(?: inconnue)?|inventory loss(?:es)?|stock loss(?:es)?|pertes? d['’](?:inventaire|stock)|écarts? d['’]inventaire`,
    lost: "lost to shrink",
  },
  { words: String.raw`scrap(?:s|ped)?|rebuts?`, lost: "scrapped" },
  {
    // A truck's "return legs" or "return trips" are a journey back, no goods returned (review r18).
    words: String.raw`returns?(?!\s+(?:legs?|trips?|runs?|journeys?|hauls?|loads?|miles|routes?|flights?|voyages?))|returned|sent back|comes? back|retours?(?!\s+(?:à vide|de voyage))|retourné\p{L}*`,
    lost: "returned",
  },
  {
    words: String.raw`defects?|defective|rejects?|rejected|rejet(?:s|és?|ées?)?|défauts?|défectu\p{L}*|non[- ]conformes?`,
    lost: "rejected for defects",
  },
  {
    // Time or fees written off a client's file ("write-offs on litigation files run about 12%")
    // are billing lost, no goods (review r29: a law firm's write-offs read as scrap).
    words: String.raw`(?:write-?offs?|written off|writes? off|wrote off)(?![^.;]{0,40}?\b(?:files?|matters?|time|hours|fees|WIP|work in progress|billings?|invoices?|engagements?)\b)`,
    lost: "written off",
  },
  { words: String.raw`unsold|invendu\p{L}*`, lost: "left unsold" },
  { words: String.raw`pertes?`, lost: "lost" },
];

/** A share as written: "18-22%", "about 15 %", "8 per cent", "12,5 %". */
export const SHARE = String.raw`(?:(?:about|around|over|almost|nearly|roughly|up to|environ|près de|plus de)\s+)?(\d+(?:[.,]\d+)?)(?:\s?%?\s*(?:-|–|to|à)\s*(\d+(?:[.,]\d+)?))?\s?(?:%|per ?cent(?![\p{L}])|pour cent(?![\p{L}]))`;

const ANY_LOSS = LOSSES.map((l) => l.words).join("|");

/**
 * A share of what the business makes or buys that is lost: thrown out, spoiled, scrapped,
 * returned. The share and the loss stand in one clause; a share of growth, of revenue or of time
 * is no loss (builtin/measure-fit.ts).
 */
const lostShare: PilotKind = {
  id: "lost-share",
  ai: true,
  patterns: [
    new RegExp(
      String.raw`(?<![\p{L}])(?:${ANY_LOSS})(?![\p{L}])[^.;:,!?]{0,50}?${SHARE}|${SHARE}[^.;:,!?]{0,50}?(?<![\p{L}])(?:${ANY_LOSS})(?![\p{L}])`,
      "iu",
    ),
  ],
  name: "goods thrown out, scrapped or returned",
  pilotName: "cutting the goods lost to waste, scrap or returns",
  title: "Cut the share of your goods that is thrown out, scrapped or sent back",
  action:
    "Record for four weeks what is thrown out, scrapped or sent back ({words}), by product, day and reason; then have AI propose what to make, order or check from that record and the sales history, with the person who decides it today approving every change",
  owner: "Operations Manager",
  department: "operations",
  measure: "the share of goods thrown out, scrapped or returned, by product",
  pilot: {
    baseline:
      "For four weeks, record what is thrown out, scrapped or returned, by product and reason, as a share of what was made or bought",
    target:
      "A third less of the goods lost on the pilot's products, with no more stockouts, or a decision to stop",
  },
  step: "which products and which step (making, ordering, checking) lose the most",
  // A share of goods lost is measured as that share, not as a forecast's stockouts or a margin.
  supersedes: ["inventory", "pricing-costing"],
  joins: [
    "reducing_food_waste_and_spoilage",
    "reducing_returns_and_shrinkage",
    "improving_quality_control_and_reducing_defects",
  ],
};

/**
 * Inventory shrink at a store or a yard: stock counted at inventory that is no longer there (theft,
 * damage, spoilage, receiving and admin errors), as a share of sales. It is no waste of what the business
 * makes: the pilot finds where the gaps concentrate, never what to make.
 */
const shrink: PilotKind = {
  id: "shrink",
  ai: true,
  patterns: [
    new RegExp(
      String.raw`(?<![\p{L}])(?:shrink(?:age)?|démarque(?: inconnue)?|inventory loss(?:es)?|stock loss(?:es)?|pertes? d['’](?:inventaire|stock)|écarts? d['’]inventaire|inventory (?:gaps?|discrepanc(?:y|ies)))(?![\p{L}])`,
      "iu",
    ),
  ],
  name: "inventory shrink",
  pilotName: "bringing down inventory shrink",
  title: "Bring down inventory shrink",
  action:
    "Compare the last inventory counts with the stock the system expected, by product, store and department ({words}); then have AI flag where the gaps concentrate (theft, damage, spoilage, receiving or admin errors) for the person who runs the counts to check, with cycle counts on the products it flags",
  owner: "Operations Manager",
  department: "operations",
  measure: "the stock gaps found at each count, by store and department",
  pilot: {
    baseline:
      "Take shrink as a share of sales from the last two inventory counts, by store and department",
    target:
      "A quarter less shrink on the departments in the pilot at the next count, or a decision to stop",
  },
  step: "which stores, departments and products lose the most stock between counts",
  // Stock gone between counts is measured at the count, not as a forecast's stockouts or a margin.
  supersedes: ["inventory", "pricing-costing"],
  joins: ["reducing_returns_and_shrinkage"],
};

/** Prices that swing with a market the business does not set: a catch, a commodity, a tariff. */
const priceSwings: ContextKind = {
  id: "price-swings",
  ai: false,
  patterns: [
    /\b(?:prices?|rates|costs?)\b(?:\s+\S+){0,3}?\s+(?:moves?|moved|moving|swings?|swung|swinging|fluctuat\w*|bounces?|vary|varies)\b/iu,
    /\b(?:volatile|fluctuating|swinging)\s+(?:\w+\s+)?(?:prices?|markets?|costs?)\b|\bprice\s+(?:volatility|swings?|fluctuations?)\b/iu,
    /\b(?:prix|cours|tarifs?)\b(?:\s+\S+){0,4}?\s+(?:fluctuent|varient|bougent|oscillent)\b|\bvolatilité\s+des\s+(?:prix|cours)\b/iu,
  ],
  name: "prices that swing with the market",
  covers: ["input-price"],
  context:
    "prices that swing with a market you do not set, which no AI tool predicts or controls; it is a planning question rather than a pilot: keep the week's prices, stock and commitments in one view so each buying and stock decision is weighed on the same figures, and the figure to watch is margin per unit across the swings",
};

/** Housing for the staff a business hires: it limits hiring, and no hiring process changes it. */
const staffHousing: ContextKind = {
  id: "staff-housing",
  ai: false,
  patterns: [
    /\b(?:staff|worker|employee|seasonal)\s+(?:housing|accommodation)\b|\bhousing\b[^.;]{0,60}\b(?:limit\w*|shortage|short|tight|scarce)\b|\b(?:no|not enough|few)\s+(?:housing|places? to live)\b/iu,
    /\blogements?\s+(?:du|pour le|pour les|des)\s+(?:personnel|employés|travailleurs)\b|\bpénurie\s+de\s+logements?\b/iu,
  ],
  name: "housing for the staff you hire",
  context:
    "a shortage of housing for the staff you hire, which no AI tool builds or finds; it is context for the plan rather than a pilot, and the figure to watch is beds against the staff each season needs",
};

/**
 * Wages rising against prices the business does not move at once (fixed-price contracts, set
 * rates): the hours the work takes are what it controls, so the pilot measures them (review r21).
 */
const labourCost: PilotKind = {
  id: "labour-cost",
  ai: true,
  patterns: [
    /\b(?:wages?|salar(?:y|ies)|payroll|pay rates?|labou?r (?:costs?|rates?))\b(?:\s+(?!shortages?\b)\S+){0,5}?\s+(?:(?:has|have|had|is|are)\s+)?(?:rose|risen|rising|gone up|went up|go up|going up|increas\w*|doubl\w*|jump\w*|climb\w*)/iu,
    /\b(?:wage|salary|payroll|labou?r(?: cost)?)\s+(?:increases?|rises?|hikes?|inflation)\b/iu,
    /\bminimum wage\b[^.;]{0,40}\b(?:up|rais\w*|increas\w*|ris\w*)\b/iu,
    /\b(?:salaires?|salaire minimum|masse salariale|co[uû]ts? de (?:la )?main-d['’]œuvre)\b(?:\s+\S+){0,5}?\s+(?:(?:a|ont|est|sont)\s+)?(?:augment\w*|grimp\w*|bondi|doublé|en hausse)/iu,
    /\b(?:hausse|augmentation)\s+(?:des|du)\s+(?:salaires?|salaire minimum|co[uû]ts? de (?:la )?main-d['’]œuvre)\b/iu,
  ],
  name: "wages rising faster than your prices",
  pilotName: "labour hours against what the work earns",
  title: "Keep labour hours within what each contract earns",
  action:
    "Set the hours worked each week against what each contract, site or job earns ({words}), and have AI flag where hours run over what the price allows and draft a rebalanced schedule, for the operations manager to decide every change",
  owner: "Operations Manager",
  department: "operations",
  measure: "hours worked on each contract, site or job against the hours its price allows",
  pilot: {
    baseline:
      "From the last two pay periods' records, set the hours worked on each contract, site or job against the hours its price allows",
    target:
      "Hours back within what the price allows where they ran over, with the work's quality checks no worse, or a decision to stop",
  },
  step: "which contracts, sites or jobs run over the hours their price allows",
};

/** A tariff on what the business sells into another market: its price there, not an input (review r21). */
const exportTariff: ContextKind = {
  id: "export-tariff",
  ai: false,
  patterns: [
    /\btariffs?\b[^.;]{0,40}\b(?:on|against)\s+(?:our|the|all)\s+(?:[\p{L}-]+\s+){0,2}?(?:exports?|shipments?)\b/iu,
    /\b(?:export|u\.?s\.?|american|chinese|japanese|european|eu)\s+tariffs?\b/iu,
    /\btariffs?\b[^.;]{0,60}\b(?:u\.?s\.?|american|export|foreign|overseas)\s+(?:customers|buyers|markets?|sales)\b/iu,
    /\b(?:tarifs?|droits de douane)\b[^.;]{0,40}\b(?:sur|contre)\s+(?:nos|les)\s+(?:exportations|ventes)\b/iu,
    /\b(?:tarifs?|droits de douane)\s+(?:américains|chinois|à l['’]exportation)\b/iu,
  ],
  name: "tariffs on what you sell abroad",
  context:
    "a tariff on what you sell into another market, which no AI tool changes; it is context for the plan rather than a pilot, and the figure to watch is margin by market",
  covers: ["input-price"],
};

/** What the business pays for its inputs; wages are labour's own kind. */
const inputPrice: ContextKind = {
  id: "input-price",
  ai: false,
  patterns: [
    /\b(?<!(?:labou?r|pay|wage|hourly)\s)(?:prices?|premiums?|rates)\b(?:\s+\S+){0,6}?\s+(?:(?:has|have|had)\s+)?(?:rose|risen|rising|gone up|went up|go up|going up|increas\w*|doubl\w*|tripl\w*|jump\w*|climb\w*|soar\w*|spik\w*)/iu,
    /\b(?<!(?:labou?r|wage|payroll)\s)(?:price|cost)\s+(?:increases?|rises?|hikes?)\b/iu,
    /\b(?<!(?:wage|salary|payroll|labou?r)\s)inflation\b|\btariffs?\b/iu,
    /\b(?:prix|tarifs?)\b(?:\s+\S+){0,6}?\s+(?:a|ont)\s+(?:augmenté|doublé|grimpé|bondi)/iu,
    /\b(?:hausse|augmentation)\s+(?:du|des)\s+(?:prix|coûts?|tarifs?)\b/iu,
  ],
  name: "rising input prices",
  context:
    "a rise in what you pay for inputs, which no AI tool changes; it is context for the plan rather than a pilot, and the figure to watch is cost per unit of output",
};

/** A change in what customers buy or will pay for. */
const revenueMix: ContextKind = {
  id: "revenue-mix",
  ai: false,
  patterns: [
    /\bbrings?\s+in\s+(?:only\s+)?(?:a fraction|less|half)\b/iu,
    /\bnow\b[^,;.]{0,20}?\d+\s?(?:%|per ?cent)\s+of\b[^,;.]{0,30}?\b(?:sales|revenue|calls|orders|business|bookings|customers|clients|services|jobs|volume|work)\b/iu,
    /\b(?:expect|want|ask for|demand)s?\s+(?:a\s+)?(?:discount|lower price|cheaper)\w*/iu,
    /\b(?:pay less|won['’]t pay|will not pay)\b/iu,
    /\b(?:demand|business|sales|customers|market|mix)\b[^.;]{0,30}\bshift\w*\s+(?:to|towards|away)\b/iu,
    /\b(?:rapporte|rapportent)\s+(?:seulement\s+)?(?:une fraction|moins)\b/iu,
    /\bmaintenant\b[^,;.]{0,20}?\d+\s?%\s+(?:de|des)\b[^,;.]{0,30}?\b(?:ventes|revenus|appels|commandes|clients|services)\b/iu,
    /\b(?:exigent|veulent|demandent)\s+(?:un |des )?(?:rabais|escomptes?)\b/iu,
  ],
  name: "a shift in what customers buy",
  context:
    "a change in what customers buy or will pay, which no AI tool reverses; it is context for the plan rather than a pilot, and the figures to watch are revenue and margin per sale",
};

/** A rule set outside the business: a regulator's, a ministry's, a new law. */
const regulation: ContextKind = {
  id: "regulation",
  ai: false,
  patterns: [
    /\b(?:regulators?|new (?:regulations?|rules?|law|act)|the (?:ministry|government|province) (?:now )?(?:requires?|bans?|mandates?))\b/iu,
    /\b(?:règlement\w*|réglementation|nouvelle loi|le ministère|le gouvernement)\b[^.;]{0,40}\b(?:exige|oblige|impose|interdit)\w*/iu,
  ],
  name: "a rule set outside the business",
  context:
    "a rule set outside the business, which AI does not change; it is context for the plan rather than a pilot, and every AI step must keep to it",
};

/** People, as a plant or a crew calls them: "trained people", "our graders", « nos travailleurs ». */
const KEPT =
  "(?:trained|experienced|skilled|good|seasonal|returning)?\\s*(?:people|staff|workers?|employees|crews?|hands|graders?|cutters?|packers?)";

/**
 * Trained people lost between seasons (review r22): "We process snow crab … from April to August
 * and the plant is nearly idle the rest of the year, so we cannot keep trained people", « on perd
 * nos travailleurs formés chaque hiver ». Keeping them is re-hiring, not AI's: no prompt training
 * answers it. AI only shortens the relearning, from the business's own instructions.
 */
const seasonalRetention: ContextKind = {
  id: "seasonal-retention",
  ai: false,
  patterns: [
    new RegExp(
      String.raw`\b(?:can['’]?t|cannot|can not|unable to|hard to|struggle to|difficult to|never)\s+(?:keep|retain|hold on to|hang on to)\s+(?:our\s+|the\s+|any\s+)?${KEPT}\b`,
      "iu",
    ),
    new RegExp(
      String.raw`\b(?:lose|loses|losing|lost)\s+(?:our\s+|the\s+|all\s+(?:our\s+|the\s+)?)?(?:trained|experienced|skilled|seasonal|best)\s+${KEPT}\b`,
      "iu",
    ),
    /\b(?:seasonal|trained|experienced)\s+(?:people|staff|workers?|crews?|hands)\b[^.;]{0,40}\b(?:don['’]?t|do not|never|rarely|seldom)\s+come back\b/iu,
    /(?<!\p{L})(?:garder|retenir|conserver)\s+(?:nos|notre|le|les|des)\s+(?:employé\p{L}*|travailleu\p{L}*|personnel|gens|équipes?)(?:\s+(?:formé\p{L}*|expérimenté\p{L}*|qualifié\p{L}*))?(?!\p{L})/iu,
    /(?<!\p{L})(?:perd\p{L}*)\s+(?:nos|notre|le|les)\s+(?:meilleur\p{L}*\s+)?(?:employé\p{L}*|travailleu\p{L}*|personnel|gens)\s+(?:formé\p{L}*|expérimenté\p{L}*|qualifié\p{L}*)(?!\p{L})/iu,
    /(?<!\p{L})(?:saisonniers|travailleu\p{L}*|employé\p{L}*)\b[^.;]{0,40}\bne reviennent (?:pas|jamais)(?!\p{L})/iu,
  ],
  // Only between seasons: the same words about people leaving for good are a role to fill.
  within:
    /(?<!\p{L})(?:season\p{L}*|idle|off-?season|winter|summer|rest of the year|laid off|lay-?offs?|every (?:fall|autumn|spring|year)|saison\p{L}*|hiver|été|reste de l['’]année|mises? à pied|chaque (?:automne|printemps|année))(?!\p{L})/iu,
  name: "trained people lost between seasons",
  covers: ["capacity", "training"],
  context:
    "trained people lost between seasons, which is a matter of re-hiring rather than of AI: keep a recall list of last season's trained workers with the stations each was signed off on, start re-hiring them in the off-season (with any permits returning workers need) and ask those who did not come back why; AI only shortens the relearning, with a short pre-season refresher drafted from your own procedures in the workers' languages, and the figure to watch is the share of last season's trained workers back when the season opens",
};

/** In the order they are tried: a kind AI can work on first, so a sentence with both gets a pilot. */
export const problemKinds: readonly ProblemKind[] = [
  fraud,
  outageCalls,
  emergencyCalls,
  callWaits,
  repricing,
  rework,
  capacity,
  foreignWorkerFilings,
  hrPaperwork,
  deadline,
  rejectedBilling,
  heldBilling,
  drafting,
  training,
  backlog,
  fallingRate,
  shrink,
  lostShare,
  timedWork,
  labourCost,
  seasonalRetention,
  priceSwings,
  staffHousing,
  exportTariff,
  inputPrice,
  revenueMix,
  regulation,
];

/**
 * A problem the executive wrote that no theme or kind reads: quoted whole, scoped with them
 * before any pilot, and asked about in the follow-up. `{words}` is their sentence.
 */
export const scopingStep = {
  title: "Measure your own problem before any pilot on it",
  titleOfSeveral: "Measure your own problems before any pilot on them",
  action:
    "In the first two weeks, take {words} to whoever deals with it and write down what it costs in hours, money or customers, how often it comes up and what a good result would look like, then decide whether AI has a part in it, and with which measure.",
  owner: "CEO",
  department: "executive" as Department,
  measure: "the problem written down with its figures, and a decision on whether AI has a part",
  name: "a problem you described, measured first",
  /** `figures` are the executive's own, quoted word for word: the baseline, never asked for again. */
  fromFigures: (figures: string): string =>
    `In the first two weeks, take {words} to whoever deals with it, with your figures (${figures}) as the baseline, and write down what they cost in hours, money or customers and what a good result would look like against them, then decide whether AI has a part in it, and with which measure.`,
  measureFrom: (figures: string): string =>
    `your figures (${figures}) against the same count after any change, and a decision on whether AI has a part`,
};
