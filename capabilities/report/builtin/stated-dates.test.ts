import type { AssessmentInput } from "@/model/assessment/schemas";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { decisionDatesOf } from "./decision-dates";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Dates the executive stated are read from the text and respected (review 8, class 4): the month a
 * budget is drafted in is its deadline, not the month before it is approved; a meeting's day is
 * kept ("12 March 2027") even when the sentence names the body in one clause and the date in the
 * next; and work that a person's departure ends is scheduled before they leave. A report written
 * on 2 November 2026, at the standard pace (phase 1 December 2026 to February 2027).
 */

const input = (a: AssessmentInput) => ({
  assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
  answers: a,
  readiness: scoreReadiness(a),
  family: scoreFamily(a),
  industryStats: null,
  createdAt: new Date("2026-11-02T17:00:00Z"),
});

const documents = (aiFriction: string, shape: Partial<AssessmentInput> = {}) => {
  const a = makeAnswers({ aiFriction, otherChallenge: "Quotes take three days each.", ...shape });
  const report = generateReport(input(a)).reportData;
  const roadmap = generateRoadmap(input(a));
  const { phase1, phase2, phase3 } = report.roadmap;
  return {
    objectives: [phase1, phase2, phase3].map((p) => p.objectives.join(" ")),
    phases: roadmap.phases.map((p) => p.description),
    initiatives: [phase1, phase2, phase3].flatMap((p) => p.initiatives ?? []),
    nextSteps: report.nextSteps.join("\n"),
    all: JSON.stringify([report, roadmap]),
  };
};

describe("a budget drafted in a stated month", () => {
  it.each([
    [
      "a Manitoba housing co-operative",
      "The members approve the budget at the AGM in June, and the budget is drafted in April.",
      "by April 2027",
      "by May 2027",
    ],
    [
      "une coopérative funéraire, in French",
      "Le budget est adopté par le conseil en décembre et nous le préparons en octobre.",
      "by October 2027",
      "by November 2027",
    ],
    [
      "a BC strata-style management firm with the drafting month first",
      "We draft the budget packages in February for the council vote in April.",
      "by February 2027",
      "by March 2027",
    ],
  ])("%s: due the month it is drafted, never the month before approval", (_, text, due, wrong) => {
    const { all } = documents(text);
    expect(all).toContain(`(you wrote “${text.replace(/\.$/, "")}”): ${due}, put the AI spending`);
    expect(all).not.toContain(`${wrong}, put the AI spending`);
  });
});

describe("a meeting dated to the day, in the clause after the body's", () => {
  it.each([
    [
      "an Alberta engineering firm",
      "Our board meets on March 18, 2027 to approve new spending.",
      "The board meets on 18 March 2027",
      "by February 2027",
    ],
    [
      "une entreprise familiale de Sherbrooke, in French",
      "Le comité de direction se réunit chaque trimestre; la prochaine réunion est le 9 avril 2027.",
      "The management committee meets on 9 April 2027",
      "by March 2027",
    ],
  ])("%s", (_, text, meets, by) => {
    const { all, nextSteps } = documents(text);
    expect(all).toContain(`${meets} (you wrote “${text.replace(/\.$/, "")}”): ${by}`);
    if (by === "by February 2027") expect(nextSteps).toContain("meeting, with the pilot it is for");
  });
});

describe("work a departure ends, done before it", () => {
  it.each([
    [
      "a Nova Scotia seafood wholesaler",
      "Our bookkeeper, Linda, retires in April 2027 and she is the only one who knows our month-end close.",
      "Linda",
      "by March 2027",
    ],
    [
      "un restaurant de Québec, in French",
      "Notre chef, Marc, prend sa retraite en mai 2027 et toutes nos recettes sont dans sa tête.",
      "Marc",
      "by April 2027",
    ],
  ])("%s: captured from the first phase, checked by the person leaving", (_, text, who, done) => {
    const { objectives, phases, nextSteps } = documents(text);
    const step = `start capturing what only ${who} knows in December 2026, with ${who} checking each part, and have it done ${done}, before ${who} leaves`;
    expect(objectives[0]).toContain(step);
    expect(phases[0]).toContain(step);
    expect(objectives[1]).not.toContain(`what only ${who} knows`);
    expect(nextSteps).toContain(`Within 30 days: start capturing what only ${who} knows`);
  });

  it("a know-how pilot raised from the same sentence is due before the departure, not at a phase review", () => {
    const { initiatives } = documents(
      "Our head brewer, Tomas, retires in September 2027 and twenty years of know-how about our recipes lives in his notebooks.",
      {
        companyIndustry: "manufacturing",
        businessChallenges: ["replacing_retiring_skilled_workers"],
      },
    );
    const capture = initiatives.filter((i) => /before Tomas retires/.test(i.target ?? ""));
    for (const i of initiatives) expect(i.target ?? "").not.toMatch(/by the phase review/);
    expect(
      capture.length + initiatives.filter((i) => /Tomas/.test(i.action)).length,
    ).toBeGreaterThan(0);
  });
});

describe("a departure dated by a season, with the name after the role (review 11)", () => {
  it.each([
    [
      "a Surrey trucking firm",
      "Our dispatcher Gurpreet has 30 years of routes in her head and retires next summer.",
      "Gurpreet",
      "retires next summer",
      "by May 2027",
    ],
    [
      "une fromagerie de Sherbrooke, in French",
      "Notre fromagère Hélène a tout le savoir-faire et part à la retraite l'été prochain.",
      "Hélène",
      "retires next summer",
      "by May 2027",
    ],
    [
      "a Kamloops machine shop",
      "Our estimator, Bruce, is the only one who knows our quoting and retires at the end of the year.",
      "Bruce",
      "retires at the end of the year",
      "by December 2026",
    ],
  ])(
    "%s: captured first, in the executive's words, never a month they did not give",
    (_, text, who, leaves, done) => {
      const { objectives, nextSteps, all } = documents(text);
      expect(objectives[0]).toContain(`${who} ${leaves} (you wrote`);
      expect(objectives[0]).toContain(`what only ${who} knows in December 2026`);
      expect(objectives[0]).toContain(`have it done ${done}`);
      expect(nextSteps).toContain(`(${who} ${leaves})`);
      expect(all).not.toMatch(new RegExp(`${who} retires in (?:June|December)`));
    },
  );

  it.each([
    [
      "a Langley window plant, the name before a bracket (review 14)",
      "The maintenance log is paper and Excel, kept by Gord (maintenance lead, retiring in 2026 after 31 years).",
      "Gord",
      "retires in 2026",
    ],
    [
      "une imprimerie de Laval, in French, a later year",
      "Notre pressier Réal prend sa retraite en 2027 après 30 ans et tout le savoir est dans sa tête.",
      "Réal",
      "retires in 2027",
    ],
  ])(
    "%s: a departure dated by its year alone is captured from the start, its date asked",
    (_, text, who, leaves) => {
      const { objectives, nextSteps, all } = documents(text);
      expect(objectives[0]).toContain(`${who} ${leaves} (you wrote`);
      expect(objectives[0]).toContain(`what only ${who} knows in December 2026`);
      // Review r24: never "start in December 2026 … have it done by December 2026".
      expect(objectives[0]).toContain(`most critical task first, before ${who} leaves`);
      expect(objectives[0]).toContain("agree the leaving date now");
      expect(objectives[0]).not.toContain("have it done by December 2026");
      expect(objectives[1]).not.toContain(`what only ${who} knows`);
      expect(nextSteps).toContain(`(${who} ${leaves})`);
      expect(all).not.toMatch(new RegExp(`${who} retires in January`));
    },
  );

  it.each([
    "Our busy season is summer and our controller, Ana, knows the close.",
    "Last summer our planner, Joe, retired and took his notebooks with him.",
  ])("puts no departure on the plan for %j", (text) => {
    expect(documents(text).objectives[0]).not.toMatch(/knows in December 2026/);
  });
});

describe("sentences that put no date on the plan", () => {
  it.each([
    ["a departure in the past", "Gord retired in June 2025 and we still miss his know-how."],
    ["a plural, not a person", "Students leave in June and only a few staff stay for the summer."],
    [
      "a departure with nothing to capture",
      "Our receptionist, Amy, leaves in May 2027 for school.",
    ],
    ["a month of drafting with no budget", "We prepare quotes in January."],
    ["a lease", "Our lease ends in June."],
    [
      "an off-season range beside a budget (review 14)",
      "Budget is tight: nothing over about $300 a month all-in, and off-season (Nov-Feb) cash flow is thin.",
    ],
  ])("%s", (_, text) => {
    const dates = decisionDatesOf(makeAnswers({ aiFriction: text }));
    expect(dates.filter((d) => d.kind === "departure" || d.drafted !== undefined)).toEqual([]);
    const { all } = documents(text);
    expect(all).not.toMatch(/start capturing what only|drafted in|Budget date/);
  });
});

describe("a person leaving on a stated date owns nothing measured after it (review 9, class 1)", () => {
  it.each([
    [
      "a Saskatchewan seed-cleaning plant, whose expert's judgement walks out",
      "Our head grader, Walt Kozak, retires in May 2027 and 35 years of grading judgement walks out with him unless we capture it.",
      "Walt Kozak",
    ],
    [
      "a Halifax law firm's litigation clerk",
      "Our senior clerk, Maureen, is retiring in April 2027 and her expertise on court filings has never been written down.",
      "Maureen",
    ],
    [
      "un atelier d'usinage de Trois-Rivières, in French",
      "Notre contremaître, Réjean, part à la retraite en juin 2027 et son savoir-faire sur les vieilles machines n'est écrit nulle part.",
      "Réjean",
    ],
  ])("%s: the capture is a first-phase step and the leaver owns no pilot", (_, text, who) => {
    const a = makeAnswers({
      aiFriction: text,
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      businessChallenges: ["replacing_retiring_skilled_workers"],
    });
    const report = generateReport(input(a)).reportData;
    const roadmap = generateRoadmap(input(a));
    const { phase1, phase2, phase3 } = report.roadmap;
    expect(phase1.objectives.join(" ")).toContain(`start capturing what only ${who} knows`);
    const later = [...(phase2.initiatives ?? []), ...(phase3.initiatives ?? [])];
    for (const i of [...(phase1.initiatives ?? []), ...later])
      expect(i.owner).not.toContain(who.split(" ")[0]);
    expect(later.map((i) => i.action).join(" ")).not.toMatch(/know-how before it leaves/i);
    for (const r of roadmap.recommendations)
      if (/know-how/i.test(r.title)) expect(roadmap.phases[0]!.duration).toContain(r.timeframe);
  });

  it.each([
    [
      "a leaving date with nothing to capture",
      "Our receptionist, Amy, leaves in May 2027 for school.",
    ],
    ["a person who stays", "Our bookkeeper, Linda, leaves the month-end close to me."],
    [
      "a past departure",
      "Our planner, Gord, retired in June 2025 and we still miss his judgement.",
    ],
  ])("%s: no capture step", (_, text) => {
    expect(
      decisionDatesOf(makeAnswers({ aiFriction: text })).filter((d) => d.kind === "departure"),
    ).toEqual([]);
    expect(documents(text).all).not.toContain("start capturing what only");
  });
});
