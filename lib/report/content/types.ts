import type { Department, Industry, Platform } from "@/lib/assessment/options";

/**
 * Shapes of the content library: the expert knowledge the built-in generator draws on.
 * Everything here is data; the generator (lib/report/builtin) decides what applies to whom.
 */

export type Priority = "High" | "Medium" | "Low";

/** An enterprise platform the assessment lets executives name ('none' excluded). */
export type EnterprisePlatform = Exclude<Platform, "none">;

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
  /** The platform's own AI: only recommended to organisations on that platform. */
  nativeTo?: EnterprisePlatform;
  /** Lower-case fragments matched against the text of the chosen challenges. */
  keywords: readonly string[];
}

export interface PlatformAi {
  platform: EnterprisePlatform;
  /** The AI features the platform ships. */
  features: readonly string[];
  /** Catalogue name of the platform's own AI tool. */
  tool: string;
  /** One line: what to switch on first. */
  switchOnFirst: string;
}

export interface SolutionArea {
  title: string;
  description: string;
  /** Priority when none of the executive's challenges points at this area. */
  priority: Priority;
  industryExample: string;
  /** A named public source, or "Illustrative example" when the example is generic. */
  industryExampleSource: string;
  /** Challenge slugs this area answers. */
  challenges: readonly string[];
}

export interface IndustryProfile {
  industry: Industry;
  landscape: readonly SolutionArea[];
  commonUseCases: readonly string[];
  /** How AI maturity typically looks in the industry today. */
  typicalMaturity: string;
}

export interface ChallengeApplication {
  /** What AI does about the challenge. */
  application: string;
  department: Department;
  /** The impact to expect, stated conservatively. */
  impact: string;
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
