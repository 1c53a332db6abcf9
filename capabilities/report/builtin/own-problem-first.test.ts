import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport, generateRoadmap } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: the problem the executive wrote in their own words leads the pilot queue, is one
 * pilot with a chosen challenge's that does the same work, is measured by the figures they gave
 * (never asked for again), a fixed window is a deadline, and safety-critical work is measured by
 * accuracy under a qualified person's sign-off, never by time saved.
 */

const answers = (more: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "food-services",
    companyEmployees: "1-10",
    businessChallenges: challenges("food-services", 0, 1),
    otherChallenge: undefined,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    ...more,
  });

const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  const report = generateReport(input);
  return {
    roadmap: generateRoadmap(input),
    report: report.reportData,
    markdown: report.markdownReport,
    followUp: generateFollowUpQuestions(input),
  };
};

const PIES =
  "Each Friday I spend two hours deciding how many pies to bake for the weekend market, and we throw out about 20% of them.";
const KILNS = "Our glass kilns crack a batch every fortnight and nobody knows why.";
const PROGRAMMER = "We can't find a second CNC programmer anywhere in the valley.";

describe("the executive's own written problem comes first", () => {
  it("leads the pilot queue rather than waiting behind the chosen challenges", () => {
    const own = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: PROGRAMMER,
      }),
    );
    // Launched in phase 1, ahead of the queue, and never listed again in phase 2 (review r18
    // class 6: the old expectation listed it in both).
    expect(own.roadmap.phases[0].description).toContain(
      "launching the pilot on the work of an unfilled role",
    );
    expect(own.roadmap.phases[1].description).not.toContain(
      "the pilot on the work of an unfilled role",
    );
    expect(own.report.brief!.decisions.join(" ")).toContain(
      `Start with the work of an unfilled role as the first pilot (you wrote “${PROGRAMMER.replace(/\.$/, "")}”)`,
    );
    // A problem of no known kind never leads: it is scoped with the executive first.
    const scoped = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: KILNS,
      }),
    );
    expect(scoped.report.brief!.decisions.join(" ")).toContain(
      "Start the first pilot on reducing unplanned equipment downtime",
    );
    expect(scoped.report.brief!.decisions.join(" ")).toContain("the first step is to have");
    // Without their words, the first chosen challenge leads as before.
    const chosen = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
      }),
    );
    expect(chosen.report.brief!.decisions.join(" ")).toContain(
      "Start the first pilot on reducing unplanned equipment downtime",
    );
  });

  it("is one pilot with the chosen challenge that does the same work, measured by their figures", () => {
    const { roadmap, markdown } = documents(answers({ otherChallenge: PIES }));
    const quoted = roadmap.recommendations.filter((r) => r.description.includes("how many pies"));
    expect(quoted).toHaveLength(1);
    expect(roadmap.recommendations.map((r) => r.title).join(" ")).not.toMatch(/A 30-day pilot/);
    expect(quoted[0]!.description).toContain("about 20% down to 13% or less");
    expect(quoted[0]!.description).toContain("two hours down to at most 95 minutes");
    // Their figures are the baseline: never asked for again.
    expect(markdown).toContain("Start from the figures you gave (two hours and about 20%)");
    expect(markdown).not.toContain("to check the");
  });

  it("asks for a figure only when none was given", () => {
    const { markdown } = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: PROGRAMMER,
      }),
    );
    expect(markdown).toContain(
      "For two weeks, log the hours the team spends on the work the missing person would do",
    );
    expect(markdown).not.toContain("Start from the figures you gave");
  });

  it("keeps a fixed window as a deadline, and safety-critical work to accuracy under sign-off", () => {
    const safety =
      "We have ten days to train new forklift drivers on lockout and daily safety inspections before the plant restarts.";
    const { roadmap } = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: safety,
      }),
    );
    const pilot = roadmap.recommendations.find((r) => r.description.includes("forklift"))!;
    expect(pilot.description).toContain("signed off by a qualified person");
    expect(pilot.description).toContain("within the ten days you have");
    expect(pilot.description).not.toMatch(/a fifth|fewer hours|down to at most/);
    // The same window on work no one is hurt by: a deadline still, with no sign-off rule.
    const till =
      "We have ten days to train new cashiers on the till system before the store opens.";
    const plain = documents(
      answers({
        companyIndustry: "manufacturing",
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: till,
      }),
    ).roadmap.recommendations.find((r) => r.description.includes("cashiers"))!;
    expect(plain.description).toContain("within the ten days you have");
    expect(plain.description).not.toContain("signed off by a qualified person");
    expect(plain.description).not.toMatch(/a fifth off the “?ten days/);
  });

  it("asks no follow-up question the executive has already answered", () => {
    const written = documents(answers({ otherChallenge: PIES, aiToolsUsed: ["chatgpt"] })).followUp;
    expect(written.q2Primary).not.toContain("Which weekly workflow");
    expect(written.q2Primary).toContain("how many pies");
    const unwritten = documents(answers({ aiToolsUsed: ["chatgpt"] })).followUp;
    expect(unwritten.q2Primary).toContain("Which weekly workflow");
  });
});
