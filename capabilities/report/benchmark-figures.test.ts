import { describe, expect, it } from "@jest/globals";
import { generateReport } from "@/capabilities/report/builtin";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { benchmarkFigures } from "./benchmark-figures";

/** The screen and the PDF say what the pilots are measured against, as the Markdown does (#34, r19). */
describe("benchmark figures on screen and in the PDF", () => {
  const figuresOf = (industry: "retail" | "technology") =>
    benchmarkFigures(
      generateReport(inputFor(makeAnswers({ companyIndustry: industry }))).reportData
        .industryBenchmarks,
    );

  it("a retailer's commentary opens on its own baseline being its pilots' benchmark", () => {
    expect(figuresOf("retail").commentary[0]).toMatch(
      /^No published benchmark we can cite measures what your pilots measure for a retailer/,
    );
  });

  it("a software company's DORA figure is the first figure, not repeated in the commentary", () => {
    const { figures, commentary } = figuresOf("technology");
    expect(figures[0]!.source).toMatchObject({ name: expect.stringMatching(/^DORA/) });
    expect(commentary.join(" ")).not.toContain("DORA");
  });
});
