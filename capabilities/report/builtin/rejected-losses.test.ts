import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r19 (#34): losses worded as goods rejected, refused, sent back or written off ("Rejected
 * pallets were sent back, about $75k last year") are money lost: the problem is a pilot measured
 * by the executive's figure, named by the work in their words.
 */

const documents = (overrides: Partial<AssessmentInput>) => {
  const input = inputFor(makeAnswers({ aiFriction: "", aiExperience: "", ...overrides }));
  return { markdown: generateReport(input).markdownReport, roadmap: generateRoadmap(input) };
};

describe("a loss worded as a rejection is a pilot measured by its figure", () => {
  it.each([
    [
      "a food processor in Ontario whose pallets were sent back",
      {
        companyName: "Greenbelt Fine Foods Inc.",
        companyIndustry: "manufacturing",
        ...headOfficeAt("Guelph, Ontario"),
        otherChallenge: "Rejected pallets were sent back, about $75k last year.",
      },
      /rejected pallets sent back/,
      "“about $75k last year”",
    ],
    [
      "a wholesaler in Alberta writing off expired stock",
      {
        companyName: "Chinook Supply Co.",
        companyIndustry: "retail",
        ...headOfficeAt("Red Deer, Alberta"),
        otherChallenge: "Write-offs of expired stock, $30k a year.",
      },
      /write-offs of expired stock/,
      "“$30k a year”",
    ],
    [
      "a bakery whose shipments the distribution centre refused",
      {
        companyName: "Maritime Hearth Bakery",
        companyIndustry: "food-services",
        ...headOfficeAt("Moncton, New Brunswick"),
        otherChallenge: "Refused shipments at the DC: around $55k last year.",
      },
      /refused shipments at the DC/,
      "“around $55k last year”",
    ],
  ] as const)("%s", (_, shape, work, figure) => {
    const d = documents(shape);
    const pilot = d.roadmap.recommendations.find((r) => work.test(r.title));
    expect(pilot?.title).toBeDefined();
    expect(pilot?.description).toContain(figure);
  });
});
