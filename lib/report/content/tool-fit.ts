import type { SizeBand } from "@/lib/report/builtin/context";
import type { Department } from "@/lib/assessment/options";

/**
 * What a catalogue tool needs to fit a company: the size bands it suits, how long it takes to
 * start, how it is priced (for estimates in CAD), who uses it, and the systems it needs or
 * competes with. Tools absent from this table fit every size, start within days and are
 * priced in words only.
 */

export type Price =
  | { kind: "perUser"; usd: number }
  | { kind: "flat"; usd: number }
  | { kind: "included" }
  | { kind: "quote"; usdPerYear: readonly [number, number] };

/**
 * Who uses a tool: everyone, the leadership team, or a share of staff in a function (named
 * by `label` where the function has its own word, such as teachers or clinicians).
 */
export type Scope = "all" | "leaders" | { department: Department; share: number; label?: string };

export interface ToolFit {
  sizes: readonly SizeBand[];
  setup: "days" | "weeks" | "months";
  price: Price;
  scope: Scope;
  /** A named system the tool only makes sense with (its own AI, an add-on to it). */
  requires?: string;
  /** Named systems it would replace: never recommended beside them. */
  competesWith?: readonly string[];
}

const ALL: readonly SizeBand[] = ["micro", "small", "mid", "large", "enterprise"];
const SMALL_UP: readonly SizeBand[] = ["small", "mid", "large", "enterprise"];
const MID_UP: readonly SizeBand[] = ["mid", "large", "enterprise"];
const LARGE_UP: readonly SizeBand[] = ["large", "enterprise"];
const UP_TO_MID: readonly SizeBand[] = ["micro", "small", "mid"];

const fit = (
  sizes: readonly SizeBand[],
  setup: ToolFit["setup"],
  price: Price,
  scope: Scope,
  extra: Partial<ToolFit> = {},
): ToolFit => ({ sizes, setup, price, scope, ...extra });
const per = (usd: number): Price => ({ kind: "perUser", usd });
const flat = (usd: number): Price => ({ kind: "flat", usd });
const quote = (low: number, high: number): Price => ({ kind: "quote", usdPerYear: [low, high] });
const included: Price = { kind: "included" };
const share = (department: Department, s: number, label?: string): Scope => ({
  department,
  share: s,
  ...(label ? { label } : {}),
});
const TEACHING = share("product", 0.5, "teaching");
const CLINICAL = share("operations", 0.3, "clinical");

const POS = ["square", "toast", "lightspeed", "clover", "touchbistro"];

export const toolFit: Readonly<Record<string, ToolFit>> = {
  // Platform AI and general assistants
  "Microsoft 365 Copilot": fit(ALL, "days", per(30), "all"),
  "Salesforce Agentforce and Einstein": fit(
    MID_UP,
    "weeks",
    quote(20_000, 150_000),
    share("sales", 0.15),
  ),
  "HubSpot Breeze": fit(ALL, "days", included, share("sales", 0.15)),
  "NetSuite AI": fit(SMALL_UP, "days", included, share("finance", 0.05)),
  "SAP Joule": fit(LARGE_UP, "weeks", quote(50_000, 250_000), share("finance", 0.05)),
  "Workday AI": fit(LARGE_UP, "weeks", quote(50_000, 250_000), share("hr", 0.03)),
  "Slack AI": fit(ALL, "days", per(10), "all"),
  "Zoom AI Companion": fit(ALL, "days", included, "all"),
  "Atlassian Rovo": fit(SMALL_UP, "days", included, share("product", 0.3)),
  "Intuit Assist for QuickBooks": fit(UP_TO_MID, "days", included, share("finance", 0.1)),
  "ChatGPT Business": fit(ALL, "days", per(30), "all"),
  Claude: fit(ALL, "days", per(30), "all"),
  "Google Gemini": fit(ALL, "days", included, "all", { requires: "google-workspace" }),
  Perplexity: fit(ALL, "days", per(40), "leaders"),
  "Notion AI": fit(ALL, "days", per(20), "all"),
  Grammarly: fit(ALL, "days", per(15), "all"),
  "Otter.ai": fit(ALL, "days", per(20), "leaders"),
  "Fireflies.ai": fit(ALL, "days", per(19), "leaders"),
  Zapier: fit(ALL, "days", flat(70), "leaders"),
  "Microsoft Power Automate": fit(SMALL_UP, "weeks", per(15), share("operations", 0.05)),
  UiPath: fit(LARGE_UP, "months", quote(30_000, 200_000), share("operations", 0.02)),
  Make: fit(ALL, "days", flat(20), "leaders"),
  "GitHub Copilot": fit(ALL, "days", per(19), share("product", 0.4)),
  // Sales and marketing
  Gong: fit(MID_UP, "weeks", quote(30_000, 150_000), share("sales", 0.15)),
  "Apollo.io": fit(ALL, "days", per(49), share("sales", 0.12)),
  Clari: fit(LARGE_UP, "months", quote(50_000, 200_000), share("sales", 0.12)),
  Outreach: fit(MID_UP, "weeks", quote(20_000, 120_000), share("sales", 0.12)),
  Jasper: fit(SMALL_UP, "days", per(59), share("marketing", 0.05)),
  "Canva Magic Studio": fit(ALL, "days", per(10), share("marketing", 0.05)),
  Synthesia: fit(SMALL_UP, "days", flat(89), "leaders"),
  Semrush: fit(ALL, "days", flat(140), share("marketing", 0.05)),
  "Adobe Firefly": fit(ALL, "days", per(10), share("marketing", 0.05)),
  Writer: fit(LARGE_UP, "weeks", quote(20_000, 100_000), share("marketing", 0.05)),
  Klaviyo: fit(ALL, "days", flat(150), share("marketing", 0.05)),
  "Dynamic Yield": fit(LARGE_UP, "months", quote(50_000, 250_000), share("marketing", 0.05)),
  // Service
  "Intercom Fin": fit(SMALL_UP, "weeks", flat(500), share("customer_service", 0.15), {
    competesWith: ["zendesk"],
  }),
  "Zendesk AI": fit(SMALL_UP, "weeks", per(55), share("customer_service", 0.15), {
    competesWith: ["intercom"],
  }),
  Ada: fit(LARGE_UP, "months", quote(30_000, 150_000), share("customer_service", 0.15)),
  "Freshdesk with Freddy AI": fit(ALL, "days", per(49), share("customer_service", 0.15), {
    competesWith: ["zendesk", "intercom"],
  }),
  // Finance and people
  Vena: fit(LARGE_UP, "months", quote(30_000, 150_000), share("finance", 0.05)),
  Planful: fit(LARGE_UP, "months", quote(30_000, 150_000), share("finance", 0.05)),
  "Vic.ai": fit(MID_UP, "weeks", quote(10_000, 60_000), share("finance", 0.05)),
  AppZen: fit(LARGE_UP, "months", quote(30_000, 150_000), share("finance", 0.05)),
  Dext: fit(UP_TO_MID, "days", flat(40), share("finance", 0.05)),
  Paradox: fit(LARGE_UP, "months", quote(30_000, 150_000), share("hr", 0.03)),
  "Eightfold AI": fit(["enterprise"], "months", quote(100_000, 500_000), share("hr", 0.03)),
  HireVue: fit(LARGE_UP, "months", quote(30_000, 150_000), share("hr", 0.03)),
  Textio: fit(MID_UP, "days", quote(5_000, 30_000), share("hr", 0.03)),
  BambooHR: fit(SMALL_UP, "weeks", per(10), "all"),
  // Data and product
  "Power BI Copilot": fit(MID_UP, "weeks", per(24), "leaders"),
  Tableau: fit(MID_UP, "weeks", per(75), "leaders"),
  ThoughtSpot: fit(LARGE_UP, "months", quote(30_000, 150_000), "leaders"),
  DataRobot: fit(LARGE_UP, "months", quote(100_000, 500_000), share("finance", 0.02)),
  Productboard: fit(MID_UP, "days", per(59), share("product", 0.1)),
  "Figma AI": fit(ALL, "days", per(16), share("product", 0.1)),
  "Datadog Bits AI": fit(MID_UP, "weeks", quote(20_000, 150_000), share("product", 0.3)),
  "CAST AI": fit(MID_UP, "weeks", quote(10_000, 80_000), share("product", 0.1)),
  Vanta: fit(SMALL_UP, "weeks", quote(10_000, 40_000), "leaders"),
  // Industry tools
  Feedzai: fit(LARGE_UP, "months", quote(100_000, 500_000), share("operations", 0.02)),
  "Zest AI": fit(MID_UP, "months", quote(50_000, 250_000), share("finance", 0.05)),
  Trulioo: fit(SMALL_UP, "weeks", quote(5_000, 50_000), share("customer_service", 0.1)),
  Workiva: fit(LARGE_UP, "months", quote(30_000, 150_000), share("finance", 0.05)),
  Abridge: fit(MID_UP, "weeks", quote(20_000, 150_000), CLINICAL),
  "Microsoft Dragon Copilot": fit(MID_UP, "weeks", quote(20_000, 150_000), CLINICAL),
  "Tali AI": fit(ALL, "days", per(100), CLINICAL),
  Augury: fit(LARGE_UP, "months", quote(50_000, 250_000), share("operations", 0.05)),
  "Sight Machine": fit(LARGE_UP, "months", quote(100_000, 400_000), share("operations", 0.05)),
  LandingLens: fit(MID_UP, "weeks", quote(10_000, 60_000), share("operations", 0.05)),
  Samsara: fit(MID_UP, "weeks", quote(10_000, 100_000), share("operations", 0.2)),
  "o9 Solutions": fit(
    ["enterprise"],
    "months",
    quote(200_000, 1_000_000),
    share("supply_chain", 0.05),
  ),
  Kinaxis: fit(["enterprise"], "months", quote(200_000, 1_000_000), share("supply_chain", 0.05)),
  "Blue Yonder": fit(
    ["enterprise"],
    "months",
    quote(200_000, 1_000_000),
    share("supply_chain", 0.05),
  ),
  "Shopify Magic and Sidekick": fit(ALL, "days", included, share("marketing", 0.05), {
    requires: "shopify",
  }),
  "RELEX Solutions": fit(LARGE_UP, "months", quote(100_000, 500_000), share("supply_chain", 0.05)),
  Toast: fit(SMALL_UP, "weeks", flat(150), share("operations", 0.1), { competesWith: POS }),
  "7shifts": fit(ALL, "days", flat(70), "leaders"),
  Winnow: fit(MID_UP, "weeks", quote(5_000, 20_000), share("operations", 0.1)),
  Harvey: fit(LARGE_UP, "months", quote(50_000, 250_000), "all"),
  Clio: fit(ALL, "weeks", per(89), "all"),
  EliseAI: fit(LARGE_UP, "weeks", quote(20_000, 100_000), share("customer_service", 0.2)),
  Yardi: fit(MID_UP, "months", quote(20_000, 150_000), share("operations", 0.2), {
    competesWith: ["appfolio", "yardi"],
  }),
  Matterport: fit(ALL, "days", flat(70), share("sales", 0.3)),
  Khanmigo: fit(ALL, "days", included, TEACHING),
  MagicSchool: fit(ALL, "days", per(8), TEACHING),
  Turnitin: fit(SMALL_UP, "weeks", quote(3_000, 20_000), TEACHING),
  Duetto: fit(LARGE_UP, "months", quote(20_000, 100_000), share("sales", 0.05)),
  IDeaS: fit(MID_UP, "months", quote(10_000, 80_000), share("sales", 0.05)),
  HiJiffy: fit(SMALL_UP, "days", flat(150), share("customer_service", 0.2)),
  "Canary Technologies": fit(SMALL_UP, "days", flat(200), share("customer_service", 0.2)),
};

export function fitOf(name: string): ToolFit | undefined {
  return Object.hasOwn(toolFit, name) ? toolFit[name] : undefined;
}
