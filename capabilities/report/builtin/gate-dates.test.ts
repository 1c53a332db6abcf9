import { datedAuditInput } from "@/tests/report-audit/audit-input";
import { busyGateRules } from "@/tests/report-audit/busy-gate-rules";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { STORY_RULES } from "@/tests/report-audit/story-rules";
import { reportMarkdown } from "./index";

/**
 * A decision gate is a meeting of the leadership (issue 34, round 19): it is never dated in the
 * harvest or the sugaring season the executive says leaves no time to meet, but just before it
 * within the phase, or just after.
 */

const dated = datedAuditInput;

const cases = [
  {
    name: "a BC orchard whose harvest runs August to October",
    input: dated("2026-11-24T15:00:00Z", {
      companyName: "Okanagan Orchards Ltd.",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Kelowna, British Columbia",
      otherChallenge:
        "Harvest runs August to October and nobody has time to meet then. Packing line scheduling is done on a whiteboard.",
    }),
    gate: "End of months 4–9, decided in July 2027, before your busy season (August to October 2027):",
  },
  {
    name: "a Québec sugar bush writing in French",
    input: dated("2026-12-10T15:00:00Z", {
      companyName: "Érablière Beaulac",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Saint-Georges, Québec",
      otherChallenge:
        "Notre saison des sucres va de mars à avril et personne n'a le temps de se réunir. Le suivi des ventes de sirop se fait à la main.",
    }),
    gate: "decided in February 2027, before your busy season (March to April 2027):",
  },
];

describe("a decision gate in the busy season", () => {
  it.each(cases)("$name: the gate is decided outside it", ({ input, gate }) => {
    const docs = generateDocuments(input);
    const gates = docs.roadmap.phases.map((p) => p.decisionGate);
    expect(gates.some((g) => (g ?? "").includes(gate))).toBe(true);
    expect(reportMarkdown(docs.reportData, input)).toContain(gate);
    expect(busyGateRules(docs)).toEqual([]);
  });

  it("the audit flags a gate left in the busy season", () => {
    const { input } = cases[0]!;
    const docs = generateDocuments(input);
    const left = structuredClone(docs);
    left.roadmap.phases[1]!.decisionGate =
      "End of months 4–9: scale each pilot that met its target.";
    expect(busyGateRules(left).map((v) => v.rule)).toEqual([STORY_RULES.gateInBusySeason]);
  });
});
