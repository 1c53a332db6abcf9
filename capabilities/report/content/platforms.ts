import type { EnterprisePlatform, PlatformAi } from "./types";

/**
 * The AI each enterprise platform already ships, and the first feature worth switching on.
 * Order matters: it is the order in which platform AI is recommended (Microsoft 365 first,
 * as it reaches every desk; then the systems of record; then collaboration tools).
 */
export const platformAi: readonly PlatformAi[] = [
  {
    platform: "microsoft365",
    tool: "Microsoft 365 Copilot Chat",
    licence: "included",
    addOn: {
      tool: "Microsoft 365 Copilot",
      pricing: "about US$30 per user per month",
    },
    licenceNote:
      "Copilot Chat is included with Microsoft 365 business plans; Microsoft 365 Copilot, grounded in the company's own files, mail and meetings, is a paid add-on at about US$30 per user per month.",
    features: [
      "Copilot Chat with enterprise data protection (included)",
      "Copilot in Word, Excel, PowerPoint and Outlook (add-on)",
      "Teams meeting recaps and action items (add-on)",
      "Copilot Studio for custom agents",
    ],
    switchOnFirst:
      "Copilot Chat for every member of staff, signed in with work accounts so prompts and files stay under enterprise data protection; the paid add-on only later, for a pilot group of 10 to 20 heavy meeting and document users.",
    nextStep:
      "Measure weekly active use and time saved per Copilot licence, move idle licences to the people who use it most, and extend the add-on only to roles whose time saved covers its cost.",
  },
  {
    platform: "salesforce",
    licence: "add-on",
    licenceNote:
      "Some Einstein features come with Enterprise editions and up; Agentforce and most generative features are paid add-ons, priced per user or per use.",
    tool: "Salesforce Agentforce and Einstein",
    features: [
      "Einstein lead and opportunity scoring",
      "Generative email and service replies",
      "Agentforce service and sales agents",
      "Case and call summaries",
    ],
    switchOnFirst:
      "Einstein opportunity scoring and case summaries, so sellers and agents see AI on data they already trust.",
    nextStep:
      "Track the acceptance rate of Einstein and Agentforce suggestions and the cases agents resolve without hand-off, and extend to the next team only where they beat the baseline.",
  },
  {
    platform: "hubspot",
    licence: "included",
    licenceNote:
      "Breeze Copilot is included in HubSpot plans; Breeze agents need Professional or Enterprise plans and use HubSpot credits.",
    tool: "HubSpot Breeze",
    features: [
      "Breeze Copilot across the CRM",
      "Content, prospecting and customer agents",
      "Breeze Intelligence data enrichment",
      "AI email and blog drafting",
    ],
    switchOnFirst:
      "Breeze Copilot for contact and deal summaries, then the content agent for campaign drafts.",
    nextStep:
      "Compare deals and tickets handled with Breeze against those without, and move credits to the agents that show results.",
  },
  {
    platform: "sap",
    licence: "included",
    licenceNote:
      "Base Joule capabilities come with SAP cloud solutions; premium AI scenarios are licensed separately.",
    tool: "SAP Joule",
    features: [
      "Joule copilot across SAP cloud applications",
      "Plain-language questions on finance and supply data",
      "Embedded AI in procurement and HR processes",
    ],
    switchOnFirst:
      "Joule in the SAP cloud applications you license, starting with plain-language finance and supply questions.",
    nextStep:
      "Measure which Joule scenarios people use each week and license premium scenarios only where a process owner can show the saving.",
  },
  {
    platform: "workday",
    licence: "included",
    licenceNote:
      "Many AI features are included in Workday subscriptions; Illuminate agents are priced separately.",
    tool: "Workday AI",
    features: [
      "Workday Illuminate agents",
      "Skills Cloud for skills-based talent matching",
      "Generative job descriptions and knowledge articles",
      "AI-assisted expenses and financial close",
    ],
    switchOnFirst:
      "Generative job descriptions and Skills Cloud matching, to shorten time to hire on open roles.",
    nextStep:
      "Measure time to hire and time to close with the included features before buying agents.",
  },
  {
    platform: "netsuite",
    licence: "included",
    licenceNote: "NetSuite's AI features are included in NetSuite subscriptions at no extra cost.",
    tool: "NetSuite AI",
    features: [
      "Text Enhance for generative text in records",
      "Intelligent forecasting and anomaly flags",
      "AI-assisted bill capture",
    ],
    switchOnFirst:
      "Text Enhance for collection letters and item descriptions, then anomaly flags on transactions.",
    nextStep:
      "Track anomaly flags confirmed and forecast error month by month, and extend to the next process once they improve.",
  },
  {
    platform: "quickbooks",
    licence: "included",
    licenceNote:
      "Intuit Assist is included with QuickBooks Online; features vary by plan and country.",
    tool: "Intuit Assist for QuickBooks",
    features: [
      "Intuit Assist generative assistant",
      "Automated invoice reminders",
      "Cash-flow insights and categorization",
    ],
    switchOnFirst:
      "Intuit Assist invoice reminders and cash-flow insights, reviewed weekly by whoever keeps the books.",
    nextStep:
      "Track days sales outstanding and hours of monthly bookkeeping, and keep what moves them.",
  },
  {
    platform: "slack",
    licence: "higher plans",
    licenceNote:
      "Basic AI features come with paid Slack plans; the full set (AI search answers, recaps) needs Business+ or Enterprise plans.",
    tool: "Slack AI",
    features: [
      "Channel and thread summaries",
      "Daily recaps",
      "AI search across conversations",
      "Agents from partner apps",
    ],
    switchOnFirst: "Daily channel recaps for leaders and AI search over past decisions.",
    nextStep:
      "Check how many people open recaps and AI answers each week before paying for Business+ seats for everyone.",
  },
  {
    platform: "zoom",
    licence: "included",
    licenceNote:
      "AI Companion is included at no extra cost with paid Zoom Workplace plans; a Custom AI Companion add-on costs extra.",
    tool: "Zoom AI Companion",
    features: [
      "Meeting summaries and action items",
      "In-meeting questions",
      "Team Chat and email drafting",
    ],
    switchOnFirst:
      "Meeting summaries for internal meetings, at no extra cost on paid Zoom Workplace plans.",
    nextStep:
      "Measure how many meetings end with a shared summary and action items, and set retention rules for meeting transcripts.",
  },
  {
    platform: "jira",
    licence: "included",
    licenceNote:
      "Rovo and Atlassian Intelligence are included in paid Atlassian Cloud plans (Standard and up), with usage limits by plan.",
    tool: "Atlassian Rovo",
    features: [
      "Atlassian Intelligence in Jira and Confluence",
      "Rovo search across connected tools",
      "Rovo agents that draft and update work items",
    ],
    switchOnFirst:
      "Issue and page summaries in Jira and Confluence, then Rovo search across connected tools.",
    nextStep:
      "Track cycle time and time to first answer on internal questions, and connect the next data source only where usage is high.",
  },
];

const byPlatform: ReadonlyMap<EnterprisePlatform, PlatformAi> = new Map(
  platformAi.map((entry) => [entry.platform, entry]),
);

export function platformAiFor(platform: string): PlatformAi | undefined {
  return byPlatform.get(platform as EnterprisePlatform);
}

/** Position in the recommendation order; unknown platforms last. */
export function platformRank(platform: string): number {
  const index = platformAi.findIndex((entry) => entry.platform === platform);
  return index === -1 ? platformAi.length : index;
}
