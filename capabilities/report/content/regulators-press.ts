import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import { joinWords, type RiskSignals } from "./risks-types";

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

/** Words that show French-language stations: their vocal music has a share of its own to keep. */
const FRENCH_STATIONS =
  /(?<![\p{L}])(?:in french|french[- ]language|francophones?|en français|de langue française|stations? francophones?)(?![\p{L}])/iu;
/** Television words without radio ones: a TV broadcaster's regulations are its own. */
const TELEVISION = /(?<![\p{L}])(?:tv|television|télévision|télédiffus\p{L}*)(?![\p{L}])/iu;
const RADIO = /(?<![\p{L}])(?:radio\p{L}*)(?![\p{L}])/iu;

/** The defamation law of the head office's province and of every other province it says it serves. */
function defamationLaws(s: RiskSignals): string {
  const provinces = [s.jurisdiction.province, ...s.reaches.provinces].filter(
    (p, i, all): p is ProvinceCode => p !== null && all.indexOf(p) === i,
  );
  const laws = provinces.flatMap((p) => DEFAMATION[p] ?? []);
  return laws.length ? joinWords(laws) : "the defamation law of each province where it is heard";
}

/**
 * A broadcaster is a federal undertaking (the Broadcasting Act; the Canada Labour Code names a
 * radio broadcasting station among them): the CRTC licenses each station and holds it to the
 * Radio Regulations, 1986 (Canadian content, French-language vocal music on French-language
 * stations, program logs kept a year and logger recordings four weeks) and to its licence
 * conditions (local programming and news); the CBSC administers the codes its members keep; PIPEDA
 * covers its employees' information as well as its listeners', the Canada Labour Code its
 * employment (its technological-change notice to a bargaining agent, 120 days) and the Canadian
 * Human Rights Act its hiring; what it airs answers under the defamation law where it is heard.
 */
export function broadcasterRules(s: RiskSignals): Regulator {
  const libel = defamationLaws(s);
  const tv = TELEVISION.test(s.ownWords) && !RADIO.test(s.ownWords);
  const french = FRENCH_STATIONS.test(s.ownWords) || s.jurisdiction.province === "QC";
  const regulations = tv
    ? "the Television Broadcasting Regulations, 1987"
    : "the Radio Regulations, 1986";
  const content = tv
    ? "keep AI-assisted programming within the Canadian programming and local news commitments in each station's licence conditions"
    : `keep every AI-assisted playlist and log within each station's Canadian-content share (at least 35% of popular music selections each broadcast week for a commercial station, unless its licence sets another)${french ? ", the French-language vocal music share on the French-language stations (at least 65% of popular vocal music each week, and 55% between 6 a.m. and 6 p.m. Monday to Friday)" : ""} and the local programming and news commitments in its licence conditions, checked in the logs before air`;
  const records = tv
    ? "keep program logs and recordings of what is aired as the regulations require, whatever AI helped make it"
    : "keep program logs for a year and logger recordings of everything aired for four weeks, as the regulations require, whatever AI helped make it";
  return {
    name: `the CRTC (the Broadcasting Act, ${regulations} and each station's licence conditions) and ${libel}`,
    risk: `An AI-assisted newscast script or spot from ${s.company} airs a wrong name or claim about a person, a defamation the station answers for, or an AI-assisted log breaks a Canadian-content or local programming commitment the CRTC holds each station to.`,
    duty: `have the news director check every AI-assisted newscast script against the reporter's notes and recordings before air, ${content}, ${records}, and, where the stations are members of the Canadian Broadcast Standards Council (CBSC), hold AI-assisted content to the codes it administers (the CAB Code of Ethics and the RTDNA Code of Journalistic Ethics among them)`,
    because: `${s.company} is ${tv ? "a television" : "a radio"} broadcaster ${inPlace(s)}${shown(s, "broadcaster")}, a federal undertaking: the CRTC licenses its stations under the Broadcasting Act and holds each to ${regulations} and its licence conditions; PIPEDA governs the personal information of its listeners, advertisers and employees alike, the Canada Labour Code its employment and the Canadian Human Rights Act its hiring, in every province; what it airs answers under ${libel}. If any of its staff are unionised, the Canada Labour Code's technological-change provisions reach any plan to automate on-air or newsroom work: notice to the bargaining agent at least 120 days before a change that affects the terms or security of employment of a significant number of them, unless the collective agreement provides for such changes.`,
  };
}
