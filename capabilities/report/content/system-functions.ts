import type { EnterprisePlatform } from "./types";

/** The notes and assessments a health record is written in (tool-work.ts, the record systems below). */
export const RECORD_NOTES = String.raw`progress notes?|charting|chart notes?|clinical notes?|visit notes?|RAI-MDS|care plans?`;

/**
 * What a system the executive named does (issue 34), read from its words ("Verafin for AML and
 * fraud alerts", "a separate loan origination system for ag lending", "Genesys contact centre")
 * or from the category of a system the report knows. A system occupies the catalogue categories
 * of its function: no tool of those is sold beside it, its own AI is asked about instead. It
 * holds the data its function keeps, and only that data is said to live in it. Paper and a
 * public body's filing portal are no software with a vendor to ask about AI.
 */
export interface SystemFunction {
  id: string;
  /** Its words in a description or a known system's category, English and French. */
  words: RegExp;
  /** Its abbreviations, matched with their capitals only ("POS", never "pos"). */
  acronyms?: RegExp;
  /** Catalogue tool categories (content/tools*.ts) a system of this function already is. */
  occupies: readonly string[];
  /** The data it keeps, as a pilot's dependency names it (content/challenge-measures.ts). */
  holds?: RegExp;
  /**
   * The work a system of this function already runs (appointments in a dental practice system,
   * bookings in a tour-booking system): a pilot on that work runs in or beside it (system-in-use.ts).
   */
  covers?: RegExp;
  /**
   * The feature a pilot on some of the covered work asks the vendor for by name, before any
   * tool is chosen for it: a tee sheet's dynamic tee-time pricing.
   */
  asks?: readonly { work: RegExp; feature: string }[];
  /** Paper, a public body's portal, storage hardware or a chat app: no vendor sells it with AI features. */
  noVendor?: true;
  /** Not software at all: never a system the pilots connect to. */
  paper?: true;
  /**
   * A general-purpose tool (a calendar, a spreadsheet, a messaging app) is that kind of tool
   * whatever it is used for: "Google Agenda pour les horaires" is no scheduling system, so no
   * forecasting or scheduling pilot is said to run in it.
   */
  generalPurpose?: true;
}

export const systemFunctions: readonly SystemFunction[] = [
  {
    id: "paper",
    words:
      /\b(?:paper|binders?|diar(?:y|ies)|whiteboards?|filing cabinets?|sticky notes|index cards|by hand|papier|cahiers?|classeurs?)\b/i,
    occupies: [],
    noVendor: true,
    paper: true,
  },
  {
    id: "public-filing",
    // A government body's portal ("IRCC Representative Portal", "LMIA Online", "My CFIA") sells no AI.
    words:
      /\b(?:e-?filings?|filings?|land titles?|registr(?:y|ies)|government portals?|(?:IRCC|CRA|CFIA|ESDC|CBSA|LMIA|Service Canada|Revenu Québec)\b[^,;()]{0,30}?\b(?:portals?|online|accounts?)|My CFIA|My Business Account|Represent a Client|ClicSÉQUR|portails? (?:gouvernementa(?:l|ux)|du gouvernement))\b/i,
    occupies: [],
    noVendor: true,
  },
  {
    id: "practice-management",
    words:
      /\b(?:practice management|trust accounting|matter management|time and billing|docketing)\b/i,
    occupies: ["Legal practice management", "Accounting practice management"],
    holds: /\b(?:matters?|time entries|billable hours|billing)\b/i,
  },
  {
    id: "accounting",
    words: /\b(?:accounting|bookkeeping|general ledger|payables|receivables|comptabilit\w*)\b/i,
    occupies: ["Accounting AI"],
    holds:
      /\b(?:costs?|gross margin|margins|invoices?|spend|line of business|ledger|report's figures)\b/i,
  },
  {
    id: "erp",
    words:
      /\b(?:purchase orders?|purchasing|inventory|stock control|order management|project accounting)\b/i,
    acronyms: /\b(?:ERP|MRP|MIS|POs)\b/,
    occupies: ["ERP AI"],
    holds:
      /\b(?:supplier lead times|orders? and shipment|shipment history|inventory|receipts|product codes|costs? allocated|report's figures)\b/i,
  },
  {
    id: "crm",
    words: /\b(?:crm|leads?|sales pipeline|contacts? database|customer records)\b/i,
    occupies: ["CRM AI"],
    holds:
      /\b(?:leads?|lead sources|customer and sales records|cancellation history|customer, loyalty)\b/i,
  },
  {
    id: "help-desk",
    words:
      /\b(?:help ?desk|service desk|support (?:desk|tickets?|inbox)|ticketing|live chat|customer support)\b/i,
    occupies: ["Customer service AI"],
    holds: /\b(?:support|tickets?|complaints?)\b/i,
  },
  {
    id: "contact-centre",
    words: /\b(?:contact cent(?:re|er)|call cent(?:re|er)|centre d'appels|telephony)\b/i,
    acronyms: /\bIVR\b/,
    occupies: ["Customer service AI"],
    holds: /\b(?:calls? recordings?|call history)\b/i,
  },
  {
    id: "fraud",
    words:
      /\b(?:fraud|anti-money|money laundering|financial crime|transaction monitoring|fraude|blanchiment)\b/i,
    acronyms: /\bAML\b/,
    occupies: ["Fraud and financial crime"],
    holds: /\b(?:fraud|suspicious|alerts?)\b/i,
  },
  {
    id: "lending",
    words:
      /\b(?:loan origination|lending|loans?|underwriting|credit adjudication|mortgages?|prêts?)\b/i,
    occupies: [],
    holds: /\b(?:credit decisions|loans?|repayment)\b/i,
  },
  {
    id: "core-banking",
    words: /\b(?:core banking|banking system)\b/i,
    occupies: [],
    holds: /\b(?:product holdings|members' accounts|deposits|transactions)\b/i,
  },
  {
    id: "patient-records",
    words:
      /\b(?:electronic medical record|dental practice management|charting|patient records|clinic booking|care records|dossiers? patients?)\b/i,
    acronyms: /\b(?:EMR|EHR|DME)\b/,
    occupies: [],
    holds: /\b(?:patients?'?|recall|short-notice list)\b/i,
    // The record itself too: notes and assessments are drafted in it, or beside it (review r22).
    covers: new RegExp(
      String.raw`\b(?:appointments?|schedul\w*|cancel\w*|recalls?|reminders?|short-notice|no-shows?|chair|bookings?|waitlists?|billing|claims?|predeterminations?|pre-approvals?|rendez-vous|${RECORD_NOTES})\b`,
      "i",
    ),
  },
  {
    id: "tour-bookings",
    words:
      /\b(?:tour and activity bookings|online bookings?|booking (?:system|software|platform)|reservation (?:system|software)|système de réservation)\b/i,
    occupies: ["Guest experience platform", "Guest messaging AI"],
    holds: /\b(?:bookings?|booking history|guests?'? (?:details|contacts)|manifests?)\b/i,
    covers:
      /\b(?:(?<!interview )bookings?|rebook\w*|reservations?|cancel\w*|trips?|tours?|departures?|waivers?|check-?ins?|manifests?|guest (?:messages|reminders)|réservations?)\b/i,
  },
  {
    id: "agency-management",
    words:
      /\b(?:insurance agency management|agency management|broker(?:age)? management|policy administration)\b/i,
    acronyms: /\bAMS\b/,
    occupies: ["CRM AI"],
    holds: /\b(?:polic(?:y|ies)|renewals?|client files?|commissions?)\b/i,
    covers:
      /\b(?:polic(?:y|ies)|renewals?|onboarding|client (?:files?|records?|reviews?)|quotes?|remarketing|certificates?|endorsements?|KYC)\b/i,
  },
  {
    id: "property",
    words:
      /\b(?:property management|resident and building management|leasing|rent roll|tenants?|locataires?)\b/i,
    occupies: ["Property management platform"],
    holds: /\b(?:tenants?|notices to vacate|unit turns|leases?|rent)\b/i,
  },
  {
    id: "point-of-sale",
    words:
      /\b(?:point of sale|e-?commerce|online store|tills?|direct-to-consumer sales|caisses?)\b/i,
    acronyms: /\bPOS\b/,
    occupies: ["Point-of-sale AI", "Commerce AI"],
    holds:
      /\b(?:sales history|item-level sales|product and sales|sales by day|order records|product attributes)\b/i,
  },
  {
    id: "hotel",
    words: /\b(?:hotel property management|booking engine|reservations?|channel manager)\b/i,
    acronyms: /\bPMS\b/,
    occupies: [],
    holds: /\b(?:booking history|guest preferences|stay history)\b/i,
  },
  {
    id: "staff-scheduling",
    // An industry system that schedules the work (home-care visits, field crews, dispatch, time
    // and attendance) is the company's scheduler: no second one is sold beside it (review r17).
    words:
      /\b(?:(?:shift|staff|employee|crew|restaurant|visit|field[- ]service) schedul\w*|scheduling|dispatch(?:ing)?|rosters?|rostering|timesheets?|time (?:and|&) (?:attendance|payroll)|workforce management|horaires?|répartition)\b/i,
    acronyms: /\bEVV\b/,
    occupies: ["Shift scheduling"],
    holds: /\b(?:shifts?|staff schedules?|rosters?)\b/i,
  },
  {
    id: "dealer-management",
    // A dealer's management system (CDK, Dealertrack, a farm-equipment dealer business system)
    // keeps the parts, service and unit inventory: a pilot on parts stock or used-unit ageing
    // starts in it, asking its vendor for the feature first (review r18 class 3).
    words:
      /\b(?:dealer(?:ship)? (?:business|management) systems?|car dealership management|dealer systems?)\b/i,
    acronyms: /\bDMS\b/,
    occupies: [],
    holds: /\b(?:parts|service orders?|work orders?|units?|used (?:equipment|inventory|units))\b/i,
    covers:
      /\b(?:parts|fill rate|stockouts?|demand forecast\w*|replenishment|reorder\w*|used (?:equipment|inventory|units|vehicles|trucks|cars|machines|machinery|tractors|combines)|aged inventory|ageing|aging)\b/i,
    asks: [
      {
        work: /\b(?:parts|fill rate|stockouts?|demand forecast\w*|replenishment|reorder\w*)\b/i,
        feature: "parts demand forecasting and suggested stock orders",
      },
      {
        work: /\b(?:used (?:equipment|inventory|units|vehicles|trucks|cars|machines|machinery|tractors|combines)|aged inventory|ageing|aging)\b/i,
        feature: "used-inventory pricing and ageing reports",
      },
    ],
  },
  {
    id: "transport-management",
    // A carrier's TMS or load board plans and matches the loads: a pilot on empty miles or
    // backhauls starts in it, asking its vendor for the feature first (review r18 class 3).
    words: /\b(?:transportation management|load boards?|freight matching|load matching)\b/i,
    acronyms: /\bTMS\b/,
    occupies: [],
    holds: /\b(?:loads?|lanes?|load tenders?|rate confirmations?)\b/i,
    covers:
      /\b(?:empty (?:miles|kilometres)|backhauls?|loads? (?:and routes|matching|planning))\b/i,
    asks: [
      {
        work: /\b(?:empty (?:miles|kilometres)|backhauls?|loads? (?:and routes|matching|planning))\b/i,
        feature: "backhaul and load-matching suggestions",
      },
    ],
  },
  {
    id: "telematics",
    // Telematics and reefer monitoring the fleet already has: its alerts come first (review r18).
    words:
      /\b(?:telematics|reefer monitoring|temperature monitoring|fleet tracking|GPS tracking|dash ?cams?|electronic logging)\b/i,
    acronyms: /\bELDs?\b/,
    occupies: [],
    holds: /\b(?:telematics|temperatures?|fault codes?|engine hours)\b/i,
    covers:
      /\b(?:temperature(?:-| )excursions?|reefer (?:temperatures?|alarms?|alerts?)|(?:engine )?fault codes?|roadside breakdowns?)\b/i,
    asks: [
      {
        work: /\b(?:temperature(?:-| )excursions?|reefer (?:temperatures?|alarms?|alerts?))\b/i,
        feature: "temperature-excursion alerts on loads in transit",
      },
      {
        work: /\b(?:(?:engine )?fault codes?|roadside breakdowns?)\b/i,
        feature: "maintenance alerts from engine fault codes",
      },
    ],
  },
  {
    id: "tee-sheet",
    words: /\b(?:tee sheets?|tee-time bookings?|tee times?)\b/i,
    occupies: ["Hotel revenue management", "Revenue management"],
    holds: /\b(?:tee times?|rounds?|booking history|bookings?|occupancy|rates?)\b/i,
    covers:
      /\b(?:tee[- ]times?|rounds|pricing|yield|occupancy|utili[sz]ation|shoulder[- ]season)\b/i,
    asks: [
      {
        work: /\b(?:pricing|yield|occupancy|utili[sz]ation|shoulder[- ]season)\b/i,
        feature: "dynamic tee-time pricing",
      },
    ],
  },
  {
    // A station's traffic system holds its advertisers' orders, the daily logs and the make-goods.
    id: "broadcast-traffic",
    words: /\b(?:broadcast traffic|traffic and billing|traffic system)\b/i,
    occupies: [],
    holds:
      /\b(?:advertisers?['’]? (?:past )?orders|orders|traffic logs?|daily logs?|make-?goods?|schedules? (?:booked|sold))\b/i,
  },
  {
    // The playout system airs the log and keeps what was played, music and Canadian content included.
    id: "broadcast-playout",
    words: /\b(?:playout|on-air automation|broadcast automation|music scheduling)\b/i,
    occupies: [],
    holds: /\b(?:as-played logs?|music logs?|playlists?)\b/i,
  },
  {
    // A municipality's agenda system holds its council agendas, staff reports and minutes.
    id: "council-agendas",
    words:
      /\b(?:council agenda|agenda and meeting management|meeting management|agenda management)\b/i,
    occupies: [],
    holds: /\b(?:agendas?|agenda packages?|staff reports?|minutes|council reports?)\b/i,
  },
  {
    // Its finance system holds the tax roll, the water and sewer accounts and their bills.
    id: "municipal-billing",
    words:
      /\b(?:property tax|utility billing|tax and utility|tax and water|water billing|tax billing)\b/i,
    occupies: [],
    holds:
      /\b(?:tax (?:roll|bills?|accounts?)|water (?:bills?|accounts?|meter reads?)|utility (?:bills?|accounts?)|billing (?:runs?|exceptions?|cycles?)|meter reads?|arrears)\b/i,
  },
  {
    // Its permit system holds the applications, plans review and inspections.
    id: "building-permits",
    words: /\b(?:building permits?|permits and inspections|permitting)\b/i,
    occupies: [],
    holds: /\b(?:permit applications?|building permits?|inspections?|permit files?)\b/i,
  },
  {
    // A design tool in use (Canva) is that kind of tool already: its own AI is asked about, never
    // a design AI sold beside it, nor itself sold back as new.
    id: "graphic-design",
    words: /\bgraphic design\b/i,
    occupies: ["Design"],
  },
  {
    // An arts organisation's box office and donor system holds its subscribers, ticket buyers and
    // donors: no CRM or prospect list is sold beside it, and its own records are what pilots draw on.
    id: "arts-box-office",
    words:
      /\b(?:box office|subscriptions and donor records|donor (?:management|records)|fundraising records|donation receipts)\b/i,
    occupies: ["CRM AI", "Sales prospecting"],
    holds:
      /\b(?:subscri\w+|single tickets?|ticket buyers?|donors?['’]? (?:records?|giving|gifts?|history)|donor records?|gift history|renewals?|patrons?)\b/i,
  },
  {
    // A broker's carrier-vetting service holds each carrier's authority, insurance and safety
    // record, and flags the changes that signal fraud or double brokering.
    id: "carrier-vetting",
    words: /\b(?:carrier (?:onboarding|vetting|monitoring)|carrier packets?)\b/i,
    occupies: [],
    holds:
      /\b(?:carrier packets?|insurance certificates?|certificates? of insurance|operating authority|safety (?:records?|ratings?))\b/i,
  },
  {
    // Tracking links and check calls: where each load is, for the shipper's status update.
    id: "freight-tracking",
    words: /\b(?:freight tracking|load tracking|check calls?|track(?:ing)? and trace)\b/i,
    occupies: [],
    holds: /\b(?:check calls?|tracking (?:updates?|pings?|links?)|load status(?:es)?)\b/i,
  },
  {
    id: "storage",
    words:
      /\b(?:NAS|file servers?|network (?:drives?|storage|attached storage)|shared drives?|external (?:hard )?drives?|serveurs? de fichiers)\b/i,
    occupies: [],
    noVendor: true,
  },
  {
    id: "construction",
    words:
      /\b(?:construction management|job ?sites?|warranty|schedul\w* and POs|takeoffs?|selections)\b/i,
    occupies: ["Construction AI"],
    holds: /\b(?:jobs?|sites?|warranty)\b/i,
  },
  {
    id: "drawing-review",
    words: /\b(?:drawing review|markups?|pdf review)\b/i,
    occupies: ["Drawing review"],
    holds: /\b(?:drawings?|drawing sets?)\b/i,
  },
  {
    id: "design-drafting",
    words: /\b(?:design and drafting|drafting|modell?ing)\b/i,
    acronyms: /\b(?:CAD|BIM)\b/,
    occupies: ["Design AI"],
    holds: /\b(?:drawings?|models?)\b/i,
  },
  {
    id: "hr",
    words: /\b(?:human resources|payroll|ressources humaines|paie)\b/i,
    acronyms: /\b(?:HRIS|HR)\b/,
    occupies: ["HR platform"],
    holds: /\b(?:hires|leavers|turnover|payroll)\b/i,
  },
  {
    // A staffing agency's system holds its orders, workers, placements and shifts: the pilots on
    // filling orders and confirming workers run in or beside it (review r22).
    id: "staffing-ats",
    words:
      /\b(?:staffing (?:applicant tracking|software|systems?|platforms?|ats)|placements? and shifts|shift scheduler)\b/i,
    occupies: ["Recruiting software", "Recruiting automation", "Shift scheduling"],
    holds:
      /\b(?:placement records?|placements?|shifts?|no-shows?|orders?|assignments?|timesheets?|workers' availability)\b/i,
    covers:
      /\b(?:shift confirmations?|confirm\w* (?:every |each )?(?:booked )?workers?|no-shows?|standby workers?|job orders?|same-day orders?|orders? filled|call list|workers to call|re-?activat\w*|redeploy\w*|availability requests?|asked for their availability)\b/i,
  },
  {
    id: "recruiting",
    // HR suites sold with a recruiting module (Dayforce Recruiting, Workday Recruiting, UKG Pro
    // Recruiting, SuccessFactors Recruiting, ADP Workforce Now's recruitment, BambooHR's applicant
    // tracking, Rippling Recruiting, Paycor Recruiting): the module is asked about before a new
    // recruiting tool is sold beside the suite (review r18 class 3).
    words:
      /\b(?:applicant tracking|recruiting|recrutement|dayforce|workday|ukg|successfactors|adp workforce now|bamboohr|rippling|paycor)\b/i,
    acronyms: /\bATS\b/,
    occupies: ["Recruiting software", "Recruiting automation"],
    holds: /\b(?:applicants?|candidates?)\b/i,
  },
  {
    id: "meetings",
    words: /\b(?:meeting notes|transcri\w+|note-?takers?|meeting recorder)\b/i,
    occupies: ["Meeting assistant"],
  },
  {
    id: "inspection",
    words: /\b(?:inspection|vision systems?|defect detection|print inspection)\b/i,
    occupies: ["Visual inspection"],
    holds: /\b(?:defects?|images of good product)\b/i,
  },
  {
    id: "maintenance",
    words: /\b(?:maintenance management|work orders|historian)\b/i,
    acronyms: /\b(?:CMMS|SCADA|PLCs?)\b/,
    occupies: [],
    holds: /\b(?:sensor|PLC readings|past failures)\b/i,
  },
  {
    id: "business-intelligence",
    words: /\b(?:business intelligence|dashboards?|reporting tool)\b/i,
    acronyms: /\bBI\b/,
    occupies: ["Business intelligence"],
    holds: /\breport's figures\b/i,
  },
  {
    id: "email-marketing",
    words: /\b(?:email marketing|e-mail marketing|newsletters?|mailing lists?)\b/i,
    occupies: ["Customer data and email marketing"],
  },
  {
    id: "knowledge-base",
    words: /\b(?:wiki|intranet|knowledge base|document management|bids library)\b/i,
    occupies: ["Knowledge management"],
    holds: /\b(?:past deliverables|past proposals|manuals|procedures)\b/i,
  },
  {
    id: "workflow",
    words: /\b(?:workflow automation|integration platform|ipaas)\b/i,
    occupies: ["Workflow automation"],
  },
  {
    id: "planning",
    words: /\b(?:budgeting|fp&a|financial planning|demand planning|supply planning)\b/i,
    occupies: ["Planning and forecasting", "Supply chain planning", "Integrated planning"],
  },
  {
    id: "translation",
    words:
      /\b(?:translation memory|translation management|computer-assisted translation|CAT tools?|traduction)\b/i,
    occupies: ["Translation"],
    holds: /\b(?:translation memor(?:y|ies)|termbases?|words translated|translation jobs?)\b/i,
    // A pilot on translation work runs in or beside the CAT tool the translators work in.
    covers: /\b(?:translat\w*|post-edit\w*|traduction\w*)\b/i,
  },
  {
    id: "identity",
    words: /\b(?:identity verification|id verification)\b/i,
    acronyms: /\bKYC\b/,
    occupies: ["Identity verification"],
  },
  {
    id: "revenue-management",
    words: /\b(?:revenue management|pricing engine)\b/i,
    acronyms: /\bRMS\b/,
    occupies: ["Hotel revenue management", "Revenue management"],
  },
  {
    id: "calendar",
    words:
      /\b(?:google (?:calendar|agenda)|outlook calendar|(?:shared |online )?calendars?|calendriers?|agenda partagé|ical)\b/i,
    occupies: [],
    holds: /\bcalendars?\b/i,
    generalPurpose: true,
  },
  {
    id: "spreadsheet",
    words: /\b(?:spreadsheets?|excel|google sheets|tableurs?|chiffriers?)\b/i,
    occupies: [],
    holds: /\bspreadsheets?\b/i,
    generalPurpose: true,
    // A spreadsheet's AI comes with the office suite: its file is no vendor to ask.
    noVendor: true,
  },
  {
    // A chat app the crew shares has no plan whose AI features a vendor would price (review 15).
    id: "messaging",
    words:
      /\b(?:whatsapp|group chats?|text messages|sms|messenger|imessage|signal app|telegram|wechat|textos)\b/i,
    occupies: [],
    generalPurpose: true,
    noVendor: true,
  },
  {
    // An internet link or a phone line carries the work: its provider sells no AI features (review r17).
    id: "connectivity",
    words:
      /\b(?:starlink|xplornet|satellite (?:internet|link|dish)|internet (?:link|connection|provider)|wi-?fi|cell(?:ular)? (?:phones?|service)|internet par satellite|connexion internet)\b/i,
    occupies: [],
    generalPurpose: true,
    noVendor: true,
  },
  {
    // A social network's page or group is where customers or parents talk, not a plan to ask about AI.
    id: "social-network",
    words:
      /\b(?:facebook|instagram|tiktok|linkedin page|youtube channel|social media|réseaux sociaux)\b/i,
    occupies: [],
    generalPurpose: true,
    noVendor: true,
  },
  {
    // Another firm's client portal (a lab's, a supplier's, a bank's) is theirs: there is no plan of ours to ask about.
    id: "outside-portal",
    words:
      /\b(?:lab(?:oratory)?|supplier|bank(?:ing)?|client) portals?\b|\bportails? (?:du |de la |des )?(?:laboratoire|fournisseur|banque)s?\b/i,
    occupies: [],
    generalPurpose: true,
    noVendor: true,
  },
  {
    id: "office",
    words: /\b(?:office suite|e-?mail|gmail|outlook|courriel)\b/i,
    occupies: [],
    // "email consent records" are the marketing list's, not the mailbox's.
    holds: /\b(?:e-?mails?(?! (?:consent|addresses|lists?|marketing|campaigns?))|inbox)\b/i,
  },
  {
    id: "website",
    words: /\b(?:websites?|web site|online obituaries|livestreams?|site web)\b/i,
    acronyms: /\bCMS\b/,
    occupies: [],
    holds: /\b(?:website|web pages?)\b/i,
  },
  {
    id: "photos",
    words: /\b(?:photos?|photo documentation|pictures)\b/i,
    occupies: [],
    holds: /\bphotos?\b/i,
  },
];

/** What each platform of the questionnaire does, by function id. */
export const PLATFORM_FUNCTIONS: Readonly<Record<EnterprisePlatform, readonly string[]>> = {
  salesforce: ["crm"],
  // Its marketing e-mail is a paid hub not every HubSpot user has: a rival is left open.
  hubspot: ["crm"],
  microsoft365: ["office"],
  netsuite: ["erp", "accounting"],
  sap: ["erp", "accounting"],
  workday: ["hr", "recruiting"],
  slack: [],
  zoom: [],
  jira: [],
  quickbooks: ["accounting"],
};
