import { maturityStage, scoreBadgeLabel, scorePercent } from "./format";

/**
 * Round 18: "60/100 Developing" on the badge beside "a scaling profile" and "at the scaling stage
 * (60/100)" in the text, "72/100 Strong" beside "the scaling stage". The badge and the report's
 * stage are one vocabulary: for every score the badge names the stage the text names.
 */
describe("the score badge and the report's stage", () => {
  const tenths = Array.from({ length: 101 }, (_, i) => i / 10);

  it.each(tenths)("name the same stage for %s/10", (score) => {
    expect(scoreBadgeLabel(score)).toBe(maturityStage(scorePercent(score)));
  });

  it.each([
    [1.9, "Nascent"],
    [2, "Emerging"],
    [4, "Developing"],
    [5.9, "Developing"],
    [6, "Scaling"],
    [7.2, "Scaling"],
    [8, "Leading"],
  ])("calls %s/10 %s", (score, stage) => {
    expect(scoreBadgeLabel(score)).toBe(stage);
  });
});
