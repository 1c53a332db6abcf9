import { makeAnswers } from "@/lib/scoring/test-answers";
import { scoreFamily, scoreReadiness } from "@/lib/scoring";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { busySeasonOf, datedDuration, planStart, seasonTiming } from "./calendar";
import { generateReport, generateRoadmap } from "./documents";

const season = (text: string, field: keyof AssessmentInput = "otherChallenge") =>
  busySeasonOf(makeAnswers({ [field]: text, aiFriction: "", aiExperience: "" }));

const input = (answers: AssessmentInput) => ({
  assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
  answers,
  readiness: scoreReadiness(answers),
  family: scoreFamily(answers),
  industryStats: null,
  createdAt: new Date("2026-11-02T17:00:00Z"),
});

describe("the busy season the executive wrote about", () => {
  it.each([
    ["Nobody has time between April and October.", "from April to October", 7, true],
    ["Personne n'a le temps d'avril à octobre.", "from April to October", 7, true],
    ["Cherry harvest in July needs 60 seasonal pickers.", "in July", 1, false],
    ["Our season runs Dec 12 – Apr 6 and we hire 340 people.", "from December to April", 5, false],
    ["La saison va du 12 décembre au 6 avril.", "from December to April", 5, false],
    ["Renewals pile up every spring.", "in spring, March to May", 3, false],
    ["Tax season buries our three partners.", "in tax season, February to April", 3, false],
    ["We are too busy in peak season to train anyone.", "in your peak season", 0, true],
  ])("reads %j", (text, during, months, noTime) => {
    const found = season(text);
    expect(found).toMatchObject({ during, noTime });
    expect(found?.months?.length ?? 0).toBe(months);
  });

  it.each([
    "Sales fall when the dollar is weak.",
    "Ce projet a été difficile pour l'équipe.",
    "We may need to hire two more estimators.",
    "Quoting takes three days a job.",
    "Duncan still runs AVImark until we move it to ezyVet next spring.",
  ])("finds no season in %j", (text) => {
    expect(season(text)).toBeNull();
  });

  it("takes the sentence naming the most months, wherever it was written", () => {
    const found = busySeasonOf(
      makeAnswers({
        otherChallenge: "Cherry harvest in July needs 60 pickers.",
        aiFriction: "Nobody has time between April and October; the bookkeeper runs QuickBooks.",
      }),
    );
    expect(found).toMatchObject({
      during: "from April to October",
      quote: "Nobody has time between April and October",
    });
  });
});

describe("the plan on the calendar", () => {
  const start = planStart(new Date("2026-11-02T17:00:00Z"));

  it("dates each phase from the month after the report", () => {
    expect(datedDuration("Months 1–3", start)).toBe("Months 1–3, December 2026 to February 2027");
    expect(datedDuration("Months 4–9", start)).toBe("Months 4–9, March to August 2027");
    expect(datedDuration("Weeks 1–8", start)).toBe("Weeks 1–8, December 2026 to January 2027");
  });

  it("keeps a pilot out of a season that leaves no time, and says where it can go", () => {
    const orchard = season("Nobody has time between April and October.")!;
    expect(seasonTiming(orchard, "Months 5–10", start)).toContain(
      "the first pilot's phase, April to September 2027, falls in the season, so bring the pilot forward to the quiet months, December 2026 to March 2027, or hold it until November 2027",
    );
    expect(seasonTiming(orchard, "Months 1–3", start)).toContain(
      "run the first pilot in the quiet months of its phase, December 2026 to February 2027",
    );
  });

  it("says when a pilot's phase opens mid-season: this season if there is time, else the next", () => {
    const buying = season("On achète presque tout le sirop entre mars et mai.")!;
    expect(seasonTiming(buying, "Months 5–10", start)).toContain(
      "the first pilot's phase opens mid-season, so have the pilot running by March 2027 or ready for the next season, in March 2028",
    );
  });

  it("has a pilot running before a season it is meant to help with", () => {
    const broker = season("Renewals pile up every spring.")!;
    expect(seasonTiming(broker, "Months 1–3", start)).toContain(
      "have the first pilot running before the season opens in March 2027",
    );
  });
});

describe("the documents on the calendar", () => {
  const seasonal = makeAnswers({
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    otherChallenge: "Tax season buries our partners every year in review work.",
  });

  it("date the phases and time the first pilot around the season, in the report and the roadmap alike", () => {
    const report = generateReport(input(seasonal)).reportData;
    const roadmap = generateRoadmap(input(seasonal));
    expect(roadmap.phases.map((p) => p.duration)).toEqual([
      report.roadmap.phase1.duration,
      report.roadmap.phase2.duration,
      report.roadmap.phase3.duration,
    ]);
    expect(roadmap.phases[0].duration).toMatch(/^(Months|Weeks) 1–\d+, December 2026 to /);
    const timing = /Your busy season runs in tax season, February to April/;
    const reportPhases = [report.roadmap.phase1, report.roadmap.phase2];
    const inReport = reportPhases.findIndex((p) => p.objectives.some((o) => timing.test(o)));
    const inRoadmap = roadmap.phases.findIndex((p) => timing.test(p.description));
    expect(inReport).toBeGreaterThanOrEqual(0);
    expect(inRoadmap).toBe(inReport);
  });

  it("say nothing of a season when the answers name none", () => {
    const plain = makeAnswers({ otherChallenge: "Quotes take three days each." });
    const text = JSON.stringify([
      generateReport(input(plain)).reportData,
      generateRoadmap(input(plain)),
    ]);
    expect(text).not.toContain("busy season");
  });
});
