import { challenges } from "@/tests/helpers/test-personas";
import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { offSeasonRules } from "@/tests/report-audit/off-season-rules";
import { STORY_RULES } from "@/tests/report-audit/story-rules";
import { buildContext } from "./context";
import { reportMarkdown } from "./index";
import { planOf } from "./plan";

/**
 * Round 19 follow-ups (#34): a kind's own busy season when the words name none, a pilot whose
 * whole run must fit in the working season, the maple producer's sugaring pilot, and the closed
 * phase's gate saying what closes it.
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
  headOfficeLocation: "other" as const,
};

const read = (input: ReturnType<typeof dated>) => {
  const docs = generateDocuments(input);
  return {
    first: planOf(buildContext(input)).firstPilot.month % 12,
    text: [reportMarkdown(docs.reportData, input), JSON.stringify(docs.roadmap)].join("\n"),
  };
};

describe("a kind's own busy season, when the words name none", () => {
  it.each([
    {
      name: "a Saskatchewan farm-equipment dealer",
      input: dated("2026-06-10T15:00:00Z", {
        ...quiet,
        orgPosture: "exploring",
        companyName: "Prairie Iron Equipment Ltd.",
        customLocation: "Yorkton, Saskatchewan",
        otherChallenge:
          "We are a farm equipment dealer with three stores; our service techs spend hours looking up parts and writing work orders by hand.",
      }),
      busy: [3, 4, 7, 8, 9],
      says: "decided in November 2026, once harvest (August to October 2026), when the service shop is busiest, is over",
    },
    {
      name: "a Manitoba Case IH dealer, worded otherwise",
      input: dated("2026-05-02T15:00:00Z", {
        ...quiet,
        orgPosture: "curious",
        companyName: "Red River Ag Sales",
        customLocation: "Brandon, Manitoba",
        otherChallenge:
          "We are an ag equipment dealer for Case IH and New Holland; warranty claims to the manufacturer take our shop foreman days.",
      }),
      busy: [3, 4, 7, 8, 9],
      says: "when the service shop is busiest",
    },
    {
      name: "a New Brunswick accounting firm",
      input: dated("2026-12-10T15:00:00Z", {
        ...quiet,
        orgPosture: "exploring",
        companyName: "Dubé & Partners",
        customLocation: "Moncton, New Brunswick",
        otherChallenge:
          "Our accounting firm spends too long chasing client documents for personal returns.",
      }),
      busy: [1, 2, 3],
      says: "decided in May 2027, once tax season (February to April 2027), when the firm's preparers are busiest, is over",
    },
  ])("$name: the first pilot and the gates keep out of it, saying why", ({ input, busy, says }) => {
    const { first, text } = read(input);
    expect(busy).not.toContain(first);
    expect(text).toContain(says);
  });

  it("the executive's own season is never overridden", () => {
    const { text } = read(
      dated("2026-06-10T15:00:00Z", {
        ...quiet,
        orgPosture: "exploring",
        companyName: "Prairie Iron Equipment Ltd.",
        customLocation: "Yorkton, Saskatchewan",
        otherChallenge:
          "We are a farm equipment dealer; our busy season is January to March, when farmers bring machines in for winter service.",
      }),
    );
    expect(text).not.toContain("when the service shop is busiest");
    expect(text).toContain("January to March");
  });
});

describe("a pilot that cannot finish before the off-season waits for the season", () => {
  it.each([
    {
      name: "an Ontario landscaper in September",
      input: dated("2026-09-20T15:00:00Z", {
        ...quiet,
        orgPosture: "activating",
        companyName: "Greenway Landscaping Inc.",
        customLocation: "Guelph, Ontario",
        otherChallenge:
          "Our crews spend too long on quotes and scheduling jobs for landscaping clients.",
      }),
    },
    {
      name: "a Nova Scotia lawn-care company in early September, in other words",
      input: dated("2026-09-03T15:00:00Z", {
        ...quiet,
        orgPosture: "championing",
        companyName: "Bluenose Lawn Care",
        customLocation: "Halifax, Nova Scotia",
        otherChallenge:
          "Lawn maintenance routes are planned on a whiteboard and our foremen rebuild them every rainy day.",
      }),
    },
  ])("$name: the first pilot's three months all fall in the working season", ({ input }) => {
    const { first, text } = read(input);
    const winter = [11, 0, 1, 2];
    for (let i = 0; i < 3; i++) expect(winter).not.toContain((first + i) % 12);
    expect(text).not.toContain("Within 60 days: start the pilot");
  });
});

describe("a maple producer's sugaring pilot runs in the sugaring season", () => {
  it.each([
    {
      name: "an Ontario sugar bush in June",
      input: dated("2026-06-15T15:00:00Z", {
        ...quiet,
        orgPosture: "exploring",
        companyName: "Lanark Sugar Bush",
        customLocation: "Perth, Ontario",
        otherChallenge:
          "Our evaporator crew spends 3 hours every night of the sugaring season grading syrup by hand, and barrels graded wrong cost us about $40,000 a year.",
      }),
    },
    {
      name: "a Québec érablière writing in French, in October",
      input: dated("2026-10-15T15:00:00Z", {
        ...quiet,
        orgPosture: "activating",
        companyName: "Érablière du Rang 4",
        customLocation: "Saint-Georges, Québec",
        otherChallenge:
          "Notre équipe à l'évaporateur passe 3 heures chaque soir du temps des sucres à classer le sirop à la main, et les barils mal classés nous coûtent environ 40 000 $ par année.",
      }),
    },
  ])("$name: the first pilot starts from February to April", ({ input }) => {
    const { first, text } = read(input);
    expect([1, 2, 3]).toContain(first);
    expect(text).toContain("no sap runs");
    expect(text).not.toMatch(/Within 60 days: start the pilot/);
  });
});

describe("the closed phase's gate says what closes it", () => {
  it("a landscaper: the off-season and the spring rush, never 'the season'", () => {
    const { text } = read(
      dated("2026-09-20T15:00:00Z", {
        ...quiet,
        orgPosture: "activating",
        companyName: "Greenway Landscaping Inc.",
        customLocation: "Guelph, Ontario",
        otherChallenge:
          "Our crews spend too long on quotes and scheduling jobs for landscaping clients.",
      }),
    );
    expect(text).toContain("the months when the crews are off for the winter");
    expect(text).not.toContain("the season leaves no");
  });
});

describe("the audit", () => {
  it("flags a landscaper's pilot started in October, cut off by winter", () => {
    const input = dated("2026-09-20T15:00:00Z", {
      ...quiet,
      orgPosture: "activating",
      companyName: "Greenway Landscaping Inc.",
      customLocation: "Guelph, Ontario",
      otherChallenge:
        "Our crews spend too long on quotes and scheduling jobs for landscaping clients.",
    });
    const docs = generateDocuments(input);
    expect(offSeasonRules(input, docs)).toEqual([]);
    const october = structuredClone(docs);
    october.reportData.nextSteps.push("In month 1: start the pilot on scheduling the crews.");
    expect(offSeasonRules(input, october).map((v) => v.rule)).toEqual([STORY_RULES.offSeasonPilot]);
  });
});

describe("a season the words only name still wins", () => {
  it("a landscaper four weeks behind in high summer keeps its first pilot within 60 days", () => {
    const { text } = read(
      dated("2026-03-10T15:00:00Z", {
        ...quiet,
        orgPosture: "activating",
        companyName: "Paysagement Laurentides",
        customLocation: "Saint-Jérôme, Québec",
        otherChallenge: "Le service d'entretien paysager a 4 semaines de retard en plein été.",
      }),
    );
    expect(text).not.toContain("the spring rush");
  });
});
