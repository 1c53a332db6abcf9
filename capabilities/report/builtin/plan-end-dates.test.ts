import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { gateDateRules, pastPlanEndRules } from "@/tests/report-audit/plan-dates-rules";

/**
 * A plan's dates can run (issue 34, round 20): a gate is decided once its phase has run, never
 * in its first month before a busy season, and a seasonal pilot whose season closes after the
 * plan's last phase is read over its own months, not after the plan has ended.
 */

const dated = datedAuditInput;

describe("a gate decided once its phase has run", () => {
  // A roofer whose season holds all but the first month of the plan's last phase.
  const roofer = dated("2026-08-02T17:00:00Z", {
    companyName: "Toitures Beauce inc.",
    orgPosture: "championing",
    companyIndustry: "other",
    headOfficeLocation: "other",
    customLocation: "Saint-Georges, Québec",
    aiFriction: "We roof Apr–Aug up here.",
  });

  it("is decided after the season, not in the phase's first month before it", () => {
    const docs = generateDocuments(roofer);
    const last = docs.roadmap.phases.at(-1)!;
    expect(last.duration).toContain("March to August 2027");
    expect(last.decisionGate).toContain("decided in September 2027, once your busy season");
    expect(gateDateRules(docs)).toEqual([]);
    expect(pastPlanEndRules(docs)).toEqual([]);
  });
});

describe("a seasonal pilot whose season closes after the plan", () => {
  // Written in November, winter held phase 1: the pilots run March to August 2027, and the next
  // winter closes in the 15-month plan's last month.
  const tours = dated("2026-11-02T17:00:00Z", {
    companyName: "Yukon Winter Tours",
    companyIndustry: "other",
    headOfficeLocation: "other",
    customLocation: "Whitehorse, Yukon",
    otherChallenge: "Our winter season is our busiest time for bookings.",
  });

  it("is read over its own months, within the plan", () => {
    const docs = generateDocuments(tours);
    const pilots = docs.roadmap.phases[1]!;
    expect(pilots.description).toContain(
      "the pilots run March to August 2027, before it opens in December 2027, and they are measured over their own months, against the same months a year before, with their results read in August 2027",
    );
    expect(pilots.decisionGate).not.toMatch(/results are read/);
    expect(docs.roadmap.phases[0]!.description).not.toMatch(/This season, .* is the baseline/);
    expect(pastPlanEndRules(docs)).toEqual([]);
  });
});
