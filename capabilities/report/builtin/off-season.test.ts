import { challenges } from "@/tests/helpers/test-personas";
import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { offSeasonRules } from "@/tests/report-audit/off-season-rules";
import { STORY_RULES } from "@/tests/report-audit/story-rules";
import { datedStarts } from "@/tests/report-audit/timing-rules";
import { reportMarkdown } from "./index";

/**
 * A pilot runs while the work it measures happens (issue 34, round 19): a school-bus contractor's
 * first pilot never starts in July or August, when no routes run, a ski hill's never in summer,
 * a landscaper's never in winter; the phase says which of its months start nothing and why.
 */

const dated = datedAuditInput;

const quiet = {
  companyEmployees: "51-200" as const,
  companyIndustry: "other" as const,
  businessChallenges: challenges("other", 1, 2, 4),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const cases = [
  {
    name: "an Ontario school-bus contractor in March, at a measured pace",
    input: dated("2026-03-14T15:00:00Z", {
      ...quiet,
      orgPosture: "curious",
      companyName: "Northshore Student Transport Ltd.",
      headOfficeLocation: "other",
      customLocation: "Sudbury, Ontario",
      otherChallenge:
        "We run 90 school buses for two school boards. Every morning dispatch scrambles to cover routes when drivers call in sick.",
    }),
    off: [6, 7],
    why: "when school is out and no routes run",
  },
  {
    name: "a Québec student transporter writing in French, in April",
    input: dated("2026-04-20T15:00:00Z", {
      ...quiet,
      orgPosture: "exploring",
      companyName: "Autobus Rivière-du-Loup inc.",
      headOfficeLocation: "other",
      customLocation: "Rivière-du-Loup, Québec",
      otherChallenge:
        "Nous faisons du transport scolaire avec 60 autobus; chaque matin, il manque des chauffeurs et des circuits sont annulés.",
    }),
    off: [6, 7],
    why: "when school is out and no routes run",
  },
  {
    name: "a BC ski hill in January",
    input: dated("2026-01-15T15:00:00Z", {
      ...quiet,
      orgPosture: "curious",
      companyName: "Kootenay Ridge Ski Hill",
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: [],
      otherChallenge:
        "Lift ticket and rental questions flood our inbox every weekend and our ski hill guest services team cannot keep up.",
    }),
    off: [4, 5, 6, 7, 8, 9, 10],
    why: "when the lifts are closed",
  },
];

describe("a pilot runs while the work it measures happens", () => {
  it.each(cases)("$name: the first pilot starts in working months", ({ input, off, why }) => {
    const docs = generateDocuments(input);
    const starts = datedStarts(docs, input.createdAt).filter((s) => s.firstPilot);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts)
      expect(start.when.months.every((m) => off.includes(m % 12))).toBe(false);
    expect(reportMarkdown(docs.reportData, input)).toContain(why);
    expect(offSeasonRules(input, docs)).toEqual([]);
  });

  it("a landscaper's office pilot runs over the winter; only its crews' work waits for spring", () => {
    const landscaper = (otherChallenge: string) =>
      dated("2026-11-20T15:00:00Z", {
        ...quiet,
        orgPosture: "exploring",
        orgAiElements: ["ai_policy", "internal_champions", "dedicated_budget"],
        companyName: "Prairie Green Landscaping Ltd.",
        headOfficeLocation: "other",
        customLocation: "Regina, Saskatchewan",
        businessChallenges: [],
        otherChallenge,
      });
    const winter = [11, 0, 1, 2];
    const firstPilotMonths = (input: ReturnType<typeof landscaper>) =>
      datedStarts(generateDocuments(input), input.createdAt)
        .filter((s) => s.firstPilot)
        .flatMap((s) => s.when.months.map((m) => m % 12));
    const crews = landscaper(
      "Every Monday I rebuild the schedule for our eight maintenance crews by hand when jobs get rained out.",
    );
    const books = landscaper(
      "Chasing unpaid invoices and reconciling the books in QuickBooks takes my bookkeeper two days a week.",
    );
    expect(firstPilotMonths(crews).some((m) => winter.includes(m))).toBe(false);
    expect(firstPilotMonths(books).some((m) => winter.includes(m))).toBe(true);
  });

  it("a paratransit operator that runs all year keeps its summer", () => {
    const input = dated("2026-03-14T15:00:00Z", {
      ...quiet,
      orgPosture: "curious",
      companyName: "Red River Accessible Rides Inc.",
      otherChallenge:
        "We run 85 paratransit vans under contract to the city; every morning our dispatchers rebuild the day when drivers call in sick.",
    });
    const markdown = reportMarkdown(generateDocuments(input).reportData, input);
    expect(markdown).not.toContain("no routes run");
  });

  it("the audit flags a school-bus pilot started in August", () => {
    const { input } = cases[0]!;
    const docs = generateDocuments(input);
    const summer = structuredClone(docs);
    summer.reportData.nextSteps.push(
      "In month 5: start the pilot on each morning's absences set against the day's runs.",
    );
    expect(offSeasonRules(input, summer).map((v) => v.rule)).toEqual([STORY_RULES.offSeasonPilot]);
  });
});
