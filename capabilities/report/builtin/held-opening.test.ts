import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { openingRules } from "@/tests/report-audit/opening-rules";
import { STORY_RULES } from "@/tests/report-audit/story-rules";
import { reportMarkdown } from "./index";

/**
 * A freeze over the plan's opening ("No new projects until after year-end", « aucun nouveau
 * projet avant janvier », "we can't take on anything new until after October"), issue 34 round
 * 19: nothing is dated in it, quick wins and next steps included, and every step says its date
 * from the month the freeze lifts rather than in days from a report dated just before it, so
 * "within 30 days" never stands beside "January 2027".
 */

const dated = datedAuditInput;

const RELATIVE =
  /^(?:This week|First week|First \d+ (?:days|weeks)|Within (?:\d+|two) (?:days|weeks))(?::|$)/i;

const cases = [
  {
    name: "a software firm in late November, nothing new until the new year",
    input: dated("2026-11-24T15:00:00Z", {
      aiFriction: "Nothing new until the new year: the team is closing the books.",
    }),
    frozen: "December 2026",
    lifts: "January 2027",
  },
  {
    name: "a Québec manufacturer writing in French",
    input: dated("2026-11-03T15:00:00Z", {
      companyName: "Usinage Bellechasse inc.",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Lévis, Québec",
      otherChallenge:
        "Nos soumissions prennent trois jours chacune. Aucun nouveau projet avant janvier.",
    }),
    frozen: "December 2026",
    lifts: "January 2027",
  },
  {
    name: "a Saskatchewan accounting firm in September, held until after October",
    input: dated("2026-09-08T15:00:00Z", {
      companyName: "Prairie Ledger CPA",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Regina, Saskatchewan",
      otherChallenge:
        "Client intake takes hours of back-and-forth e-mail. We can't take on anything new until after October.",
    }),
    frozen: "October 2026",
    lifts: "November 2026",
  },
];

describe("a freeze over the plan's opening", () => {
  it.each(cases)("$name: nothing is dated in it", ({ input, frozen, lifts }) => {
    const docs = generateDocuments(input);
    const markdown = reportMarkdown(docs.reportData, input);
    expect(markdown).toContain(
      `Nothing in this phase starts in ${frozen}, which you keep free of new projects`,
    );
    for (const win of docs.roadmap.quickWins) {
      expect(win.timeframe).not.toMatch(RELATIVE);
      expect(win.timeframe).toContain(lifts.split(" ")[0]);
    }
    for (const step of docs.reportData.nextSteps) {
      expect(step).not.toMatch(RELATIVE);
      expect(step.split(":")[0]).not.toContain(frozen);
    }
    expect(docs.reportData.nextSteps[0]).toMatch(new RegExp(`^First week of ${lifts}:`));
    expect(markdown).not.toMatch(/\bwithin 60 days\b/i);
    expect(openingRules(input, docs)).toEqual([]);
  });

  it("the audit flags a step counted in days from the report beside a closed opening", () => {
    const { input } = cases[0]!;
    const docs = generateDocuments(input);
    const relative = structuredClone(docs);
    relative.roadmap.quickWins[0]!.timeframe = "First 30 days";
    expect(openingRules(input, relative).map((v) => v.rule)).toEqual([
      STORY_RULES.relativeInHeldOpening,
    ]);
  });
});
