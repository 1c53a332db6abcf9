import { privacyRegime } from "./risks-privacy";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * A business that reads its customers' machines' data (a farm equipment dealer planning service
 * from tractors' telematics, yield and field records) reads data that belongs to the machines'
 * owners: it sees it through the manufacturer's platform only with each owner's permission and on
 * the manufacturer's data-sharing terms, and the privacy law governing it covers what in it
 * identifies a farmer (where and when they work, what they grow). Never a carrier's own fleet.
 */

const MACHINE_DATA =
  /\b(?:telematics|machine data|JDLink|Operations Center|MyJohnDeere|AFS Connect|FieldOps|PLM Connect|yield (?:data|maps?)|field data|as-applied data)\b|télématique|données (?:des |de |machines?)\w*/i;
const FARMERS = /\b(?:farm\w*|growers?|producers?|ranch\w*|agricult\w*|producteurs?)\b/i;
const OWNERS =
  /\b(?:farmers?|growers?|producers?|ranchers?|customers?|clients?|owners?)\b|agriculteurs?|producteurs?|propriétaires?/i;

/** The executive's sentence showing customers' machine data, and whose it is ("farmers'"), or null. */
function machineDataOf(s: RiskSignals): { quote: string; owners: string } | null {
  if (s.jurisdiction.country !== "Canada" || s.professions.includes("trucking")) return null;
  const dealer = s.professions.includes("equipment-dealer");
  const quote = sentenceWith(
    s.ownWords,
    dealer
      ? MACHINE_DATA
      : new RegExp(`(?=.*(?:${OWNERS.source}))(?:.*(?:${MACHINE_DATA.source}))`, "i"),
  );
  if (!quote) return null;
  return { quote, owners: FARMERS.test(`${quote} ${s.ownWords}`) ? "farmers" : "customers" };
}

export const machineDataRisk: RiskEntry = {
  id: "machine-data",
  risk: (s) =>
    `${s.company} puts ${machineDataOf(s)!.owners}' machine data (telematics, field and yield records) into AI tools, or shares it, beyond what each of them agreed to or the manufacturer's data-sharing terms allow.`,
  mitigation: (s) => {
    const { owners } = machineDataOf(s)!;
    return `Treat each machine's data as its owner's: use it only for what the ${owners} agreed to in writing (service planning, parts), within the manufacturer's data-sharing terms for dealer access, keep it out of AI tools that are not under contract, and tell the ${owners} which of their data AI reads and who sees it, as ${privacyRegime(s).short} requires for information about them.`;
  },
  why: (s) => {
    const { quote, owners } = machineDataOf(s)!;
    return `You wrote “${quote}”: the machine data belongs to the ${owners} who own the machines, a dealer sees it through the manufacturer's platform only with their permission and on the manufacturer's terms, and ${privacyRegime(s).law} governs what in it identifies them (where and when they work${owners === "farmers" ? ", what they grow" : ""}).`;
  },
  applies: (s) => machineDataOf(s) !== null,
  impact: () => "High",
  weight: 80,
  essential: true,
};
