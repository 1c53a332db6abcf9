import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { lintGenerated } from "@/tests/report-audit/lint-documents";
import { generateReport } from "./builtin/documents";
import { proseStrings } from "./lint-document";
import { citationSeams, citationsIn, markdownCitations, type Citation } from "./lint-citations";
import { markdownSeams } from "./lint-references";

/** Citation seams (#34): one address under one title, one title at one address, in a report. */

const STATCAN = "https://www150.statcan.gc.ca/n1/pub/11-621-m/11-621-m2025008-eng.htm";
const cite = (path: string, title: string, url: string): Citation => ({ path, title, url });

describe("citations: one title per address and one address per title", () => {
  it("flags one address cited under two titles, whatever its trailing slash", () => {
    const found = citationSeams([
      cite("a", "Statistics Canada, Canadian Survey on Business Conditions, 2025", STATCAN),
      cite(
        "b",
        "Statistics Canada, Analysis on AI use by businesses in Canada, 2025",
        `${STATCAN}/`,
      ),
    ]);
    expect(found.map((f) => f.rule)).toEqual(["citation"]);
    expect(found[0]!.detail).toContain("Canadian Survey on Business Conditions");
  });

  it("flags one title cited at two addresses", () => {
    const found = citationSeams([
      cite("a", "MediaSmarts", "https://mediasmarts.ca"),
      cite("b", "MediaSmarts", "https://mediasmarts.ca/digital-media-literacy"),
    ]);
    expect(found.map((f) => f.rule)).toEqual(["citation"]);
  });

  it("leaves one source cited twice the same way, and different sources, alone", () => {
    expect(
      citationSeams([
        cite("a", "Statistics Canada, Analysis, 2025", STATCAN),
        cite("b", "Statistics Canada, Analysis, 2025", STATCAN),
        cite(
          "c",
          "McKinsey & Company, The state of AI",
          "https://www.mckinsey.com/the-state-of-ai",
        ),
        cite("d", "Office of the Privacy Commissioner of Canada", "https://www.priv.gc.ca"),
      ]),
    ).toEqual([]);
  });

  it("reads the citations of a document's sources and resources, not a tool's name and website", () => {
    const strings = proseStrings(
      {
        industryBenchmarks: { sources: [{ name: "A survey", url: STATCAN, label: "12.2%" }] },
        recommendedApplications: [{ name: "Gemini", url: STATCAN }],
      },
      "report",
    );
    expect(citationsIn(strings)).toEqual([
      cite("report.industryBenchmarks.sources[0]", "A survey", STATCAN),
    ]);
  });

  it("reads a Markdown list of sources and its links", () => {
    const markdown = [
      `- Statistics Canada, Canadian Survey on Business Conditions (2025): ${STATCAN}`,
      `- Statistics Canada, Analysis on AI use (2025): ${STATCAN}`,
      "- [MediaSmarts](https://mediasmarts.ca): Canada's centre for digital literacy.",
    ].join("\n");
    expect(markdownCitations(markdown).map((c) => c.title)).toEqual([
      "Statistics Canada, Canadian Survey on Business Conditions",
      "Statistics Canada, Analysis on AI use",
      "MediaSmarts",
    ]);
    expect(markdownSeams(markdown).map((f) => f.rule)).toEqual(["citation"]);
  });
});

describe.each([
  [
    "a Québec bakery chain",
    { companyIndustry: "food-services" as const, companyName: "Boulangeries Gagnon" },
  ],
  [
    "a Whistler ski lodge",
    {
      companyIndustry: "travel-hospitality-tourism" as const,
      companyName: "Blackcomb Crest Lodge",
    },
  ],
  [
    "a Surrey credit union",
    { companyIndustry: "financial-services" as const, companyName: "Fraser Valley Savings" },
  ],
])("%s, whose report quotes Statistics Canada twice", (_company, company) => {
  const input = inputFor(makeAnswers(company));
  const { reportData, markdownReport } = generateReport(input);

  it("cites its sector figure with the national one beside it, as one source", () => {
    const statCan = reportData.industryBenchmarks.sources.filter(
      (s) => s.kind === "published" && s.url === STATCAN,
    );
    expect(statCan).toHaveLength(1);
    expect(statCan[0]!.label).toMatch(/\d+(?:\.\d+)?%.*, against 12\.2% of all businesses/);
  });

  it("lists that publication once among its sources, and the linter finds no citation seam", () => {
    expect(markdownReport.split(STATCAN).length - 1).toBe(1);
    expect(markdownSeams(markdownReport)).toEqual([]);
    expect(lintGenerated(input).filter((f) => f.rule === "citation")).toEqual([]);
  });
});
