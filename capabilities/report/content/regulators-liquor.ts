import type { ProvinceCode } from "./jurisdictions";
import { PROVINCE_NAMES } from "./jurisdictions-places";
import { bodyThere, byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import { joinWords, type RiskSignals } from "./risks-types";

/**
 * Wineries, breweries and distilleries answer to liquor law, not to a restaurant's rules: the
 * province's liquor regulator licenses them and limits their advertising, the Canadian Food
 * Inspection Agency (CFIA) enforces their labels, and shipping to customers in another province
 * is decided by that province: since June 2019 the federal Importation of Intoxicating Liquors
 * Act no longer restricts shipments between provinces (it still governs imports from abroad).
 * Where the answers name the provinces it ships or sells to, their liquor authorities are named.
 */

/** The regulator that licenses a producer in its home province. */
const LIQUOR: Partial<Record<ProvinceCode, string>> = {
  BC: "BC's Liquor and Cannabis Regulation Branch (LCRB)",
  AB: "Alberta Gaming, Liquor and Cannabis (AGLC)",
  SK: "the Saskatchewan Liquor and Gaming Authority (SLGA)",
  MB: "the Liquor, Gaming and Cannabis Authority of Manitoba (LGCA)",
  ON: "the Alcohol and Gaming Commission of Ontario (AGCO)",
  QC: "the Régie des alcools, des courses et des jeux (RACJ)",
};

/**
 * The liquor authority what a producer ships or sells into a province answers to: its regulator,
 * and where alcohol from elsewhere reaches buyers through the provincial liquor board, the board.
 */
const DESTINATION: Record<ProvinceCode, string> = {
  BC: LIQUOR.BC!,
  AB: LIQUOR.AB!,
  SK: LIQUOR.SK!,
  MB: LIQUOR.MB!,
  ON: `${LIQUOR.ON!} and the LCBO`,
  QC: `${LIQUOR.QC!} and the SAQ`,
  NB: "Alcool NB Liquor (ANBL)",
  NS: "the Nova Scotia Liquor Corporation (NSLC)",
  PE: "the PEI Liquor Control Commission",
  NL: "the Newfoundland and Labrador Liquor Corporation (NLC)",
  YT: "the Yukon Liquor Corporation",
  NT: "the Northwest Territories Liquor and Cannabis Commission",
  NU: "the Nunavut Liquor and Cannabis Commission",
};

export const SHIPPING_RULE =
  "the federal Importation of Intoxicating Liquors Act has not restricted shipments between provinces since June 2019, so each receiving province's own liquor laws decide whether, how much and through whom you may deliver there";

/** "Alberta Gaming, Liquor and Cannabis (AGLC) for Alberta": the provinces the answers name. */
const destinations = (s: RiskSignals) =>
  joinWords(s.reaches.provinces.map((p) => `${DESTINATION[p]} for ${PROVINCE_NAMES[p]}`));

export function liquorRules(s: RiskSignals): Regulator {
  const regulator = byProvince(s, LIQUOR, bodyThere(s, "licenses liquor sales"));
  const named = s.reaches.provinces;
  const stated = s.shipping ? `, and you named shipping in your own words: ${s.shipping}` : "";
  const where = joinWords(named.map((p) => PROVINCE_NAMES[p]));
  return {
    name: `${regulator}, the CFIA's labelling rules and ${named.length ? destinations(s) : "each province's rules on direct delivery"}`,
    risk: `An AI-drafted promotion or product page from ${s.company} breaks liquor advertising or labelling rules, or an online order ships to ${named.length ? `${where} outside what its liquor authority allows` : "a province that does not allow direct delivery"}, or to someone under the legal drinking age.`,
    duty: `have a person approve every AI-drafted promotion against ${regulator}'s advertising rules (nothing that appeals to minors) and every label or product claim against the CFIA's labelling requirements; set your online shop to check each order's destination province before it ships (${SHIPPING_RULE}) and to require an adult's signature on delivery`,
    because: `${s.company} makes and sells alcohol ${inPlace(s)}${shown(s, "alcohol-producer")}, licensed by ${regulator}${stated}${named.length ? `; what it ships or sells into ${where} answers to ${joinWords(named.map((p) => DESTINATION[p]))}` : ""}.`,
  };
}
