import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 (#34): the benchmarks quoted the same adoption surveys in every report, and none
 * measured what the pilots measure. The section now leads with what the pilots are measured
 * against: a published source measuring the pilot's own metric where the library holds one, else
 * the plain statement that none does and the company's own baseline is the benchmark.
 */

const LEAD = "**What your pilots are measured against:** ";

const benchmarksOf = (shape: Partial<AssessmentInput>) => {
  const md = markdownOf(shape);
  const section = md.slice(md.indexOf("## Industry Benchmarks"), md.indexOf("## Risks"));
  return { md, section, lead: section.split("\n").find((l) => l.startsWith(LEAD)) ?? "" };
};

describe("the benchmarks lead with what the pilots measure", () => {
  it("a software company's lead-time pilot leads with DORA's lead time for changes, listed first", () => {
    const { section, lead } = benchmarksOf({ companyIndustry: "technology" });
    expect(lead).toContain("DORA's Accelerate State of DevOps Report reported in 2024");
    expect(section.indexOf("**Sources**\n\n- DORA (Google Cloud)")).toBeGreaterThan(0);
    expect(section.indexOf(LEAD)).toBeLessThan(section.indexOf("**Adoption:**"));
  });

  it.each([
    ["a garden centre", { companyIndustry: "retail" }],
    [
      "a refrigerated carrier in New Brunswick",
      {
        companyIndustry: "other",
        companyName: "Fundy Cold Haul Ltd.",
        ...headOfficeAt("Moncton, NB"),
        otherChallenge:
          "We run refrigerated trailers of seafood to Boston every week and on-time delivery keeps slipping.",
      },
    ],
    [
      "a pharmacy in Ontario",
      {
        companyIndustry: "healthcare",
        companyName: "Lakeshore Pharmacy",
        ...headOfficeAt("Kingston, Ontario"),
        otherChallenge: "Our pharmacists spend hours on rejected claims and prior authorisations.",
      },
    ],
  ] as const)("%s hears plainly that its own baseline is the benchmark", (_, shape) => {
    const { md, lead } = benchmarksOf(shape);
    const measured = lead.match(
      /No published benchmark we can cite measures what your pilots? measures? [^(]*\(“([^”]+)”/,
    );
    expect(measured).not.toBeNull();
    expect(lead).toMatch(/the baseline .+ records before each pilot starts is the benchmark/);
    // The metric is the roadmap's own, and no figure is invented for it.
    expect(md.split(measured![1]!).length).toBeGreaterThan(2);
    expect(lead).not.toMatch(/\d+(?:\.\d+)?%/);
  });
});
