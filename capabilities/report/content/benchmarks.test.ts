import { industryOptions } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "@/capabilities/report/builtin/documents";
import {
  allPublishedSources,
  industrySectors,
  oneEditionPerSource,
  publishedBenchmarks,
} from "./benchmarks";

const publisher = (name: string) => name.split(",")[0];

const benchmarksOf = (answers: AssessmentInput, createdAt: string) =>
  generateReport({
    assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
    answers,
    readiness: scoreReadiness(answers),
    family: scoreFamily(answers),
    industryStats: null,
    createdAt: new Date(createdAt),
  }).reportData.industryBenchmarks;

describe("one edition of each source in a report", () => {
  it("keeps every publisher's figures to one edition in the library", () => {
    const years = new Map<string, Set<number>>();
    for (const s of allPublishedSources)
      years.set(publisher(s.name), (years.get(publisher(s.name)) ?? new Set()).add(s.year));
    for (const [name, editions] of years) expect([name, editions.size]).toEqual([name, 1]);
  });

  it.each(industryOptions.map((o) => o.value))(
    "quotes one edition per publisher for %s",
    (industry) => {
      const sources = publishedBenchmarks(industrySectors[industry] ?? null);
      const names = sources.map((s) => publisher(s.name));
      for (const name of new Set(names)) {
        const editions = new Set(
          sources.filter((s) => publisher(s.name) === name).map((s) => s.year),
        );
        expect(editions.size).toBe(1);
      }
    },
  );

  it("drops an older edition of a publisher set beside a newer one", () => {
    const older = {
      ...allPublishedSources[0]!,
      year: 2024,
      label: "Statistics Canada reported that 6.1%.",
    };
    expect(oneEditionPerSource([allPublishedSources[0]!, older])).toEqual([allPublishedSources[0]]);
  });

  it.each([
    ["a credit union", "financial-services", "30.6% of finance and insurance businesses"],
    ["a software firm", "technology", "(35.6%, against 12.2% of all businesses)"],
    ["a restaurant", "food-services", "(1.5%, against 12.2% of all businesses)"],
  ] as const)("compares %s's sector with the total of the same survey", (_, industry, figure) => {
    const { adoptionRate, sources } = benchmarksOf(
      makeAnswers({ companyIndustry: industry }),
      "2026-11-02T17:00:00Z",
    );
    expect(adoptionRate).toContain(figure);
    expect(adoptionRate).not.toContain("6.1% of all businesses");
    const statCan = sources.flatMap((s) =>
      s.kind === "published" && s.name.startsWith("Statistics Canada") ? [s.year] : [],
    );
    expect(new Set(statCan)).toEqual(new Set([2025]));
  });
});

describe("a figure dated as of the report", () => {
  it.each(["technology", "financial-services", "retail"] as const)(
    "says the year an older figure was reported, in a %s report dated 2026",
    (industry) => {
      const { adoptionRate, sources } = benchmarksOf(
        makeAnswers({ companyIndustry: industry }),
        "2026-11-02T17:00:00Z",
      );
      // A sector's figure leads where one is reported (r18); it is dated all the same.
      expect(adoptionRate).toMatch(/Statistics Canada reported in 2025 that .*12\.2%/);
      expect(adoptionRate).not.toMatch(/Statistics Canada reported that/);
      for (const s of sources)
        if (s.kind === "published") expect(s.label).toContain(`reported in ${s.year} that`);
    },
  );

  it("leaves a figure of the report's own year as reported", () => {
    const { adoptionRate } = benchmarksOf(makeAnswers(), "2025-12-01T17:00:00Z");
    expect(adoptionRate).toMatch(/Statistics Canada reported that .*12\.2%/);
  });
});
