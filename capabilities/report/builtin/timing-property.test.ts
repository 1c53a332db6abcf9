import { randomInputStatingTiming } from "@/tests/report-audit/random-assessments";
import { timingRules } from "@/tests/report-audit/timing-rules";
import { disagreements, seams, write, type Written } from "@/tests/report-audit/written";

/**
 * 1,000 random valid assessments that state a busy season, a change window, a union's notice
 * or a departure (two in five of them), dated in every month: no dated start in their
 * documents falls where the rule forbids it. Every third is also read by the linter and the
 * consistency rules, as lint-property.test.ts reads its 1,000: the timing wording is what these
 * add, and a third of them holds each rule dated in each month several times over.
 * About 55 s on this machine beside another test file.
 */

let timing: Written[] = [];
beforeAll(() => {
  timing = Array.from({ length: 1_000 }, (_, i) =>
    write(`timing seed ${i + 1}`, randomInputStatingTiming(i + 1)),
  );
});
const everyThird = () => timing.filter((_, i) => i % 3 === 0);

describe("timing rules (issue 34)", () => {
  it("dates no step where a stated timing rule forbids it, in 1,000 random assessments", () => {
    const broken = timing.flatMap(({ label, input, documents }) =>
      timingRules(input, documents).map((v) => `${label}: ${v.detail}`),
    );
    expect(broken.slice(0, 20)).toEqual([]);
  });

  it("finds no seam in the documents of a third of them", () => {
    expect(everyThird().flatMap(seams).slice(0, 20)).toEqual([]);
  });

  it("finds no disagreement between the summary, roadmap and report of a third of them", () => {
    expect(everyThird().flatMap(disagreements).slice(0, 20)).toEqual([]);
  });
});
