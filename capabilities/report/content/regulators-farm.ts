import { FOREIGN_WORKERS } from "./foreign-workers";
import { safetyLawOf } from "./labour-law";
import { inPlace, joinedList, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a grower-packer answers to for its AI use, each only where its answers name the
 * work: seasonal foreign workers (the Seasonal Agricultural Worker Program and the Temporary
 * Foreign Worker Program's employer conditions, inspected by ESDC), spraying (the product label,
 * binding under the Pest Control Products Act, registered by Health Canada's PMRA), and fresh
 * produce packed or exported (the CFIA under the Safe Food for Canadians Regulations, its export
 * certificates, and the CanadaGAP audits buyers ask for). Its crews always work under the
 * province's safety law.
 */

const SPRAYING =
  /\bspray(?:s|ed|ing)?\b|pesticid|herbicid|fungicid|insecticid|\bpmra\b|pulvéris|\barla\b/i;
const PACKED_OR_EXPORTED =
  /\bpack(?:s|ed|ing)?\b|packinghouse|packline|export|phytosanitary|canadagap|\bcfia\b|emballage|emball|exportation|phytosanitaire|\bacia\b/i;

export function farmRules(s: RiskSignals): Regulator {
  const words = s.ownWords;
  const safety = safetyLawOf(s, "the province's occupational health and safety law");
  const workers = FOREIGN_WORKERS.test(words);
  const spraying = SPRAYING.test(words);
  const produce = PACKED_OR_EXPORTED.test(words);
  const bodies = [
    workers &&
      "Employment and Social Development Canada's (ESDC) conditions for employers of seasonal and temporary foreign workers",
    spraying && "Health Canada's PMRA product labels, binding under the Pest Control Products Act",
    produce &&
      "the CFIA under the Safe Food for Canadians Regulations, and the CanadaGAP or other food safety audits your buyers ask for",
    safety,
  ].filter((b): b is string => Boolean(b));
  const risks = [
    workers &&
      "an AI-drafted work contract, housing record or payroll entry for seasonal workers does not match what the program requires",
    spraying &&
      "an AI-drafted spray program or record names a product, rate or interval the product's registered label does not allow for that crop",
    produce &&
      "an AI-drafted traceability, export or audit record does not match the lot it describes",
    "an AI-drafted safety instruction for the crews misses a hazard",
  ].filter((r): r is string => Boolean(r));
  const duties = [
    workers &&
      "keep the hiring, naming-back, housing and pay decisions for seasonal workers with a person and the records ESDC can ask for in an employer inspection in your own systems",
    spraying &&
      "have the person responsible for spraying check every AI-drafted spray program and record against the registered label before anything is applied",
    produce &&
      "check every AI-drafted traceability, export and audit record against the lot before it is relied on",
    `keep safety instructions for the crews with the person accountable under ${safety}`,
  ].filter((d): d is string => Boolean(d));
  const because = [
    workers &&
      "employers of seasonal and temporary foreign workers must meet the program's conditions on wages, housing and working conditions, and ESDC inspects them",
    spraying &&
      "a pest control product may be used only as its registered label allows, under the Pest Control Products Act",
    produce &&
      "fresh produce packed for trade across provinces or for export is regulated by the CFIA under the Safe Food for Canadians Regulations, and the CFIA issues its export certificates",
    `its crews work under ${safety}`,
  ].filter((b): b is string => Boolean(b));
  return {
    name: joinedList(bodies, "; ", "and"),
    risk: `At ${s.company}, ${joinedList(risks, "; ", "or")}.`,
    duty: joinedList(duties, "; ", "and"),
    because: `${s.company} grows ${produce ? "and packs " : ""}fresh produce ${inPlace(s)}${shown(s, "grower-packer")}: ${joinedList(because, "; ", "and")}.`,
  };
}
