import type { ProvinceCode } from "./jurisdictions";
import { inPlace, provinceOf, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A municipality is the institution its province's laws govern, never a company that serves
 * one: its council decides by resolution or by-law in meetings open to the public (closed only
 * as its act allows), its clerk keeps its records and minutes, its procurement rules govern how
 * it buys software, and its province's public-sector access and privacy act gives everyone a
 * right of access to its records and limits the personal information it collects to what its
 * authority needs. Named by province where the law is known (Ontario's Municipal Act, 2001,
 * MFIPPA, the AODA and the Building Code Act; BC's Community Charter and FIPPA; Alberta's
 * Municipal Government Act, and since June 2025 its Access to Information Act and Protection of
 * Privacy Act in place of the FOIP Act; Quebec's Cities and Towns Act or Municipal Code and its
 * access act), otherwise said generally.
 */

/** Where staff are unionised, a change in their work is raised with the union before it starts. */
const UNION =
  "where its staff are unionised, raise each AI use that changes their work with the union before it starts, at the joint labour-management committee where the collective agreement sets one";

interface MunicipalLaw {
  name: string;
  /** The privacy act's short name, for the risk sentence. */
  privacy: string;
  duty: (s: RiskSignals) => string;
  because: string;
}

const ONTARIO: MunicipalLaw = {
  name: "Ontario's Municipal Act, 2001, the Municipal Freedom of Information and Protection of Privacy Act (MFIPPA) and the AODA's Integrated Accessibility Standards",
  privacy: "MFIPPA",
  duty: (s) =>
    `bring each AI use that commits ${s.company} to council, which decides by resolution or by-law, and buy any tool within the procurement by-law (a public tender above its threshold); have the Clerk check every AI-drafted agenda item and set of minutes against what council decided before they are published, and keep closed-session matters (s. 239 of the Municipal Act) out of AI tools; keep AI-assisted records under the records retention by-law, as records the Clerk answers access requests for under MFIPPA; use residents' personal information only for the purpose the statute or by-law that authorised its collection allows; keep every building permit decision with the chief building official; publish AI-assisted web content that meets WCAG 2.0 Level AA; and, ${UNION}`,
  because:
    "under the Municipal Act, 2001 its council acts by resolution or by-law in meetings open to the public except as s. 239 allows, its Clerk keeps its records and minutes, and its procurement by-law governs how it buys; it is an institution under MFIPPA, which gives everyone a right of access to its records and lets it collect personal information only as a statute or by-law authorises, for law enforcement or as the proper administration of a lawfully authorised activity needs; under the Building Code Act, 1992 its chief building official decides building permits within the Building Code's timeframes (10 business days for a house); and the AODA's Integrated Accessibility Standards hold its public websites and web content to WCAG 2.0 Level AA",
};

const BRITISH_COLUMBIA: MunicipalLaw = {
  name: "BC's Community Charter and Freedom of Information and Protection of Privacy Act (FIPPA)",
  privacy: "FIPPA",
  duty: (s) =>
    `bring each AI use that commits ${s.company} to council, which decides by resolution or bylaw, and buy any tool under its purchasing policy; have the corporate officer check every AI-drafted agenda item and set of minutes against what council decided before they are published, and keep closed-meeting matters (s. 90 of the Community Charter) out of AI tools; complete a privacy impact assessment under FIPPA before an AI tool handles residents' personal information, including where it is stored or accessed outside Canada; keep AI-assisted records as records it answers access requests for under FIPPA; and, ${UNION}`,
  because:
    "under the Community Charter (the Local Government Act for a regional district, the Vancouver Charter for Vancouver) its council acts by resolution or bylaw in meetings open to the public except as the Charter allows, and its corporate officer keeps its records and minutes; it is a public body under FIPPA, which gives everyone a right of access to its records and governs the personal information it collects, uses and discloses",
};

const ALBERTA: MunicipalLaw = {
  name: "Alberta's Municipal Government Act, Access to Information Act and Protection of Privacy Act",
  privacy: "the Protection of Privacy Act",
  duty: (s) =>
    `bring each AI use that commits ${s.company} to council, which decides by resolution or bylaw, and buy any tool under its purchasing policy; have every AI-drafted agenda item and set of minutes checked against what council decided before they are published, and keep closed-session matters out of AI tools; collect, use and disclose residents' personal information through AI tools only as the Protection of Privacy Act allows; keep AI-assisted records as records it answers access requests for under the Access to Information Act; and, ${UNION}`,
  because:
    "under the Municipal Government Act its council acts by resolution or bylaw in meetings open to the public except for matters the access law protects, and its chief administrative officer sees that the minutes are kept; since June 2025 the Access to Information Act and the Protection of Privacy Act, which replaced the Freedom of Information and Protection of Privacy (FOIP) Act, give everyone a right of access to its records and govern the personal information it holds",
};

const QUEBEC: MunicipalLaw = {
  name: "Quebec's Cities and Towns Act or Municipal Code (whichever governs it) and the Act respecting access to documents held by public bodies and the protection of personal information",
  privacy: "the Access Act",
  duty: (s) =>
    `bring each AI use that commits ${s.company} to council, which decides by resolution or by-law, and put any contract above the public tender threshold out to public tender on the SEAO; have the clerk or clerk-treasurer check every AI-drafted agenda item and set of minutes against what council decided before they are adopted; carry out a privacy impact assessment under the Access Act before an AI system handles personal information and before it is communicated outside Quebec, and report confidentiality incidents to the Commission d'accès à l'information; keep AI-assisted records as documents it answers access requests for; and, ${UNION}`,
  because:
    "under the Cities and Towns Act or the Municipal Code its council acts by resolution or by-law in public sittings, its clerk or clerk-treasurer keeps its minutes and records, and contracts above the public tender threshold go to public tender; it is a public body under the Act respecting access to documents held by public bodies and the protection of personal information, as amended by Law 25, which gives everyone a right of access to its documents and governs the personal information it holds",
};

const BY_PROVINCE: Partial<Record<ProvinceCode, MunicipalLaw>> = {
  ON: ONTARIO,
  BC: BRITISH_COLUMBIA,
  AB: ALBERTA,
  QC: QUEBEC,
};

export function municipalRules(s: RiskSignals): Regulator {
  const law = BY_PROVINCE[provinceOf(s) ?? "ON"];
  const where = `${s.company} is a municipality ${inPlace(s)}${shown(s, "municipality")}`;
  if (!law || !provinceOf(s)) {
    const province = s.jurisdiction.provinceName;
    const laws = province
      ? `${province}'s municipal legislation and public-sector access and privacy law`
      : "its province's municipal legislation and public-sector access and privacy law";
    return {
      name: laws,
      risk: `An AI-drafted report, set of minutes or reply to a resident from ${s.company} states what council has not decided, or residents' personal information goes into an AI tool beyond what the public-sector privacy law allows.`,
      duty: `bring each AI use that commits ${s.company} to council, which decides by resolution or by-law, and buy any tool under its procurement rules; have the clerk check every AI-drafted agenda item and set of minutes against what council decided before they are published; keep AI-assisted records as records it answers access requests for; use residents' personal information only for the purpose it was collected for; and, ${UNION}`,
      because: `${where}: its council decides by resolution or by-law under ${laws}, which also governs the records and personal information it holds.`,
    };
  }
  return {
    name: law.name,
    risk: `An AI-drafted staff report, agenda item, set of minutes or reply to a resident from ${s.company} states what council has not decided or cites a wrong by-law, or residents' personal information goes into an AI tool beyond what ${law.privacy} allows the municipality.`,
    duty: law.duty(s),
    because: `${where}: ${law.because}.`,
  };
}
