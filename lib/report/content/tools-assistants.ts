import {
  ALL_SIZES,
  ENGINEERS,
  MID_UP,
  SMALL_UP,
  flat,
  free,
  perUser,
  quote,
  team,
} from "./tools-fit";
import type { CatalogueTool } from "./types";

/**
 * General-purpose assistants, meeting notes and automation: the tools most organizations start
 * with. A business ChatGPT or Claude plan competes with the assistant already included in
 * Microsoft 365 and Google Workspace, so it is never proposed beside them.
 */
const SUITES = ["microsoft365", "google-workspace", "google-education"] as const;

/** A free plan of a general assistant: no customer, staff or confidential details go into it. */
function freePlan(name: string, description: string, pricing: string, url: string): CatalogueTool {
  return {
    name,
    category: "AI assistant",
    description,
    useCase:
      "First drafts of posts, letters and descriptions, and questions on public information, with no customer, staff or confidential details entered.",
    pricing,
    url,
    departments: [
      "executive",
      "marketing",
      "sales",
      "operations",
      "customer_service",
      "finance",
      "hr",
      "product",
      "supply_chain",
    ],
    industries: "all",
    platforms: [],
    keywords: [],
    sizes: ALL_SIZES,
    price: free("no customer, staff or confidential details entered"),
    scope: "desk",
    setup: "days",
    maturity: "none",
    competesWith: SUITES,
  };
}

export const assistantTools: readonly CatalogueTool[] = [
  {
    name: "ChatGPT Business",
    category: "AI assistant",
    description:
      "OpenAI's assistant for drafting, analysis and research, with a managed workspace and business data excluded from model training.",
    useCase:
      "Executive briefings, first drafts, analysis of spreadsheets, and custom GPTs for repeatable team tasks.",
    pricing:
      "Free tier; Plus about US$20/month; Business from about US$25/user/month billed annually",
    url: "https://chatgpt.com/business",
    departments: ["executive", "marketing", "sales", "product", "hr", "supply_chain", "operations"],
    industries: "all",
    platforms: [],
    keywords: ["proposals", "reports", "content"],
    sizes: ALL_SIZES,
    price: perUser(25, "ChatGPT Business"),
    scope: "desk",
    setup: "days",
    maturity: "none",
    competesWith: SUITES,
  },
  {
    name: "Claude",
    category: "AI assistant",
    description:
      "Anthropic's assistant for long documents, careful writing and analysis, with Team plans, administrative controls and business data excluded from training.",
    useCase:
      "Reviewing contracts and long reports, drafting policies and proposals, and structured analysis of complex material.",
    pricing: "Free tier; Pro about US$20/month; Team from about US$25/user/month billed annually",
    url: "https://claude.ai",
    departments: ["executive", "product", "operations", "finance", "supply_chain", "sales", "hr"],
    industries: "all",
    platforms: ["slack"],
    keywords: ["proposals", "reports", "paperwork", "due diligence", "regulatory"],
    sizes: ALL_SIZES,
    price: perUser(25, "Claude Team"),
    scope: "desk",
    setup: "days",
    maturity: "none",
    competesWith: SUITES,
  },
  {
    // The assistant for a company whose constraints rule out every hosted one (lib/report/builtin/shared.ts).
    name: "Ollama",
    category: "Private AI assistant",
    description:
      "Free, open-source software that runs open AI models (Llama, Mistral, Gemma, Qwen) on the company's own computers: nothing typed or uploaded leaves the machine.",
    useCase:
      "Drafting, summarizing and questions on internal documents that may not go to any cloud service, on a computer the company controls; smaller models need their drafts checked more closely.",
    pricing:
      "Free and open source (MIT licence); needs a computer with enough memory for the model",
    url: "https://ollama.com",
    departments: ["executive", "operations", "finance", "hr"],
    industries: "all",
    platforms: [],
    keywords: [],
    sizes: ALL_SIZES,
    price: free("runs on computers the company already owns or buys"),
    scope: "pilot",
    setup: "weeks",
    maturity: "none",
    dataRegions: ["own-computers"],
  },
  {
    name: "DeepL",
    category: "Translation",
    description:
      "AI translation and writing assistance for documents, email and web text, with glossaries that keep a firm's own terms, in over 30 languages including French.",
    useCase:
      "Bilingual proposals, contracts and client messages drafted in one language and translated in the firm's own terms, then checked by a fluent reader.",
    pricing: "Free tier; DeepL Pro from about US$9/user/month billed annually",
    url: "https://www.deepl.com/pro",
    departments: ["sales", "marketing", "customer_service", "operations"],
    industries: "all",
    platforms: ["microsoft365"],
    mentions: /\bfrench\b|\bbilingual\b|\btranslat\w*|\bmultilingual\b/i,
    needs: ["translation"],
    keywords: ["communications"],
    sizes: ALL_SIZES,
    price: perUser(9, "DeepL Pro Starter"),
    scope: team("sales", 0.3, "people who write for clients"),
    setup: "days",
    maturity: "none",
    dataRegions: ["europe"],
  },
  {
    name: "Reclaim.ai",
    category: "AI scheduling",
    description:
      "AI calendar assistant that books meetings, focus time and tasks around each person's priorities and reschedules them when plans change.",
    useCase:
      "Meetings with clients and colleagues booked through one link that finds the time, with focus time and travel protected on the calendar.",
    pricing:
      "Free Lite plan; Starter about US$8/user/month and Business about US$12/user/month, billed annually",
    url: "https://reclaim.ai",
    priceSource: "https://reclaim.ai/pricing",
    // Meetings on office calendars, not crews, shifts or jobs: no operations scheduling.
    departments: ["sales", "executive"],
    industries: "all",
    platforms: ["microsoft365"],
    integratesWith: ["google-workspace", "zoom", "slack"],
    needs: ["scheduling"],
    keywords: ["meetings", "calendar"],
    sizes: ALL_SIZES,
    price: perUser(8, "Starter"),
    scope: "pilot",
    setup: "days",
    maturity: "none",
  },
  {
    name: "Perplexity",
    category: "AI research assistant",
    description: "An answer engine that searches the web and cites its sources for every answer.",
    useCase: "Market scans, competitor monitoring and fast, sourced briefings before meetings.",
    pricing: "Free tier; Pro about US$20/month; Enterprise Pro about US$40/user/month",
    url: "https://www.perplexity.ai",
    departments: ["executive", "marketing", "product", "sales"],
    industries: "all",
    platforms: [],
    keywords: ["competitive", "market", "competing", "crowded", "volatility"],
    sizes: ALL_SIZES,
    price: perUser(40, "Enterprise Pro"),
    scope: "leaders",
    setup: "days",
    maturity: "none",
  },
  {
    name: "Notion AI",
    category: "Knowledge management",
    description:
      "AI inside Notion's shared workspace: search across company knowledge, meeting notes, and drafting in wikis and projects.",
    useCase:
      "Turning scattered documents into a searchable company wiki and answering staff questions from it.",
    pricing: "Included in Notion Business and Enterprise plans, from about US$20/user/month",
    url: "https://www.notion.com/product/ai",
    departments: ["product", "operations", "executive", "hr"],
    industries: "all",
    platforms: ["slack"],
    mentions: /\bwritten down\b|\bknowledge\b.*\b(?:leav|retir)/i,
    keywords: ["knowledge", "junior", "training", "retiring"],
    // A second workspace beside the suite's own (SharePoint, Google Drive) is a rival, not a fit.
    competesWith: SUITES,
    sizes: ALL_SIZES,
    price: perUser(20, "the Business plan"),
    scope: "desk",
    setup: "weeks",
    maturity: "none",
  },
  {
    name: "Grammarly",
    category: "Writing assistant",
    description:
      "Writing assistance across email, documents and browsers, with brand tone and style guides for teams.",
    useCase:
      "Consistent, clear client and customer writing across every team, in the tools people already use.",
    pricing: "Free tier; Pro from about US$12/user/month billed annually",
    url: "https://www.grammarly.com/business",
    departments: ["marketing", "sales", "customer_service", "hr"],
    industries: "all",
    platforms: ["microsoft365"],
    keywords: ["consistency", "communications"],
    sizes: ALL_SIZES,
    price: perUser(12, "Pro"),
    scope: "desk",
    setup: "days",
    maturity: "none",
  },
  {
    name: "Otter.ai",
    category: "Meeting assistant",
    description: "Live transcription, summaries and action items for meetings and interviews.",
    useCase:
      "Searchable records of client, team and hiring conversations without manual note-taking.",
    pricing:
      "Free tier; Pro about US$8/user/month and Business about US$20/user/month, billed annually",
    url: "https://otter.ai",
    departments: ["executive", "sales", "hr", "operations"],
    industries: "all",
    platforms: ["microsoft365"],
    // Notes of meetings in the executive's words: the work a recorder does.
    mentions:
      /\bmeeting (?:notes|minutes)\b|\bnotes? (?:of|from) (?:(?:our|their|client|the|team|board)\s+){0,2}(?:meetings|calls|interviews)\b|\bminutes of (?:our |the )?meetings\b|\bcomptes? rendus? de (?:nos |leurs )?(?:réunions|rencontres)\b|\bnotes de (?:nos |leurs )?(?:réunions|rencontres)\b/i,
    keywords: ["administrative", "knowledge", "utilization"],
    sizes: ALL_SIZES,
    price: perUser(20, "Business"),
    scope: "leaders",
    setup: "days",
    maturity: "none",
    records: true,
    competesWith: ["zoom"],
  },
  {
    name: "Fireflies.ai",
    category: "Meeting assistant",
    description:
      "Records, transcribes and summarizes meetings, and pushes notes and action items into the CRM.",
    useCase: "Sales and account calls logged automatically in the CRM with next steps.",
    pricing:
      "Free tier; Pro about US$10/user/month and Business about US$19/user/month, billed annually",
    url: "https://fireflies.ai",
    departments: ["sales", "customer_service", "executive", "operations"],
    industries: "all",
    platforms: ["salesforce", "hubspot", "slack"],
    integratesWith: ["zoho", "pipedrive", "dynamics365"],
    keywords: ["clients", "utilization"],
    sizes: ALL_SIZES,
    price: perUser(19, "Business"),
    scope: team("sales", 0.15, "client-facing staff"),
    setup: "days",
    maturity: "none",
    records: true,
    competesWith: ["zoom"],
  },
  {
    name: "Zapier",
    category: "Workflow automation",
    description:
      "No-code automation linking thousands of apps, with AI steps and AI agents inside workflows.",
    useCase:
      "Routing leads, enquiries and form data between systems, and ending the re-typing of the same details into several tools.",
    pricing:
      "Free tier; Professional from about US$20/month; Team from about US$69/month, billed annually",
    url: "https://zapier.com",
    departments: ["operations", "marketing", "sales", "customer_service", "finance"],
    industries: "all",
    platforms: ["hubspot", "salesforce", "slack", "quickbooks", "microsoft365"],
    integratesWith: [
      "google-workspace",
      "square",
      "shopify",
      "xero",
      "zoho",
      "pipedrive",
      "cloudbeds",
      "woocommerce",
    ],
    mentions:
      /\bre-?(?:type|key|enter)|\bdouble entry|\bsame (?:details|data|information) into\b|\bcopy(?:ing)? .{0,30} into\b/i,
    keywords: ["efficiency", "orders", "online", "administration", "leads"],
    sizes: ALL_SIZES,
    price: flat(69, "the Team plan"),
    scope: "leaders",
    setup: "days",
    maturity: "none",
  },
  {
    name: "Make",
    category: "Workflow automation",
    description: "Visual automation builder for connecting apps, with AI modules and agents.",
    useCase: "Low-cost automation of order, booking and enquiry workflows for smaller teams.",
    pricing: "Free tier; paid plans from about US$10/month",
    url: "https://www.make.com",
    departments: ["operations", "marketing"],
    industries: "all",
    platforms: ["hubspot", "quickbooks", "slack"],
    integratesWith: ["google-workspace", "shopify", "woocommerce", "xero"],
    keywords: ["orders", "online", "efficiency"],
    sizes: ALL_SIZES,
    price: flat(10, "the Core plan"),
    scope: "leaders",
    setup: "days",
    maturity: "none",
    dataRegions: ["europe"],
  },
  {
    name: "Microsoft Power Automate",
    category: "Workflow automation",
    description:
      "Microsoft's workflow and desktop automation, with Copilot to describe flows in plain language.",
    useCase:
      "Approvals, document routing and repetitive data entry across Microsoft 365 and line-of-business systems.",
    pricing: "Premium from about US$15/user/month; standard flows included with Microsoft 365",
    url: "https://www.microsoft.com/power-platform/products/power-automate",
    departments: ["operations", "finance", "hr", "customer_service"],
    industries: "all",
    platforms: ["microsoft365"],
    integratesWith: ["dynamics365", "sage"],
    keywords: ["efficiency", "administration", "paperwork", "billing", "legacy"],
    sizes: SMALL_UP,
    price: perUser(15, "Premium"),
    scope: team("operations", 0.05, "staff who run the automated processes"),
    setup: "weeks",
    maturity: "none",
    dataRegions: ["canada", "europe"],
  },
  {
    name: "UiPath",
    category: "Process automation",
    description:
      "Enterprise automation platform combining software robots, document understanding and AI agents.",
    useCase:
      "Automating high-volume back-office processes such as invoice processing, claims and onboarding checks.",
    pricing: "Free community edition; business plans custom-priced",
    url: "https://www.uipath.com",
    departments: ["operations", "finance", "customer_service", "supply_chain"],
    industries: "all",
    platforms: ["sap", "salesforce", "microsoft365"],
    keywords: ["onboarding", "kyc", "billing", "claim", "legacy"],
    sizes: MID_UP,
    price: quote(30_000, 200_000),
    scope: team("operations", 0.05, "back-office staff"),
    setup: "months",
    maturity: "pilots",
    dataRegions: ["canada", "europe"],
  },
  {
    name: "GitHub Copilot",
    category: "AI coding assistant",
    description:
      "AI pair programmer in the code editor and on GitHub: code suggestions, chat, code review and coding agents.",
    useCase: "Faster feature delivery, test writing and modernization of legacy code.",
    pricing: "Free tier; Pro US$10/month; Business US$19/user/month",
    url: "https://github.com/features/copilot",
    departments: ["product"],
    industries: "all",
    platforms: ["jira"],
    system: "github",
    keywords: ["shipping", "features", "legacy", "engineering"],
    sizes: ALL_SIZES,
    price: perUser(19, "Business"),
    scope: ENGINEERS,
    setup: "days",
    maturity: "none",
  },
];

/**
 * The assistants a budget that rules out every business plan still affords
 * (lib/report/builtin/shared.ts): named only as the approved assistant, never chosen for a need.
 */
export const freePlanAssistants: readonly CatalogueTool[] = [
  freePlan(
    "ChatGPT (free plan)",
    "OpenAI's assistant on its free plan, for drafting, summarizing and questions, with the setting that lets OpenAI train on conversations switched off.",
    "Free; Plus about US$20/month for one person",
    "https://chatgpt.com",
  ),
  freePlan(
    "Claude (free plan)",
    "Anthropic's assistant on its free plan, for drafting, summarizing and questions on documents, with the setting that lets Anthropic train on conversations switched off.",
    "Free; Pro about US$20/month for one person",
    "https://claude.ai",
  ),
];
