import type { EnterprisePlatform, PlatformAi } from "./types";

/**
 * The AI each enterprise platform already ships, and the first feature worth switching on.
 * Order matters: it is the order in which platform AI is recommended (Microsoft 365 first,
 * as it reaches every desk; then the systems of record; then collaboration tools).
 */
export const platformAi: readonly PlatformAi[] = [
  {
    platform: "microsoft365",
    tool: "Microsoft 365 Copilot",
    features: [
      "Copilot in Word, Excel, PowerPoint and Outlook",
      "Copilot in Teams meetings (recaps and action items)",
      "Copilot Chat grounded in company files",
      "Copilot Studio for custom agents",
    ],
    switchOnFirst:
      "Copilot in Teams for meeting recaps and action items, for a pilot group of 10 to 20 heavy meeting users.",
  },
  {
    platform: "salesforce",
    tool: "Salesforce Agentforce and Einstein",
    features: [
      "Einstein lead and opportunity scoring",
      "Generative email and service replies",
      "Agentforce service and sales agents",
      "Case and call summaries",
    ],
    switchOnFirst:
      "Einstein opportunity scoring and case summaries, so sellers and agents see AI on data they already trust.",
  },
  {
    platform: "hubspot",
    tool: "HubSpot Breeze",
    features: [
      "Breeze Copilot across the CRM",
      "Content, prospecting and customer agents",
      "Breeze Intelligence data enrichment",
      "AI email and blog drafting",
    ],
    switchOnFirst:
      "Breeze Copilot for contact and deal summaries, then the content agent for campaign drafts.",
  },
  {
    platform: "sap",
    tool: "SAP Joule",
    features: [
      "Joule copilot across SAP cloud applications",
      "Plain-language questions on finance and supply data",
      "Embedded AI in procurement and HR processes",
    ],
    switchOnFirst:
      "Joule in the SAP cloud applications you license, starting with plain-language finance and supply questions.",
  },
  {
    platform: "workday",
    tool: "Workday AI",
    features: [
      "Workday Illuminate agents",
      "Skills Cloud for skills-based talent matching",
      "Generative job descriptions and knowledge articles",
      "AI-assisted expenses and financial close",
    ],
    switchOnFirst:
      "Generative job descriptions and Skills Cloud matching, to shorten time to hire on open roles.",
  },
  {
    platform: "netsuite",
    tool: "NetSuite AI",
    features: [
      "Text Enhance for generative text in records",
      "Intelligent forecasting and anomaly flags",
      "AI-assisted bill capture",
    ],
    switchOnFirst:
      "Text Enhance for collection letters and item descriptions, then anomaly flags on transactions.",
  },
  {
    platform: "quickbooks",
    tool: "Intuit Assist for QuickBooks",
    features: [
      "Intuit Assist generative assistant",
      "Automated invoice reminders",
      "Cash-flow insights and categorisation",
    ],
    switchOnFirst:
      "Intuit Assist invoice reminders and cash-flow insights, reviewed weekly by the owner or controller.",
  },
  {
    platform: "slack",
    tool: "Slack AI",
    features: [
      "Channel and thread summaries",
      "Daily recaps",
      "AI search across conversations",
      "Agents from partner apps",
    ],
    switchOnFirst: "Daily channel recaps for leaders and AI search over past decisions.",
  },
  {
    platform: "zoom",
    tool: "Zoom AI Companion",
    features: [
      "Meeting summaries and action items",
      "In-meeting questions",
      "Team Chat and email drafting",
    ],
    switchOnFirst:
      "Meeting summaries for internal meetings, at no extra cost on paid Zoom Workplace plans.",
  },
  {
    platform: "jira",
    tool: "Atlassian Rovo",
    features: [
      "Atlassian Intelligence in Jira and Confluence",
      "Rovo search across connected tools",
      "Rovo agents that draft and update work items",
    ],
    switchOnFirst:
      "Issue and page summaries in Jira and Confluence, then Rovo search across connected tools.",
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
