import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A home-care agency delivers publicly funded care under contract, never under a care home's
 * licence: in Ontario with Ontario Health atHome, under the Connecting Care Act, 2019;
 * elsewhere the health authority that contracts the care is named generally. Its nurses answer
 * to their college, named by province where sure.
 */

const CONTRACT: Partial<Record<ProvinceCode, string>> = {
  ON: "the service contract with Ontario Health atHome, under the Connecting Care Act, 2019",
};

const NURSES: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC College of Nurses and Midwives (BCCNM)",
  AB: "the College of Registered Nurses of Alberta (CRNA)",
  ON: "the College of Nurses of Ontario (CNO)",
  QC: "the Ordre des infirmières et infirmiers du Québec (OIIQ)",
};

export function homeCareRules(s: RiskSignals): Regulator {
  const contract = byProvince(s, CONTRACT, null);
  const terms =
    contract ?? "any contract with the province's health authority for publicly funded care";
  const nurses = byProvince(s, NURSES, "your nurses' regulatory college");
  return {
    name: `${contract ?? "the health authority contracts for publicly funded home care"}, and ${nurses} for your nurses`,
    risk: `An AI-drafted visit note, care plan update or medication record at ${s.company} is wrong or incomplete, or clients' health information goes into an unapproved tool, against the record-keeping and privacy terms of ${terms}, or the documentation standards of ${nurses} for your nurses.`,
    duty: `have the nurse or PSW who made the visit review and sign every AI-drafted visit note and care plan update, keep medication records out of drafting tools, keep every visit schedule or route an AI proposes with the scheduler who approves it, and use AI tools on clients' health information only under an agreement that says where it is kept and when it is deleted`,
    because: `${s.company} delivers care in clients' homes ${inPlace(s)}${shown(s, "home-care")}: publicly funded home care is delivered under ${contract ?? "a contract with the province's health authority"}, with its record-keeping and privacy terms, and its nurses answer to ${nurses}.`,
  };
}
