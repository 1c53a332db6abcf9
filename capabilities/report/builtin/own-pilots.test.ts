import type { AssessmentInput } from "@/model/assessment/schemas";
import { ownWords, themes } from "@/capabilities/report/content/themes";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { scopingStep } from "@/capabilities/report/content/problem-kinds";
import { recogniseThemes } from "./themes";

/**
 * Issue 34: the problem the executive wrote in their own words is piloted, with the owner,
 * baseline and target of the theme that reads it; only a problem no theme reads is put a
 * number on first; a second problem in the same answer is never dropped.
 */

const answers = (otherChallenge: string, more: Partial<AssessmentInput> = {}) =>
  makeAnswers({
    companyIndustry: "healthcare",
    companyEmployees: "51-200",
    businessChallenges: challenges("healthcare", 1, 2),
    otherChallenge,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    ...more,
  });

const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  return { roadmap: generateRoadmap(input), report: generateReport(input).reportData };
};

const theme = (id: string) => themes.find((t) => t.id === id)!;
const initiatives = (report: ReturnType<typeof documents>["report"]) =>
  [report.roadmap.phase1, report.roadmap.phase2].flatMap((p) => p.initiatives ?? []);

describe("the executive's own written problem", () => {
  it("becomes a roadmap pilot with its theme's owner, baseline and target", () => {
    // Claim approvals not chosen: chosen, its pilot is this one (own-problem-one-pilot.test.ts).
    const { roadmap, report } = documents(
      answers("Insurance predeterminations take days and patients wait for treatment.", {
        businessChallenges: challenges("healthcare", 1, 3),
      }),
    );
    const pilot = theme("insurance-approvals");
    const recommendation = roadmap.recommendations.find((r) => r.title === pilot.title);
    expect(recommendation?.owner).toBe("a person you appoint in operations");
    expect(recommendation?.description).toContain(
      "Answers “Insurance predeterminations take days and patients wait for treatment”",
    );
    expect(recommendation?.description).toContain(pilot.pilot!.baseline.slice(1));
    // It leads, beside the first chosen challenge's pilot, and phase 2 lists it among the use cases.
    expect(roadmap.recommendations[1]).toBe(recommendation);
    expect(roadmap.recommendations[2]?.description).toMatch(/^Answers “Shortening patient wait/);
    expect(recommendation?.timeframe).toBe(roadmap.recommendations[2]?.timeframe);
    // Named in the report's words, never a fragment of theirs; theirs are quoted (issue 34).
    // Launched in phase 1, it is never listed again in phase 2 (review r18 class 6).
    expect(roadmap.phases[0].description).toContain(
      "the pilot on pre-approvals and claims to funders and insurers",
    );
    expect(roadmap.phases[1].description).not.toContain("the pilot on pre-approvals");
    expect(roadmap.phases[0].description).not.toContain(`“${pilot.title}”`);
    expect(initiatives(report)).toContainEqual(
      expect.objectContaining({
        owner: "a person you appoint in operations",
        baseline: pilot.pilot!.baseline,
        target: pilot.pilot!.target,
      }),
    );
    // Listed once, in the phase where it starts (phase 2's implementations once repeated it).
    const { phase1, phase2 } = report.roadmap;
    const listed = [
      ...(phase1.initiatives ?? []).map((i) => i.action),
      ...(phase2.implementations ?? []),
    ].filter((line) => line.startsWith(pilot.title));
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(roadmap)).not.toContain(ownWords.otherChallenge.title);
  });

  it("joins the chosen challenge's pilot that already does it, quoting both, rather than a second pilot", () => {
    const { roadmap, report } = documents(answers("Too many no-shows leave our chairs empty."));
    const waits = roadmap.recommendations.find((r) => r.title.startsWith("No-show prediction"));
    expect(waits?.description).toMatch(
      /^Answers “Shortening patient wait times and scheduling gaps” and “Too many no-shows leave our chairs empty”\./,
    );
    expect(roadmap.recommendations.map((r) => r.title)).not.toContain(theme("cancellations").title);
    expect(
      initiatives(report)
        .map((i) => i.action)
        .join("\n"),
    ).not.toContain(`${theme("cancellations").title}:`);
  });

  it("is scoped with the executive, never piloted with an invented measure, when nothing reads it", () => {
    const { roadmap, report } = documents(
      answers("Our glass kilns crack a batch every fortnight."),
    );
    const quoted = "“Our glass kilns crack a batch every fortnight”";
    expect(roadmap.recommendations.map((r) => r.description).join(" ")).not.toContain(quoted);
    expect(JSON.stringify(initiatives(report))).not.toContain("glass kilns");
    const step = roadmap.quickWins.find((w) => w.title === scopingStep.title);
    expect(step?.description).toContain(quoted);
    expect(JSON.stringify(roadmap)).not.toMatch(/a fifth fewer[^"]*kilns/);
  });

  it("keeps the second of two problems, read or not", () => {
    const both = recogniseThemes(
      answers(
        "Our hygienists spend their lunch calling patients to fill cancelled slots. Insurance predeterminations take days.",
      ),
    );
    expect(both.map((t) => [t.themeId, t.quote])).toEqual([
      [
        "cancellations",
        "Our hygienists spend their lunch calling patients to fill cancelled slots",
      ],
      ["insurance-approvals", "Insurance predeterminations take days"],
    ]);
    const unread = recogniseThemes(
      answers("Scheduling the crews takes hours. Our glass kilns crack a batch every fortnight."),
    );
    expect(unread.map((t) => [t.themeId, t.quote])).toEqual([
      ["scheduling", "Scheduling the crews takes hours"],
      ["own-words", "Our glass kilns crack a batch every fortnight"],
    ]);
  });

  // "Commercial cleaning, ~420 cleaners across 140 sites" became "a 30-day pilot on the work you described".
  it("reads a sentence that describes the company as no second problem", () => {
    const items = recogniseThemes(
      answers(
        "Quotes take three days each. Commercial cleaning across 140 sites, campuses and provincial office towers.",
      ),
    );
    expect(items.map((t) => t.quote)).not.toContainEqual(
      expect.stringMatching(/^Commercial cleaning/),
    );
  });

  it("names a pilot on an unread problem by its work, never by a pronoun's sentence", () => {
    const [own] = recogniseThemes(answers("We're two businesses in one year."));
    expect(own?.title ?? "").not.toMatch(/pilot on we['’]re/i);
  });

  it("reads a headcount beside a problem as no second problem", () => {
    const items = recogniseThemes(
      answers(
        "Every province has its own rules and our team checks them by hand. We are eleven people at harvest.",
      ),
    );
    expect(items.map((t) => t.themeId)).toEqual(["rules-checks"]);
  });
});

describe("quotations of the executive's words", () => {
  const long =
    "We answer forty land referrals a year from the Province and industry, and each review pulls from our traditional-use studies, maps and the knowledge of Chief and Council and our Elders.";

  it("quote a sentence of the executive's own problem whole, never cut mid-list (eighth review)", () => {
    const items = recogniseThemes(answers(long, { companyIndustry: "other" }));
    expect(items.map((t) => t.themeId)).toEqual(["referral-reviews", "indigenous"]);
    for (const { quote } of items) expect(quote).toBe(long.replace(/\.$/, ""));
  });

  it("quote a longer sentence up to a clause boundary, with an ellipsis, never inside a list or a name", () => {
    const longer = `${long.replace(/\.$/, "")}, and every one of those reviews has to be back to the Province within thirty days of the referral letter arriving.`;
    const items = recogniseThemes(answers(longer, { companyIndustry: "other" }));
    for (const { quote } of items) {
      expect(quote).toMatch(/^…|…$/);
      expect(quote).toContain(
        "our traditional-use studies, maps and the knowledge of Chief and Council and our Elders",
      );
      expect(quote.length).toBeLessThanOrEqual(260);
    }
  });

  it("support what they are cited for: a use of AI or a new system is no problem", () => {
    const ids = (field: keyof AssessmentInput, text: string) =>
      recogniseThemes(answers("", { otherChallenge: undefined, [field]: text })).map(
        (t) => t.themeId,
      );
    expect(
      ids("aiExperience", "I use ChatGPT to rewrite patient letters and job postings"),
    ).not.toContain("hiring");
    expect(ids("aiFriction", "Nobody has time to learn a new system")).toEqual(["no-time"]);
    expect(ids("aiExperience", "I write tasting notes with ChatGPT")).toEqual([
      "marketing-content",
    ]);
    expect(
      ids("otherChallenge", "Dispatchers re-key load tenders from e-mail into McLeod"),
    ).toEqual(["integration"]);
    // The same words beside a real problem still count.
    expect(ids("otherChallenge", "Our job postings sit for months with no applicants")).toContain(
      "hiring",
    );
    expect(ids("otherChallenge", "Our dispatchers juggle crews and jobs every morning")).toEqual([
      "scheduling",
    ]);
    expect(ids("aiFriction", "Our 20-year-old system nobody can maintain")).toEqual([
      "legacy-systems",
    ]);
  });
});
