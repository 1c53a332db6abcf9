import { safetyLawOf } from "./labour-law";
import { FOREIGN_WORKERS } from "./foreign-workers";
import {
  bodyThere,
  byProvince,
  inPlace,
  joinedList,
  lawThere,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A ski resort's lifts are passenger ropeways, certified and inspected by the province's
 * technical safety body (Technical Safety BC, AEDARSA in Alberta, the TSSA in Ontario, the Régie
 * du bâtiment in Quebec); its patrol, avalanche and trail notices and its crews fall under the
 * province's safety law (WorkSafeBC in BC). Where its words say it hires through LMIAs, ESDC's
 * employer conditions for temporary foreign workers (wages, housing, duties) apply too.
 */
const LIFTS = {
  BC: "Technical Safety BC, which certifies and inspects passenger ropeways under the Safety Standards Act",
  AB: "the Alberta Elevating Devices and Amusement Rides Safety Association (AEDARSA), which licenses and inspects passenger ropeways",
  ON: "the Technical Standards and Safety Authority (TSSA), which licenses and inspects ski lifts",
  QC: "the Régie du bâtiment du Québec, which oversees ski lifts (remontées mécaniques)",
};

export function skiResortRules(s: RiskSignals): Regulator {
  const lifts = byProvince(
    s,
    LIFTS,
    bodyThere(s, "regulates passenger ropeways (elevating devices) for safety"),
  );
  const safety = safetyLawOf(s, lawThere(s, "occupational health and safety law"));
  const foreignWorkers = FOREIGN_WORKERS.test(s.ownWords);
  const bodies = [
    lifts,
    safety,
    foreignWorkers &&
      "Employment and Social Development Canada's (ESDC) conditions for employers of temporary foreign workers",
  ].filter((b): b is string => Boolean(b));
  return {
    name: joinedList(bodies, "; ", "and"),
    risk: `An AI-drafted trail, avalanche, closure or lift-status notice from ${s.company} gives a wrong time, run or condition, or an AI summary stands in for a lift inspection, maintenance or incident record${foreignWorkers ? ", or an AI-drafted job offer or housing notice for temporary foreign workers does not match the LMIA's conditions" : ""}.`,
    duty: `have ski patrol or lift operations sign off every AI-drafted trail, avalanche, closure and lift-status notice before it is posted, keep lift inspection, maintenance and incident logs as the records the lift regulator requires (never an AI summary of them), and keep safety instructions for the crews with the person accountable under ${safety}${foreignWorkers ? "; keep the wages, housing and duties each LMIA states in the job offers and staff-housing records, checked by a person, as ESDC can ask for them in an employer inspection" : ""}`,
    because: `${s.company} is a ski resort ${inPlace(s)}${shown(s, "ski-resort")}: its lifts are passenger ropeways under ${lifts}, and its patrol, lift and mountain crews work under ${safety}${foreignWorkers ? "; employers of temporary foreign workers must meet the program's conditions on wages, housing and working conditions" : ""}.`,
  };
}
