import type { AssessmentInput } from "@/model/assessment/schemas";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { closedMonthsOf, planStart } from "./calendar";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";
import { generateFollowUpQuestions } from "./follow-up";
import { planOf } from "./plan";
import { busySeasonOf } from "./season-reading";

/**
 * A plan that admits a timing rule keeps it (issue 34, class 1), and every document times the
 * first pilot from the one plan (class 2): a busy season that leaves no time, a window kept for
 * anything new, the busiest month and a union's notice move the first pilot, and the summary, the
 * next steps, the season's text and the follow-up question all say the same month.
 */

const input = (a: AssessmentInput, createdAt = "2026-11-02T17:00:00Z") => ({
  assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
  answers: a,
  readiness: scoreReadiness(a),
  family: scoreFamily(a),
  industryStats: null,
  createdAt: new Date(createdAt),
});

const closed = (text: string) =>
  closedMonthsOf(busySeasonOf(makeAnswers({ otherChallenge: text, aiFriction: undefined })));

describe("the months a plan closes to anything new", () => {
  it.each([
    ["a craft brewery", "Our busy season is summer and nothing new goes in then.", [5, 6, 7]],
    ["an orchard", "Nobody has time between April and October.", [3, 4, 5, 6, 7, 8, 9]],
    [
      "a farm co-operative",
      "Harvest takes everyone from August to October, so no new projects then.",
      [7, 8, 9],
    ],
    [
      "a ski school",
      "L'hiver, de décembre à février, aucun nouveau projet ne démarre.",
      [11, 0, 1],
    ],
    [
      "a campground",
      "En haute saison, de mai à septembre, nous sommes débordés et rien de nouveau n'entre.",
      [4, 5, 6, 7, 8],
    ],
    ["a hotel", "Anything new has to happen between November and March.", [3, 4, 5, 6, 7, 8, 9]],
    [
      "a printer",
      "Tout nouveau projet doit se faire entre novembre et mars.",
      [3, 4, 5, 6, 7, 8, 9],
    ],
    ["an accounting firm", "We handle 40 files a month in April and 12 in January.", [3]],
  ])("%s: %s", (_, text, months) => {
    expect([...closed(text)].sort((a, b) => a - b)).toEqual([...months].sort((a, b) => a - b));
  });

  it.each([
    "Next year's budget is set in January.",
    "Le budget est adopté par le conseil en avril.",
    "Our board meets in March to approve new spending.",
    "Nothing new to report on AI since last summer.",
    "Every new vendor must pass a security review that takes three months.",
    "Our slow season is in January.",
    "We have no new projects planned for the summer.",
  ])("closes no month: %s", (text) => {
    expect(closed(text)).toEqual([]);
  });
});

/** Everything that times the first pilot, for one assessment. */
function timings(answers: AssessmentInput, createdAt?: string) {
  const given = input(answers, createdAt);
  const report = generateReport(given).reportData;
  const roadmap = generateRoadmap(given);
  const followUp = generateFollowUpQuestions(given);
  const plan = planOf(buildContext(given));
  return {
    plan,
    start: planStart(given.createdAt),
    summary: roadmap.executiveSummary.match(/first pilot starts ([^:.]+)/)?.[1],
    step: report.nextSteps.find((s) => /: start the pilot\b/.test(s))?.split(":")[0],
    followUp: followUp.q1Followup,
    quickWins: roadmap.quickWins.map((w) => w.title),
    text: JSON.stringify([report, roadmap]),
  };
}

describe("the first pilot, from the one plan", () => {
  it("keeps a craft brewery's pilot out of the summer it said nothing new goes in", () => {
    const brewery = makeAnswers({
      companyName: "Fernie Ridge Brewing",
      companyIndustry: "manufacturing",
      orgPosture: "fearful",
      otherChallenge:
        "Our busy season is summer and nothing new goes in then. Brewing schedules are done by hand.",
    });
    // Reported in February 2027: the measured pilot phase opens in July, in the season.
    const t = timings(brewery, "2027-02-02T17:00:00Z");
    const month = ((t.plan.firstPilot.month % 12) + 12) % 12;
    expect([5, 6, 7]).not.toContain(month);
    expect(t.summary).toBe(t.plan.firstPilot.starts);
    expect(t.step).toBe(t.plan.firstPilot.when);
    expect(t.text).toContain("start nothing new in summer, June to August");
    expect(t.text).not.toContain("so that the season is its first real test");
  });

  it("starts within 60 days only when those weeks are open, else in the first open month", () => {
    const hotel = makeAnswers({
      companyIndustry: "travel-hospitality-tourism",
      aiFriction: "We are slammed from September to December and nothing new goes in then.",
    });
    const open = timings(hotel, "2026-01-02T17:00:00Z");
    expect(open.plan.firstPilot.starts).toBe("within 60 days");
    const busy = timings(hotel, "2026-10-02T17:00:00Z");
    expect(busy.plan.firstPilot.starts).toMatch(/^in month \d+$/);
    expect(busy.summary).toBe(busy.plan.firstPilot.starts);
    expect(busy.step).toBe(busy.plan.firstPilot.when);
    expect([8, 9, 10, 11]).not.toContain(busy.plan.firstPilot.month % 12);
    // Nothing is switched on or trialled in the closed weeks after the report.
    expect(busy.quickWins.filter((w) => /^(?:Switch on|Trial)\b/.test(w))).toEqual([]);
  });

  it("asks the follow-up question in the plan's time for the pilot, not within 90 days of a later start", () => {
    const brokerage = makeAnswers({ orgPosture: "fearful" });
    const t = timings(brokerage);
    expect(t.plan.firstPilot.starts).toBe("in month 5");
    expect(t.followUp).toContain("in the first pilot, from month 5");
    expect(t.followUp).not.toContain("within 90 days");
    const exploring = timings(makeAnswers());
    expect(exploring.followUp).toContain("within 90 days");
  });

  it("dates the union's notice to the plan's month for the pilot", () => {
    const plant = makeAnswers({
      companyIndustry: "manufacturing",
      aiFriction:
        "Nos employés sont syndiqués et la convention collective exige un préavis écrit de 90 jours avant tout changement technologique.",
    });
    const t = timings(plant);
    expect(t.plan.firstPilot.month - t.start).toBeGreaterThanOrEqual(3);
    expect(t.summary).toBe(t.plan.firstPilot.starts);
    expect(t.step).toBe(t.plan.firstPilot.when);
  });
});
