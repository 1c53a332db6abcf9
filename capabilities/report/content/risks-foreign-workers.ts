import { FOREIGN_WORKERS } from "./foreign-workers";
import { regulatorOf } from "./regulators";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * An employer whose words show LMIAs or temporary foreign workers files with ESDC under the
 * Temporary Foreign Worker Program and answers to its employer obligations, checked in compliance
 * inspections. Left to the sector's rules where they already name ESDC (a grower-packer, a ski
 * resort), and to an immigration consultancy's College, for which the LMIA is its clients' filing.
 */
function foreignWorkersSaid(s: RiskSignals): string | null {
  if (s.professions.includes("immigration-consultant")) return null;
  if (/\bESDC\b/.test(regulatorOf(s)?.name ?? "")) return null;
  return sentenceWith(s.ownWords, FOREIGN_WORKERS);
}

export const foreignWorkerRisk: RiskEntry = {
  id: "foreign-worker-filings",
  risk: (s) =>
    `An AI-drafted LMIA application, job ad or offer from ${s.company} misstates the wage, duties or recruitment the Temporary Foreign Worker Program requires, and the filing with ESDC is refused or fails a compliance inspection.`,
  mitigation: () =>
    "Have the person who signs each LMIA application review every AI draft of it, and of its job ads, before anything is posted or filed, and keep the wage, duties and recruitment records the program's employer obligations require in your own systems, ready for an ESDC compliance inspection.",
  why: (s) =>
    `You wrote “${foreignWorkersSaid(s)}”: LMIAs are labour-market filings with Employment and Social Development Canada (ESDC) under the Temporary Foreign Worker Program, whose employer obligations ESDC checks in compliance inspections.`,
  applies: (s) => s.jurisdiction.country === "Canada" && foreignWorkersSaid(s) !== null,
  impact: () => "High",
  weight: 60,
};
