import { makeAnswers } from "@/tests/helpers/test-answers";
import { markdownOf } from "@/tests/helpers/test-personas";
import { statesOnlyADate } from "./calendar-facts";
import { seasonsOf } from "./season-reading";

/**
 * Review r27 (issue 34): the calendar as the executive wrote it. A freeze joined to another clause
 * ("Any new tool needs sign-off …, and nothing new goes live between February 1 and May 15") is a
 * freeze, quoted alone; a season may end on a holiday ("late June to Labour Day"); and a sentence
 * that only says when the busy season is and how big it gets is no problem to pilot.
 */

const seasons = (otherChallenge: string, aiFriction = "") =>
  seasonsOf(makeAnswers({ otherChallenge, aiFriction, aiExperience: "" })).map((s) => ({
    quote: s.quote,
    months: s.months,
    noTime: s.noTime,
  }));

describe("a freeze joined to another clause", () => {
  it.each([
    [
      "Any new tool needs sign-off from me and from our risk and IT partner, Gord Halvorsen, and nothing new goes live between February 1 and May 15.",
      "nothing new goes live between February 1 and May 15",
      [1, 2, 3, 4],
    ],
    [
      "The owner wants payback inside 12 months on anything over $25,000, and from June to August nobody has time to learn a new system.",
      "from June to August nobody has time to learn a new system",
      [5, 6, 7],
    ],
  ])("is read and quoted alone: %s", (sentence, quote, months) => {
    expect(seasons("", sentence)).toEqual([{ quote, months, noTime: true }]);
  });
});

describe("a season that ends on a holiday", () => {
  it("runs to the holiday's month", () => {
    const [cabin] = seasons(
      "Our busiest weeks are cabin season, late June to Labour Day, and the two weeks before Christmas.",
    );
    expect(cabin?.months).toEqual([5, 6, 7, 8]);
  });
});

describe("a sentence that only states the busy season", () => {
  it.each([
    "Shutdown season runs May to September, when our headcount goes from 160 to about 260 for 14 weeks.",
    "Our busiest weeks are cabin season, late June to Labour Day, and the two weeks before Christmas, when our stores go from about 7,000 to 14,000 transactions a week.",
  ])("is a calendar fact, no problem: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(true);
    const report = markdownOf({ otherChallenge: sentence, aiFriction: "", aiExperience: "" });
    expect(report).not.toMatch(/Measure your own problem before any pilot on it/);
    expect(report).not.toMatch(/take your figures \(“(?:14 weeks|two weeks)/);
  });

  it.each([
    "In harvest, August to October, breakdown calls jump from about 140 work orders a week to 420.",
    "Tax season from February to April overwhelms the team.",
  ])("leaves the work a season brings a problem: %s", (sentence) => {
    expect(statesOnlyADate(sentence)).toBe(false);
  });
});

describe("review r28: freezes and quiet months as written", () => {
  it.each([
    [
      "I also have zero time to set anything up between June and September, so if it isn't running by May it waits until November.",
      [5, 6, 7, 8],
    ],
    [
      "On impose aussi un gel informatique du 1er mai au 15 octobre : pas de nouveau système en pleine saison des feux.",
      [4, 5, 6, 7, 8, 9],
    ],
  ])("keeps anything new out of the months: %s", (sentence, months) => {
    expect(seasons("", sentence).find((s) => s.noTime)?.months).toEqual(months);
  });

  it("takes the quiet months beside the quiet words, never the busy ones before them", () => {
    const [read] = seasons(
      "About 70% of our taproom sales land between late June and Labour Day, then January to March is dead quiet.",
    );
    expect(read?.months).not.toContain(0);
  });
});

it("reads a freeze beside a budget word, and the second period joined by 'or during' (review r28)", () => {
  const read = seasons(
    "",
    "Practically, nothing new goes live between September and December (budget season, adopted by mid-November) or during the spring freshet from April to mid-May, when half of Public Works is on flood watch.",
  );
  expect(read.map((s) => [s.months, s.noTime])).toEqual([
    [[8, 9, 10, 11], true],
    [[3, 4], true],
  ]);
});

describe("review r29: a packing season nobody touches the systems in", () => {
  const sentence =
    "Pepper packing peaks from 15 April to 30 September; we pack seven days a week then and nobody touches the packhouse systems.";

  it("keeps anything new out of its months", () => {
    expect(seasons("", sentence).find((s) => s.noTime)?.months).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it("runs no pilot in it, and a notice the customers give is no time the work takes", () => {
    const report = markdownOf({
      otherChallenge:
        "Retailers change weekly orders on 48 hours' notice, and we dump or discount about 6% of graded peppers.",
      aiFriction: sentence,
      aiExperience: "",
    });
    expect(report).toMatch(/Your busy season runs from April to September/);
    expect(report).not.toMatch(/48 hours (?:today|down)/);
  });
});

it("reads the months when a team is 'stretched thinnest' as busy, never quiet (review r29)", () => {
  const read = seasons(
    "",
    "From late January to mid-March we also haul winter-road freight staged out of Thompson for northern First Nations communities, which is when dispatch is stretched thinnest.",
  );
  expect(read.map((s) => s.months)).toEqual([[0, 1, 2]]);
});

it("keeps anything new out of the months « je refuse de lancer quoi que ce soit » names (review r29)", () => {
  const read = seasons(
    "",
    "Notre plafond est de 18 000 $ pour la première année, logiciels et formation compris, et je refuse de lancer quoi que ce soit pendant l'embauche des finissants, en mai et juin.",
  );
  expect(read.find((s) => s.noTime)?.months).toEqual([4, 5]);
});
