import { makeAnswers } from "@/tests/helpers/test-answers";
import { rangeSentences } from "@/tests/report-audit/timing-ranges";
import { statesOnlyADate } from "./calendar-facts";
import { busySeasonOf, closedMonthsIn, frozenMonthsOf, seasonsOf } from "./season-reading";

/**
 * A range of months the executive writes is read whole (issue 34): both ends and every month
 * between, however it is written ("to", "through", "until", a dash, "between … and", "from … to",
 * "entre … et", "de … à", abbreviations, two sentences, across the new year), and every range
 * kept free of anything new closes its months, beside any other season the answers name.
 */

const said = (otherChallenge: string, aiFriction?: string) =>
  makeAnswers({ otherChallenge, aiFriction, aiExperience: undefined });
const sorted = (months: readonly number[]) => [...months].sort((a, b) => a - b);

describe("a range of months kept free of anything new", () => {
  it.each(rangeSentences.map((s) => [s.text, sorted(s.closed!)] as const))(
    "%s closes %j",
    (text, closed) => {
      expect(closedMonthsIn(said(text))).toEqual(closed);
    },
  );

  it("reads a trucking firm's peak from October to December whole, not as December", () => {
    const season = busySeasonOf(said("Our peak is October to December, nothing changes then."));
    expect(season).toMatchObject({ during: "from October to December", months: [9, 10, 11] });
    expect(busySeasonOf(said("October to December is our busiest time."))?.months).toEqual([
      9, 10, 11,
    ]);
  });

  it.each([
    ["Our peak is November to February, nothing changes then.", [0, 1, 10, 11]],
    ["Notre période de pointe va de novembre à février et rien ne change.", [0, 1, 10, 11]],
    ["Anything new has to happen between Nov. and Mar.", [3, 4, 5, 6, 7, 8, 9]],
    ["Tout nouveau projet doit se faire de la mi-novembre à la fin mars.", [3, 4, 5, 6, 7, 8, 9]],
  ])("wraps the year: %s", (text, closed) => {
    expect(closedMonthsIn(said(text))).toEqual(closed);
  });

  it.each([
    "No change in sales between January and March.",
    "We freeze the dough in October and bake it through December.",
    "Nothing new to report since January.",
  ])("closes no month when nothing is kept out: %s", (text) => {
    expect(closedMonthsIn(said(text))).toEqual([]);
  });

  it("closes a busy season the work runs through to new starts, without freezing it", () => {
    const answers = said("Our peak is October to December, when we haul twice the loads.");
    expect(closedMonthsIn(answers)).toEqual([9, 10, 11]);
    expect(seasonsOf(answers).flatMap(frozenMonthsOf)).toEqual([]);
  });
});

describe("a freeze beside another season", () => {
  it("times the plan around the freeze, and starts nothing in the busier season either", () => {
    const answers = said(
      "Tax season overwhelms the team and people burn out.",
      "L'hiver, de décembre à février, aucun nouveau projet ne démarre.",
    );
    expect(busySeasonOf(answers)?.months).toEqual([11, 0, 1]);
    expect(closedMonthsIn(answers)).toEqual([0, 1, 2, 3, 11]);
  });

  it("closes the months of every freeze and the busiest month together", () => {
    const answers = said(
      "We handle 40 files a month in April and 12 in January.",
      "No new projects from July through August.",
    );
    expect(closedMonthsIn(answers)).toEqual([3, 6, 7]);
  });
});

describe("a sentence that only keeps months free of anything new", () => {
  it.each([
    "Nothing new during patio season, May to September.",
    "Rien de nouveau pendant la saison des terrasses, de mai à septembre.",
    "Anything new has to happen between November and March.",
  ])("is a rule the plan keeps, never an obstacle to remove: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(true);
  });

  it.each([
    "Winter highway closures wreck our schedules and crews in the field have no time for new tools.",
    "No new projects from May to September because we lose half our staff to the patio.",
  ])("is read as a problem when it states one: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(false);
  });
});
