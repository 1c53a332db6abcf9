import { RECORD_NOTES } from "./system-functions";
import type { CatalogueTool, ChallengeApplication, WorkKind } from "./types";

/**
 * The kinds of work each category of catalogue tool does (issue 34): a challenge's application
 * names a tool only when the tool does that kind of work. A workflow tool moves data and sends
 * messages but predicts nothing and checks no codes; a chat assistant drafts and summarises but
 * re-keys nothing into another system. Every catalogue category has an entry (tools.test.ts).
 */
export const WORK_BY_CATEGORY: Readonly<Record<string, readonly WorkKind[]>> = {
  "AI assistant": ["drafting", "analysis"],
  "AI coding assistant": ["coding"],
  "AI research assistant": ["drafting"],
  "AI scheduling": ["scheduling"],
  "AI tutoring": ["answering", "drafting"],
  "AI video": ["media"],
  "Academic integrity": ["checking"],
  "Accounting AI": ["automation", "analysis"],
  "Accounting practice management": ["automation", "recording", "analysis"],
  "Accounts payable automation": ["automation", "checking"],
  "Bookkeeping automation": ["automation"],
  "Business intelligence": ["analysis"],
  "CRM AI": ["answering", "drafting", "prediction", "analysis", "automation"],
  "Clinical documentation": ["recording", "drafting"],
  "Cloud cost optimization": ["automation", "analysis"],
  "Collaboration AI": ["drafting"],
  "Commerce AI": ["drafting", "analysis", "prediction"],
  "Compliance automation": ["checking", "automation", "drafting"],
  "Connected operations": ["analysis", "automation"],
  "Construction AI": ["drafting", "analysis", "prediction"],
  "Credit underwriting": ["prediction"],
  "Customer data and email marketing": ["prediction", "drafting", "automation"],
  "Customer service AI": ["answering", "drafting"],
  "Data preparation": ["analysis", "automation"],
  "Design AI": ["media", "automation"],
  Design: ["media", "drafting"],
  "Digital twins": ["media"],
  "Drawing review": ["checking"],
  "ERP AI": ["prediction", "analysis", "automation", "drafting"],
  "Education AI": ["drafting", "answering"],
  "Enterprise writing AI": ["drafting"],
  "Finance audit automation": ["checking", "automation"],
  "Food waste reduction": ["vision", "analysis"],
  "Fraud and financial crime": ["prediction", "analysis"],
  "Generative design": ["media"],
  "Guest experience platform": ["answering", "automation", "drafting"],
  "Guest messaging AI": ["answering"],
  "HR and finance AI": ["analysis", "prediction", "drafting", "recruiting"],
  "HR platform": ["analysis", "automation"],
  "HR writing": ["drafting", "recruiting"],
  "Hotel revenue management": ["prediction"],
  "Identity verification": ["checking"],
  "Integrated planning": ["prediction", "analysis"],
  "Knowledge and work AI": ["drafting"],
  "Knowledge management": ["drafting"],
  "Legal AI": ["drafting", "checking"],
  "Legal practice management": ["automation", "recording", "drafting"],
  "Manufacturing analytics": ["analysis", "prediction"],
  "Marketing copywriting": ["drafting"],
  "Meeting assistant": ["recording", "drafting"],
  "Observability and cloud cost": ["analysis", "automation", "checking"],
  Personalization: ["prediction", "automation"],
  "Planning and forecasting": ["analysis", "prediction"],
  "Point-of-sale AI": ["prediction", "analysis", "automation"],
  "Predictive AI platform": ["prediction", "analysis"],
  "Predictive maintenance": ["prediction"],
  "Private AI assistant": ["drafting"],
  "Process automation": ["automation"],
  "Product design": ["media"],
  "Product management": ["analysis", "drafting"],
  "Property management AI": ["answering", "automation", "drafting"],
  "Property management platform": ["automation", "analysis", "prediction"],
  "Recruiting automation": ["recruiting"],
  "Recruiting software": ["recruiting", "drafting"],
  "Regulatory and financial reporting": ["drafting", "analysis", "automation"],
  "Restaurant food-cost management": ["automation", "analysis"],
  "Retail planning": ["prediction", "analysis"],
  "Revenue forecasting": ["prediction", "analysis"],
  "Revenue intelligence": ["recording", "analysis"],
  "Revenue management": ["prediction"],
  "Sales engagement": ["drafting", "automation"],
  "Sales prospecting": ["drafting", "prediction"],
  "Search and content marketing": ["drafting", "analysis"],
  "Shift scheduling": ["scheduling", "prediction"],
  "Supply chain and retail planning": ["prediction", "analysis"],
  "Supply chain planning": ["prediction", "analysis"],
  "Talent intelligence": ["recruiting", "analysis"],
  "Tax research AI": ["drafting"],
  Translation: ["drafting"],
  "Visual inspection": ["vision"],
  "Workflow automation": ["automation"],
  "Writing assistant": ["drafting"],
};

/** Whether the catalogue says the tool does this kind of work. */
export const doesWork = (tool: CatalogueTool, work: WorkKind): boolean =>
  (tool.work ?? WORK_BY_CATEGORY[tool.category])?.includes(work) ?? false;

/**
 * Categories built for one subject, whatever kinds of work they share with others (issue 34): a
 * meeting recorder drafts notes of meetings, not answers from past proposals; an avatar-video
 * tool makes videos, not a retiring operator's judgment; a calendar assistant books meetings,
 * not change orders on a building schedule. Their work must name the subject.
 */
export const WORK_SUBJECTS: Readonly<Record<string, RegExp>> = {
  "Meeting assistant":
    /(?<!\p{L})(?:meetings?|interviews?|calls?|conversations?|consultations?|huddles?|réunions?|entrevues?|rencontres?)(?!\p{L})/iu,
  "AI video": /\b(?:videos?|vidéos?)\b/i,
  "AI scheduling":
    /\b(?:calendars?|meetings?|appointments?|focus time|diar(?:y|ies)|agendas?|calendriers?|réunions?|rendez-vous)\b/i,
  // A staff scheduler plans people's shifts: a bookings calendar is a reservation problem (review r17).
  "Shift scheduling":
    /\b(?:shifts?|staff\w*|schedul\w*|rosters?|rostering|overtime|crews?|horaires?|quarts?|personnel)\b/i,
  // A store's AI writes and reads what the store sells: never an expert's know-how (review r18).
  "Commerce AI":
    /\b(?:products?|catalog(?:ue)?s?|stores?|shops?|orders?|campaigns?|listings?|merchandis\w*|e-?commerce|online|customers?|promotions?|sales|produits?|boutiques?|commandes?|campagnes?|clients?|ventes?)\b/i,
  // An e-mail marketing platform reaches customers: a trip cancelled for weather is operations.
  "Customer data and email marketing":
    /\b(?:guests?|customers?|clients?|shoppers?|buyers?|subscribers?|contacts?|audiences?|e-?mails?|newsletters?|texts?|SMS|campaigns?|marketing|loyalty|retention|repeat|last[- ]minute|offers?|promotions?|segments?|personali[sz]\w*|no-shows?|abandon\w*|carts?|courriels?|infolettres?|fidéli\w*|offres?)\b/i,
  "Drawing review":
    /\b(?:drawings?|plans|markups?|blueprints?|redlines?|shop drawings?|dessins?)\b/i,
};

/** Whether the words (an application, the executive's sentence) are about what the tool is built for. */
export const aboutItsSubject = (tool: CatalogueTool, words: string): boolean =>
  WORK_SUBJECTS[tool.category]?.test(words) ?? true;

/**
 * Work that writes a person's health record (review r22: Copilot Chat drafting a care home's
 * progress notes). Only a tool built for clinical documentation, or the record system's own, does
 * it: a general assistant sits outside the custodian's record, its audit trail and its privacy
 * impact assessment.
 */
export const HEALTH_RECORD_WORK = new RegExp(
  String.raw`\b(?:${RECORD_NOTES}|(?:resident|patient|health|medical)s?'? records?|notes d'évolution|dossiers? (?:médicaux|des (?:résidents|patients)))\b`,
  "i",
);

const writesRecords = (tool: CatalogueTool): boolean => tool.category === "Clinical documentation";

/** The tool serves the application's department, does its kind of work, on its subject. */
export const doesApplication = (tool: CatalogueTool, app: ChallengeApplication): boolean =>
  tool.departments.includes(app.department) &&
  doesWork(tool, app.work) &&
  aboutItsSubject(tool, app.application) &&
  (writesRecords(tool) || !HEALTH_RECORD_WORK.test(app.application));
