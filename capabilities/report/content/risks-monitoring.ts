import { employsAtLeast } from "./staff-thresholds";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * AI that tracks, measures or scores staff in Ontario: the Employment Standards Act, 2000,
 * Part XI.1 (added by the Working for Workers Act, 2022) requires an employer with 25 or more
 * employees in Ontario on January 1 to have a written policy on electronic monitoring of
 * employees, saying whether, how and in what circumstances it monitors them and for what
 * purposes it may use what it collects, and to give employees a copy within 30 days
 * (https://www.ontario.ca/document/your-guide-employment-standards-act-0/written-policy-electronic-monitoring-employees).
 * Chosen by the province and by the executive's own words about watching staff's work, never
 * for a federally regulated employer (the Canada Labour Code governs it) nor for a company the
 * answers place under 25 employees.
 */

const WATCH = String.raw`(?:track\w*|monitor\w*|measur\w*|scor\w*|rat(?:e|es|ing)|log\w*|count\w*|suivre|suivi|mesur\w*|surveill\w*|évalu\w*)`;
const STAFF = String.raw`(?:staff|employees?|workers?|caregivers?|nurses?|physiotherapists?|therapists?|drivers?|guards?|agents?|technicians?|bakers?|cooks?|clerks?|cashiers?|crews?|team|people|personnel|employés?|salariés?|travailleu\w+|préposé\w*|infirmi\w+|chauffeurs?|équipes?)`;
const WHAT = String.raw`(?:output|productivity|performance|activity|visits?|calls?|locations?|whereabouts|keystrokes|screens?|time|hours|pace|rendement|productivité|performance|activité|déplacements|appels)`;
/** "track each baker's output", "monitor staff productivity", "mesurer la productivité des préposés". */
const MONITORS_STAFF = new RegExp(
  String.raw`\b${WATCH}\s+(?:(?:each|every|our|the|all|individual|chaque|nos|les|la|le)\s+)?${STAFF}(?:['’]s?)?\s+${WHAT}\b` +
    String.raw`|\b${WATCH}\s+(?:(?:the|our|la|le|les)\s+)?${WHAT}\s+(?:of|per|for|by|des|de nos|de chaque|par)\s+(?:(?:each|every|our|the|chaque)\s+)?${STAFF}\b` +
    String.raw`|\b${STAFF}\s+(?:monitoring|tracking|surveillance)\b|\b(?:GPS|telematics|employee monitoring|time[- ]tracking|keystroke|guard[- ]tours?)\b` +
    // "any tool that monitors guards", "tracks our drivers"
    String.raw`|\b(?:monitors?|tracks?|surveille\w*)\s+(?:(?:our|the|all|its|nos|les)\s+)?${STAFF}\b`,
  "iu",
);

const monitoringSentence = (s: RiskSignals) => sentenceWith(s.ownWords, MONITORS_STAFF);

export const ontarioMonitoringRisk: RiskEntry = {
  id: "ontario-electronic-monitoring",
  risk: (s) =>
    `An AI tool at ${s.company} that tracks or measures staff's work is used without the written electronic-monitoring policy Ontario's Employment Standards Act requires, or for a purpose the policy never told employees about.`,
  mitigation: () =>
    `Before the tool goes live, write or update the electronic-monitoring policy (whether, how and when staff are monitored, and what the information may be used for), give every employee a copy within 30 days, and use what the tool records only for the purposes the policy states.`,
  why: (s) =>
    `You wrote “${monitoringSentence(s)}”, and Part XI.1 of Ontario's Employment Standards Act, 2000 requires ${employsAtLeast(s, 25) ? `an employer of ${s.headcount.said}` : "an employer with 25 or more employees in Ontario"} to have a written policy on electronic monitoring of employees.`,
  applies: (s) =>
    s.jurisdiction.province === "ON" &&
    !s.federal &&
    employsAtLeast(s, 25) !== false &&
    monitoringSentence(s) !== null,
  impact: () => "Medium",
  weight: 68,
};
