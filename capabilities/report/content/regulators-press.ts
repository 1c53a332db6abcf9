import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A newspaper answers for every word it publishes: to defamation law, where a prompt, full
 * correction limits what a libel costs, and to the press council it belongs to, which hears
 * readers' complaints on accuracy and corrections. The National NewsMedia Council covers most
 * papers in English Canada, Quebec's papers answer to the Conseil de presse du Québec and
 * Alberta's to the Alberta Press Council.
 */
const COUNCIL: Partial<Record<ProvinceCode, string>> = {
  QC: "the Conseil de presse du Québec",
  AB: "the Alberta Press Council",
};
const NNC = "the National NewsMedia Council (NNC)";

const DEFAMATION: Partial<Record<ProvinceCode, string>> = {
  BC: "BC's Libel and Slander Act",
  ON: "Ontario's Libel and Slander Act",
  QC: "Quebec's Civil Code and Charter of human rights and freedoms",
  AB: "Alberta's Defamation Act",
  SK: "Saskatchewan's Libel and Slander Act",
  MB: "Manitoba's Defamation Act",
  NB: "New Brunswick's Defamation Act",
  NS: "Nova Scotia's Defamation Act",
  PE: "Prince Edward Island's Defamation Act",
  NL: "Newfoundland and Labrador's Defamation Act",
};

export function pressRules(s: RiskSignals): Regulator {
  const council = byProvince(s, COUNCIL, NNC);
  const libel = byProvince(s, DEFAMATION, "your province's defamation law");
  return {
    name: `${libel} and ${council}`,
    risk: `An AI-drafted summary, headline or caption from ${s.company} misstates what a person said or did and is published, a libel the paper answers for, or sources' and readers' details go into an unapproved tool.`,
    duty: "have an editor read every AI-assisted piece against the reporter's notes and recordings before it is published, never let AI write what runs under a reporter's byline, keep a written corrections policy that says how an error is corrected and noted online and in print, and keep confidential sources out of every AI tool",
    because: `${s.company} is a community newspaper ${inPlace(s)}${shown(s, "newspaper")}: it answers under ${libel} for every word it publishes, where a prompt, full correction limits what a libel costs, and to ${council}, the press council that hears readers' complaints on accuracy and corrections.`,
  };
}
