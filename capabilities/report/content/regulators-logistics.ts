import { safetyLawOf, standardsLawOf } from "./labour-law";
import {
  inPlace,
  joinedList,
  lawThere,
  provinceOf,
  shown,
  type Regulator,
} from "./regulators-shared";
import { privacyLawIn } from "./risks-privacy";
import type { RiskSignals } from "./risks-types";

/**
 * A freight broker arranges freight on carriers it hires and operates no vehicle, so it is no
 * federal undertaking for carrying goods across a border: its province's employment standards
 * and workplace safety laws govern its staff (in Ontario the Employment Standards Act, 2000 and
 * the Occupational Health and Safety Act), and its province's private-sector privacy act, or
 * PIPEDA where the province has none (Ontario), the personal information it collects in its
 * commercial activity: shippers' contacts, carriers' banking details, drivers' names and phones.
 * Canada licenses no freight broker federally; Quebec registers intermediaries in freight
 * transportation services with the Commission des transports du Québec. Brokering loads that move
 * in the United States needs FMCSA broker authority (an MC number) and US$75,000 of financial
 * security (a BMC-84 surety bond or BMC-85 trust fund), named only where its words show US loads.
 * Carrier payment disputes and cargo claims are matters of its contracts with shippers and
 * carriers; industry associations' carrier-vetting guidance is good practice, not law.
 */

/** Quebec's registration, where the head office or the words place the broker there. */
const QUEBEC_REGISTRATION =
  "its registration with the Commission des transports du Québec as an intermediary in freight transportation services";

const FMCSA_AUTHORITY =
  "the US Federal Motor Carrier Safety Administration's (FMCSA) broker authority (an MC number) and US$75,000 of financial security (a BMC-84 surety bond or BMC-85 trust fund) required to broker loads moving in the United States";

/** Its province's private-sector privacy act, or PIPEDA where the province has none of its own. */
function privacyOf(s: RiskSignals): { name: string; why: string } {
  const p = provinceOf(s);
  if (!p || s.jurisdiction.outsideCanada)
    return { name: "the privacy law where it operates", why: "the privacy law where it operates" };
  const law = privacyLawIn(p);
  if (!law.includes("(PIPEDA)")) return { name: law, why: law };
  const place = s.jurisdiction.provinceName ?? "its province";
  return { name: "PIPEDA", why: `PIPEDA (${place} has no private-sector privacy act of its own)` };
}

export function freightBrokerRules(s: RiskSignals): Regulator {
  const quebec = provinceOf(s) === "QC" || s.reaches.provinces.includes("QC");
  const us = s.intoUnitedStates;
  const standards = standardsLawOf(s, lawThere(s, "employment standards law"));
  const safety = safetyLawOf(s, lawThere(s, "occupational health and safety law"));
  const privacy = privacyOf(s);
  const rules = [standards, safety, privacy.name];
  if (quebec)
    rules.push("the Commission des transports du Québec's registration of freight intermediaries");
  if (us) rules.push("the FMCSA's broker authority and bond for its US loads");
  const licence = [...(quebec ? [QUEBEC_REGISTRATION] : []), ...(us ? [FMCSA_AUTHORITY] : [])];
  return {
    name: joinedList(rules, ", ", "and"),
    risk: `An AI-drafted rate confirmation or quote at ${s.company} carries a wrong rate, appointment or address, or a carrier passes AI-assisted vetting it should have failed and the load is double brokered or stolen, or shippers' rates, carriers' banking details or drivers' phone numbers go into an unapproved tool.`,
    duty: `keep a carrier rep accountable for every load booked and every rate confirmation sent, let no carrier take a load on the AI's vetting alone, keep carriers' banking details and drivers' phone numbers out of unapproved tools, tell carriers at booking when their drivers are tracked and for what${us ? ", and keep the broker authority, bond and records its US loads rest on current whatever AI drafts" : ""}`,
    because: `${s.company} is a freight brokerage ${inPlace(s)}${shown(s, "freight-broker")}: it arranges freight on carriers it hires and operates no vehicle, so it is provincially regulated, under ${standards} and ${safety} for its staff, and ${privacy.why} for the personal information it collects in its commercial activity. Canada has no federal licence for freight brokers${licence.length ? `; its work rests on ${joinedList(licence, "; ", "and")}` : ""}. Carrier payment disputes and cargo claims are matters of its contracts with shippers and carriers, and industry associations' carrier-vetting guidance is good practice rather than law.`,
  };
}
