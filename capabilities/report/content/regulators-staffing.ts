import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, lawThere, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * The licence a staffing or employment agency operates under, by province, and the records it
 * keeps for each placement: BC's Employment Standards Act, whose agency licences the Employment
 * Standards Branch issues (its 2019 amendments defined temporary help agencies, provided for their
 * licensing and lengthened payroll records to four years); Ontario's Employment Standards Act, 2000, Part
 * XVIII.1, under which a temporary help agency has needed a licence since 1 January 2024 and owes
 * each assignment employee written information about the agency and each assignment; Alberta's
 * Consumer Protection Act and its Employment Agency Business Licensing Regulation; Quebec's
 * regulation on personnel placement agencies, under which the CNESST licenses them. Elsewhere the
 * province's employment standards rules are named generally.
 */
const LICENCE: Partial<Record<ProvinceCode, string>> = {
  BC: "BC's Employment Standards Act, under which the Employment Standards Branch licenses agencies",
  ON: "Part XVIII.1 of Ontario's Employment Standards Act, 2000, under which a temporary help agency has needed a licence from the Director of Employment Standards since 1 January 2024",
  AB: "Alberta's Consumer Protection Act and its Employment Agency Business Licensing Regulation",
  QC: "Quebec's Act respecting labour standards and its regulation on personnel placement agencies, under which the CNESST licenses them",
};

/** What each province's rules ask of the records, where they say it plainly. */
const RECORDS: Partial<Record<ProvinceCode, string>> = {
  BC: "keep each worker's payroll records for the four years the Act has required since its 2019 amendments",
  ON: "give each assignment employee, in writing, the information about the agency and each assignment that Part XVIII.1 requires, checked by a person wherever AI drafts it",
};

export function staffingRules(s: RiskSignals): Regulator {
  const act = byProvince(
    s,
    LICENCE,
    lawThere(s, "employment standards rules for employment and temporary help agencies"),
  );
  const records = byProvince(
    s,
    RECORDS,
    "keep the records of each placement those rules require for as long as they require",
  );
  return {
    name: act,
    risk: `The placement records ${possessive(s.company)} licence rests on become incomplete or wrong when AI or automation writes them (a worker's assignment, hours or pay recorded against the wrong order, a message saying a shift was confirmed when no one confirmed it), or workers' SINs, work permits and pay go into an unapproved tool.`,
    duty: `keep a person responsible for every placement record AI or automation writes, check each week's records for completeness before payroll runs, ${records}, and keep workers' SINs and work permits out of AI tools`,
    because: `${s.company} is a staffing agency ${inPlace(s)}${shown(s, "staffing-agency")}, whose licence and placement records fall under ${act}.`,
  };
}
