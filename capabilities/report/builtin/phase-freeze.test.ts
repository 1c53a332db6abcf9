import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { timingRules } from "@/tests/report-audit/timing-rules";
import { planStart } from "./calendar";
import { buildContext } from "./context";
import { phaseFreeze } from "./phase-freeze";
import { planOf } from "./plan";
import { seasonsOf } from "./season-reading";

/**
 * No phase of the plan runs through months the executive keeps free of anything new without
 * saying how it keeps out of them (issue 34): a brewery closed to anything new from May to
 * September gets no phase 2 dated April to September that starts work in the season, and a
 * trucking firm whose peak runs October to December no pilot in October or November.
 */

const dated = (answers: ReturnType<typeof makeAnswers>, createdAt: string) => ({
  ...auditInput({ answers }),
  createdAt: new Date(createdAt),
});

const brewery = (aiFriction: string) =>
  makeAnswers({
    companyName: "Fernie Ridge Brewing",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    orgPosture: "fearful",
    otherChallenge: "Our brewers log every tank reading on paper.",
    aiFriction,
    aiExperience: undefined,
  });

describe("a phase dated over a freeze", () => {
  it.each([
    "Nothing new during patio season, May to September.",
    "Nothing new during patio season, May–Sep.",
    "Rien de nouveau pendant la saison des terrasses, de mai à septembre.",
    "No new projects from May through September.",
    "Aucun nouveau projet entre mai et septembre.",
  ])("says in each phase which of its months start nothing: %s", (friction) => {
    // Reported in November 2025: the measured pilots' phase runs April to September 2026.
    const input = dated(brewery(friction), "2025-11-02T17:00:00Z");
    const docs = generateDocuments(input);
    const [, pilots] = docs.roadmap.phases;
    expect(pilots!.duration).toBe("Months 5–10, April to September 2026");
    // April alone before the season is no time to run a pilot: the first one waits for October.
    const kept =
      "Nothing in this phase starts in May to September 2026, in your busy season, nor in April 2026, the month before it: what it starts waits until October 2026.";
    expect(pilots!.description).toContain(kept);
    expect(docs.reportData.roadmap.phase2.objectives).toContain(kept);
    expect(pilots!.description).toContain(
      "the pilots' phase, April to September 2026, has no two months in a row open to anything new, so start the first pilot in October 2026",
    );
    expect(pilots!.decisionGate).toContain(
      "the months you keep free of anything new leave no two months of this phase in a row open, so confirm the first pilot is ready to start in October 2026",
    );
    expect(timingRules(input, docs)).toEqual([]);
  });

  it("starts a trucking firm's first pilot after its peak, October to December, and says so in every phase it touches", () => {
    const trucking = makeAnswers({
      companyName: "Prairie Haul Ltd.",
      companyIndustry: "other",
      orgPosture: "exploring",
      otherChallenge: "Dispatch is done on whiteboards and phone calls.",
      aiFriction: "Our peak is October to December, nothing changes then.",
    });
    // Reported in September 2026: the first phase, October to December, is the peak.
    const input = dated(trucking, "2026-09-02T17:00:00Z");
    const docs = generateDocuments(input);
    const plan = planOf(buildContext(input));
    expect([9, 10, 11]).not.toContain(plan.firstPilot.month % 12);
    expect(docs.roadmap.phases[0]!.description).toContain(
      "Nothing in this phase starts in October to December 2026, in your busy season, but the preparation the quick wins and next steps ask for (owners, measures and baselines, never a pilot): what it starts waits until January 2027.",
    );
    expect(timingRules(input, docs)).toEqual([]);
  });

  it("holds a phase with no open month until the first open month after it", () => {
    const answers = makeAnswers({
      aiFriction:
        "Notre période de pointe va de novembre à février. Rien ne change à ce moment-là.",
    });
    const seasons = seasonsOf(answers);
    const start = planStart(new Date("2026-11-02T17:00:00Z"));
    expect(phaseFreeze(seasons, "Months 1–3", start)).toBe(
      "Nothing in this phase starts in December 2026 to February 2027, in your busy season, but the preparation the quick wins and next steps ask for (owners, measures and baselines, never a pilot): what it starts waits until March 2027.",
    );
    expect(phaseFreeze(seasons, "Months 4–9", start)).toBeNull();
  });

  it("names the window kept for anything new, and the busiest month, as the executive's words do", () => {
    const start = planStart(new Date("2026-11-02T17:00:00Z"));
    const window = seasonsOf(
      makeAnswers({ aiFriction: "Anything new has to happen between November and March." }),
    );
    expect(phaseFreeze(window, "Months 4–9", start)).toBe(
      "Nothing in this phase starts in April to August 2027, outside November to March, the months you keep for anything new, nor in March 2027, the last month of your window, too short to run anything in before it closes: what it starts waits until November 2027.",
    );
    const peak = seasonsOf(
      makeAnswers({ otherChallenge: "We handle 40 files a month in April and 12 in January." }),
    );
    expect(phaseFreeze(peak, "Months 4–9", start)).toBe(
      "Nothing in this phase starts in April 2027, your busiest month, nor in March 2027, the month before it: what it starts, it starts in May to August 2027.",
    );
  });

  it("never says months are kept free when no answer keeps them free (review 14: « skis » and a back-to-school peak)", () => {
    const start = planStart(new Date("2026-11-02T17:00:00Z"));
    const seasons = seasonsOf(
      makeAnswers({
        otherChallenge:
          "L'hiver dernier, 18 % du stock de skis de fond est resté invendu. Notre période de pointe va d'août à septembre, pour la rentrée.",
        aiFriction: "",
        aiExperience: "",
      }),
    );
    expect(seasons.length).toBeGreaterThan(1);
    const said = phaseFreeze(seasons, "Months 4–9", start);
    expect(said).toContain("in your busy seasons");
    expect(said).not.toContain("keep free");
  });
});
