import type { AssessmentInput } from "@/lib/assessment/schemas";
import { lintDocuments } from "@/lib/report/audit/lint-documents";
import { makeAnswers } from "@/lib/scoring/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport, generateRoadmap } from "./documents";
import { workOf } from "./own-challenge";
import { challenges, inputFor } from "./test-personas";

/**
 * Issue 34: the pilot on the executive's own written problem is named by the work in the clause
 * that states the problem, never by a clause that describes the company, a funder or a count;
 * their words are quoted where the pilot is introduced, and elsewhere it has its plain name.
 */

const answers = (otherChallenge: string): AssessmentInput =>
  makeAnswers({
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    businessChallenges: challenges("consulting", 0, 1),
    otherChallenge,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
  });

const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  const report = generateReport(input);
  return {
    input,
    report: report.reportData,
    roadmap: generateRoadmap(input),
    followUp: generateFollowUpQuestions(input),
  };
};

describe("the pilot's name is the work of the problem clause", () => {
  it.each([
    [
      "We are a 14-person survey firm; our drafters lose hours redrawing site plans for Metro Vancouver and BC Hydro.",
      "redrawing site plans",
      /survey firm|Metro Vancouver|BC Hydro/,
    ],
    [
      "Forty percent of our clients are new each year; our front desk answers the same parking and billing questions all day.",
      "answering the same parking and billing questions",
      /percent|clients/,
    ],
    [
      "We run 12 storage sites and a truck rental counter; every May the phone never stops with move-in bookings and the gate codes are on a clipboard.",
      "move-in bookings",
      /storage sites|clipboard/,
    ],
    [
      "We manage 30 rental homes; our coordinators spend evenings chasing contractor invoices in Buildium and re-typing them.",
      "chasing contractor invoices and re-typing them",
      /rental homes|Buildium/,
    ],
  ])("%s", (text, name, notName) => {
    const work = workOf(text)!;
    expect(work).toContain(name);
    expect(work).not.toMatch(notName);
  });

  it("still names work its subject states, without a funder", () => {
    expect(workOf("Grant applications to the Vancouver Foundation take two days a week.")).toBe(
      "grant applications",
    );
  });
});

describe("the executive's words are quoted where the pilot is introduced, and it is named plainly elsewhere", () => {
  const written =
    "We are a 14-person survey firm; our drafters lose hours redrawing site plans for Metro Vancouver and BC Hydro.";
  const { input, report, roadmap, followUp } = documents(answers(written));
  const text = JSON.stringify([report, roadmap]);

  it("introduces the pilot by its work and quotes the problem clause as evidence", () => {
    const decision = report.brief!.decisions.find((d) => /first pilot/.test(d))!;
    expect(decision).toMatch(/^Start with redrawing site plans as the first pilot \(you wrote “/);
    expect(decision).toContain("our drafters lose hours redrawing site plans");
    expect(report.currentState.keyChallenges.join(" ")).toContain("In your words, “");
  });

  it("never uses the quotation as a noun phrase", () => {
    expect(text).not.toMatch(/(?:pilot on|before|owner of|Make) “/);
    expect(text).toContain("the pilot on redrawing site plans");
    expect(text).not.toMatch(/pilot on (?:survey firm|Metro Vancouver|BC Hydro)/);
  });

  it("holds the linter at no finding", () => {
    expect(lintDocuments(input, { reportData: report, roadmap, followUp })).toEqual([]);
  });
});
