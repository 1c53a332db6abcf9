import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { busySeasonOf, closedMonthsIn, frozenMonthsOf, seasonsOf } from "./season-reading";
import { generateReport, generateRoadmap } from "./documents";
import { auditInput } from "@/tests/report-audit/audit-input";

/**
 * A busy season the owner states (the season the business runs, the months most sales come in,
 * "our busy season", "la haute saison") is a time no pilot starts and no rollout lands: the pilots
 * start in the off-season before it and are only measured in it, and work tied to the season is
 * ready before it opens (round 12: a golf course, a roofer and a pool retailer got three pilots
 * at their peak).
 */

const input = (answers: AssessmentInput) => auditInput({ answers });

const said = (otherChallenge: string) =>
  makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" });

describe("the season the business runs or sells in", () => {
  it.each([
    ["Our marina's season runs May to September, with 40 slips turning over.", [4, 5, 6, 7, 8]],
    ["Paving season up north is June to September.", [5, 6, 7, 8]],
    [
      "We landscape from April to November and lay everyone off in winter.",
      [3, 4, 5, 6, 7, 8, 9, 10],
    ],
    ["About 70% of our sales come between mid-May and July.", [4, 5, 6]],
    ["De la mi-mai à la fin juillet, on fait 70 % de nos ventes.", [4, 5, 6]],
    ["Notre haute saison va de juin à août.", [5, 6, 7]],
  ])("reads %j as a busy season closed to new starts", (text, months) => {
    const answers = said(text);
    expect(busySeasonOf(answers)?.months).toEqual(months);
    expect(closedMonthsIn(answers)).toEqual(months);
    // Run through, not frozen: the pilots started before it are measured in it.
    expect(seasonsOf(answers).flatMap(frozenMonthsOf)).toEqual([]);
  });

  it.each([
    "The off-season runs November to March and we service the boats then.",
    "We sell 60% of our cider to Alberta.",
    "Next year's budget runs April to March.",
    "Seasonal staff fill in from our staffing agency.",
    "We hire 20 new guides and deckhands every spring.",
    "On embauche quinze moniteurs chaque printemps.",
  ])("finds no busy season in %j", (text) => {
    expect(closedMonthsIn(said(text))).toEqual([]);
  });
});

describe("a plan around a busy season the work runs through", () => {
  // A curious marina: a measured pace would open the pilots' phase in April, a month before the season.
  const marina = makeAnswers({
    companyName: "Kootenay Lake Marina",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "51-200",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    businessChallenges: [
      "recruiting_and_training_seasonal_staff",
      "recovering_from_seasonal_demand_swings",
    ],
    otherChallenge:
      "Our season runs May to September and we go from 15 staff to 70 by July. Slip bookings pile up in our inbox.",
    aiFriction: "Nobody here has used AI tools.",
    aiExperience: "",
  });
  const roadmap = generateRoadmap(input(marina));
  const report = generateReport(input(marina)).reportData;

  it("brings the pilots forward to the off-season before the season", () => {
    expect(roadmap.phases[0]!.duration).toBe("Month 1, December 2026");
    expect(roadmap.phases[1]!.duration).toBe("Months 2–10, January to September 2027");
  });

  it("says the pilots run before the season and are only measured in it", () => {
    expect(roadmap.phases[1]!.description).toContain(
      "the pilots run January to April 2027, before it opens in May 2027; in season they are only measured",
    );
    expect(report.roadmap.phase2.duration).toBe(roadmap.phases[1]!.duration);
  });

  it("has the seasonal hiring ready before the season opens, not after its hiring is done", () => {
    expect(roadmap.phases[1]!.description).toMatch(
      /Work tied to the season is ready before it opens in May 2027, not started once it is under way: [^.]*seasonal job posts/,
    );
  });

  it("lands no rollout in the season", () => {
    expect(roadmap.phases[2]!.description).toContain(
      "Nothing in this phase starts in May 2028, in your busy season",
    );
  });
});

describe("a season the work cannot be run through", () => {
  it("keeps a freeze's pilots after it, never brought forward", () => {
    const brewery = makeAnswers({
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      otherChallenge: "Nothing new goes in from April to September, our brewing season.",
      aiFriction: "",
      aiExperience: "",
    });
    const phases = generateRoadmap(input(brewery)).phases;
    expect(phases[1]!.duration).toBe("Months 5–10, April to September 2027");
  });
});
