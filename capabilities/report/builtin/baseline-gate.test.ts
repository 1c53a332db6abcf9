import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { baselineRules } from "@/tests/report-audit/baseline-rules";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { STORY_RULES } from "@/tests/report-audit/story-rules";

/**
 * A baseline is measured before the pilot starts (issue 34, round 19): a first pilot that starts
 * within the foundation's 60 days has run by the foundation's gate, so that gate reads it against
 * the baseline recorded before it started, never asks for a baseline "before it runs" months
 * after it began.
 */

const dated = datedAuditInput;

const software = dated("2026-11-24T15:00:00Z", {});
const clinic = dated("2026-05-12T15:00:00Z", {
  companyName: "Harbourview Physiotherapy",
  companyIndustry: "healthcare",
  companyEmployees: "11-50",
  headOfficeLocation: "other",
  customLocation: "Halifax, Nova Scotia",
  otherChallenge:
    "Our front desk spends hours every week rebooking cancelled physio appointments by phone.",
});

describe("the foundation's gate and the first pilot's baseline", () => {
  it.each([
    ["a software firm in November", software],
    ["a Nova Scotia clinic in May", clinic],
  ])("%s: the gate reads the early pilot against its baseline", (_, input) => {
    const docs = generateDocuments(input);
    expect(docs.reportData.nextSteps.join("\n")).toMatch(/Within 60 days: start the pilot/);
    const gate = docs.roadmap.phases[0]!.decisionGate;
    expect(gate).not.toMatch(/baseline before it runs/);
    expect(gate).toMatch(
      /the first pilot, started within 60 days, is measured against the baseline recorded before it started/,
    );
    expect(baselineRules(input, docs)).toEqual([]);
  });

  it("the audit flags a gate that asks for the baseline after the pilot has started", () => {
    const docs = generateDocuments(software);
    const late = structuredClone(docs);
    late.roadmap.phases[0]!.decisionGate =
      "End of months 1–3: the VP Operations confirms the first pilot has a recorded baseline before it runs.";
    expect(baselineRules(software, late).map((v) => v.rule)).toEqual([
      STORY_RULES.baselineAfterPilot,
    ]);
  });
});
