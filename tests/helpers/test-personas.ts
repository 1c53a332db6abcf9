import { challengeLabels, challengesFor } from "@/model/assessment/challenges";
import * as options from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeMappings } from "@/capabilities/report/content/challenges";
import { neutralChallenges } from "@/capabilities/report/content/neutral-challenges";
import { findTool } from "@/capabilities/report/content/tools";
import type { GenerationInput, IndustryStats } from "@/capabilities/report/generation-input";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";
import { escapeRegExp } from "@/platform/regexp";
import { isProse } from "@/tests/report-audit/rules";
import {
  generateReport,
  generateRoadmap,
  reportMarkdown,
} from "@/capabilities/report/builtin/index";
import { readConstraints } from "@/capabilities/report/builtin/constraints";

/**
 * Fixtures for the built-in generator's contract test: thirteen executives covering all eleven
 * industries and the minimum and maximum answers, and the checks their documents must pass.
 */

export const challenges = (industry: string, ...indexes: number[]) =>
  indexes.map((i) => challengesFor(industry)[i].value);

export const stats = (industry: string, averageScore: number): IndustryStats => ({
  industry,
  sampleSize: 42,
  adoptionRate: 42.9,
  averageScore,
  topDepartments: ["sales", "operations", "finance"],
});

export function inputFor(
  answers: AssessmentInput,
  industryStats: IndustryStats | null = null,
  withFamily = true,
): GenerationInput {
  return {
    assessmentId: "0b9d1a56-3c55-4f7e-9a51-8c2f0e6d4a11",
    answers,
    readiness: scoreReadiness(answers),
    family: withFamily ? scoreFamily(answers) : null,
    industryStats,
    createdAt: new Date("2026-03-14T17:30:00Z"),
  };
}

export const personas: [string, GenerationInput][] = [
  ["technology, typical, with peer statistics", inputFor(makeAnswers(), stats("technology", 48))],
  ["all-minimum answers", inputFor(minimumAnswers())],
  ["all-maximum answers", inputFor(maximumAnswers(), stats("technology", 55))],
  [
    "financial services on Salesforce",
    inputFor(
      makeAnswers({
        executiveName: "Priya Natarajan",
        executiveTitle: "CEO",
        companyName: "Fraser Credit Union",
        companyIndustry: "financial-services",
        businessChallenges: challenges("financial-services", 0, 2),
        aiDepartments: ["finance", "customer_service", "executive"],
        enterprisePlatforms: ["salesforce"],
        orgAiElements: ["ai_policy", "dept_pilots", "steering_committee"],
        orgPosture: "activating",
      }),
      stats("financial-services", 52),
    ),
  ],
  [
    "healthcare, curious, Microsoft 365",
    inputFor(
      makeAnswers({
        executiveName: "Dr. Marc Tremblay",
        executiveTitle: "Managing Director",
        companyName: "Island Family Clinics",
        companyIndustry: "healthcare",
        headOfficeLocation: "vancouver-island",
        businessChallenges: challenges("healthcare", 0, 3),
        aiDepartments: ["operations", "customer_service"],
        enterprisePlatforms: ["microsoft365"],
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
        aiPerception: "potential_threat",
      }),
    ),
  ],
  [
    "manufacturing on SAP",
    inputFor(
      makeAnswers({
        companyName: "Okanagan Precision Parts",
        companyIndustry: "manufacturing",
        headOfficeLocation: "interior",
        businessChallenges: challenges("manufacturing", 0, 1, 2),
        aiDepartments: ["operations", "supply_chain"],
        enterprisePlatforms: ["sap"],
        aiToolsUsed: ["none"],
        aiExperience: undefined,
      }),
    ),
  ],
  [
    "retail on NetSuite and HubSpot",
    inputFor(
      makeAnswers({
        companyName: "Coastline Outfitters",
        companyIndustry: "retail",
        companyBusinessModel: "b2c",
        businessChallenges: challenges("retail", 0, 2),
        aiDepartments: ["marketing", "supply_chain"],
        enterprisePlatforms: ["netsuite", "hubspot"],
      }),
    ),
  ],
  [
    "consulting on Microsoft 365, HubSpot and Zoom",
    inputFor(
      makeAnswers({
        executiveTitle: "Managing Partner",
        companyName: "Harbourview Advisory",
        companyIndustry: "consulting",
        businessChallenges: challenges("consulting", 2, 3),
        aiDepartments: ["sales", "executive"],
        enterprisePlatforms: ["microsoft365", "hubspot", "zoom"],
        orgPosture: "championing",
        orgAiElements: ["ai_policy", "dedicated_budget", "dept_pilots", "steering_committee"],
      }),
    ),
  ],
  [
    "real estate on QuickBooks",
    inputFor(
      makeAnswers({
        companyName: "Northshore Realty Group",
        companyIndustry: "real-estate",
        businessChallenges: challenges("real-estate", 0, 2),
        aiDepartments: ["sales", "customer_service"],
        enterprisePlatforms: ["quickbooks"],
        otherChallenge: "Agents spend evenings writing listing descriptions",
      }),
    ),
  ],
  [
    "education, fearful",
    inputFor(
      makeAnswers({
        executiveTitle: "President",
        companyName: "Cedar Ridge College",
        companyIndustry: "education",
        headOfficeLocation: "northern-bc",
        businessChallenges: challenges("education", 1, 3),
        aiDepartments: ["hr", "operations"],
        enterprisePlatforms: ["microsoft365"],
        orgPosture: "fearful",
        orgAiElements: ["none_yet"],
        aiConfidence: 3,
      }),
    ),
  ],
  [
    "food services on QuickBooks",
    inputFor(
      makeAnswers({
        companyName: "Salt & Cedar Kitchens",
        companyIndustry: "food-services",
        businessChallenges: challenges("food-services", 1, 2),
        aiDepartments: ["operations", "hr"],
        enterprisePlatforms: ["quickbooks"],
        orgPosture: "curious",
      }),
    ),
  ],
  [
    "travel on Slack and Zoom",
    inputFor(
      makeAnswers({
        companyName: "Tofino Coast Lodges",
        companyIndustry: "travel-hospitality-tourism",
        headOfficeLocation: "other",
        customLocation: "Whistler",
        businessChallenges: challenges("travel-hospitality-tourism", 4, 0),
        aiDepartments: ["customer_service", "marketing"],
        enterprisePlatforms: ["slack", "zoom"],
      }),
    ),
  ],
  [
    "other industry, no platforms, no family answers",
    inputFor(
      makeAnswers({
        companyName: "Peace River Logistics",
        companyIndustry: "other",
        businessChallenges: challenges("other", 5, 3),
        aiDepartments: ["finance"],
        enterprisePlatforms: ["none"],
        aiToolsUsed: ["claude"],
        aiPerception: "not_sure",
      }),
      null,
      false,
    ),
  ],
];

export const PLACEHOLDER = /undefined|null|\[object|TODO|lorem|N\/A/i;
/** Stored values that would betray a raw slug in prose: multi-word option values and challenge slugs. */
const rawSlugs = [
  ...(
    Object.values(options).filter(
      (v) => Array.isArray(v) && typeof v[0] === "object",
    ) as unknown as (readonly options.Option[])[]
  )
    .flatMap((list) => list.map((o) => o.value))
    .filter((v) => /[_-]/.test(v) && /[a-z]/.test(v)),
  ...challengeLabels.keys(),
];
export const RAW_SLUG = new RegExp(
  `(?<![\\w/.-])(${rawSlugs.map(escapeRegExp).join("|")})(?![\\w-])`,
);

/** Why a recommended tool fits: a department, platform, challenge or the industry the persona chose. */
export function matchesPersona(tool: RecommendedTool, answers: AssessmentInput): boolean {
  const entry = findTool(tool.name)!;
  const texts = answers.businessChallenges.map((slug) => challengeLabels.get(slug)!.toLowerCase());
  return (
    entry.departments.some((d) => answers.aiDepartments.includes(d)) ||
    [entry.nativeTo, ...entry.platforms].some(
      (p) => p && answers.enterprisePlatforms.includes(p),
    ) ||
    answers.businessChallenges.some((slug) => challengeMappings[slug].tools.includes(tool.name)) ||
    // A company whose kind the answers do not show reads the option's neutral challenges' tools.
    answers.businessChallenges.some((slug) =>
      neutralChallenges[answers.companyIndustry as options.Industry]?.[slug]?.tools?.includes(
        tool.name,
      ),
    ) ||
    entry.keywords.some((k) => texts.some((t) => t.includes(k))) ||
    (entry.industries !== "all" && entry.industries.includes(answers.companyIndustry))
  );
}

/** The Markdown report an executive with these answers reads. */
export function markdownOf(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(makeAnswers(overrides));
  return reportMarkdown(generateReport(input).reportData, input);
}

/** The report's own words: the executive's quoted ones left out. */
export const ownWords = (prose: string): string => prose.replace(/“[^”]*”/g, "“”");

/** A head office outside BC's regions, named as the executive typed it. */
export const headOfficeAt = (customLocation: string) => ({
  headOfficeLocation: "other" as const,
  customLocation,
});

/** Every sentence of the report and roadmap the generator writes for these answers (catalogue facts left out). */
export function proseOf(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(makeAnswers(overrides));
  const all: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      if (isProse(path)) all.push(value);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(generateReport(input).reportData, "report");
  walk(generateRoadmap(input), "roadmap");
  return all.join("\n");
}

/**
 * A clinic whose answers show its profession only by its name and systems (a dental group on
 * Dentrix, a family practice on Oscar Pro): no free text, the given healthcare challenges.
 */
export const quietClinic = (
  companyName: string,
  otherPlatforms: string,
  picks: readonly number[],
  more: Partial<AssessmentInput> = {},
): Partial<AssessmentInput> => ({
  companyName,
  companyIndustry: "healthcare",
  otherPlatforms,
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  businessChallenges: challenges("healthcare", ...picks),
  ...more,
});

/** The rules read from a friction answer, each as its id and what the report respects. */
export const rulesRead = (aiFriction: string): [string, string][] =>
  readConstraints(makeAnswers({ aiFriction })).map((c) => [c.id, c.respect]);

/**
 * A regional internet provider in Amos, Québec, whose agents take up to 1,500 calls a day in an
 * outage (review r24), with the answers a test adds.
 */
export const regionalIsp = (more: Partial<AssessmentInput> = {}): Partial<AssessmentInput> => ({
  companyName: "Télécom Harricana",
  executiveTitle: "Directrice générale",
  companyIndustry: "other",
  companyEmployees: "51-200",
  ...headOfficeAt("Amos, Québec"),
  businessChallenges: challenges("other", 0),
  otherChallenge:
    "Lors des pannes, nos agents reçoivent jusqu'à 1 500 appels par jour et l'attente dépasse 40 minutes.",
  ...more,
});

/**
 * A 180-truck carrier in Red Deer running McLeod LoadMaster and Samsara (review r25), with no
 * free text but what a test adds.
 */
export const redDeerCarrier = (more: Partial<AssessmentInput> = {}): Partial<AssessmentInput> => ({
  companyName: "Sylvan Linehaul Ltd.",
  companyIndustry: "other",
  companyEmployees: "201-500",
  ...headOfficeAt("Red Deer, Alberta"),
  otherPlatforms: "McLeod LoadMaster, Samsara",
  businessChallenges: challenges("other", 0),
  otherChallenge: "",
  aiExperience: "",
  aiFriction: "",
  ...more,
});
