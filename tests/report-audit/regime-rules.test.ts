import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { auditInput } from "./audit-input";
import { auditPersonas } from "./personas";
import { regulatorPersonas } from "./regulator-personas";
import { auditDocuments } from "./rules";

/**
 * The audit catches a sector regime the answers bring in when no section names it (review r10,
 * class 8): each persona's documents pass as written, and break the rule once the risk that names
 * the regime is taken out; a persona the regime does not concern passes either way.
 */

const persona = (key: string) =>
  [...regulatorPersonas, ...auditPersonas].find((p) => p.key === key)!;

/** The regime rules broken once every risk naming `names` is taken out of both documents. */
function withoutRisks(key: string, names: RegExp): string[] {
  const input = auditInput(persona(key));
  const { reportData } = generateReport(input);
  const roadmap = generateRoadmap(input);
  const keep = <T extends { risk: string; why?: string; mitigation: string }>(risks: T[]): T[] =>
    risks.filter((r) => !names.test(`${r.risk} ${r.why ?? ""} ${r.mitigation}`));
  return auditDocuments(input, {
    reportData: { ...reportData, risks: keep(reportData.risks) },
    roadmap: { ...roadmap, risks: keep(roadmap.risks) },
  })
    .map((v) => v.rule)
    .filter((rule) => rule.startsWith("sector regulator missing"));
}

it.each([
  ["richmond-seafood", "vernon-independent-school", /Safe Food for Canadians/, "the SFCR"],
  ["richmond-seafood", "vernon-independent-school", /export certificate/, "export certificates"],
  ["kelowna-cpa", "structural-engineers", /CSQM 1/, "CSQM 1"],
  ["vernon-independent-school", "kelowna-cpa", /Independent School Act/, "independent school act"],
  ["tofino-lodge", "kelowna-cpa", /Anti-Spam/, "CASL"],
  ["tofino-lodge", "richmond-seafood", /PCI DSS/, "PCI DSS"],
  [
    "salt-spring-brewery",
    "fernie-brewery",
    /AGLC/,
    "the liquor authority of a province shipped to",
  ],
])("flags %s, not %s, without %s (%s)", (concerned, other, names, rule) => {
  expect(withoutRisks(concerned, /^$/)).toEqual([]);
  expect(withoutRisks(concerned, names).join(" ")).toContain(rule);
  expect(withoutRisks(other, names)).toEqual([]);
});
