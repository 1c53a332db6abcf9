import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./index";
import { recogniseThemes } from "./themes";

/**
 * Issue 34 (r21 review, class 1): a sentence that says who the company is ("a credit union with
 * 14 branches, 38,000 members") was read as work across sites and made the first pilot, with no
 * task and no measure. Size and sites are context; a pilot needs a stated problem.
 */

const answers = (industry: string, otherChallenge: string): AssessmentInput =>
  makeAnswers({
    companyName: "Prairie Smiles Dental Group",
    companyIndustry: industry as AssessmentInput["companyIndustry"],
    businessChallenges: challenges(industry, 0, 1),
    otherChallenge,
  });

/** What the executive reads: the report and the roadmap, as text. */
function documents(a: AssessmentInput): string {
  const input = inputFor(a);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

const themeIds = (text: string) =>
  recogniseThemes(makeAnswers({ otherChallenge: text, aiExperience: "", aiFriction: "" })).map(
    (t) => t.themeId,
  );

describe("a description of the company's size and sites", () => {
  const described = [
    [
      "healthcare",
      "We are a dental group with 9 clinics across Saskatchewan, 140 staff and about 30,000 patients. Patients in our rural clinics are older and prefer to phone. Our practice software moves to the cloud in 2028.",
    ],
    [
      "retail",
      "We run 12 hardware stores in the Fraser Valley with 260 staff and C$90 million in sales.",
    ],
  ] as const;

  it.each(described)("raises no work across sites (%s)", (_industry, text) => {
    expect(themeIds(text)).not.toContain("multi-site");
  });

  it.each(described)(
    "is neither a pilot nor a priority nor a problem to measure (%s)",
    (industry, text) => {
      const read = documents(answers(industry, text));
      expect(read).not.toMatch(/one way of working across/i);
      expect(read).not.toMatch(/problem you described in your own words/);
      expect(read).not.toContain(`you wrote “${text.split(".")[0]}`);
      expect(read).not.toMatch(/Measure your own problem before any pilot on it/);
    },
  );

  it("leaves the first pilot to a challenge the executive chose", () => {
    const report = generateReport(inputFor(answers("healthcare", described[0][1]))).markdownReport;
    const first = report.match(/Start the first pilot on ([^,(]+)/)?.[1] ?? "";
    const chosen = challenges("healthcare", 0, 1).map((v) => v.replace(/_/g, " "));
    expect(chosen.some((c) => first.toLowerCase().startsWith(c.slice(0, 12)))).toBe(true);
  });
});

describe("sites that work differently", () => {
  it.each([
    "We have 6 clinics and each one books hygiene recalls differently",
    "Keeping 14 locations consistent on service and pricing",
    "Head office and the branches each keep their own member lists",
  ])("are still read as work across sites: %j", (text) => {
    expect(themeIds(text)).toContain("multi-site");
  });
});
