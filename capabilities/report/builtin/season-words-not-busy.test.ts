import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { generateRoadmap } from "./documents";
import { busySeasonOf, seasonsOf } from "./season-reading";
import { auditInput } from "@/tests/report-audit/audit-input";

/**
 * A season is busy only when the words say the work peaks then (round 19): frost that stops the
 * field work is the office's quiet season, a Christmas anecdote is no holiday season and ski
 * planes are equipment, not a ski season. The roadmap must not keep pilots out of those months.
 */

const said = (otherChallenge: string, aiExperience = "") =>
  makeAnswers({ otherChallenge, aiFriction: "", aiExperience });

const roadmapText = (answers: AssessmentInput) =>
  generateRoadmap(auditInput({ answers }))
    .phases.map((p) => `${p.description}\n${p.decisionGate}`)
    .join("\n");

describe("weather that stops the field work", () => {
  it.each([
    ["Frost and snow shut field work from December to April.", [11, 0, 1, 2, 3]],
    ["The ground freezes from November to March so we draft then.", [10, 11, 0, 1, 2]],
    ["Le gel arrête les travaux de terrain de décembre à mars.", [11, 0, 1, 2]],
  ])("reads %j as the office's window, never a busy season", (text, window) => {
    const seasons = seasonsOf(said(text));
    expect(seasons.flatMap((s) => (s.window ? [] : [s.during]))).toEqual([]);
    expect(seasons[0]?.window?.months).toEqual(window);
    expect(seasons[0]?.noTime).toBe(false);
  });

  it("times a surveyor's drafting pilot in the winter stop, measured in the field season", () => {
    const surveyor = makeAnswers({
      companyIndustry: "consulting",
      companyEmployees: "1-10",
      headOfficeLocation: "other",
      customLocation: "Summerside, Prince Edward Island",
      otherChallenge:
        "Between May and November we have a 9-week backlog on surveys, and every plan is drafted by hand. Frost and snow shut field work from December to April.",
      aiFriction: "",
      aiExperience: "My daughter showed me ChatGPT at Christmas.",
    });
    const text = roadmapText(surveyor);
    expect(text).not.toMatch(/holiday season|ski season|from December to April and/);
    expect(text).toContain("Your busy season runs from May to November");
    expect(text).not.toMatch(/20(?:29|30)/);
  });
});

describe("season words that name no busy season", () => {
  it.each([
    "My daughter showed me ChatGPT at Christmas.",
    "Our son set up the Christmas party invitations with ChatGPT.",
    "We fly four float and ski planes for flightseeing and mining camps.",
    "We bought the snowmobiles last winter for the trapline checks.",
    "A few tourists once asked for photos, but we sell to mining companies.",
    // « récoltes » are the crops lost, « cueillette » the gathering of data: no harvest (r20).
    "Nous perdons des récoltes quand la température monte la nuit et personne ne le voit.",
    "La cueillette des données de serre se fait encore à la main.",
    // A labour event dates no busy season (r20).
    "Seniority decides recall every spring, and the grievance process is slow.",
    "Les rappels au travail se font par ancienneté chaque printemps.",
  ])("finds no season in %j", (text) => {
    expect(busySeasonOf(said(text))).toBeNull();
  });

  it.each([
    ["The Christmas rush doubles our orders.", "in the holiday season, November and December"],
    ["Most of our rentals are skis and snowboards.", "in the ski season, December to April"],
    ["Ski season is our busiest time.", "in the ski season, December to April"],
    ["Pendant la récolte, personne n'a le temps.", "in harvest, August to October"],
  ])("still reads %j as a busy season", (text, during) => {
    expect(busySeasonOf(said(text))).toMatchObject({ during });
  });

  it("keeps an air taxi's first pilot before its summer, not after a ski season", () => {
    const airTaxi = makeAnswers({
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Whitehorse, Yukon",
      otherChallenge:
        "We fly four float and ski planes for flightseeing. June to mid-September is 70% of revenue.",
      aiFriction: "",
      aiExperience: "",
    });
    const text = roadmapText(airTaxi);
    expect(text).not.toContain("ski season");
    expect(text).toContain("Your busy season runs from June to September");
  });
});
