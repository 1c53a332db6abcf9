import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor, stats } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r18 (class 8): every report opened its benchmarks on the same national Statistics
 * Canada headline, and "100% of the 5 other Food Services organizations" was printed from the
 * product's own handful of submissions.
 */

const firstSentence = (text: string) => text.replace(/^The published figures[^.]*\.\s*/, "");

const benchmarksOf = (shape: Partial<AssessmentInput>, peers = 0) => {
  const answers = makeAnswers(shape);
  const input = inputFor(
    answers,
    peers ? { ...stats(answers.companyIndustry, 48), sampleSize: peers, adoptionRate: 100 } : null,
  );
  const { reportData, markdownReport } = generateReport(input);
  return { ...reportData.industryBenchmarks, markdownReport };
};

describe("the lead benchmark is the sector's where Statistics Canada reports one", () => {
  const leads = (
    [
      ["a bookkeeping practice", { companyIndustry: "consulting" }],
      ["a credit union", { companyIndustry: "financial-services" }],
      ["a bistro", { companyIndustry: "food-services" }],
      ["a software studio", { companyIndustry: "technology" }],
      ["a garden centre", { companyIndustry: "retail" }],
    ] as const
  ).map(([who, shape]) => [who, firstSentence(benchmarksOf(shape).adoptionRate)] as const);

  it("differs from one sector to the next, each with its source and year", () => {
    const sectorLeads = leads.slice(0, 4).map(([, lead]) => lead.split(".")[0]);
    expect(new Set(sectorLeads).size).toBe(4);
    for (const [, lead] of leads) expect(lead).toMatch(/^Statistics Canada reported in 2025 that/);
  });

  it("keeps the national figure beside a sector's, and alone only where no sector's exists", () => {
    for (const [, lead] of leads.slice(0, 4)) {
      expect(lead).toContain("against 12.2% of all businesses");
      expect(lead).not.toContain("12.2% of Canadian businesses");
    }
    expect(leads[4]![1]).toContain("12.2% of Canadian businesses");
  });
});

describe("our own submissions are a statistic only from enough peers", () => {
  it("prints no share or average from 5 peers, and says the group is too small", () => {
    const few = benchmarksOf({ companyIndustry: "food-services" }, 5);
    expect(few.adoptionRate).not.toMatch(/100%|of the 5 other/);
    expect(few.adoptionRate).toContain("Only 5 other");
    expect(few.sources.some((s) => s.kind === "submissions")).toBe(false);
    expect(few.markdownReport).not.toMatch(/Among 5 other|average readiness score is/);
  });

  it("prints them from 40 peers", () => {
    const many = benchmarksOf({ companyIndustry: "food-services" }, 40);
    expect(many.adoptionRate).toContain("100% of the 40 other");
    expect(many.adoptionRate).not.toContain("Only 40 other");
  });
});
