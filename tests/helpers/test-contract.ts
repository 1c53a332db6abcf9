import { expect } from "@jest/globals";
import { findTool } from "@/capabilities/report/content/tools";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import {
  BOTTOM_UP_PILLARS,
  TOP_DOWN_PILLARS,
  viewScore,
} from "@/capabilities/report/builtin/readiness";
import { PLACEHOLDER, RAW_SLUG, matchesPersona } from "@/tests/helpers/test-personas";
import {
  reportDataSchema,
  type RecommendedTool,
  type ReportData,
} from "@/model/documents/report-schemas";
import {
  followUpQuestionsSchema,
  roadmapContentSchema,
  type FollowUpQuestionsContent,
  type RoadmapContent,
} from "@/model/documents/roadmap-schemas";

/**
 * The contract every generator's documents keep (issue 4, "Two generators, one contract"),
 * shared by the built-in generator's contract test and the Anthropic path's.
 */

export interface Documents {
  roadmap: RoadmapContent;
  reportData: ReportData;
  markdownReport: string;
  followUp: FollowUpQuestionsContent;
}

export const REPORT_HEADINGS = [
  "Executive Summary",
  "Current State Assessment",
  "AI Readiness Assessment",
  "AI Solution Landscape",
  "Recommended AI Applications",
  "Implementation Roadmap",
  "Industry Benchmarks",
  "Risks and Mitigation",
  "Immediate Next Steps",
];

export function expectValidDocuments(out: Documents) {
  expect(() => roadmapContentSchema.parse(out.roadmap)).not.toThrow();
  expect(() => reportDataSchema.parse(out.reportData)).not.toThrow();
  expect(() => followUpQuestionsSchema.parse(out.followUp)).not.toThrow();
}

/** Every string non-empty and every array non-empty, anywhere in a document. */
export function expectNoEmptyParts(value: unknown, path = "root"): void {
  if (typeof value === "string")
    expect(`${path}: ${value.trim() ? "ok" : "empty"}`).toBe(`${path}: ok`);
  else if (Array.isArray(value)) {
    expect(`${path}: ${value.length ? "ok" : "empty"}`).toBe(`${path}: ok`);
    value.forEach((item, i) => expectNoEmptyParts(item, `${path}[${i}]`));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) expectNoEmptyParts(item, `${path}.${key}`);
  }
}

export function expectEverySectionFilled(out: Documents) {
  expectNoEmptyParts(out.roadmap);
  expectNoEmptyParts(out.reportData);
  expectNoEmptyParts(out.followUp);
  expect(out.reportData.roadmap.phase1.quickWins?.length).toBeGreaterThan(0);
  expect(out.reportData.roadmap.phase2.implementations?.length).toBeGreaterThan(0);
  expect(out.reportData.roadmap.phase3.scalingActions?.length).toBeGreaterThan(0);
  for (const heading of REPORT_HEADINGS) expect(out.markdownReport).toContain(`## ${heading}`);
}

/** The documents show the stored scores: readiness /10, its two views, the family scorecard. */
export function expectStoredScores(out: Documents, input: GenerationInput) {
  const score = input.readiness.score / 10;
  expect(out.roadmap.readinessScore).toBe(score);
  const { topDownScore, bottomUpScore, overallScore } = out.reportData.readinessAssessment;
  expect({ topDownScore, bottomUpScore, overallScore }).toEqual({
    topDownScore: viewScore(input.readiness, TOP_DOWN_PILLARS),
    bottomUpScore: viewScore(input.readiness, BOTTOM_UP_PILLARS),
    overallScore: score,
  });
  expect((topDownScore + bottomUpScore) / 2).toBeCloseTo(score, 5);
  if (input.family) {
    const { score: familyScore, rating, summary, breakdown } = input.family;
    expect(out.reportData.familyScorecard).toEqual({
      overallScore: familyScore,
      rating,
      summary,
      breakdown,
    });
    expect(out.reportData.familyStrategies).toBeDefined();
    expect(out.markdownReport).toContain("## Personal and Family AI Readiness");
  } else {
    expect(out.reportData.familyScorecard).toBeUndefined();
    expect(out.reportData.familyStrategies).toBeUndefined();
    expect(out.markdownReport).not.toContain("Family AI Readiness");
  }
}

export function expectNoPlaceholders(out: Documents) {
  const text = [JSON.stringify(out), out.markdownReport].join("\n");
  expect(text).not.toMatch(PLACEHOLDER);
  expect(text.match(RAW_SLUG)?.[0]).toBeUndefined();
}

/** Each tool is the catalogue's entry (name, URL, pricing) and fits something the persona chose. */
export function expectCatalogueTools(tools: RecommendedTool[], input: GenerationInput) {
  expect(tools.length).toBeGreaterThanOrEqual(3);
  for (const tool of tools) {
    const entry = findTool(tool.name);
    expect([tool.name, entry !== undefined]).toEqual([tool.name, true]);
    expect(tool.url).toBe(entry!.url);
    expect(tool.pricing).toBe(entry!.pricing);
    expect([tool.name, matchesPersona(tool, input.answers)]).toEqual([tool.name, true]);
  }
}
