import type { Department, Industry, Platform } from "@/model/assessment/options";
import type { SizeBand } from "@/capabilities/report/builtin/context";
import type { SystemId } from "./systems";

/**
 * Shapes of the content library: the expert knowledge the built-in generator draws on.
 * Everything here is data; the generator (capabilities/report/builtin) decides what applies to whom.
 */

export type Priority = "High" | "Medium" | "Low";

/** An enterprise platform the assessment lets executives name ('none' excluded). */
export type EnterprisePlatform = Exclude<Platform, "none">;

/** Where a list price is quoted: most vendors publish US dollars, a few Canadian. */
export type Currency = "USD" | "CAD";

/**
 * How a tool is paid for, for cost estimates: a published list price (per user or for the
 * company, per month), per location, included in a subscription the company already pays
 * for, free for the use proposed, or quoted by the vendor (an order of magnitude per year).
 * `note` names the plan the figure is for; `assumed` marks a figure the vendor does not
 * publish, so the estimate says it is an assumption.
 */
export type ToolPrice =
  | {
      kind: "perUser";
      amount: number;
      currency: Currency;
      note?: string;
      assumed?: boolean;
      /** A monthly charge for the company paid beside the seats (the capacity the AI runs on). */
      base?: { amount: number; note: string };
    }
  | {
      kind: "flat";
      amount: number;
      currency: Currency;
      note?: string;
      assumed?: boolean;
      /** The figure holds up to this size; above it the vendor prices by company size, on quote. */
      upTo?: SizeBand;
    }
  | { kind: "perSite"; amount: number; currency: Currency; note?: string; assumed?: boolean }
  | { kind: "included" }
  | { kind: "free"; note?: string }
  | { kind: "quote"; perYear: readonly [number, number]; currency: Currency };

/**
 * Who would use the tool: every member of staff (a scheduling or HR system), the staff who work
 * at a desk (an assistant: not drivers, chairside or counter staff), the leadership team, a
 * pilot group of the heaviest users (sized by the company's band), or a function's staff as a
 * share of headcount, named by `label`, a plural noun (teachers, clinicians, sales staff).
 */
export type ToolScope =
  "all" | "desk" | "leaders" | "pilot" | { department: Department; share: number; label?: string };

/** How long until the tool is in real use: only "days" tools make a quick win or a 30-day trial. */
export type Setup = "days" | "weeks" | "months";

/**
 * What the organization must already have: nothing; a written AI policy or sanctioned pilots
 * (customer-facing agents); sanctioned pilots (automation suites, predictive platforms).
 */
export type MaturityNeeded = "none" | "policy" | "pilots";

/**
 * Words that signal something in free text (a theme, a profession), read the same way
 * everywhere (capabilities/report/builtin/recogniser.ts).
 */
/** Words that are a signal only beside a word of their context. */
export interface AmbiguousWords {
  words: readonly string[];
  context: readonly string[];
}

export interface Signal {
  /**
   * Lower-case keywords, matched case-insensitively as whole words. A plain last word also
   * matches its plural ("ferry" finds "ferries"); `word*` matches any ending ("estimat*");
   * a space matches spaces or a hyphen, a hyphen is optional ("re-type" finds "retype"), an
   * apostrophe matches ' or ’. Anything else is a regular expression.
   */
  keywords: readonly string[];
  /**
   * Words that are the signal only in the right company: each counts when a word of `context`
   * stands in the same clause ("snow" with "closed" or "lose", "forecast" with "demand"), never
   * alone. A keyword is evidence by itself; an ambiguous word is not. Several groups when words
   * need contexts of their own ("invoice" is bookkeeping beside "supplier", not beside "weeks").
   */
  ambiguous?: AmbiguousWords | readonly AmbiguousWords[];
  /** Phrases that look like a keyword but mean something else ("french fries", "mood board"). */
  unless?: readonly string[];
}

/**
 * The professions and sub-sectors within an industry option that some tools are built for
 * alone (capabilities/report/content/professions.ts says how each is recognised).
 */
export type Profession =
  | "legal"
  | "accounting"
  | "design-engineering"
  | "medical"
  | "dental"
  | "veterinary"
  | "pharmacy"
  | "allied-health"
  | "care-home"
  | "home-care"
  | "school"
  | "restaurant"
  | "hotel"
  | "property-management"
  | "lending"
  | "insurer"
  | "insurance-broker"
  | "investment"
  | "mortgage-broker"
  | "alcohol-producer"
  | "bank"
  | "credit-union"
  | "telecom"
  | "airline"
  | "trucking"
  | "first-nation"
  | "nonprofit"
  | "agri-coop"
  | "energy-services"
  | "managed-it"
  | "food-processing"
  | "bakery"
  | "life-sciences"
  | "career-college"
  | "field-service"
  | "funeral-home"
  | "security-guard"
  | "translation-bureau"
  | "air-taxi"
  | "newspaper"
  | "broadcaster"
  | "municipality"
  | "mine-contractor"
  | "cleaning-contractor"
  | "staffing-agency"
  | "freight-broker"
  | "printer"
  | "home-builder"
  | "renovator"
  | "car-dealer"
  | "grocery"
  | "wood-products"
  | "tour-operator"
  | "travel-agency"
  | "child-care"
  | "museum"
  | "land-surveyor"
  | "collection-agency"
  | "recreation"
  | "roofer"
  | "real-estate-brokerage"
  | "store-chain"
  | "self-storage"
  | "auto-body"
  | "food-importer"
  | "grower-packer"
  | "job-shop"
  | "apparel-retail"
  | "immigration-consultant"
  | "ski-resort"
  | "bus-operator"
  | "equipment-dealer"
  | "environmental-consultant"
  | "agrologist"
  | "performing-arts";

/** A system the company can run: an enterprise platform option or a system named in free text. */
export type SystemRef = EnterprisePlatform | SystemId;

/**
 * Where a vendor can keep a company's data outside the United States: in Canada, in the
 * European Union, or on the company's own computers (a model that runs locally).
 */
export type DataRegion = "canada" | "europe" | "own-computers";

export interface CatalogueTool {
  /** Unique: challenge mappings refer to tools by name. */
  name: string;
  category: string;
  description: string;
  useCase: string;
  /** Public list-price wording, hedged ("From about ...") where prices vary by region or plan. */
  pricing: string;
  /** The product's own https site. */
  url: string;
  departments: readonly Department[];
  /** Industries where the tool fits, or "all" for a general-purpose tool. */
  industries: readonly Industry[] | "all";
  /** Platforms it works with or inside. */
  platforms: readonly EnterprisePlatform[];
  /** The platform's own AI: only recommended to organizations on that platform. */
  nativeTo?: EnterprisePlatform;
  /**
   * The named system this tool is, or is the AI of. A company that named the system already
   * runs it, so the tool comes first, like platform AI; `systemOnly` tools (the system's own
   * AI) are recommended to nobody else.
   */
  system?: SystemId;
  systemOnly?: boolean;
  /** The kinds of work it does, where fewer than its category's: Square AI answers, it does not forecast. */
  work?: readonly WorkKind[];
  /** Lower-case fragments matched against the text of the chosen challenges. */
  keywords: readonly string[];
  /**
   * Problems in the executive's own words (other challenge, friction) this tool
   * answers directly: "re-type the same details", "referral letters", "supplier prices".
   */
  mentions?: RegExp;
  /** The employee bands the tool suits (a named system's own AI suits whoever runs it). */
  sizes: readonly SizeBand[];
  price: ToolPrice;
  scope: ToolScope;
  setup: Setup;
  maturity: MaturityNeeded;
  /**
   * The platforms it is built on (Power Automate on Microsoft 365): it fits only a company that
   * runs one of them, whatever it connects to.
   */
  runsOn?: readonly SystemRef[];
  /** Systems and platforms it connects to, beyond `platforms`. */
  integratesWith?: readonly SystemRef[];
  /** Systems and platforms it would replace: never recommended beside them. */
  competesWith?: readonly SystemRef[];
  /** Prospects businesses only (a B2B contact database): no fit for a company that sells to consumers alone. */
  businessesOnly?: true;
  /**
   * Built for these professions alone (Clio for law firms, a clinical scribe for physicians):
   * recommended only where the answers show one of them, never on the industry option alone.
   */
  professions?: readonly Profession[];
  /**
   * Needs in the executive's own words it answers, as theme ids (capabilities/report/content/themes):
   * "translation", "scheduling". A need recognised in the free text finds its tool.
   */
  needs?: readonly string[];
  /** A translation tool's written languages, in English: a need in any other is not its. */
  languages?: readonly string[];
  /** Where the price was read (the vendor's pricing page), for entries added since prices were sourced. */
  priceSource?: string;
  /**
   * The work it changes, to judge it by ("supplier invoices processed per finance hour"): before
   * the challenge's outcome measure, which it does not move by itself (a margin, revenue).
   */
  measure?: string;
  /**
   * What it pays back in when not in hours of staff time: "fraud losses", "food costs".
   * The business case then states the saving that covers its cost.
   */
  paysBackIn?: string;
  /**
   * Where the vendor's own pages say it can keep the company's data other than the United
   * States. Absent: the United States, or not published, which a stated residency constraint
   * treats alike.
   */
  dataRegions?: readonly DataRegion[];
  /**
   * With "canada" among its regions: the plan or setting that keeps the data there ("a
   * Microsoft 365 tenant whose data location is Canada"), named wherever a residency rule binds.
   */
  canadaPlan?: string;
  /**
   * What "{systems}" in the description says when the company runs none of the systems it
   * connects to ("your accounting software"); otherwise the slot names those it runs.
   */
  systemsNoun?: string;
  /** It records people: visits, calls or meetings (scribes, note-takers, call analysis) or staff on camera. */
  records?: true;
  /** It answers customers, clients, guests or tenants directly (an AI agent, not a staff assistant). */
  answersCustomers?: true;
}

/**
 * How a platform's AI is licensed: included with the licences, a paid add-on, or included
 * only in higher plans.
 */
export type AiLicence = "included" | "add-on" | "higher plans";

export interface PlatformAi {
  platform: EnterprisePlatform;
  /** The AI features the platform ships. */
  features: readonly string[];
  /** Catalogue name of the platform's AI to start with (the included one where there is one). */
  tool: string;
  licence: AiLicence;
  /** The paid step up, where the platform sells one (Microsoft 365 Copilot beside Copilot Chat). */
  addOn?: { tool: string; pricing: string };
  /** One sentence on what is included and what costs extra. */
  licenceNote: string;
  /** One line: what to switch on first. */
  switchOnFirst: string;
  /** For organizations already using it: the next step (measure, extend, govern). */
  nextStep: string;
}

export interface SolutionArea {
  title: string;
  description: string;
  /** Priority when none of the executive's challenges points at this area. */
  priority: Priority;
  /** A published case (who, what they did, the figure, the year), or a generic one. */
  industryExample: string;
  /** The case's public source (author or publisher, title, date), or "Illustrative example". */
  industryExampleSource: string;
  /** Challenge slugs this area answers. */
  challenges: readonly string[];
  /** Its AI records people (ambient documentation, recorded know-how). */
  records?: true;
  /** Written for a clinic that sees patients: shown only where the answers show one. */
  clinicOnly?: true;
  /** Its AI answers customers, clients, guests, tenants or students directly. */
  answersCustomers?: true;
  /** It needs hardware installed (cameras, sensors, scales): thousands a year, beyond a small budget. */
  hardware?: true;
  /**
   * The description with nothing on a screen at the line, for a floor with no network or
   * devices staff can use there (the `no-floor-devices` constraint): what the floor records is
   * entered off it.
   */
  offFloor?: string;
  /**
   * True of every kind of business under its industry option, its case included (fraud
   * detection for a credit union as for a bank), or of the kinds listed (a law firm's case under
   * Consulting): kept where the answers show a kind the option's usual business is not
   * (content/neutral-profiles.ts). Other areas are the usual business's.
   */
  anyKind?: true | readonly Profession[];
  /**
   * Written for some kinds of a profession profile only, by their noun ("a winery"): a vineyard's
   * yield forecast is no brewery's. Shown only where the summary calls the company one of them.
   */
  kinds?: readonly string[];
  /**
   * The case is another industry's (a car plant's weld inspection in the manufacturing
   * landscape): wherever it is shown it says so, and why it transfers (review r20).
   */
  caseFrom?: { industry: string; transfers: string };
}

export interface IndustryProfile {
  industry: Industry;
  landscape: readonly SolutionArea[];
  commonUseCases: readonly string[];
  /** How AI maturity typically looks in the industry today. */
  typicalMaturity: string;
}

/**
 * The kind of work an application is and a tool does (content/tool-work.ts): a tool is named
 * for an application only when it does that kind of work, never a workflow tool for a
 * prediction or a chat assistant for re-keying.
 */
export type WorkKind =
  | "drafting"
  | "automation"
  | "prediction"
  | "analysis"
  | "checking"
  | "answering"
  | "recording"
  | "scheduling"
  | "media"
  | "coding"
  | "recruiting"
  | "vision";

export interface ChallengeApplication {
  /** What AI does about the challenge. */
  application: string;
  department: Department;
  work: WorkKind;
  /** The role that owns it where the department's would be wrong (a dental group's Office Manager for claims). */
  owner?: string;
  /** The impact to expect, stated conservatively. */
  impact: string;
  /** It records people (ambient documentation, meeting capture, call analysis). */
  records?: true;
  /** Work people do without an AI tool (a privacy impact assessment): no tool is named for it. */
  noTool?: true;
  /** The same work with nobody recorded, for a company that rules recording out. */
  unrecorded?: string;
  /** AI answers customers, clients, guests or tenants directly. */
  answersCustomers?: true;
  /** It makes AI images of what the company sells (listings, virtual tours), which a rule may forbid. */
  depicts?: true;
  /** The same work without AI images of the product, for a company that rules them out. */
  undepicted?: string;
  /** It needs sensors installed (vision work needs cameras: `work` says so). */
  hardware?: true;
  /**
   * The same work with no tablet, phone or screen at the line, for a floor with no network or
   * devices staff can use there (the `no-floor-devices` constraint).
   */
  offFloor?: string;
  /**
   * Written for a clinic that sees patients ("only"), or for any other health business
   * ("never"): kept where the answers show a clinic or do not (builtin/settings-shown.ts).
   */
  clinic?: "only" | "never";
}

export interface ChallengeMapping {
  applications: readonly ChallengeApplication[];
  /** Catalogue tool names, best fit first. */
  tools: readonly string[];
}

export interface PublishedSource {
  kind: "published";
  name: string;
  year: number;
  url: string;
  /** What the source reported, phrased with care ("reported that ..."). */
  label: string;
}
