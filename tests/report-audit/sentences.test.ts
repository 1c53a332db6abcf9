import { generateReport } from "@/capabilities/report/builtin";
import { auditInput } from "./audit-input";
import { auditPersonas } from "./personas";
import { sentenceSharing, sentencesOf } from "./sentences";

const [first, second] = auditPersonas.map((p) => generateReport(auditInput(p)).reportData);

it("splits prose into sentences of three words or more, ignoring case and final punctuation", () => {
  expect(sentencesOf("Publish the policy. It works! Ok. **Name an owner** now.")).toEqual([
    "publish the policy",
    "name an owner now",
  ]);
});

it("counts a sentence shared by two of three reports, and none in all three", () => {
  const shared = "Every pilot gets a baseline before it starts.";
  const withSummary = (summary: string) => ({ ...first, executiveSummary: summary });
  const result = sentenceSharing([
    withSummary(`${shared} One unique sentence here.`),
    withSummary(`${shared} Another unique sentence there.`),
    withSummary("A third report says something else entirely."),
  ]);
  const summary = result.bySection.summary;
  expect(summary.sentences).toBe(5);
  expect(summary.inTwoOrMore).toBeCloseTo(2 / 5);
  expect(summary.inAll).toBe(0);
  expect(result.shared.find((s) => s.section === "summary")).toEqual({
    sentence: "every pilot gets a baseline before it starts",
    section: "summary",
    reports: 2,
  });
});

it("finds every sentence of a report in all reports when the reports are identical", () => {
  expect(sentenceSharing([second, second]).overall.inAll).toBe(1);
});
