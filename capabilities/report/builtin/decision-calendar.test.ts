import { makeAnswers } from "@/tests/helpers/test-answers";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { decisionDatesOf, vendorLeadTimeOf } from "./decision-dates";
import { generateReport, generateRoadmap } from "./documents";

/**
 * The decision calendar on the plan: a report written on 2 November 2026 for a company at the
 * standard pace (phases December 2026 to February 2027, March to August 2027, September 2027 to
 * February 2028).
 */

const answers = (aiFriction: string, overrides: Partial<AssessmentInput> = {}) =>
  makeAnswers({ aiFriction, otherChallenge: "Quotes take three days each.", ...overrides });

const input = (a: AssessmentInput) => ({
  assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
  answers: a,
  readiness: scoreReadiness(a),
  family: scoreFamily(a),
  industryStats: null,
  createdAt: new Date("2026-11-02T17:00:00Z"),
});

function documents(a: AssessmentInput) {
  const report = generateReport(input(a)).reportData;
  const roadmap = generateRoadmap(input(a));
  return {
    report,
    phases: roadmap.phases.map((p) => p.description),
    objectives: [report.roadmap.phase1, report.roadmap.phase2, report.roadmap.phase3].map((p) =>
      p.objectives.join(" "),
    ),
    all: JSON.stringify([report, roadmap]),
  };
}

describe("the body that approves spending, on the date it meets", () => {
  it.each([
    [
      "a grain co-operative",
      "Any purchase over $25,000 needs the board, which meets in March.",
      "The board meets in March 2027",
      "by February 2027",
      0,
    ],
    [
      "an accounting firm",
      "Spending over $10k goes to the partners' meeting in June.",
      "The partners meet in June 2027",
      "by May 2027",
      1,
    ],
    [
      "a parish charity",
      "Our parish council approves anything new at its September meeting.",
      "The council meets in September 2027",
      "by August 2027",
      1,
    ],
    [
      "une imprimerie",
      "Tout achat de plus de 20 000 $ doit être approuvé par le comité de direction, qui se réunit en mai.",
      "The management committee meets in May 2027",
      "by April 2027",
      1,
    ],
  ])(
    "%s: the purchase waits for the meeting, prepared the month before",
    (_, text, meets, by, phase) => {
      const { phases, objectives } = documents(answers(text));
      for (const said of [phases[phase]!, objectives[phase]!]) {
        expect(said).toContain(meets);
        expect(said).toContain(`(you wrote “${text.replace(/\.$/, "")}”): ${by}`);
        expect(said).toMatch(
          /a purchase that needs (its|their) approval starts after that meeting/,
        );
      }
    },
  );

  it.each([
    "Our board chair retired in March.",
    "The board asked us last year whether we use AI.",
    "We were founded in March.",
  ])("names no meeting for %j", (text) => {
    expect(decisionDatesOf(answers(text))).toEqual([]);
    expect(documents(answers(text)).all).not.toContain(" meets in ");
  });
});

describe("the budget date", () => {
  it.each([
    ["a home builder", "Next year's budget is set in January.", "January 2027", "December 2026"],
    [
      "a physiotherapy clinic",
      "Our fiscal year starts in April, so the budget is locked in March.",
      "March 2027",
      "February 2027",
    ],
    ["a private school", "The board approves the budget in June.", "June 2027", "May 2027"],
    [
      "une coopérative",
      "Le budget de l'an prochain est adopté en janvier.",
      "January 2027",
      "December 2026",
    ],
  ])("%s: the AI spending goes into it", (_, text, when, due) => {
    const { all } = documents(answers(text));
    expect(all).toContain(`Budget date, ${when}`);
    expect(all).toContain(`by ${due}, put the AI spending the pilots will need into the budget`);
  });

  it("puts a budget due within three months among the next steps, in date order", () => {
    const { report } = documents(answers("Next year's budget is set in January."));
    const at = report.nextSteps.findIndex((s) => s.startsWith("By December 2026: put the AI"));
    expect(at).toBeGreaterThan(0);
    expect(report.nextSteps[at - 1]).toMatch(/^(This week|Within (two weeks|30 days))/);
  });

  it("plans nothing for a budget already approved", () => {
    expect(decisionDatesOf(answers("The 2027 budget was approved in October."))).toEqual([]);
  });
});

describe("a contract or collective agreement that ends", () => {
  it.each([
    [
      "a transit company",
      "Our collective agreement with the union expires in June 2027.",
      "June 2027",
      "March 2027",
    ],
    [
      "a care home",
      "The nurses' collective agreement ends in April 2027.",
      "April 2027",
      "January 2027",
    ],
    [
      "une usine",
      "La convention collective arrive à échéance en mai 2027.",
      "May 2027",
      "February 2027",
    ],
  ])("%s: the union sees the pilot plan before bargaining", (_, text, ends, by) => {
    const { all } = documents(answers(text));
    expect(all).toContain(`Your collective agreement ends in ${ends}`);
    expect(all).toContain(`share the pilot plan with the union by ${by}, before bargaining`);
  });

  it("holds a pilot the union covers until the union agrees or the new agreement is signed", () => {
    const { all, phases, objectives } = documents(
      answers("Our plant is unionised and the collective agreement expires in May 2027.", {
        companyIndustry: "manufacturing",
      }),
    );
    expect(all).toContain(
      "with the collective agreement ending in May 2027, it starts only once the union has agreed to it in writing or the new agreement is signed",
    );
    const pilots = "The collective agreement ends in May 2027, while the pilots run";
    expect(phases[1]).toContain(pilots);
    expect(objectives[1]).toContain(pilots);
  });

  it("asks for a decision before a licence comes up for renewal", () => {
    const { all } = documents(answers("Our Sage licence renews in September."));
    expect(all).toContain("Your Sage licence comes up for renewal in September 2027");
    expect(all).toContain("by July 2027, decide whether to renew, change or replace it");
  });

  it.each(["The union was certified in March 2019.", "We signed our lease in May."])(
    "plans nothing for %j",
    (text) => {
      expect(decisionDatesOf(answers(text))).toEqual([]);
    },
  );
});

describe("a new vendor's review, started in phase 1", () => {
  it.each([
    [
      "a hospital foundation",
      "Every new vendor must pass a security review that takes three months.",
      "security review",
      "March 2027",
    ],
    [
      "a food manufacturer",
      "It takes 8 weeks to approve a new supplier.",
      "review",
      "February 2027",
    ],
    [
      "an insurer",
      "New vendors go through a privacy assessment that lasts four to six months.",
      "privacy assessment",
      "June 2027",
    ],
    [
      "une caisse",
      "Chaque nouveau fournisseur doit passer une évaluation de sécurité qui prend quatre mois.",
      "review",
      "April 2027",
    ],
  ])("%s: no pilot on a new vendor before the review clears", (_, text, what, clears) => {
    const { phases, report, all } = documents(answers(text));
    expect(phases[0]).toContain(`A new vendor's ${what} takes`);
    expect(phases[0]).toContain(
      `start it in December 2026 for each new vendor a pilot needs, so that pilot can start in ${clears} at the earliest`,
    );
    expect(all).toContain(`starts in phase 1 and the pilot no earlier than ${clears}`);
    expect(report.nextSteps).toContain(
      `Within 30 days: start the ${what} of each new vendor the pilots need, so that their pilots can start in ${clears} at the earliest.`,
    );
  });

  it.each([
    "Our onboarding of new staff takes two weeks.",
    "Delivery from our main supplier takes six weeks.",
  ])("reads no review in %j", (text) => {
    expect(vendorLeadTimeOf(answers(text))).toBeNull();
  });
});
