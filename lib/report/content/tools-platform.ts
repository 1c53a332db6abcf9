import type { CatalogueTool } from "./types";

/**
 * The AI built into the enterprise platforms the assessment asks about, and the
 * general-purpose assistants and automation tools most organisations start with.
 * Prices are public list prices in US dollars at the time of writing, hedged with "about".
 */
export const platformTools: readonly CatalogueTool[] = [
  {
    name: "Microsoft 365 Copilot",
    category: "Productivity assistant",
    description:
      "Generative AI inside Word, Excel, PowerPoint, Outlook and Teams, grounded in the organisation's own documents, mail and meetings.",
    useCase:
      "Meeting recaps in Teams, first drafts of reports and board papers, inbox triage and Excel analysis without leaving familiar tools.",
    pricing: "Add-on from about US$30/user/month (annual commitment)",
    url: "https://www.microsoft.com/microsoft-365/copilot",
    departments: [
      "executive",
      "finance",
      "hr",
      "sales",
      "marketing",
      "operations",
      "product",
      "customer_service",
      "supply_chain",
    ],
    industries: "all",
    platforms: ["microsoft365"],
    nativeTo: "microsoft365",
    keywords: [
      "efficiency",
      "proposals",
      "reports",
      "administrative",
      "workload",
      "paperwork",
      "knowledge",
    ],
  },
  {
    name: "Salesforce Agentforce and Einstein",
    category: "CRM AI",
    description:
      "Predictive scoring, generative email and service replies, and autonomous agents that work on Salesforce customer data.",
    useCase:
      "Lead and opportunity scoring, service-case summaries, and agents that answer routine customer questions from the knowledge base.",
    pricing: "Add-on to Salesforce editions; custom enterprise pricing",
    url: "https://www.salesforce.com/artificial-intelligence/",
    departments: ["sales", "customer_service", "marketing"],
    industries: "all",
    platforms: ["salesforce", "slack"],
    nativeTo: "salesforce",
    keywords: ["churn", "leads", "clients", "customer", "personalising", "revenue"],
  },
  {
    name: "HubSpot Breeze",
    category: "CRM AI",
    description:
      "HubSpot's AI: a copilot across the CRM, agents for content, prospecting and customer service, and data enrichment.",
    useCase:
      "Drafting campaign content, summarising contact histories, and answering customer questions from the help centre.",
    pricing: "Included with HubSpot plans; advanced agents and credits on paid tiers",
    url: "https://www.hubspot.com/artificial-intelligence",
    departments: ["marketing", "sales", "customer_service"],
    industries: "all",
    platforms: ["hubspot"],
    nativeTo: "hubspot",
    keywords: ["leads", "acquisition", "clients", "customer", "revenue"],
  },
  {
    name: "NetSuite AI",
    category: "ERP AI",
    description:
      "AI features in Oracle NetSuite: generative text in records and reports, anomaly flags, and forecasting on ERP data.",
    useCase:
      "Drafting item and collection texts, spotting unusual transactions, and improving cash and demand forecasts.",
    pricing: "Included with NetSuite subscriptions (custom pricing)",
    url: "https://www.netsuite.com",
    departments: ["finance", "operations", "supply_chain"],
    industries: "all",
    platforms: ["netsuite"],
    nativeTo: "netsuite",
    keywords: ["forecasting", "inventory", "costs", "margins"],
  },
  {
    name: "SAP Joule",
    category: "ERP AI",
    description:
      "SAP's generative AI copilot across S/4HANA, SuccessFactors and Ariba, answering questions and running tasks on SAP data.",
    useCase:
      "Asking supply, finance and HR questions in plain language and automating routine transactions inside SAP.",
    pricing: "Custom enterprise pricing",
    url: "https://www.sap.com/products/artificial-intelligence.html",
    departments: ["finance", "supply_chain", "operations", "hr"],
    industries: "all",
    platforms: ["sap"],
    nativeTo: "sap",
    keywords: ["supply chain", "inventory", "forecasting", "legacy", "costs"],
  },
  {
    name: "Workday AI",
    category: "HR and finance AI",
    description:
      "AI in Workday HCM and Financials, including Workday Illuminate agents for recruiting, skills, expenses and financial close.",
    useCase:
      "Skills-based talent matching, drafting job descriptions, and automating parts of the financial close.",
    pricing: "Custom enterprise pricing",
    url: "https://www.workday.com/en-us/artificial-intelligence.html",
    departments: ["hr", "finance"],
    industries: "all",
    platforms: ["workday"],
    nativeTo: "workday",
    keywords: ["talent", "hiring", "staff", "retaining", "recruiting"],
  },
  {
    name: "Slack AI",
    category: "Collaboration AI",
    description:
      "Channel and thread summaries, recaps, and answers drawn from the organisation's Slack conversations.",
    useCase: "Catching up on busy channels, finding past decisions, and daily recaps for leaders.",
    pricing: "Available on paid Slack plans; features vary by plan",
    url: "https://slack.com/ai",
    departments: ["executive", "product", "operations", "customer_service"],
    industries: "all",
    platforms: ["slack", "salesforce"],
    nativeTo: "slack",
    keywords: ["knowledge", "efficiency"],
  },
  {
    name: "Zoom AI Companion",
    category: "Meeting assistant",
    description:
      "Meeting summaries, action items and in-meeting questions across Zoom Meetings, Team Chat and Mail.",
    useCase: "Automatic meeting notes and next steps for leadership, client and project meetings.",
    pricing: "Included at no extra cost with paid Zoom Workplace plans",
    url: "https://www.zoom.com/en/products/ai-assistant/",
    departments: ["executive", "sales", "hr", "operations", "customer_service"],
    industries: "all",
    platforms: ["zoom"],
    nativeTo: "zoom",
    keywords: ["administrative", "workload", "efficiency"],
  },
  {
    name: "Atlassian Rovo",
    category: "Knowledge and work AI",
    description:
      "Atlassian's AI across Jira and Confluence: search across connected tools, chat, and agents that draft and update work items.",
    useCase:
      "Writing and refining Jira tickets, summarising Confluence spaces, and finding answers across team tools.",
    pricing: "Included with paid Atlassian Cloud plans; usage limits by plan",
    url: "https://www.atlassian.com/software/rovo",
    departments: ["product", "operations"],
    industries: "all",
    platforms: ["jira"],
    nativeTo: "jira",
    keywords: ["shipping", "features", "knowledge", "legacy"],
  },
  {
    name: "Intuit Assist for QuickBooks",
    category: "Accounting AI",
    description:
      "Intuit's generative AI assistant in QuickBooks Online: invoice reminders, cash-flow insights and bookkeeping help.",
    useCase:
      "Chasing overdue invoices, reconciling transactions faster and explaining cash-flow changes to owners.",
    pricing: "Included with QuickBooks Online subscriptions; features vary by plan",
    url: "https://quickbooks.intuit.com/ca/",
    departments: ["finance"],
    industries: "all",
    platforms: ["quickbooks"],
    nativeTo: "quickbooks",
    keywords: ["costs", "margins", "billing", "budgets"],
  },
  {
    name: "ChatGPT Business",
    category: "General AI assistant",
    description:
      "OpenAI's assistant for drafting, analysis and research, with workspace administration and business data excluded from model training.",
    useCase:
      "Executive briefings, first drafts, data analysis from spreadsheets, and custom GPTs for repeatable team tasks.",
    pricing: "Free tier; Plus US$20/month; business plans from about US$25/user/month",
    url: "https://chatgpt.com",
    departments: ["executive", "marketing", "sales", "product", "hr", "supply_chain"],
    industries: "all",
    platforms: [],
    keywords: ["proposals", "reports", "content", "efficiency"],
  },
  {
    name: "Claude",
    category: "General AI assistant",
    description:
      "Anthropic's assistant for long documents, careful writing and analysis, with team plans and administrative controls.",
    useCase:
      "Reviewing contracts and long reports, drafting policies and proposals, and structured analysis of complex material.",
    pricing: "Free tier; Pro about US$20/month; Team from about US$25/user/month",
    url: "https://claude.ai",
    departments: ["executive", "product", "operations", "finance", "supply_chain"],
    industries: "all",
    platforms: ["slack"],
    keywords: ["proposals", "reports", "paperwork", "due diligence", "regulatory"],
  },
  {
    name: "Google Gemini",
    category: "General AI assistant",
    description:
      "Google's assistant, available on its own and built into Gmail, Docs, Sheets and Meet for Google Workspace customers.",
    useCase: "Research, drafting and summarising for teams that work in Google Workspace.",
    pricing:
      "Free tier; paid personal plans from about US$20/month; included in Google Workspace business plans",
    url: "https://gemini.google.com",
    departments: ["executive", "marketing", "operations"],
    industries: "all",
    platforms: [],
    keywords: ["efficiency", "content"],
  },
  {
    name: "Perplexity",
    category: "AI research assistant",
    description: "An answer engine that searches the web and cites its sources for every answer.",
    useCase: "Market scans, competitor monitoring and fast, sourced briefings before meetings.",
    pricing: "Free tier; Pro about US$20/month; Enterprise Pro from about US$40/user/month",
    url: "https://www.perplexity.ai",
    departments: ["executive", "marketing", "product", "sales"],
    industries: "all",
    platforms: [],
    keywords: ["competitive", "market", "competing", "crowded", "volatility", "decisions"],
  },
  {
    name: "Notion AI",
    category: "Knowledge management",
    description:
      "AI inside Notion's shared workspace: search across company knowledge, meeting notes, and drafting in wikis and projects.",
    useCase:
      "Turning scattered documents into a searchable company wiki and answering staff questions from it.",
    pricing: "Included in Notion Business and Enterprise plans, from about US$20/user/month",
    url: "https://www.notion.so/product/ai",
    departments: ["product", "operations", "executive", "hr"],
    industries: "all",
    platforms: ["slack"],
    keywords: ["knowledge", "junior", "training"],
  },
  {
    name: "Grammarly",
    category: "Writing assistant",
    description:
      "Writing assistance across email, documents and browsers, with brand tone and style guides for teams.",
    useCase:
      "Consistent, clear client and customer writing across every team, in the tools people already use.",
    pricing: "Free tier; Pro from about US$12/user/month billed annually",
    url: "https://www.grammarly.com",
    departments: ["marketing", "sales", "customer_service", "hr"],
    industries: "all",
    platforms: ["microsoft365"],
    keywords: ["consistency", "communications"],
  },
  {
    name: "Otter.ai",
    category: "Meeting assistant",
    description: "Live transcription, summaries and action items for meetings and interviews.",
    useCase:
      "Searchable records of client, board and hiring conversations without manual note-taking.",
    pricing: "Free tier; paid plans from about US$8/user/month billed annually",
    url: "https://otter.ai",
    departments: ["executive", "sales", "hr"],
    industries: "all",
    platforms: ["zoom", "microsoft365"],
    keywords: ["administrative", "knowledge"],
  },
  {
    name: "Fireflies.ai",
    category: "Meeting assistant",
    description:
      "Records, transcribes and summarises meetings, and pushes notes and action items into the CRM.",
    useCase:
      "Sales and account calls logged automatically in Salesforce or HubSpot with next steps.",
    pricing: "Free tier; paid plans from about US$10/user/month billed annually",
    url: "https://fireflies.ai",
    departments: ["sales", "customer_service", "executive"],
    industries: "all",
    platforms: ["salesforce", "hubspot", "zoom", "slack"],
    keywords: ["clients", "utilisation"],
  },
  {
    name: "Zapier",
    category: "Workflow automation",
    description:
      "No-code automation linking thousands of apps, with AI steps and AI agents inside workflows.",
    useCase: "Routing leads, enquiries and form data between systems without developer time.",
    pricing: "Free tier; paid plans from about US$20/month",
    url: "https://zapier.com/ai",
    departments: ["operations", "marketing", "sales", "customer_service"],
    industries: "all",
    platforms: ["hubspot", "salesforce", "slack", "quickbooks"],
    keywords: ["efficiency", "orders", "online", "administration", "leads"],
  },
  {
    name: "Microsoft Power Automate",
    category: "Workflow automation",
    description:
      "Microsoft's workflow and robotic process automation, with Copilot to describe flows in plain language.",
    useCase:
      "Approvals, document routing and repetitive data entry across Microsoft 365 and line-of-business systems.",
    pricing: "From about US$15/user/month; some flows included with Microsoft 365",
    url: "https://www.microsoft.com/en-us/power-platform/products/power-automate",
    departments: ["operations", "finance", "hr"],
    industries: "all",
    platforms: ["microsoft365"],
    keywords: ["efficiency", "administration", "paperwork", "billing", "legacy"],
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
    keywords: ["onboarding", "kyc", "billing", "claim", "legacy", "paperwork", "efficiency"],
  },
  {
    name: "Make",
    category: "Workflow automation",
    description: "Visual automation builder for connecting apps, with AI modules and agents.",
    useCase: "Low-cost automation of order, booking and enquiry workflows for smaller teams.",
    pricing: "Free tier; paid plans from about US$9/month",
    url: "https://www.make.com",
    departments: ["operations", "marketing"],
    industries: "all",
    platforms: ["hubspot", "quickbooks", "slack"],
    keywords: ["orders", "online", "efficiency"],
  },
  {
    name: "GitHub Copilot",
    category: "Software development",
    description:
      "AI pair programmer in the code editor and on GitHub: code suggestions, chat, reviews and coding agents.",
    useCase: "Faster feature delivery, test writing and modernisation of legacy code.",
    pricing: "Free tier; Pro US$10/month; Business US$19/user/month",
    url: "https://github.com/features/copilot",
    departments: ["product"],
    industries: "all",
    platforms: ["jira"],
    keywords: ["shipping", "features", "legacy", "engineering"],
  },
];
