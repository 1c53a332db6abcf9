import { measureThemes } from "@/tests/report-audit/theme-precision";

/**
 * The recogniser against the hand-labelled free-text answers (tests/report-audit/free-text-corpus.ts):
 * a theme is attached only with evidence, and most labelled themes are found.
 */
const measure = measureThemes();
const listed = (key: "wrong" | "missed") =>
  measure.outcomes.filter((o) => o[key].length).map((o) => `${o[key].join(", ")} <- ${o.text}`);

it("holds at least 200 labelled answers", () => {
  expect(measure.answers).toBeGreaterThanOrEqual(200);
});

it("attaches no theme without evidence: precision at least 0.95", () => {
  if (measure.precision < 0.95)
    console.log(`Themes without evidence:\n${listed("wrong").join("\n")}`);
  expect(measure.precision).toBeGreaterThanOrEqual(0.95);
});

it("finds most labelled themes: recall at least 0.85", () => {
  if (measure.recall < 0.85) console.log(`Themes missed:\n${listed("missed").join("\n")}`);
  expect(measure.recall).toBeGreaterThanOrEqual(0.85);
});

it("keeps, with every theme, the words in the answer that triggered it", () => {
  for (const { text, found } of measure.outcomes) {
    for (const theme of found) {
      expect(theme.evidence.length).toBeGreaterThan(0);
      for (const words of theme.evidence) expect(text).toContain(words);
    }
  }
});
