import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * Wineries, breweries and distilleries answer to liquor law, not to a restaurant's rules: the
 * province's liquor regulator licenses them and limits their advertising, the Canadian Food
 * Inspection Agency (CFIA) enforces their labels, and shipping to customers in another province
 * is decided by that province: since June 2019 the federal Importation of Intoxicating Liquors
 * Act no longer restricts shipments between provinces (it still governs imports from abroad).
 */

const LIQUOR: Partial<Record<ProvinceCode, string>> = {
  BC: "BC's Liquor and Cannabis Regulation Branch (LCRB)",
  AB: "Alberta Gaming, Liquor and Cannabis (AGLC)",
  ON: "the Alcohol and Gaming Commission of Ontario (AGCO)",
  QC: "the Régie des alcools, des courses et des jeux (RACJ)",
};

export const SHIPPING_RULE =
  "the federal Importation of Intoxicating Liquors Act has not restricted shipments between provinces since June 2019, so each receiving province's own liquor laws decide whether, how much and through whom you may deliver there";

export function liquorRules(s: RiskSignals): Regulator {
  const regulator = byProvince(s, LIQUOR, "your provincial liquor regulator");
  const stated = s.shipping ? `, and you named shipping in your own words: ${s.shipping}` : "";
  return {
    name: `${regulator}, the CFIA's labelling rules and each province's rules on direct delivery`,
    risk: `An AI-drafted promotion or product page from ${s.company} breaks liquor advertising or labelling rules, or an online order ships to a province that does not allow direct delivery, or to someone under the legal drinking age.`,
    duty: `have a person approve every AI-drafted promotion against ${regulator}'s advertising rules (nothing that appeals to minors) and every label or product claim against the CFIA's labelling requirements; set your online shop to check each order's destination province before it ships (${SHIPPING_RULE}) and to require an adult's signature on delivery`,
    because: `${s.company} makes and sells alcohol ${inPlace(s)}${shown(s, "alcohol-producer")}, licensed by ${regulator}${stated}.`,
  };
}
