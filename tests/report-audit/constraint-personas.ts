import { challengesFor } from "@/model/assessment/challenges";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ConstraintClass } from "@/capabilities/report/content/constraints";
import type { ThemeField } from "@/capabilities/report/content/themes";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AuditPersona } from "./personas";

/**
 * Executives who state a constraint in their own words, one class each and in both languages
 * (issue 34): a clinic whose staff refuse to be recorded, one that will not use US services, a
 * First Nation guarding its cultural data, a union plant, a retailer without budget... Without
 * the statement each one gets something the statement rules out, so a test can show the
 * statement removes it. `npm run report:audit` holds their documents to the constraint rules;
 * they are left out of the sentence-sharing figures, which compare contrasting companies.
 */

export interface ConstraintPersona extends AuditPersona {
  class: ConstraintClass;
  /** The answer that states the constraint: without it, the assessment is the same. */
  field: ThemeField;
}

const picks = (industry: string, ...indexes: number[]) =>
  indexes.map((i) => challengesFor(industry)[i].value);

const clinic = (statement: Partial<AssessmentInput>) =>
  makeAnswers({
    executiveName: "Dr. Amira Haddad",
    executiveTitle: "Clinic Owner",
    companyName: "Harbour Family Clinic",
    companyRevenue: "1m-10m",
    companyEmployees: "11-50",
    companyIndustry: "healthcare",
    companyBusinessModel: "b2c",
    headOfficeLocation: "vancouver-island",
    businessChallenges: picks("healthcare", 0, 5),
    otherChallenge: "Patient reminders and follow-up messages take the front desk all morning.",
    aiToolsUsed: ["chatgpt"],
    aiExperience: "I draft our newsletter with ChatGPT at home.",
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    aiDepartments: ["operations", "customer_service"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "Accuro EMR",
    aiFriction: undefined,
    ...statement,
  });

export const constraintPersonas: readonly ConstraintPersona[] = [
  {
    key: "clinic-no-recording",
    summary: "Family clinic whose staff refuse to be recorded",
    class: "recording",
    field: "aiFriction",
    answers: clinic({ aiFriction: "Staff refuse to have appointments recorded." }),
  },
  {
    key: "clinic-no-us-hosting",
    summary: "Family clinic that will not use US-hosted services",
    class: "residency",
    field: "aiFriction",
    answers: clinic({ aiFriction: "We will not use any service hosted in the US." }),
  },
  {
    key: "clinique-au-canada",
    summary: "Montreal clinic whose patient data must stay in Canada (French)",
    class: "residency",
    field: "aiFriction",
    answers: clinic({
      companyName: "Clinique du Plateau",
      headOfficeLocation: "other",
      customLocation: "Montréal, QC",
      aiFriction: "Les données de nos patients doivent rester au Canada.",
    }),
  },
  {
    key: "clinic-consent",
    summary: "Family clinic where patients consent before anything is recorded",
    class: "consent",
    field: "aiFriction",
    answers: clinic({
      aiFriction: "Patients must give explicit consent before any visit is recorded.",
    }),
  },
  {
    key: "first-nation-ocap",
    summary: "First Nation development corporation guarding its cultural data",
    class: "sovereignty",
    field: "aiFriction",
    answers: makeAnswers({
      executiveName: "Marcus Joe",
      executiveTitle: "CEO",
      companyName: "Cedar River Development Corporation",
      companyRevenue: "10m-50m",
      companyEmployees: "51-200",
      companyIndustry: "other",
      headOfficeLocation: "northern-bc",
      businessChallenges: picks("other", 1, 3),
      otherChallenge:
        "Referral packages from industry and government pile up, and each response takes weeks.",
      aiToolsUsed: ["chatgpt"],
      aiExperience: "Our lands staff tried ChatGPT to summarize a referral package.",
      orgAiElements: ["none_yet"],
      orgPosture: "exploring",
      aiFriction:
        "Our traditional-use and cultural-site data must stay under the Nation's control, never on someone else's servers.",
      aiDepartments: ["operations", "executive"],
      enterprisePlatforms: ["none"],
      otherPlatforms: "Google Workspace and ArcGIS",
    }),
  },
  {
    key: "plant-union",
    summary: "Unionised food-equipment plant",
    class: "union",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Fraser Steelworks",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      businessChallenges: picks("manufacturing", 0, 1),
      aiFriction: "Our plant staff are unionized and the collective agreement covers any change.",
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "retailer-no-budget",
    summary: "Small retailer with no budget for AI this year",
    class: "budget",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Kootenay Outdoor Supply",
      companyIndustry: "retail",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: picks("retail", 0, 1),
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      aiFriction: "We have no budget for AI this year.",
      enterprisePlatforms: ["none"],
    }),
  },
  {
    key: "cabinet-plafond",
    summary: "Quebec accounting firm with a yearly ceiling on tools (French)",
    class: "budget",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Cabinet Tremblay CPA",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Québec, QC",
      businessChallenges: picks("consulting", 0, 1),
      aiFriction: "Notre budget est de moins de 2 000 $ par année pour les outils d'IA.",
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "lodge-no-chatbot",
    summary: "Lodge that will never let a chatbot answer its guests",
    class: "never",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Clayoquot Shore Lodge",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      businessChallenges: picks("travel-hospitality-tourism", 4, 0),
      aiDepartments: ["customer_service"],
      aiFriction: "We will never let a chatbot answer our guests.",
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "atelier-jamais-chatgpt",
    summary: "Montreal studio that will never use ChatGPT (French)",
    class: "never",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Atelier Lavoie",
      companyIndustry: "other",
      companyEmployees: "1-10",
      headOfficeLocation: "other",
      customLocation: "Montréal, QC",
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      aiFriction: "Nous n'utiliserons jamais ChatGPT pour nos clients.",
      enterprisePlatforms: ["none"],
    }),
  },
  {
    key: "tax-firm-public-tool",
    summary:
      "Accounting firm whose client tax data cannot go into a public tool, C$10,000 a year at most",
    class: "confidential",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Okafor Lindqvist CPA",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      companyBusinessModel: "both",
      headOfficeLocation: "other",
      customLocation: "Calgary, Alberta",
      businessChallenges: picks("consulting", 1, 2, 3),
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      aiFriction:
        "Client tax data cannot go into a public tool, and we cannot spend more than C$10,000 a year on new software.",
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "usine-plans-confidentiels",
    summary: "Machine shop whose client drawings never leave the plant (French)",
    class: "confidential",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Usinage Chaudière",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Lévis, Québec",
      businessChallenges: picks("manufacturing", 1, 4),
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      aiFriction:
        "Les plans de nos clients sont confidentiels et ne doivent jamais sortir de l'usine.",
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "society-no-client-names",
    summary: "Newcomer society that never puts clients' names into an AI tool",
    class: "confidential",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Riverside Newcomer Society",
      companyIndustry: "other",
      companyEmployees: "1-10",
      companyBusinessModel: "b2c",
      businessChallenges: picks("other", 1, 4, 5),
      // Clients who write in with routine questions: what an AI agent would answer (issue 34).
      otherChallenge:
        "Clients e-mail us the same questions about forms and appointments every day.",
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["none_yet"],
      aiFriction:
        "Our clients are refugees: we will never put their names or immigration details into an AI tool.",
      aiDepartments: ["customer_service", "operations"],
      enterprisePlatforms: ["none"],
      otherPlatforms: "Google Workspace",
    }),
  },
  {
    key: "coop-donnees-membres",
    summary:
      "Farm co-op whose members' data stays theirs, and whose board approves all spending (French)",
    class: "ownership",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Coopérative agricole des Appalaches",
      companyIndustry: "retail",
      companyEmployees: "51-200",
      companyBusinessModel: "both",
      headOfficeLocation: "other",
      customLocation: "Victoriaville, Québec",
      businessChallenges: picks("retail", 0, 5),
      aiToolsUsed: ["none"],
      orgAiElements: ["none_yet"],
      aiFriction:
        "Les données de nos membres leur appartiennent et le conseil d'administration doit approuver toute dépense.",
      aiDepartments: ["supply_chain", "sales"],
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "coop-board-proof",
    summary: "Grain co-op whose board wants proof before anything is spent",
    class: "approval",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Prairie Lakes Co-operative",
      companyIndustry: "retail",
      companyEmployees: "51-200",
      companyBusinessModel: "both",
      headOfficeLocation: "other",
      customLocation: "Humboldt, Saskatchewan",
      businessChallenges: picks("retail", 0, 5),
      aiToolsUsed: ["none"],
      orgAiElements: ["none_yet"],
      aiFriction: "Our board wants proof before we spend anything on new tools.",
      aiDepartments: ["supply_chain", "sales", "finance"],
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "wellsite-safety-signoff",
    summary:
      "Oilfield services firm where no AI output reaches a permit without a competent supervisor",
    class: "safety",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Leduc Wellsite Services",
      companyIndustry: "other",
      companyEmployees: "201-500",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Leduc, Alberta",
      businessChallenges: picks("other", 1, 2, 5),
      aiToolsUsed: ["copilot"],
      orgAiElements: ["ai_policy", "dept_pilots"],
      orgPosture: "exploring",
      aiFriction:
        "Safety comes first: nothing goes to the field without a competent supervisor signing it.",
      aiDepartments: ["operations", "finance"],
      enterprisePlatforms: ["microsoft365"],
    }),
  },
  {
    key: "agency-client-consent",
    summary:
      "Creative agency whose client contracts forbid client material in AI tools without written consent",
    class: "confidential",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Harbourline Creative",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Halifax, Nova Scotia",
      businessChallenges: picks("consulting", 0, 1, 2),
      aiToolsUsed: ["chatgpt"],
      orgAiElements: ["ai_policy", "internal_champions"],
      orgPosture: "activating",
      aiFriction:
        "Several client contracts forbid putting unreleased campaigns or client data into AI tools without written consent.",
      aiDepartments: ["marketing", "sales", "operations"],
      enterprisePlatforms: ["slack", "hubspot"],
    }),
  },
  {
    key: "logiciels-code-source",
    summary: "Software firm whose source code never goes into an outside AI tool (French)",
    class: "confidential",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Logiciels Outaouais",
      companyIndustry: "technology",
      companyEmployees: "201-500",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Gatineau, Québec",
      businessChallenges: picks("technology", 0, 1),
      aiToolsUsed: ["chatgpt", "copilot"],
      orgAiElements: ["ai_policy", "dept_pilots"],
      orgPosture: "activating",
      aiFriction:
        "Règle ferme : le code source ne va jamais dans un outil d'IA externe, ni GitHub Copilot ni ChatGPT.",
      aiDepartments: ["product", "customer_service"],
      enterprisePlatforms: ["microsoft365", "jira"],
    }),
  },
  {
    key: "brokerage-licensed-review",
    summary:
      "Insurance brokerage where no AI advice reaches a client without a licensed broker's review",
    class: "review",
    field: "aiFriction",
    answers: makeAnswers({
      companyName: "Assiniboine Insurance Brokers",
      companyIndustry: "financial-services",
      companyEmployees: "51-200",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Winnipeg, Manitoba",
      businessChallenges: picks("financial-services", 0, 1),
      aiToolsUsed: ["chatgpt", "copilot"],
      orgAiElements: ["none_yet"],
      orgPosture: "exploring",
      aiFriction:
        "No AI can give coverage advice to a client without a licensed broker reviewing it.",
      aiDepartments: ["operations", "sales", "customer_service"],
      enterprisePlatforms: ["microsoft365"],
    }),
  },
];
