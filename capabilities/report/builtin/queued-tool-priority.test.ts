import { auditInput } from "@/tests/report-audit/audit-input";
import { auditPersonas } from "@/tests/report-audit/personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r22: a tool the plan leaves for phase 3's next use cases is not rated "High priority"
 * beside it (DeepL high, then deferred ten months), in the report and the roadmap alike.
 */

const NEXT = /Then the next use cases[^:]*: (.+)$/;

describe("a tool left for phase 3", () => {
  const queued = auditPersonas.flatMap((persona) => {
    const input = auditInput(persona);
    const { reportData } = generateReport(input);
    const roadmap = generateRoadmap(input);
    const line = (reportData.roadmap.phase3.scalingActions ?? []).find((a) => NEXT.test(a));
    const names = reportData.recommendedApplications
      .map((t) => t.name)
      .filter((name) => line?.match(NEXT)?.[1]?.includes(`${name} (`));
    return names.map((name) => ({
      persona: persona.key,
      name,
      report: reportData.recommendedApplications.find((t) => t.name === name)!.priority,
      roadmap: roadmap.aiApps.find((t) => t.name === name)?.priority,
    }));
  });

  it("is found in some personas' plans", () => expect(queued.length).toBeGreaterThan(0));

  it("is rated below High, the same in the report and the roadmap", () => {
    for (const tool of queued) {
      expect([tool.persona, tool.name, tool.report]).not.toEqual([tool.persona, tool.name, "High"]);
      expect(tool.roadmap).toBe(tool.report);
    }
  });
});
