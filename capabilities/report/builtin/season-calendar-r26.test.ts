import { makeAnswers } from "@/tests/helpers/test-answers";
import { busySeasonOf, seasonsOf } from "./season-reading";

/**
 * Review r26 (#34): a seafood plant's "projects happen between November and February or not at
 * all" was read as its busy season; a farm dealer's "140 work orders a week in January to 420 in
 * peak" made January busy, and "nothing new goes live during seeding or harvest" kept out of
 * harvest only. The window is where new work goes, the low end of a jump is quiet, and every
 * season a freeze names is frozen.
 */
const answers = (otherChallenge: string, aiFriction = "") =>
  makeAnswers({ otherChallenge, aiFriction, aiExperience: "" });

describe("the calendar a business writes", () => {
  it("keeps new projects to the window it gives", () => {
    const found = busySeasonOf(
      answers(
        "",
        "Our fiscal year ends March 31 and the bank reviews our covenants in May, right in peak, so projects happen between November and February or not at all.",
      ),
    );
    expect(found?.window?.label).toBe("November to February");
    expect(found?.noTime).toBe(true);
    expect(found?.months).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reads the low month of a jump as no season", () => {
    const months = seasonsOf(
      answers(
        "Spring seeding (mid-April to early June) and harvest (mid-August to October) make or break us. Our 5 service shops go from about 140 work orders a week in January to 420 in peak.",
      ),
    ).flatMap((s) => s.months ?? []);
    expect(months).not.toContain(0);
    expect(months).toEqual(expect.arrayContaining([3, 4, 5, 7, 8, 9]));
  });

  it("freezes every season a freeze names", () => {
    const found = busySeasonOf(
      answers(
        "",
        "The board meets in November, so nothing new goes live during seeding or harvest.",
      ),
    );
    expect(found?.noTime).toBe(true);
    expect(found?.months).toEqual([3, 4, 5, 7, 8, 9]);
  });
});
