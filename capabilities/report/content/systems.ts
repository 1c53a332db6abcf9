import { UNUSED_FEATURES } from "./unused-features";

/**
 * Systems executives name in their own words ("Other platforms" mostly), recognized so the
 * report integrates with them, puts their own AI first and never recommends a rival to one.
 * `pattern` is specific enough to trust in any answer; `loose` (a bare name that is also a
 * common word: Square, Toast, Epic, Sage) is trusted only in the "Other platforms" answer.
 */

interface SystemDefinition {
  id: string;
  name: string;
  category: string;
  pattern: RegExp;
  loose?: RegExp;
  /** The AI the system ships, in words, where it ships one. */
  ai?: string;
  /** The work that AI does, where it does one kind only: a pilot on other work is not sent to it. */
  aiWork?: RegExp;
  /** Its AI works from a recording: never first for work done with nobody recorded. */
  aiRecords?: true;
}

const POS = "point of sale";
const EMR = "electronic medical record";
const DENTAL = "dental practice management";
const TAX = "tax preparation";
const WINE_SALES = "winery direct-to-consumer sales";
const CELLAR = "winery production";
const TMS = "trucking transportation management";
const BROKER_TMS = "freight brokerage transportation management";
const LOAD_BOARD = "truckload load board and rate data";
const CARRIER_VETTING = "carrier onboarding, vetting and monitoring";
const FREIGHT_TRACKING = "freight tracking and check calls";
const PSA = "managed IT ticketing and billing (PSA)";
const RMM = "managed IT remote monitoring and management (RMM)";
const FIELD_SERVICE = "field-service scheduling, quoting and invoicing";
const PRINT = "print production, estimating and prepress";
const DEALER = "car dealership management";
const CHILD_CARE = "child care management and parent communication";
const TOURS = "tour and activity bookings";
const EMAIL = "email marketing";
const AGENCY = "insurance agency management";
const SCHEDULING = "staff scheduling and timesheets";
const TEE_SHEET = "golf tee sheet and tee-time bookings";
const TRAFFIC = "broadcast traffic and billing";
const PLAYOUT = "broadcast playout and automation";
const MUSIC = "broadcast music scheduling";
const AGENDAS = "council agenda and meeting management";
const MUNICIPAL_FINANCE = "municipal finance, property tax and utility billing";
const PERMITS = "building permits and inspections";
const MUNICIPAL_ASSETS = "municipal asset management";
const RECORDS = "records and document management";
const ARTS_BOX_OFFICE = "arts box office, subscriptions and donor records";
const DONORS = "donor management and fundraising records";
const DONATIONS = "online donations and donation receipts";
const TICKETS = "event ticketing";
const DESIGN = "graphic design";
const CAT = "translation memory and computer-assisted translation (CAT)";
const STAFFING = "staffing applicant tracking, placements and shifts (ATS)";
/** How a CAT tool's own AI is put to work: machine translation each translator post-edits. */
const POST_EDITED =
  "set up for your translators to post-edit against your translation memories and termbases";

export const knownSystems = [
  {
    id: "square",
    name: "Square",
    category: POS,
    pattern:
      /\bsquare (?:pos|for restaurants|for retail|online|dashboard|payments|register|terminal)\b/i,
    loose: /\bsquare\b(?! ?(?:feet|foot|ft|metres?|meters?|kilometres?|miles?)\b)/i,
    ai: "Square AI, an assistant in the Square Dashboard that answers questions about sales, items and staff",
  },
  {
    id: "toast",
    name: "Toast",
    category: POS,
    pattern: /\btoast ?(?:pos|tab|point of sale|for restaurants)\b/i,
    loose: /\btoast\b/i,
    ai: "Toast IQ, Toast's built-in assistant for menu, sales and labour questions",
  },
  { id: "lightspeed", name: "Lightspeed", category: POS, pattern: /\blightspeed\b/i },
  {
    id: "clover",
    name: "Clover",
    category: POS,
    pattern: /\bclover (?:pos|station|flex|mini)\b/i,
    loose: /\bclover\b/i,
  },
  { id: "touchbistro", name: "TouchBistro", category: POS, pattern: /\btouch ?bistro\b/i },
  {
    id: "shopify",
    name: "Shopify",
    category: "e-commerce and point of sale",
    pattern: /\bshopify\b/i,
    ai: "Shopify Magic and Sidekick, included in Shopify plans",
  },
  { id: "woocommerce", name: "WooCommerce", category: "e-commerce", pattern: /\bwoo ?commerce\b/i },
  {
    id: "oscar",
    name: "Oscar Pro",
    category: EMR,
    pattern: /\boscar (?:pro|emr)\b/i,
    loose: /\boscar\b/i,
  },
  { id: "ps-suite", name: "TELUS PS Suite", category: EMR, pattern: /\bps ?suite\b/i },
  { id: "med-access", name: "TELUS Med Access", category: EMR, pattern: /\bmed ?access\b/i },
  { id: "accuro", name: "Accuro", category: EMR, pattern: /\baccuro\b/i },
  {
    id: "epic",
    name: "Epic",
    category: EMR,
    pattern: /\bepic (?:emr|ehr|systems|hyperspace)\b|\bmychart\b/i,
    // "Applied Epic" is an insurance broker's management system, not the Epic medical record.
    loose: /(?<!\bapplied )\bepic\b/i,
    ai: "Epic's own generative AI, with ambient documentation partners such as Abridge and Microsoft Dragon Copilot",
  },
  {
    id: "cerner",
    name: "Oracle Health (Cerner)",
    category: EMR,
    pattern: /\bcerner\b|\boracle health\b/i,
    ai: "Oracle Health Clinical AI Agent",
  },
  {
    id: "clio",
    name: "Clio",
    category: "legal practice management",
    pattern: /\bclio\b/i,
    ai: "Clio Duo, Clio's AI assistant",
  },
  {
    id: "xero",
    name: "Xero",
    category: "accounting",
    pattern: /\bxero\b/i,
    ai: "JAX (Just Ask Xero), Xero's AI companion, where available",
  },
  {
    id: "sage",
    name: "Sage",
    category: "accounting",
    pattern: /\bsage (?:50|300|intacct|accounting|business cloud|x3)\b/i,
    loose: /\bsage\b/i,
    ai: "Sage Copilot, in Sage's cloud products",
  },
  {
    id: "caseware",
    name: "Caseware",
    category: "audit and financial reporting",
    pattern: /\bcase ?ware\b/i,
    ai: "Caseware AiDA, an AI assistant in Caseware Cloud",
  },
  {
    id: "yardi",
    name: "Yardi",
    category: "property management",
    pattern: /\byardi\b/i,
    ai: "AI features for leasing, maintenance and analytics",
  },
  {
    id: "appfolio",
    name: "AppFolio",
    category: "property management",
    pattern: /\bapp ?folio\b/i,
    ai: "AppFolio Realm-X, an AI assistant for property managers",
  },
  { id: "buildium", name: "Buildium", category: "property management", pattern: /\bbuildium\b/i },
  {
    id: "buildinglink",
    name: "BuildingLink",
    category: "resident and building management",
    pattern: /\bbuilding ?link\b/i,
  },
  {
    id: "condo-control",
    name: "Condo Control",
    category: "resident and building management",
    pattern: /\bcondo control\b/i,
  },
  {
    id: "connectwise",
    name: "ConnectWise",
    category: PSA,
    pattern: /\bconnect ?wise\b/i,
  },
  { id: "autotask", name: "Autotask", category: PSA, pattern: /\bautotask\b/i },
  { id: "halopsa", name: "HaloPSA", category: PSA, pattern: /\bhalo ?psa\b/i },
  { id: "it-glue", name: "IT Glue", category: "IT documentation", pattern: /\bit ?glue\b/i },
  { id: "ninjaone", name: "NinjaOne", category: RMM, pattern: /\bninja ?(?:one|rmm)\b/i },
  { id: "datto", name: "Datto", category: RMM, pattern: /\bdatto\b/i },
  { id: "kaseya", name: "Kaseya", category: RMM, pattern: /\bkaseya\b/i },
  { id: "n-able", name: "N-able", category: RMM, pattern: /\bn-able\b|\bn-central\b/i },
  {
    id: "benchling",
    name: "Benchling",
    category: "life-sciences research notebook and data",
    pattern: /\bbenchling\b/i,
  },
  {
    id: "graphpad-prism",
    name: "GraphPad Prism",
    category: "scientific analysis",
    pattern: /\bgraph ?pad\b/i,
  },
  { id: "dotmatics", name: "Dotmatics", category: "scientific data", pattern: /\bdotmatics\b/i },
  {
    id: "labarchives",
    name: "LabArchives",
    category: "electronic lab notebook",
    pattern: /\blab ?archives\b/i,
  },
  { id: "populi", name: "Populi", category: "college management", pattern: /\bpopuli\b/i },
  { id: "jobber", name: "Jobber", category: FIELD_SERVICE, pattern: /\bjobber\b/i },
  {
    id: "servicetitan",
    name: "ServiceTitan",
    category: FIELD_SERVICE,
    pattern: /\bservice ?titan\b/i,
  },
  {
    id: "housecall-pro",
    name: "Housecall Pro",
    category: FIELD_SERVICE,
    pattern: /\bhouse ?call pro\b/i,
  },
  {
    id: "service-autopilot",
    name: "Service Autopilot",
    category: FIELD_SERVICE,
    pattern: /\bservice autopilot\b/i,
  },
  {
    id: "gorilladesk",
    name: "GorillaDesk",
    category: FIELD_SERVICE,
    pattern: /\bgorilla ?desk\b/i,
  },
  {
    id: "marel",
    name: "Marel",
    category: "food processing line and yield software",
    pattern: /\bmarel\b|\binnova food processing\b/i,
  },
  {
    id: "lone-wolf",
    name: "Lone Wolf",
    category: "real estate transaction management",
    pattern: /\blone ?wolf\b/i,
  },
  {
    id: "cloudbeds",
    name: "Cloudbeds",
    category: "hotel property management",
    pattern: /\bcloudbeds\b/i,
  },
  {
    id: "mews",
    name: "Mews",
    category: "hotel property management",
    pattern: /\bmews (?:pms|systems)\b/i,
    loose: /\bmews\b/i,
  },
  {
    id: "opera",
    name: "Oracle OPERA",
    category: "hotel property management",
    pattern: /\bopera (?:cloud|pms)\b|\boracle opera\b/i,
    loose: /\bopera\b/i,
  },
  {
    id: "procore",
    name: "Procore",
    category: "construction management",
    pattern: /\bprocore\b/i,
    ai: "Procore AI, with agents and Procore Helix intelligence on project data",
  },
  {
    id: "autodesk-construction",
    name: "Autodesk Construction Cloud",
    category: "construction management",
    pattern: /\bautodesk (?:construction cloud|build|docs)\b|\bbim ?360\b/i,
    ai: "Construction IQ, which flags quality and safety risks on project data",
  },
  {
    id: "powerschool",
    name: "PowerSchool",
    category: "student information",
    pattern: /\bpower ?school\b/i,
    ai: "PowerBuddy, PowerSchool's AI assistant",
  },
  {
    id: "google-education",
    name: "Google Workspace for Education",
    category: "office suite and classroom",
    pattern: /\bgoogle (?:workspace for education|classroom)\b/i,
    ai: "Gemini for Education and NotebookLM, at no extra cost in Google Workspace for Education",
  },
  {
    id: "canvas",
    name: "Canvas",
    category: "learning management",
    pattern: /\bcanvas (?:lms|by instructure)\b|\binstructure\b/i,
    loose: /\bcanvas\b/i,
  },
  {
    id: "brightspace",
    name: "Brightspace",
    category: "learning management",
    pattern: /\bbrightspace\b|\bd2l\b/i,
    ai: "D2L Lumi, AI for course design and feedback",
  },
  {
    id: "veracross",
    name: "Veracross",
    category: "student information",
    pattern: /\bveracross\b/i,
  },
  {
    id: "zoho",
    name: "Zoho",
    category: "CRM and business apps",
    pattern: /\bzoho\b/i,
    ai: "Zia, Zoho's AI assistant",
  },
  {
    id: "dynamics365",
    name: "Dynamics 365",
    category: "CRM and ERP",
    // Business Central is its own system: the accounts and stock, never the CRM (review r26).
    pattern:
      /\bdynamics ?365\b(?! ?business central\b)|\bmicrosoft dynamics\b(?! ?(?:365 ?)?business central\b)/i,
    ai: "Copilot in Dynamics 365",
  },
  {
    id: "business-central",
    name: "Business Central",
    category: "accounting, inventory and purchasing (ERP)",
    pattern: /\bbusiness central\b|\bdynamics nav\b|\bnavision\b/i,
    ai: "Copilot in Business Central, which matches bank statements, drafts item descriptions and answers questions on the books",
    aiWork:
      /\b(?:invoic\w*|bills?|billing|payables?|receivables?|bank\w*|reconcil\w*|inventory|stock|items?|purchas\w*|orders?|month-end|close|ledger|GL|accounts?|cash\w*|costing|books?)\b/i,
  },
  {
    id: "pipedrive",
    name: "Pipedrive",
    category: "CRM",
    pattern: /\bpipedrive\b/i,
    ai: "Pipedrive's AI sales assistant",
  },
  { id: "odoo", name: "Odoo", category: "ERP", pattern: /\bodoo\b/i },
  {
    id: "google-workspace",
    name: "Google Workspace",
    category: "office suite",
    pattern:
      /\bgoogle workspace\b(?! for education)|\bg ?suite\b|\bgmail\b|\bgoogle (?:docs|drive|sheets)\b/i,
    ai: "Gemini in Gmail, Docs, Sheets and Meet, included in Business and Enterprise plans",
  },
  {
    id: "intercom",
    name: "Intercom",
    category: "customer support",
    pattern: /\bintercom\b/i,
    ai: "Fin, Intercom's AI agent",
  },
  {
    id: "zendesk",
    name: "Zendesk",
    category: "customer support",
    pattern: /\bzendesk\b/i,
    ai: "Zendesk AI agents and agent copilot",
  },
  {
    id: "freshdesk",
    name: "Freshdesk",
    category: "customer support",
    pattern: /\bfreshdesk\b|\bfreshworks\b/i,
    ai: "Freddy AI",
  },
  {
    id: "github",
    name: "GitHub",
    category: "software development",
    pattern: /\bgithub\b/i,
    ai: "GitHub Copilot",
  },
  { id: "figma", name: "Figma", category: "design", pattern: /\bfigma\b/i, ai: "Figma AI" },
  {
    id: "adobe",
    name: "Adobe Creative Cloud",
    category: "design",
    pattern: /\badobe\b/i,
    ai: "Adobe Firefly",
  },
  {
    id: "7shifts",
    name: "7shifts",
    category: "restaurant scheduling",
    pattern: /\b7 ?shifts\b/i,
    ai: "sales-based labour forecasts and auto-scheduling",
    aiWork: /\b(?:labou?r|shifts?|schedul\w*|staff\w*|forecast\w*|overtime)\b/i,
  },
  {
    id: "dentrix",
    name: "Dentrix",
    category: DENTAL,
    pattern: /\bdentrix(?: ascend)?\b/i,
  },
  { id: "abeldent", name: "ABELDent", category: DENTAL, pattern: /\babel ?dent\b/i },
  { id: "tracker-dental", name: "Tracker", category: DENTAL, pattern: /\btracker dental\b/i },
  { id: "open-dental", name: "Open Dental", category: DENTAL, pattern: /\bopen ?dental\b/i },
  { id: "eaglesoft", name: "Eaglesoft", category: DENTAL, pattern: /\beagle ?soft\b/i },
  {
    id: "curve-dental",
    name: "Curve Dental",
    category: DENTAL,
    pattern: /\bcurve (?:dental|hero)\b/i,
  },
  {
    id: "jane",
    name: "Jane",
    category: "clinic booking and charting",
    pattern: /\bjane ?app\b|\bjane\.app\b/i,
    loose: /\bjane\b/i,
    ai: "Jane's AI Scribe, which drafts chart notes from a recorded visit",
    aiWork: /\b(?:chart\w*|notes?|SOAP)\b/i,
    aiRecords: true,
  },
  {
    id: "cliniko",
    name: "Cliniko",
    category: "clinic booking and charting",
    pattern: /\bcliniko\b/i,
  },
  {
    id: "pointclickcare",
    name: "PointClickCare",
    category: "long-term care records",
    pattern: /\bpoint ?click ?care\b/i,
  },
  {
    id: "alayacare",
    name: "AlayaCare",
    category: "home care visit scheduling and records",
    pattern: /\balaya ?care\b/i,
  },
  {
    id: "autodesk-design",
    name: "AutoCAD and Revit",
    category: "design and drafting",
    pattern: /\bauto ?cad\b|\brevit\b|\bcivil ?3d\b/i,
    ai: "Autodesk AI, such as AutoCAD's Markup Assist, which reads markups on a PDF into the drawing",
    aiWork: /\b(?:drawings?|markups?|redlines?|drafting|models?|revisions?)\b/i,
  },
  { id: "bluebeam", name: "Bluebeam", category: "drawing review", pattern: /\bbluebeam\b/i },
  { id: "archicad", name: "Archicad", category: "design and drafting", pattern: /\barchi ?cad\b/i },
  {
    id: "microstation",
    name: "MicroStation",
    category: "design and drafting",
    pattern: /\bmicro ?station\b|\bopen ?roads\b/i,
  },
  {
    id: "deltek",
    name: "Deltek",
    category: "project accounting for design firms",
    pattern: /\bdeltek\b|\bajera\b|\bvantagepoint\b/i,
  },
  { id: "taxcycle", name: "TaxCycle", category: TAX, pattern: /\btax ?cycle\b/i },
  {
    id: "profile-tax",
    name: "Intuit ProFile",
    category: TAX,
    pattern: /\b(?:intuit )?profile tax\b|\bintuit profile\b/i,
  },
  {
    id: "cch",
    name: "CCH iFirm",
    category: "accounting practice management",
    pattern: /\bcch (?:ifirm|axcess|prosystem)\b|\bifirm\b/i,
  },
  { id: "pclaw", name: "PCLaw", category: "legal practice management", pattern: /\bpc ?law\b/i },
  { id: "westlaw", name: "Westlaw", category: "legal research", pattern: /\bwestlaw\b/i },
  {
    id: "lexis",
    name: "Lexis+",
    category: "legal research",
    pattern: /\blexis ?(?:nexis|\+)|\blexis\b/i,
  },
  { id: "bamboohr", name: "BambooHR", category: "HR", pattern: /\bbamboo ?hr\b/i },
  { id: "guidewire", name: "Guidewire", category: "insurance core", pattern: /\bguidewire\b/i },
  { id: "temenos", name: "Temenos", category: "core banking", pattern: /\btemenos\b/i },
  // Nasdaq Verafin monitors transactions for fraud and money laundering: it is tuned, never replaced.
  {
    id: "verafin",
    name: "Verafin",
    category: "fraud and AML transaction monitoring",
    pattern: /\b(?:nasdaq )?verafin\b/i,
  },
  {
    id: "commerce7",
    name: "Commerce7",
    category: WINE_SALES,
    pattern: /\bcommerce ?7\b/i,
  },
  { id: "winedirect", name: "WineDirect", category: WINE_SALES, pattern: /\bwine ?direct\b/i },
  { id: "innovint", name: "InnoVint", category: CELLAR, pattern: /\binnovint\b/i },
  { id: "vintrace", name: "vintrace", category: CELLAR, pattern: /\bvintrace\b/i },
  { id: "ekos", name: "Ekos", category: "brewery and distillery production", pattern: /\bekos\b/i },
  {
    id: "mcleod",
    name: "McLeod",
    category: TMS,
    // McLeod PowerBroker is a freight broker's TMS, its own system below (review r23).
    pattern: /\bmcleod (?:software|loadmaster|tms)\b|\bloadmaster\b/i,
    loose: /\bmcleod\b(?!\s+power ?broker)/i,
  },
  {
    id: "tmw",
    name: "Trimble TMW",
    category: TMS,
    pattern: /\btmw(?:\.suite| suite)?\b|\btruckmate\b|\btrimble (?:tms|transportation)\b/i,
  },
  {
    id: "frontrunner",
    name: "FrontRunner",
    category: "funeral home website, obituaries and arrangements",
    pattern: /\bfront ?runner (?:professional|websites?|software|director'?s assistant)\b/i,
    loose: /\bfront ?runner\b/i,
  },
  { id: "prinect", name: "Heidelberg Prinect", category: PRINT, pattern: /\bprinect\b/i },
  {
    id: "efi-pace",
    name: "EFI Pace",
    category: PRINT,
    pattern: /\befi pace\b|\bpace (?:mis|estimating)\b/i,
  },
  { id: "esko", name: "Esko", category: PRINT, pattern: /\besko\b/i },
  {
    id: "hyphen",
    name: "Hyphen BuildPro",
    category: "home builder scheduling and purchasing",
    pattern: /\bhyphen (?:buildpro|supplypro|solutions)\b|\bbuild ?pro\b/i,
  },
  {
    id: "cdk",
    name: "CDK",
    category: DEALER,
    pattern: /\bcdk (?:global|drive|dms|elead)\b/i,
    loose: /\bcdk\b/i,
  },
  { id: "dealertrack", name: "Dealertrack", category: DEALER, pattern: /\bdealer ?track\b/i },
  {
    id: "lillio",
    name: "Lillio (HiMama)",
    category: CHILD_CARE,
    pattern: /\blillio\b|\bhimama\b/i,
  },
  { id: "brightwheel", name: "brightwheel", category: CHILD_CARE, pattern: /\bbrightwheel\b/i },
  { id: "fareharbor", name: "FareHarbor", category: TOURS, pattern: /\bfare ?harbou?r\b/i },
  // An e-mail marketing service in place is extended, never doubled with another.
  { id: "mailchimp", name: "Mailchimp", category: EMAIL, pattern: /\bmail ?chimp\b/i },
  {
    id: "constant-contact",
    name: "Constant Contact",
    category: EMAIL,
    pattern: /\bconstant contact\b/i,
  },
  { id: "brevo", name: "Brevo", category: EMAIL, pattern: /\bbrevo\b|\bsendinblue\b/i },
  { id: "mailerlite", name: "MailerLite", category: EMAIL, pattern: /\bmailer ?lite\b/i },
  { id: "cyberimpact", name: "Cyberimpact", category: EMAIL, pattern: /\bcyberimpact\b/i },
  {
    id: "campaign-monitor",
    name: "Campaign Monitor",
    category: EMAIL,
    pattern: /\bcampaign monitor\b/i,
  },
  { id: "klaviyo", name: "Klaviyo", category: EMAIL, pattern: /\bklaviyo\b/i },
  { id: "rezdy", name: "Rezdy", category: TOURS, pattern: /\brezdy\b/i },
  { id: "peek", name: "Peek Pro", category: TOURS, pattern: /\bpeek pro\b/i },
  { id: "applied-epic", name: "Applied Epic", category: AGENCY, pattern: /\bapplied epic\b/i },
  { id: "ams360", name: "AMS360", category: AGENCY, pattern: /\bams ?360\b/i },
  { id: "ezlynx", name: "EZLynx", category: AGENCY, pattern: /\bez ?lynx\b/i },
  // McLeod PowerBroker is a freight broker's TMS, not the insurance agency system (review r23).
  {
    id: "powerbroker",
    name: "PowerBroker",
    category: AGENCY,
    pattern: /(?<!\bmcleod\s)\bpower ?broker\b(?!\s+tms)/i,
  },
  {
    id: "pastperfect",
    name: "PastPerfect",
    category: "museum collections management",
    pattern: /\bpastperfect\b/i,
    loose: /\bpast ?perfect\b/i,
  },
  // A scheduler in place does the scheduling: no second one is sold beside it (round 12).
  { id: "agendrix", name: "Agendrix", category: SCHEDULING, pattern: /\bagendrix\b/i },
  { id: "when-i-work", name: "When I Work", category: SCHEDULING, pattern: /\bwhen ?i ?work\b/i },
  {
    id: "homebase",
    name: "Homebase",
    category: SCHEDULING,
    pattern: /\bjoinhomebase\b|\bhomebase (?:app|scheduling)\b/i,
    loose: /\bhomebase\b/i,
  },
  { id: "planday", name: "Planday", category: SCHEDULING, pattern: /\bplanday\b/i },
  { id: "connecteam", name: "Connecteam", category: SCHEDULING, pattern: /\bconnecteam\b/i },
  { id: "shiftboard", name: "Shiftboard", category: SCHEDULING, pattern: /\bshiftboard\b/i },
  { id: "humanity", name: "Humanity", category: SCHEDULING, pattern: /\bshiftplanning\b/i },
  {
    id: "sling",
    name: "Sling",
    category: SCHEDULING,
    pattern: /\bsling (?:app|scheduling)\b|\bgetsling\b/i,
    loose: /\bsling\b/i,
  },
  // A tee sheet takes the bookings and sets the rates: its vendor is asked first about pricing.
  {
    id: "chronogolf",
    name: "Chronogolf",
    category: TEE_SHEET,
    pattern: /\bchronogolf\b|\blightspeed golf\b/i,
  },
  { id: "foreup", name: "foreUP", category: TEE_SHEET, pattern: /\bfore ?up\b/i },
  { id: "golfnow", name: "GolfNow", category: TEE_SHEET, pattern: /\bgolf ?now\b/i },
  { id: "club-prophet", name: "Club Prophet", category: TEE_SHEET, pattern: /\bclub prophet\b/i },
  // A staffing ATS holds the orders, workers and placements: its own automation is switched on
  // before anything is sold beside it (review r22).
  {
    id: "bullhorn",
    name: "Bullhorn",
    category: STAFFING,
    pattern: /\bbullhorn\b/i,
    ai: "Bullhorn Automation, which e-mails workers, updates their records and, on the editions that include it, texts them",
  },
  { id: "tempworks", name: "TempWorks", category: STAFFING, pattern: /\btemp ?works\b/i },
  { id: "avionte", name: "Avionté", category: STAFFING, pattern: /\bavion(?:t[ée]|te)\b/i },
  { id: "jobadder", name: "JobAdder", category: STAFFING, pattern: /\bjob ?adder\b/i },
  // A CAT tool holds the translation memories: its machine translation is extended, never a rival sold.
  {
    id: "trados",
    name: "Trados Studio",
    category: CAT,
    pattern: /\b(?:sdl |rws )?trados(?: studio)?\b/i,
    ai: `the machine translation Trados Studio connects to (RWS Language Weaver among its providers), ${POST_EDITED}`,
  },
  {
    id: "phrase-tms",
    name: "Phrase TMS",
    category: CAT,
    pattern: /\bphrase (?:tms|translation management)\b|\bmemsource\b/i,
    loose: /\bphrase\b/i,
    ai: `Phrase Language AI, Phrase's machine translation, ${POST_EDITED}`,
  },
  {
    id: "memoq",
    name: "memoQ",
    category: CAT,
    pattern: /\bmemoq\b/i,
    ai: `the machine translation plug-ins memoQ connects to, ${POST_EDITED}`,
  },
  // A station's traffic system holds its orders, logs and make-goods; its playout airs the log.
  { id: "wideorbit", name: "WideOrbit", category: TRAFFIC, pattern: /\bwide ?orbit\b/i },
  { id: "marketron", name: "Marketron", category: TRAFFIC, pattern: /\bmarketron\b/i },
  { id: "zetta", name: "Zetta", category: PLAYOUT, pattern: /\b(?:rcs )?zetta\b/i },
  { id: "gselector", name: "GSelector", category: MUSIC, pattern: /\bg-?selector\b/i },
  // A municipality's agendas and minutes, tax and water billing, permits, assets and records.
  { id: "escribe", name: "eSCRIBE", category: AGENDAS, pattern: /\bescribe\b/i },
  { id: "icompass", name: "iCompass", category: AGENDAS, pattern: /\bicompass\b/i },
  {
    id: "diligent-community",
    name: "Diligent Community",
    category: AGENDAS,
    pattern: /\bdiligent community\b/i,
  },
  {
    id: "keystone-muni",
    name: "Keystone",
    category: MUNICIPAL_FINANCE,
    pattern: /\bkeystone (?:municipal|tax|utility|utilities|billing|financials?)\b/i,
    loose: /\bkeystone\b/i,
  },
  {
    id: "vadim",
    name: "Vadim",
    category: MUNICIPAL_FINANCE,
    pattern: /\bvadim ?(?:ivue|software|financials?|tax|billing)\b/i,
    loose: /\bvadim\b/i,
  },
  {
    id: "diamond-municipal",
    name: "Diamond Municipal Solutions",
    category: MUNICIPAL_FINANCE,
    pattern: /\bdiamond municipal\b/i,
  },
  {
    id: "citywide",
    name: "Citywide",
    category: MUNICIPAL_ASSETS,
    pattern: /\bPSD Citywide\b|\bCityWide\b/,
    loose: /\bcitywide\b/i,
  },
  { id: "cloudpermit", name: "Cloudpermit", category: PERMITS, pattern: /\bcloud ?permit\b/i },
  {
    id: "cityview",
    name: "CityView",
    category: PERMITS,
    pattern: /\bcityview (?:permits?|portal|workspace)\b/i,
    loose: /\bcity ?view\b/i,
  },
  { id: "laserfiche", name: "Laserfiche", category: RECORDS, pattern: /\blaserfiche\b/i },
  // An arts organisation's box office holds its subscribers, ticket buyers and, often, its donors:
  // the pilots draw on it and a rule that donors' records stay in it is kept (performing arts).
  { id: "tessitura", name: "Tessitura", category: ARTS_BOX_OFFICE, pattern: /\btessitura\b/i },
  { id: "spektrix", name: "Spektrix", category: ARTS_BOX_OFFICE, pattern: /\bspektrix\b/i },
  {
    id: "audienceview",
    name: "AudienceView",
    category: ARTS_BOX_OFFICE,
    pattern: /\baudience ?view\b/i,
  },
  {
    id: "raisers-edge",
    name: "Raiser's Edge",
    category: DONORS,
    pattern: /\b(?:blackbaud )?raiser['’]?s edge(?: nxt)?\b|\bblackbaud\b/i,
  },
  { id: "donorperfect", name: "DonorPerfect", category: DONORS, pattern: /\bdonor ?perfect\b/i },
  { id: "canadahelps", name: "CanadaHelps", category: DONATIONS, pattern: /\bcanada ?helps\b/i },
  { id: "ticketmaster", name: "Ticketmaster", category: TICKETS, pattern: /\bticketmaster\b/i },
  // Canva in use is its own Magic Studio's home: never sold back as a new tool.
  {
    id: "canva",
    name: "Canva",
    category: DESIGN,
    pattern: /\bcanva\b/i,
    ai: "Canva's Magic Studio (Magic Write for copy, Magic Design and Magic Resize; your plan decides which)",
  },
  // A freight broker's TMS holds its shippers' loads, carriers' rate confirmations and payables;
  // its load boards post loads and give spot rates; its vetting and tracking tools are its own.
  {
    id: "mcleod-powerbroker",
    name: "McLeod PowerBroker",
    category: BROKER_TMS,
    pattern: /\bmcleod power ?broker\b|\bpower ?broker tms\b/i,
  },
  { id: "tai-tms", name: "Tai TMS", category: BROKER_TMS, pattern: /\btai (?:tms|software)\b/i },
  { id: "revenova", name: "Revenova", category: BROKER_TMS, pattern: /\brevenova\b/i },
  { id: "aljex", name: "Aljex", category: BROKER_TMS, pattern: /\baljex\b/i },
  { id: "turvo", name: "Turvo", category: BROKER_TMS, pattern: /\bturvo\b/i },
  {
    id: "dat",
    name: "DAT",
    category: LOAD_BOARD,
    pattern: /\bDAT(?: One| Power| iQ| RateView| load ?boards?)?\b(?! tapes?)|\bdat\.com\b/,
  },
  { id: "truckstop", name: "Truckstop", category: LOAD_BOARD, pattern: /\btruckstop(?:\.com)?\b/i },
  {
    id: "highway",
    name: "Highway",
    category: CARRIER_VETTING,
    pattern: /\bhighway(?:\.com| app| carrier (?:onboarding|identity|vetting))\b/i,
    loose: /\bhighway\b(?!\s*\d)/i,
  },
  {
    id: "carrier-assure",
    name: "Carrier Assure",
    category: CARRIER_VETTING,
    pattern: /\bcarrier ?assure\b/i,
  },
  {
    id: "rmis",
    name: "RMIS",
    category: CARRIER_VETTING,
    pattern: /\bRMIS\b|\bregistry monitoring insurance services\b/,
  },
  {
    id: "macropoint",
    name: "MacroPoint",
    category: FREIGHT_TRACKING,
    pattern: /\b(?:descartes )?macro ?point\b/i,
  },
  {
    id: "trucker-tools",
    name: "Trucker Tools",
    category: FREIGHT_TRACKING,
    pattern: /\btrucker ?tools\b/i,
  },
] as const satisfies readonly SystemDefinition[];

export type SystemId = (typeof knownSystems)[number]["id"];

export interface NamedSystem {
  id: SystemId;
  name: string;
  category: string;
  ai?: string;
}

export interface SystemAnswers {
  otherPlatforms?: string | null;
  aiExperience?: string | null;
  aiFriction?: string | null;
  otherChallenge?: string | null;
}

/** A sentence that forbids or denies a tool ("never into GitHub Copilot", "ni ChatGPT") names no system in use. */
const FORBIDDING =
  /\b(?:never|no longer|forbids?|forbidden|prohibit\w*|banned?|not allowed|jamais|interdit\w*|défend\w*)\b|\bni\b/i;

/**
 * A system the words say they left ("we moved off Dentrix last year", "switched from Rezdy to
 * FareHarbor", "on a quitté Acomba"): its name up to the next clause, never the one they moved to.
 */
const LEFT =
  /\b(?:left|moved (?:off|away from)|switched (?:away )?from|migrated (?:off|away from|from)|got rid of|dropped|stopped using|replaced|used to (?:use|run|be on)|a quitté|avons quitté|abandonné|remplacé)\s+[^,.;!?]*?(?=\s+(?:to|with|by|for|last|in|two|three|years?|pour|par|vers|en|il y a)\b|[,.;!?]|$)/giu;

/** The words with the systems they left blanked. */
export const withoutLeft = (text: string): string => text.replace(LEFT, " ");

// "We bought Bullhorn and have never used its automation features": the system is owned, its
// features unused (unused-features.ts), never a tool forbidden.
const inUse = (text: string | null | undefined) =>
  withoutLeft(text ?? "")
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((sentence) => UNUSED_FEATURES.test(sentence) || !FORBIDDING.test(sentence))
    .join(" \n ");

/** The systems named in the free-text answers, once each, in catalogue order. */
export function namedSystems(answers: SystemAnswers): NamedSystem[] {
  const own = inUse(answers.otherPlatforms);
  const all = [own, answers.aiExperience, answers.aiFriction, answers.otherChallenge]
    .map(inUse)
    .filter(Boolean)
    .join(" \n ");
  return knownSystems
    .filter((s: SystemDefinition) => s.pattern.test(all) || (s.loose?.test(own) ?? false))
    .map(({ id, name, category, ...rest }) => ({
      id,
      name,
      category,
      ...("ai" in rest && rest.ai ? { ai: rest.ai } : {}),
    }));
}

export function systemName(id: string): string | undefined {
  return knownSystems.find((s) => s.id === id)?.name;
}
