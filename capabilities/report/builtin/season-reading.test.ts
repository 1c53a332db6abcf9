import { makeAnswers } from "@/tests/helpers/test-answers";
import { busySeasonOf, varyingDemandOf } from "./season-reading";

const answers = (text: string) =>
  makeAnswers({ otherChallenge: text, aiFriction: "", aiExperience: "" });
const season = (text: string) => busySeasonOf(answers(text));

describe("what a month in the answers is about", () => {
  it("reads a month of hiring and training before the season as its preparation, not the season", () => {
    const found = season(
      "Every October we recruit 40 instructors and train them before the ski hill opens.",
    );
    expect(found).toMatchObject({
      during: "in the ski season, December to April",
      preparation: { month: 9, what: "hiring and training" },
    });
  });

  it("reads the same month as the season when the work piles up in it", () => {
    expect(season("Orders pile up every October.")).toMatchObject({
      during: "in October",
      preparation: null,
    });
  });

  it("finds no season in a month of training alone", () => {
    expect(season("We train new drivers every October.")).toBeNull();
  });

  it("dates a season that opens after its preparation when nothing names its months", () => {
    expect(
      season("Every May we hire twelve students to clean the sites before the park opens."),
    ).toMatchObject({ during: "after the hiring in May", months: null });
  });

  it.each([
    "Our slow season is in January.",
    "Every February is dead, so we close for the season.",
  ])("reads a slow month as no busy season: %j", (text) => {
    expect(season(text)).toBeNull();
  });

  it.each([
    ["Most of our rentals are skis and snowboards.", "in the ski season, December to April"],
    [
      "Cruise-ship tourists triple our walk-in sales.",
      "in the summer tourist season, June to September",
    ],
  ])("reads a seasonal trade's season from its words: %j", (text, during) => {
    expect(season(text)).toMatchObject({ during });
  });

  it.each(["Most of our rentals are bikes and kayaks.", "Students triple our walk-in sales."])(
    "finds no season without a seasonal trade's words: %j",
    (text) => {
      expect(season(text)).toBeNull();
    },
  );
});

describe("demand that varies without a named season", () => {
  it("quotes the words that say so", () => {
    expect(varyingDemandOf(answers("We bin a fifth of the pastries on quiet days."))).toBe(
      "We bin a fifth of the pastries on quiet days",
    );
  });

  it("finds nothing when the words do not say so", () => {
    expect(varyingDemandOf(answers("We bin a fifth of the pastries."))).toBeNull();
  });
});

describe("a month in a sentence that is not about a busy period", () => {
  const inAnswers = (field: "aiExperience" | "aiFriction" | "otherChallenge", text: string) =>
    busySeasonOf(
      makeAnswers({ otherChallenge: "", aiFriction: "", aiExperience: "", [field]: text }),
    );

  it.each([
    [
      "aiExperience",
      "I used Copilot to draft the seasonal workers' safety manual in February and it saved a day.",
    ],
    ["aiExperience", "Our bookkeeper tried ChatGPT on the 2025 seasonal price list in October."],
    ["otherChallenge", "We hire seasonal pickers every June through a Mexican labour program."],
    [
      "aiExperience",
      "J'ai utilisé ChatGPT pour rédiger le guide des employés saisonniers en mars.",
    ],
    ["aiFriction", "The seasonal menu is printed in September by our designer."],
  ] as const)("reads no season from %s %j", (field, text) => {
    expect(inAnswers(field, text)).toBeNull();
  });

  it.each([
    ["Our season runs from May to September and nobody has time then.", "from May to September"],
    ["La saison bat son plein de juin à août.", "from June to August"],
    ["Every season the orders pile up in November.", "in November"],
  ])("still reads a season the executive describes: %j", (text, during) => {
    expect(season(text)).toMatchObject({ during });
  });
});
