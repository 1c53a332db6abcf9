import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { auditInput } from "./audit-input";
import { auditPersonas } from "./personas";
import { regulatorPersonas } from "./regulator-personas";
import { auditDocuments } from "./rules";

/** A regulator or audit persona by its key. */
export const persona = (key: string) =>
  [...regulatorPersonas, ...auditPersonas].find((p) => p.key === key)!;

/** The audit rules a persona's documents break once every risk naming `names` is taken out. */
export function rulesWithoutRisks(key: string, names: RegExp): string[] {
  const input = auditInput(persona(key));
  const { reportData } = generateReport(input);
  const roadmap = generateRoadmap(input);
  const keep = <T extends { risk: string; why?: string; mitigation: string }>(risks: T[]): T[] =>
    risks.filter((r) => !names.test(`${r.risk} ${r.why ?? ""} ${r.mitigation}`));
  return auditDocuments(input, {
    reportData: { ...reportData, risks: keep(reportData.risks) },
    roadmap: { ...roadmap, risks: keep(roadmap.risks) },
  }).map((v) => v.rule);
}
