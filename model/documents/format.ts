import { industryOptions } from "@/model/assessment/options";
import { FAMILY_WEIGHTS } from "@/model/scoring/family";
import type { ToolEvidence } from "./report-schemas";

/**
 * Presentation rules shared by the on-screen report and roadmap and their PDF versions
 * (spec sections 4 and 9). Pure functions, no JSX: the PDF documents in lib/pdf use them too.
 */

/** The header of a report, on screen and in the PDF. */
export interface ReportHeader {
  companyName: string;
  executiveName: string;
  executiveTitle: string;
  /** Already formatted for display. */
  date: string;
  /** The industry option value, e.g. "financial-services". */
  industry: string;
  /** What the answers show the company is, when the industry is "Other" (reportData.sector). */
  sector?: string;
  /** 0-10. */
  overallScore: number;
}

/** The "Assessment Details" of a roadmap, on screen and in the PDF. */
export interface RoadmapDetails {
  executiveName: string;
  executiveTitle: string;
  companyName: string;
  /** The industry option value. */
  industry: string;
  assessmentId: string;
}

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";
export type Tone = "strong" | "moderate" | "weak" | "neutral";

/** A 0-10 score with at most one decimal: 6.75 -> "6.8", 7 -> "7". */
export function formatScore(score: number): string {
  const clamped = Math.min(10, Math.max(0, score));
  return String(Math.round(clamped * 10) / 10);
}

/** "6.8/10" */
export function scoreOutOf10(score: number): string {
  return `${formatScore(score)}/10`;
}

/**
 * The readiness score as an executive reads it everywhere (results, report, roadmap, PDFs,
 * My Reports, e-mails): whole points out of 100. The documents carry it as 0-10 with one
 * decimal (x 10 gives the stored points back exactly).
 */
export function readinessPoints(score: number): number {
  return Math.round(Math.min(10, Math.max(0, score)) * 10);
}

/** "62/100" of a 0-10 readiness score. */
export function readinessOutOf100(score: number): string {
  return `${readinessPoints(score)}/100`;
}

/** The levers' heading, on the free summary, the results page and in the report. */
export const LEVERS_HEADING = "What would raise your score most";

/** "+5 pts": the points a lever adds to the readiness score. */
export const leverGain = (points: number): string => `+${points} pts`;

/** The family score's parts about children: not shown (nor counted) without children at home. */
const CHILD_PARTS: readonly string[] = ["childSafetyScore", "rulesScore"];

/** Whether a part of the family score's breakdown applies to this household. */
export const familyPartApplies = (part: string, noChildrenAtHome?: boolean): boolean =>
  !noChildrenAtHome || !CHILD_PARTS.includes(part);

/** The family score's parts, in order, with their share of the score (model/scoring/family.ts). */
const FAMILY_PARTS = [
  ["preparednessScore", "Preparedness", FAMILY_WEIGHTS.preparedness],
  ["usageScore", "Household use", FAMILY_WEIGHTS.usage],
  ["childSafetyScore", "Child safety", FAMILY_WEIGHTS.childSafety],
  ["rulesScore", "Household rules", FAMILY_WEIGHTS.rules],
] as const;
export type FamilyPart = (typeof FAMILY_PARTS)[number][0];

/**
 * The parts that apply to this household, each with its label and its share of the score
 * (review r27: "2/10 beside parts of 0, 8, 6 and 0" read as arithmetic gone wrong): without
 * children at home the shares are those of the two parts left.
 */
export function familyParts(
  noChildrenAtHome?: boolean,
): { part: FamilyPart; label: string; share: number }[] {
  const applies = FAMILY_PARTS.filter(([part]) => familyPartApplies(part, noChildrenAtHome));
  const total = applies.reduce((sum, [, , weight]) => sum + weight, 0);
  return applies.map(([part, label, weight]) => ({
    part,
    label,
    share: Math.round((weight / total) * 100),
  }));
}

/** The heading of the family's safety advice: about children only where there are some. */
export const familySafetyHeading = (noChildrenAtHome?: boolean): string =>
  noChildrenAtHome ? "Household safety recommendations" : "Child safety recommendations";

/** The family section's lead line, on the web and in the PDF: no children where none are at home. */
export const familySectionLead = (noChildrenAtHome?: boolean): string =>
  noChildrenAtHome
    ? "How prepared your household is for AI, and how to use it safely at home."
    : "How prepared your household is for AI, and how to keep children safe with it.";

/** Progress bars show a 0-10 score as a percentage: score x 10. */
export function scorePercent(score: number): number {
  return Math.min(100, Math.max(0, score * 10));
}

/** Spec section 4: score >= 7 default, >= 4 secondary, below 4 destructive. */
export function scoreTone(score: number): Exclude<Tone, "neutral"> {
  if (score >= 7) return "strong";
  if (score >= 4) return "moderate";
  return "weak";
}

const scoreVariants = { strong: "default", moderate: "secondary", weak: "destructive" } as const;

export function scoreBadgeVariant(score: number): BadgeVariant {
  return scoreVariants[scoreTone(score)];
}

export type MaturityStage = "Nascent" | "Emerging" | "Developing" | "Scaling" | "Leading";

/**
 * The stage a score out of 100 names: the one vocabulary of the badge and the report's text, so
 * "60/100" is never "Developing" on the badge beside "at the scaling stage" in the text.
 */
export function maturityStage(score: number): MaturityStage {
  if (score >= 80) return "Leading";
  if (score >= 60) return "Scaling";
  if (score >= 40) return "Developing";
  if (score >= 20) return "Emerging";
  return "Nascent";
}

/** The words on the score badge (a score out of 10): the stage the report names for it. */
export function scoreBadgeLabel(score: number): string {
  return maturityStage(Math.round(scorePercent(score)));
}

/** Spec section 4: Advanced default, High secondary, Moderate outline, otherwise destructive. */
export function familyRatingVariant(rating: string): BadgeVariant {
  if (rating === "Advanced") return "default";
  if (rating === "High") return "secondary";
  if (rating === "Moderate") return "outline";
  return "destructive";
}

export function familyRatingTone(rating: string): Tone {
  if (rating === "Advanced") return "strong";
  if (rating === "High") return "moderate";
  if (rating === "Moderate") return "neutral";
  return "weak";
}

type Level = "High" | "Medium" | "Low" | "high" | "medium" | "low";

/** Priority of a recommendation or tool: High stands out, Low recedes. */
export function priorityVariant(priority: Level): BadgeVariant {
  const level = priority.toLowerCase();
  if (level === "high") return "default";
  if (level === "medium") return "secondary";
  return "outline";
}

/** Impact of a risk: a high impact is a warning. */
export function impactVariant(impact: Level): BadgeVariant {
  const level = impact.toLowerCase();
  if (level === "high") return "destructive";
  if (level === "medium") return "secondary";
  return "outline";
}

export function impactTone(impact: Level): Tone {
  const level = impact.toLowerCase();
  if (level === "high") return "weak";
  if (level === "medium") return "moderate";
  return "neutral";
}

/** "high" -> "High" */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The industry as people read it: the option label when the value is known, else the value
 * with hyphens replaced by spaces (spec: "industry with hyphen replaced by space").
 */
export function industryLabel(value: string): string {
  const option = industryOptions.find((o) => o.value === value);
  return option?.label ?? value.replace(/-/g, " ");
}

/** The industry a cover shows: the sector the report read for "Other", else the option's label. */
export const industryShown = ({ industry, sector }: { industry: string; sector?: string }) =>
  sector ?? industryLabel(industry);

/** Generated prose keeps its paragraphs: split on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The implementations a reader sees: none where the phase lists its pilots with owners and
 * measures, which name the same pilots (the report page, its PDF and Markdown, the linter).
 */
export const shownImplementations = (phase: {
  implementations?: string[];
  initiatives?: readonly unknown[];
}): string[] => (phase.initiatives?.length ? [] : (phase.implementations ?? []));

/** The phase's key activities, whichever list the generator filled. */
export function keyActivities(phase: {
  quickWins?: string[];
  implementations?: string[];
  scalingActions?: string[];
}): string[] {
  return [
    ...(phase.quickWins ?? []),
    ...(phase.implementations ?? []),
    ...(phase.scalingActions ?? []),
  ];
}

export type BenchmarkSource =
  | { kind: "submissions"; sampleSize: number; label: string }
  | { kind: "published"; name: string; year: number; url: string; label: string };

/** "Computed from 42 assessments in this industry" */
export function submissionsSourceText(sampleSize: number): string {
  return `Computed from ${sampleSize} ${sampleSize === 1 ? "assessment" : "assessments"} in this industry`;
}

/** "Gartner AI Survey (2024)" — the part of "Source: ..." that links to the publication. */
export function publishedSourceText(source: { name: string; year: number }): string {
  return `${source.name} (${source.year})`;
}

/** The recommended tools grid and its PDF show at most this many. */
const EVIDENCE_LABELS: Record<ToolEvidence["answer"], string> = {
  company: "your company's name",
  title: "your title",
  challenge: "a challenge you chose",
  otherChallenge: "your other challenge",
  aiFriction: "what slows adoption",
  aiExperience: "your AI experience",
  otherPlatforms: "your systems answer",
  system: "a system you named",
  platform: "a platform you run",
  connects: "what it connects to",
  departments: "where you hope AI helps",
  aiTools: "the AI tools you use",
  elements: "your AI governance",
  industry: "your industry",
  size: "your size and budget",
};

/** "Based on: Clio (a system you named); “tax season” (your other challenge)." */
export function evidenceLine(evidence: readonly ToolEvidence[] | undefined): string | null {
  // A stored report may rest a tool on the company's name or the title: never shown as a reason.
  const shown = (evidence ?? []).filter((e) => e.answer !== "company" && e.answer !== "title");
  if (!shown.length) return null;
  const items = shown.map(({ answer, says }) => `${says} (${EVIDENCE_LABELS[answer]})`);
  return `Based on: ${items.join("; ")}.`;
}

export const MAX_TOOLS = 6;

const priorityRank = { High: 0, Medium: 1, Low: 2 } as const;

/** The top recommendations: highest priority first, the generator's order within a priority. */
export function topTools<T extends { priority: "High" | "Medium" | "Low" }>(
  tools: T[],
  limit = MAX_TOOLS,
): T[] {
  return tools
    .map((tool, index) => ({ tool, index }))
    .sort(
      (a, b) => priorityRank[a.tool.priority] - priorityRank[b.tool.priority] || a.index - b.index,
    )
    .slice(0, limit)
    .map(({ tool }) => tool);
}
/** The roadmap shows at most this many quick wins and risks (spec section 9). */
export const MAX_SIDEBAR_ITEMS = 4;

export const NO_SUMMARY_TEXT =
  "Your executive summary will appear here once your roadmap is complete.";

const reportDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "November 22, 2026": the date on reports and roadmaps. */
export function formatReportDate(date: Date | string): string {
  return reportDate.format(new Date(date));
}

/** A typical scenario written for the report, not a named case: it has no source to print. */
export const isIllustrative = (source: string | undefined): boolean =>
  /^Illustrative example\b/.test(source ?? "");

/** What kind of evidence a landscape area's example is. */
export interface ExampleKind {
  largerCompany?: boolean;
  crossIndustry?: boolean;
  otherIndustry?: boolean;
  vendorStudy?: boolean;
  industryExampleSource?: string;
}

/**
 * The label over a landscape area's example: a far larger company's case says so (its idea
 * transfers, not its figures), and so do a study of work done in every sector and another
 * industry's case. Only the company's own industry's case is an "Industry example".
 */
export const exampleLabel = (example: ExampleKind): string =>
  isIllustrative(example.industryExampleSource)
    ? "Example (illustrative)"
    : example.vendorStudy
      ? "Study published by the tool's vendor"
      : example.crossIndustry
        ? "Cross-industry example"
        : example.otherIndustry
          ? "Example from another industry"
          : example.largerCompany
            ? "Example from a far larger company"
            : "Industry example";
