import type { AuditedDocuments } from "./rules";
import { gateDateRules, pastPlanEndRules, planDateRules } from "./plan-dates-rules";
import { STORY_RULES } from "./story-rules";

/** Documents with only the phases (and any extra text) the rules read. */
function docs(
  phases: { duration: string; description: string; decisionGate: string }[],
  summary = "",
): AuditedDocuments {
  return {
    roadmap: { phases, executiveSummary: summary } as never,
    reportData: { executiveSummary: summary } as never,
  };
}

const PLAN = [
  { duration: "Months 1–4, December 2026 to March 2027", description: "Policy first." },
  { duration: "Months 5–10, April to September 2027", description: "Run one small pilot." },
  { duration: "Months 11–18, October 2027 to May 2028", description: "Scale." },
];
const rules = (gates: string[], descriptions: string[] = [], summary = ""): string[] =>
  planDateRules(
    docs(
      PLAN.map((p, i) => ({
        ...p,
        description: descriptions[i] ?? p.description,
        decisionGate: gates[i] ?? "End of the phase.",
      })),
      summary,
    ),
  ).map((v) => v.rule);
const gateRules = (gates: string[]): string[] =>
  gateDateRules(
    docs(PLAN.map((p, i) => ({ ...p, decisionGate: gates[i] ?? "End of the phase." }))),
  ).map((v) => v.rule);

describe("one plan, one set of dates", () => {
  it.each([
    "End of months 1–4, decided in December 2026, before your busy season (January to March 2027): confirm.",
    "End of months 1–4, decided in November 2026: confirm.",
  ])("flags a gate decided before its phase has run: %j", (gate) => {
    expect(gateRules([gate])).toEqual([STORY_RULES.gateBeforePhase]);
  });

  it("lets a gate be decided before a busy season that closes its phase", () => {
    expect(
      rules(["", "End of months 5–10, decided in June 2027, before your busy season."]),
    ).toEqual([]);
  });

  it.each([
    "the pilots run April to December 2027, before it opens in January 2028",
    "the pilot runs May 2027 to January 2028, measured against last year",
  ])("flags pilots said to run past their phase: %j", (words) => {
    expect(rules([], ["", `Run one small pilot. ${words}.`])).toEqual([STORY_RULES.pilotPastPhase]);
  });

  it("flags a busy season dated over more than a year", () => {
    expect(
      rules([
        "End of months 1–4, decided in April 2028, once your busy season (March 2026 to March 2028) is over.",
      ]),
    ).toContain(STORY_RULES.seasonOverYear);
  });

  it.each([
    "run it to the season's end in April 2029, and read its results in May 2029",
    "the season's results are read in June 2029",
  ])("flags results read after the plan ends: %j", (words) => {
    const plan = docs(
      PLAN.map((p, i) => ({
        ...p,
        description: i === 1 ? `Run one small pilot: ${words}.` : p.description,
        decisionGate: "End of the phase.",
      })),
    );
    expect(pastPlanEndRules(plan).map((v) => v.rule)).toEqual([STORY_RULES.pastPlanEnd]);
  });

  it("lets the last gate meet the month a busy season holding the plan's end is over", () => {
    const plan = docs(
      PLAN.map((p, i) => ({
        ...p,
        description: p.description,
        decisionGate:
          i === 2
            ? "End of months 11–18, decided in June 2028, once your busy season (March to May 2028) is over: retake."
            : "End of the phase.",
      })),
    );
    expect(pastPlanEndRules(plan)).toEqual([]);
  });

  it("accepts a plan whose dates agree", () => {
    expect(
      rules(
        ["End of months 1–4: confirm.", "End of months 5–10, decided in September 2027: scale."],
        ["", "the pilots run April to June 2027, and their results are read in October 2027"],
      ),
    ).toEqual([]);
  });
});
