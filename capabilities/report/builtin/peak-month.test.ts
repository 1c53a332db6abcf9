import { makeAnswers } from "@/tests/helpers/test-answers";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { busySeasonOf } from "./season-reading";
import { generateReport, generateRoadmap } from "./documents";

const season = (text: string) =>
  busySeasonOf(makeAnswers({ otherChallenge: text, aiFriction: "", aiExperience: "" }));

const input = (answers: AssessmentInput) => ({
  assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
  answers,
  readiness: scoreReadiness(answers),
  family: scoreFamily(answers),
  industryStats: null,
  createdAt: new Date("2026-11-02T17:00:00Z"),
});

describe("the busiest month, read from the work's volume", () => {
  it.each([
    ["An online shop: We ship 900 orders a month in November and 200 in February.", "November"],
    ["A physiotherapy clinic: We book 300 visits a month in January, 120 in July.", "January"],
    ["A plumber: The crew takes 60 calls a week in December, 25 in June.", "December"],
    ["Un cabinet comptable : Nous traitons 80 dossiers par mois en mars et 20 en août.", "March"],
    ["A garden centre: May is our busiest month.", "May"],
    ["Une boulangerie : Décembre est notre mois le plus achalandé.", "December"],
  ])("reads the higher month as the peak: %j", (text, month) => {
    expect(season(text)).toMatchObject({ during: `in ${month}`, peak: true });
  });

  it.each([
    "We were founded in March.",
    "We hired 3 people a month in March and 5 in September.",
    "We sold 40 homes in 2025 with 38 staff.",
    "We ran a pilot from March to August 2026.",
    "Nous avons ouvert en mars 2019.",
  ])("finds no peak in %j", (text) => {
    expect(season(text)).toBeNull();
  });
});

describe("a month named with a budget, a board or a contract is a decision date, not a season", () => {
  it.each([
    "A home builder: Most of this year's AI budget is spent and next year's is set in January.",
    "A dental group: Most of our capital spending is approved when the board meets in March.",
    "A trucking firm: Every year most of our contracts with shippers expire in October.",
    "Une coopérative : La plupart de notre budget est adopté en janvier.",
  ])("%j", (text) => {
    expect(season(text)).toBeNull();
  });

  it("still reads a busy month beside a decision word when the words say the work peaks", () => {
    expect(season("Tax returns pile up in April, and the board meets in June.")).toMatchObject({
      during: "in April",
    });
  });

  it("never calls the budget month a busy season in the documents", () => {
    const answers = makeAnswers({
      companyIndustry: "real-estate",
      otherChallenge: "Most of this year's AI budget is spent and next year's gets set in January.",
    });
    const all = JSON.stringify([
      generateReport(input(answers)).reportData,
      generateRoadmap(input(answers)),
    ]);
    expect(all).not.toContain("busy season");
    expect(all).toContain("Budget date, January 2027");
  });
});

describe("a first pilot kept out of the busiest month", () => {
  // A foundation-first plan: its pilots' phase runs from April to September 2027.
  const measured = (otherChallenge: string, industry: AssessmentInput["companyIndustry"]) => {
    const answers = makeAnswers({
      companyIndustry: industry,
      orgPosture: "fearful",
      orgAiElements: ["none_yet"],
      otherChallenge,
    });
    const report = generateReport(input(answers)).reportData;
    const roadmap = generateRoadmap(input(answers));
    return { report, roadmap, all: JSON.stringify([report, roadmap]) };
  };

  it.each([
    ["a notary's office", "We close 45 files a month in April, 15 in December.", "consulting"],
    ["a landscaper", "We do 70 jobs a month in April and 20 in January.", "real-estate"],
    ["une clinique", "Nous voyons 400 patients par mois en avril et 150 en août.", "healthcare"],
  ] as const)("starts it the month after a peak that opens its phase: %s", (_, text, industry) => {
    const { report, roadmap, all } = measured(text, industry);
    expect(all).toContain("Your busiest month is April");
    expect(all).toContain("the first pilot starts after it, in May 2027");
    expect(report.executiveSummary).toContain("the first pilot starts in month 6");
    expect(roadmap.executiveSummary).toContain("the first pilot starts in month 6");
    expect(report.nextSteps.some((s) => s.startsWith("In month 6: start the pilot"))).toBe(true);
    expect(all).not.toContain("In month 5: start the pilot");
  });

  it("starts it before a peak a few months ahead, and after one just gone, saying why", () => {
    const bikes = measured("We sell 300 bikes a month in June and 40 in January.", "retail");
    expect(bikes.all).toContain(
      "the first pilot starts before it, in April 2027, so that it is learned at ordinary volume rather than in the month with the most work",
    );
    expect(bikes.report.executiveSummary).toContain("the first pilot starts in month 5");
    const shop = measured("We ship 900 orders a month in November and 200 in February.", "retail");
    expect(shop.all).toContain("the first pilot starts after it, in April 2027");
  });
});
