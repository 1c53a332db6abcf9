import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { newToAiAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r20 (benchmarks): the same writing and support studies closed every report, and a car
 * plant's weld inspection was a window and door maker's example. A study of work done in every
 * sector appears only where the company's industry shows no case of its own, and at most once;
 * another industry's case says it is one, and why it transfers.
 */

const examplesOf = (industry: string, overrides: Partial<AssessmentInput> = {}) =>
  documentsText(newToAiAnswers(industry, overrides))
    .split("\n")
    .filter((line) => /^\*(?:Example|Cross-industry example)\b/.test(line));

const CROSS_INDUSTRY = /^\*Cross-industry example/;

describe("a cross-industry study", () => {
  it.each([
    ["a real estate business", "real-estate", {}],
    ["a retailer", "retail", {}],
    [
      "a collection agency",
      "financial-services",
      { companyName: "Prairie Collections", aiExperience: "We are a collection agency." },
    ],
  ] as const)("appears at most once for %s", (_, industry, overrides) => {
    const cases = examplesOf(industry, overrides);
    expect(cases.filter((line) => CROSS_INDUSTRY.test(line)).length).toBeLessThanOrEqual(1);
  });

  it("is left out beside a named case of the company's own industry", () => {
    const cases = examplesOf("other");
    expect(
      cases.some((line) =>
        /^\*Example(?: from a far larger company \([^)]*\)| from another industry)?:\*/.test(line),
      ),
    ).toBe(true);
    expect(cases.filter((line) => CROSS_INDUSTRY.test(line))).toEqual([]);
  });
});

describe("another industry's case", () => {
  it("tells a window and door maker the car plant is another industry, and why it transfers", () => {
    const cases = examplesOf("manufacturing", {
      companyName: "Boréal Windows and Doors",
      businessChallenges: ["improving_quality_control_and_reducing_defects"],
      aiExperience: "We make vinyl windows and patio doors for builders.",
    });
    const weld = cases.find((line) => /spot welds/.test(line));
    expect(weld).toMatch(
      /The case is from another industry, a car plant; it transfers because [^.]+\./,
    );
  });
});
