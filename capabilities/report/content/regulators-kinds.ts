import type { ProvinceCode } from "./jurisdictions";
import {
  byProvince,
  inPlace,
  joinedList,
  lawThere,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules that license a funeral home, a home builder, a car dealership and a child care
 * centre, by province where the body is known, in general words elsewhere. A funeral home is
 * licensed by Consumer Protection BC under the Cremation, Interment and Funeral Services Act, the
 * Bereavement Authority of Ontario, the Alberta Funeral Services Regulatory Board, the Funeral and
 * Cremation Services Council of Saskatchewan, the Funeral Board of Manitoba, under Nova Scotia's Embalmers and Funeral Directors
 * Act (pre-arranged plans and their trust money under its Cemetery and Funeral Services Act), or
 * under Quebec's Funeral Operations Act (the health ministry's licence). A home builder is licensed, and its new homes warranted,
 * under BC's Homeowner Protection Act (BC Housing, 2-5-10 warranty insurance), Alberta's New
 * Home Buyer Protection Act, Ontario's HCRA licensing and Tarion warranty, or by the Régie du
 * bâtiment du Québec with the guarantee plan for new residential buildings: never the real
 * estate council, which licenses those who trade in real estate for others. A dealership answers
 * to the VSA in BC, AMVIC in Alberta and OMVIC in Ontario; a travel agency to TICO in Ontario,
 * Consumer Protection BC or Quebec's Office de la protection du consommateur; a child care centre
 * to the province's child care licensing law.
 */

const FUNERAL: Partial<Record<ProvinceCode, string>> = {
  BC: "Consumer Protection BC, which licenses funeral providers under the Cremation, Interment and Funeral Services Act",
  AB: "the Alberta Funeral Services Regulatory Board, under the Funeral Services Act",
  SK: "the Funeral and Cremation Services Council of Saskatchewan",
  MB: "the Funeral Board of Manitoba, which licenses funeral homes, funeral directors and embalmers (pre-arranged plans and the money held in trust for them fall under Manitoba's Prearranged Funeral Services Act)",
  ON: "the Bereavement Authority of Ontario, under the Funeral, Burial and Cremation Services Act, 2002",
  QC: "Quebec's Funeral Operations Act, under which the Ministère de la Santé et des Services sociaux issues the funeral services business licence",
  NS: "Nova Scotia's Embalmers and Funeral Directors Act and, for pre-arranged funeral plans and the money held in trust for them, its Cemetery and Funeral Services Act",
};

export function funeralRules(s: RiskSignals): Regulator {
  const body = byProvince(s, FUNERAL, "the body that licenses funeral homes in your province");
  // A home it runs or is buying in another province answers to that province's body too.
  const elsewhere = s.reaches.provinces.flatMap((p) => FUNERAL[p] ?? []);
  const also = elsewhere.length
    ? `; a home it runs or buys in another province answers there to ${joinedList(elsewhere, "; ", "and")}`
    : "";
  return {
    name: joinedList([body, ...elsewhere], "; ", "and"),
    risk: `An AI-drafted obituary, service notice, price statement or contract from ${s.company} carries a wrong name, date, price or term, or families' and the deceased's details go into an unapproved tool.`,
    duty: `have a licensed funeral director check every AI-drafted contract, price statement and notice against the family's instructions and the price list before the family sees it, keep pre-arranged plans and the money held for them in the systems and accounts the rules require, and keep families' and the deceased's details out of unapproved tools`,
    because: `${s.company} is a funeral home ${inPlace(s)}${shown(s, "funeral-home")}, licensed under the rules of ${body}${also}.`,
  };
}

const NEW_HOMES = {
  BC: "BC's Homeowner Protection Act, under which BC Housing licenses residential builders and new homes carry 2-5-10 warranty insurance",
  AB: "Alberta's New Home Buyer Protection Act, which licenses residential builders and requires warranty coverage on every new home",
  ON: "the Home Construction Regulatory Authority (HCRA), which licenses builders and vendors, and Tarion's new home warranty",
  QC: "the Régie du bâtiment du Québec licence and the guarantee plan for new residential buildings",
};

export function homeBuilderRules(s: RiskSignals): Regulator {
  const rules = byProvince(
    s,
    NEW_HOMES,
    lawThere(s, "new home warranty and builder licensing rules, where they apply"),
  );
  return {
    name: rules,
    risk: `An AI-drafted purchase document, change order or reply to a warranty request from ${s.company} misstates a price, a date or what the warranty covers, or buyers' agreements and financial details go into an unapproved tool.`,
    duty: `have the person responsible check every AI-drafted purchase document, change order and warranty reply against the agreement and the warranty terms before it goes out, keep each warranty request's deadlines in the warranty system rather than in an AI tool, and keep buyers' agreements and financial details out of unapproved tools`,
    because: `${s.company} is a home builder ${inPlace(s)}${shown(s, "home-builder")}, licensed and bound to warrant its new homes under ${rules}.`,
  };
}

const DEALERS = {
  BC: "the Vehicle Sales Authority of BC (VSA)",
  AB: "the Alberta Motor Vehicle Industry Council (AMVIC)",
  ON: "the Ontario Motor Vehicle Industry Council (OMVIC)",
};

export function carDealerRules(s: RiskSignals): Regulator {
  const body = byProvince(s, DEALERS, "the body that licenses motor dealers in your province");
  return {
    name: body,
    risk: `An AI-written vehicle ad, listing or reply from ${s.company} misstates a price, a fee or a vehicle's history, or customers' credit applications and licences go into an unapproved tool.`,
    duty: `have a manager check every AI-written ad and listing against the vehicle's file before it is published, with the price, fees and history disclosures the advertising rules require, and keep credit applications and driver's licences out of unapproved tools`,
    because: `${s.company} is a car dealership ${inPlace(s)}${shown(s, "car-dealer")}, licensed by ${body}, whose rules govern what its ads and bills of sale say.`,
  };
}

const CHILD_CARE = {
  BC: "BC's Community Care and Assisted Living Act and its Child Care Licensing Regulation",
  AB: "Alberta's Early Learning and Child Care Act",
  ON: "Ontario's Child Care and Early Years Act, 2014",
  QC: "Quebec's Educational Childcare Act",
};

export function childCareRules(s: RiskSignals): Regulator {
  const law = byProvince(s, CHILD_CARE, lawThere(s, "child care licensing law"));
  return {
    name: law,
    risk: `Children's records, photos or health notes from ${s.company} go into an unapproved AI tool, or an AI-drafted note gets a child's allergy, medication or pick-up detail wrong.`,
    duty: `keep children's records and photos out of unapproved tools, have an educator check every AI-drafted note that names a child before it goes to staff or parents, and never let AI change an allergy, medication or authorised pick-up record`,
    because: `${s.company} is a child care centre ${inPlace(s)}${shown(s, "child-care")}, licensed under ${law}, which sets the records it keeps on each child.`,
  };
}

const TRAVEL = {
  BC: "Consumer Protection BC, which licenses travel agents",
  ON: "the Travel Industry Council of Ontario (TICO), under the Travel Industry Act, 2002",
  QC: "the Office de la protection du consommateur, under Quebec's Travel Agents Act",
};

export function travelAgencyRules(s: RiskSignals): Regulator {
  const body = byProvince(s, TRAVEL, lawThere(s, "travel industry rules, where it has them"));
  return {
    name: body,
    risk: `An AI-drafted quote, itinerary or reply from ${s.company} misstates a fare, a term or an entry requirement, or travellers' passports and payment details go into an unapproved tool.`,
    duty: `check every AI-drafted quote and itinerary against the supplier's current fares and terms before it reaches a traveller, keep the disclosures the rules require on every quote and invoice, and keep passports and payment details out of unapproved tools`,
    because: `${s.company} is a travel agency ${inPlace(s)}${shown(s, "travel-agency")}, answerable to ${body}.`,
  };
}

/**
 * A collection agency is licensed as a consumer-protection matter, never as a financial
 * institution: Consumer Protection BC under the Business Practices and Consumer Protection Act,
 * Ontario's Collection and Debt Settlement Services Act, Quebec's Office de la protection du
 * consommateur. "Mini-Miranda" is a US notice (the Fair Debt Collection Practices Act).
 */
const COLLECTIONS = {
  BC: "Consumer Protection BC, which licenses collection agencies and collectors under the Business Practices and Consumer Protection Act",
  ON: "Ontario's Collection and Debt Settlement Services Act, administered by the Ministry of Public and Business Service Delivery",
  QC: "the Office de la protection du consommateur, which issues collection agencies' permits",
};

const MINI_MIRANDA = /\bmini[\s-]?miranda\b/i;

export function collectionRules(s: RiskSignals): Regulator {
  const body = byProvince(s, COLLECTIONS, lawThere(s, "collection agency licensing rules"));
  const usTerm = MINI_MIRANDA.test(s.ownWords)
    ? " (the “mini-Miranda” notice is a US requirement, under the Fair Debt Collection Practices Act; what a collector in Canada must disclose, and when it may contact a debtor, is set by the provincial rules)"
    : "";
  return {
    name: body,
    risk: `An AI-drafted letter, call script or note from ${s.company} misstates a debt or a debtor's rights, or contacts a debtor in a way the collection rules forbid, or debtors' personal information goes into an unapproved tool.`,
    duty: `have a licensed collector or compliance lead check every AI-drafted letter and script against the disclosure and contact rules of the licence before it is used${usTerm}, keep call recordings and contact logs complete for the regulator's audits, and keep debtors' information in the collection system and tools under contract`,
    because: `${s.company} is a collection agency ${inPlace(s)}${shown(s, "collection-agency")}, licensed under the rules of ${body}.`,
  };
}
