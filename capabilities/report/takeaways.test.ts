import { generateReport } from "@/capabilities/report/builtin";
import { personas } from "@/tests/helpers/test-personas";
import { reportDataSchema } from "@/model/documents/report-schemas";
import { reportTakeaways, summarySentences, takeawaysFromSummary } from "./takeaways";

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe("takeaways derived from a stored summary", () => {
  it("splits a summary into its sentences without breaking amounts, abbreviations or quotes", () => {
    expect(
      summarySentences(
        "Acme scores 4.2/10, e.g. below peers. Licences cost US$1.38 a seat. “Fix the CRM.” Then scale.",
      ),
    ).toEqual([
      "Acme scores 4.2/10, e.g. below peers.",
      "Licences cost US$1.38 a seat.",
      "“Fix the CRM.”",
      "Then scale.",
    ]);
  });

  it("joins the shortest neighbours of a long summary into five takeaways that keep every word", () => {
    const summary = [
      "One is the first point of this summary.",
      "Two.",
      "Three.",
      "Four is a longer sentence about the pilot and its owner.",
      "Five is about the budget and the decision date.",
      "Six is about peers.",
      "Seven closes the summary with the first moves.",
    ].join(" ");
    const takeaways = takeawaysFromSummary(summary);
    expect(takeaways).toHaveLength(5);
    expect(takeaways[0]).toBe("One is the first point of this summary. Two. Three.");
    expect(words(takeaways.join(" "))).toEqual(words(summary));
  });

  it("prefers the report's own takeaways and falls back to its summary's for an old report", () => {
    const own = ["A.", "B.", "C."];
    expect(reportTakeaways({ executiveSummary: "X. Y. Z.", takeaways: own })).toBe(own);
    expect(reportTakeaways({ executiveSummary: "Xa one. Yb two. Zc three." })).toEqual([
      "Xa one.",
      "Yb two.",
      "Zc three.",
    ]);
  });
});

describe("takeaways written by the built-in generator", () => {
  it.each(personas)("gives three to five stand-alone sentences for %s", (_name, input) => {
    const report = reportDataSchema.parse(generateReport(input).reportData);
    expect(report.takeaways!.length).toBeGreaterThanOrEqual(3);
    expect(report.takeaways!.length).toBeLessThanOrEqual(5);
    for (const takeaway of report.takeaways!) {
      expect(takeaway).toMatch(/^[A-Z“].*[.!?”]$/);
      expect(words(takeaway).length).toBeLessThan(90);
    }
    // The first says where the company stands, with its score.
    expect(report.takeaways![0]).toContain(input.answers.companyName.trim().split(/\s+/)[0]);
    expect(report.takeaways![0]).toMatch(/\b\d{1,3}\/100\b/);
  });

  it("names the peer average as its own takeaway when there are peer statistics", () => {
    const [, input] = personas.find(([name]) => name.includes("peer statistics"))!;
    const report = generateReport(input).reportData;
    expect(report.takeaways).toContainEqual(
      expect.stringMatching(/^Among \d+ other .* the average readiness score is \d{1,3}\/100\.$/),
    );
  });

  it("still parses a report stored before takeaways existed", () => {
    const { takeaways: _dropped, ...old } = generateReport(personas[0][1]).reportData;
    void _dropped;
    expect(reportDataSchema.safeParse(old).success).toBe(true);
    expect(reportTakeaways(reportDataSchema.parse(old)).length).toBeGreaterThanOrEqual(3);
  });
});
