import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./index";
import { busySeasonOf } from "./season-reading";

/**
 * Issue 34 (r22 review, class 1): a long-term care home wrote "the Ministry's inspectors want
 * every fall, every medication incident and every complaint documented within 24 hours", and the
 * plan was timed around "your busy season … in the fall, September to November". A resident's
 * fall is an event; "fall" is the season only where it is one.
 */

const season = (text: string) =>
  busySeasonOf(makeAnswers({ otherChallenge: text, aiFriction: "", aiExperience: "" }));

describe("a fall that happens to a person", () => {
  it.each([
    "Inspectors want every fall, every medication incident and every complaint documented within 24 hours.",
    "Every fall and every near miss must be charted before the shift ends, so nurses stay late.",
    "Each fall is reported to the Ministry, and the paperwork piles up.",
    "A resident's fall at night takes our RPNs an hour of charting.",
    "Our falls prevention program doubles the charting every time someone falls.",
    "After every fall the nurse checks the hip and writes the post-fall huddle.",
    "Every fall with injury means overtime for the charge nurse.",
    // French needs no such care: « chute » is never « automne ».
    "Chaque chute, chaque erreur de médication et chaque plainte doivent être documentées en 24 heures.",
  ])("is no busy season: %j", (text) => {
    expect(season(text)).toBeNull();
  });

  it.each([
    ["Every fall our admissions double.", "in the fall, September to November"],
    ["We are swamped in the fall.", "in the fall, September to November"],
    ["Chaque automne, les admissions doublent.", "in the fall, September to November"],
  ])("leaves the season read where it is one: %j", (text, during) => {
    expect(season(text)).toMatchObject({ during });
  });
});

const careHome = (overrides: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    companyName: "Birchwood Manor Long-Term Care",
    companyIndustry: "healthcare",
    companyEmployees: "201-500",
    ...headOfficeAt("Thunder Bay, Ontario"),
    ...overrides,
  });

function documents(a: AssessmentInput): string {
  const input = inputFor(a);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

describe("a care home whose inspectors want every fall documented", () => {
  it("hears of no busy season in the fall, nor its charting quote given as one", () => {
    const read = documents(
      careHome({
        otherChallenge:
          "We run 128 beds. Inspectors want every fall, every medication error and every complaint written up within 24 hours, and our RNs chart for two hours a shift.",
      }),
    );
    expect(read).not.toMatch(/busy season/i);
    expect(read).not.toMatch(/September to November/);
  });

  it("still times the plan around a fall season the words state", () => {
    const read = documents(
      careHome({
        otherChallenge:
          "Every fall our admissions double and nobody has time for anything new. Each fall is also when our residents' flu shots are charted.",
      }),
    );
    expect(read).toMatch(/busy season/i);
  });
});
