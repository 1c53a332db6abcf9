import { makeAnswers } from "@/tests/helpers/test-answers";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { datedDuration, planStart, seasonTiming } from "./calendar";
import { busySeasonOf } from "./season-reading";
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
    expect(seasonTiming(orchard, "Months 5–10", start).pilot).toContain(
      "the first pilot's phase, April to September 2027, falls in the season, so bring the pilot forward to the quiet months, December 2026 to March 2027, or hold it until November 2027",
    );
    expect(seasonTiming(orchard, "Months 1–3", start).pilot).toContain(
      "start the first pilot in December 2026 and run it in the quiet months, December 2026 to March 2027",
    );
  });

  it("says when a pilot's phase opens mid-season: this season if there is time, else the next", () => {
    const buying = season("On achète presque tout le sirop entre mars et mai.")!;
    expect(seasonTiming(buying, "Months 5–10", start).pilot).toContain(
      "the first pilot's phase opens mid-season, so have the pilot running by March 2027 or ready for the next season, in March 2028",
    );
  });

  it("has a pilot running before a season it is meant to help with", () => {
    const broker = season("Renewals pile up every spring.")!;
    expect(seasonTiming(broker, "Months 1–3", start).pilot).toContain(
      "the first pilot runs December 2026 to February 2027, before it opens in March 2027; in season it is only measured",
    );
  });
});

describe("a seasonal business's pilot on the calendar", () => {
  const start = planStart(new Date("2026-11-02T17:00:00Z"));
  const skiSchool = season(
    "Every November we recruit 40 instructors and train them before the ski hill opens.",
  )!;
  const tours = season("Cruise-ship tourists triple our walk-in sales.")!;

  it("runs a pilot through the season it helps, measured against the season before, and read at its end", () => {
    expect(seasonTiming(skiSchool, "Months 5–10", start).pilot).toContain(
      "have the pilot ready for the next one, in December 2027: run it to the season's end in April 2028, measured against the same weeks of the season before, and read its results in May 2028",
    );
    expect(seasonTiming(tours, "Months 5–10", start).pilot).toContain(
      "the first pilot runs April to May 2027, before it opens in June 2027; in season it is only measured, against the same weeks of the season before, with nothing changed mid-season, and its results are read in October 2027",
    );
  });

  it("has the preparation for the season ready before it, not in it", () => {
    expect(seasonTiming(skiSchool, "Months 5–10", start).pilot).toContain(
      "Whatever improves the hiring and training in November is due before it: ready by October 2027, not in it",
    );
  });

  it("gives a season weeks away a step of its own, and a season months away none", () => {
    const now = seasonTiming(skiSchool, "Months 5–10", start).now;
    expect(now).toContain(
      "This season, December 2026 to April 2027, is the baseline the first pilot will be measured against: record its figures week by week from the opening",
    );
    expect(now).toContain("This November's hiring and training is under way");
    expect(seasonTiming(tours, "Months 5–10", start).now).toBe("");
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

  const documents = (answers: AssessmentInput) => {
    const roadmap = generateRoadmap(input(answers));
    return {
      phases: roadmap.phases.map((p) => p.description),
      gates: roadmap.phases.map((p) => p.decisionGate),
      all: JSON.stringify([generateReport(input(answers)).reportData, roadmap]),
    };
  };

  it("read a winter business's season from its trade, and its hiring month as preparation", () => {
    const { phases, gates, all } = documents(
      makeAnswers({
        companyIndustry: "retail",
        companyEmployees: "11-50",
        orgPosture: "curious",
        otherChallenge:
          "We take on 25 ski instructors every November and train them before the lifts start turning. Snowboard lessons sell out by January.",
      }),
    );
    expect(all).not.toContain("Your busy season runs in November");
    expect(all).toContain(
      "Your busy season runs in the ski season, December to April, after the hiring and training in November",
    );
    expect(phases[0]).toContain("This season, December 2026 to April 2027, is the baseline");
    expect(phases[0]).toContain("This November's hiring and training is under way");
    expect(gates[1]).toContain("in May 2028, when the season's results are read, scale each pilot");
  });

  it("measure a summer business's pilot against last summer, with no step for a season months away", () => {
    const { phases, gates, all } = documents(
      makeAnswers({
        companyIndustry: "food-services",
        otherChallenge:
          "Tourists off the ferries double our lunch trade and we run out of sandwiches.",
      }),
    );
    expect(all).toContain("in the summer tourist season, June to September");
    expect(all).toContain("only measured, against the same weeks of the season before");
    expect(phases[0]).not.toContain("This season");
    expect(gates[1]).not.toContain("when the season's results are read");
  });

  it("compare like with like where the answers say demand varies, naming no season", () => {
    const varying = documents(
      makeAnswers({ otherChallenge: "We bin a fifth of the pastries on quiet days." }),
    ).all;
    expect(varying).toContain("measure each pilot against the same weeks last year");
    expect(varying).not.toContain("busy season");
    const steady = documents(
      makeAnswers({ otherChallenge: "We bin a fifth of the pastries." }),
    ).all;
    expect(steady).not.toContain("same weeks last year");
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

describe("a window the executive keeps for anything new bounds the first pilot (review 9, class 1)", () => {
  const start = planStart(new Date("2026-11-02T17:00:00Z"));

  it.each([
    [
      "a Yukon wilderness lodge",
      "We are slammed from June to September, so anything new has to happen between October and April.",
      "start nothing new outside October to April",
    ],
    [
      "a Prairie grain-handling co-op",
      "New tools can only go in between December and February; the rest of the year is seeding, spraying and harvest.",
      "start nothing new outside December to February",
    ],
    [
      "une érablière de Beauce, in French",
      "Tout nouveau projet doit se faire entre mai et janvier, jamais pendant les sucres.",
      "start nothing new outside May to January",
    ],
  ])("%s: read as months with no time for anything new", (_, text, said) => {
    const found = season(text)!;
    expect(found.noTime).toBe(true);
    expect(found.window).toBeDefined();
    // The first pilot never starts or runs outside the window.
    const timing = seasonTiming(found, "Months 5–10", start).pilot;
    expect(timing).toContain(`(you wrote “${text.split(/;/)[0]!.replace(/\.$/, "")}”)`);
    expect(timing).not.toContain("busy season runs outside");
    const outside = [...Array(12).keys()].filter((m) => !found.window!.months.includes(m));
    expect(found.months).toEqual(expect.arrayContaining(outside));
    if (/quiet months of its phase/.test(timing)) expect(timing).toContain(said);
  });

  it("in the documents, the pilot's phase in the closed months is moved, not run", () => {
    const answers = makeAnswers({
      companyIndustry: "travel-hospitality-tourism",
      aiFriction:
        "We are slammed from May to September, so anything new has to happen between November and March.",
    });
    const all = JSON.stringify([
      generateReport(input(answers)).reportData,
      generateRoadmap(input(answers)),
    ]);
    expect(all).toMatch(/start the first pilot in \w+ \d{4} and run it in the quiet months/);
  });

  it.each([
    ["a change of owner, not a window", "Ownership changes between November and March."],
    ["a trip, not a rule", "We travel between November and March to see suppliers."],
    ["no months", "Anything new has to happen in the slow season."],
  ])("%s: no window", (_, text) => {
    expect(season(text)?.window).toBeUndefined();
  });
});
