import { safetyLawOf } from "./labour-law";
import { byProvince, inPlace, lawThere, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a self-storage operator, a collision repair shop and a food importer answer to for
 * their AI use (professions-kinds-trade.ts). Only what is sure is named by province; elsewhere the
 * law is named generally. A storage operator's units are storage agreements, never residential
 * tenancies: unpaid charges are recovered under BC's Warehouse Lien Act or Ontario's Repair and
 * Storage Liens Act. A body shop's estimates for public auto insurers' claims follow their rules
 * (ICBC in BC, SGI in Saskatchewan, MPI in Manitoba), and its paint booth sprays isocyanates
 * under the province's safety law (WorkSafeBC in BC). Importing food needs a licence under the
 * Safe Food for Canadians Regulations, with labels to Canada's food labelling rules.
 */

const STORAGE_LIENS = {
  BC: "BC's Warehouse Lien Act",
  ON: "Ontario's Repair and Storage Liens Act",
};

export function selfStorageRules(s: RiskSignals): Regulator {
  const law = byProvince(s, STORAGE_LIENS, "the province's storage lien law");
  return {
    name: law,
    risk: `An AI-drafted overdue, lien or sale notice from ${s.company} states an amount, date or step that the storage agreement and ${law} do not support, and a customer's goods are sold on it, or customers' identity and payment details go into an unapproved tool.`,
    duty: `have the manager check every AI-drafted late-payment, lien and sale notice against the customer's storage agreement and ${law} before it is sent, keep the decision to sell a unit's contents with a person, never an AI tool, and keep customers' identity and payment details in tools under contract`,
    because: `${s.company} is a self-storage operator ${inPlace(s)}${shown(s, "self-storage")}: its rentals are storage agreements, not residential tenancies, and unpaid storage charges are recovered under ${law}, which sets the notices owed before stored goods are sold.`,
  };
}

/** Public auto insurers whose claims a body shop repairs, by province. */
const AUTO_INSURERS = {
  BC: "ICBC",
  SK: "Saskatchewan Government Insurance (SGI)",
  MB: "Manitoba Public Insurance (MPI)",
};

const PAINT_RULES = {
  BC: "WorkSafeBC's rules for spray painting with isocyanate paints",
};

export function autoBodyRules(s: RiskSignals): Regulator {
  const insurer = byProvince<string | null>(s, AUTO_INSURERS, null);
  const law = safetyLawOf(s, lawThere(s, "occupational health and safety law"));
  const paint = byProvince(s, PAINT_RULES, `${law}, for spray painting with isocyanate paints`);
  const claims = insurer ?? "the insurers whose claims it repairs";
  const bc = insurer === "ICBC";
  return {
    name: insurer ? `${insurer} and ${paint}` : paint,
    risk: `An AI-drafted estimate or supplement from ${s.company} lists a part, operation or labour time that ${claims}' rules do not allow and the claim is refused, or an AI-drafted procedure for the paint booth misstates a control and a painter is exposed to isocyanates.`,
    duty: `have the estimator check every AI-drafted estimate and supplement against the vehicle, the photos and ${claims}' rules before it is submitted, keep paint-booth procedures, respirator fit-testing and isocyanate controls with the person accountable for safety, never an AI tool, and keep customers' claim and contact details in tools under contract`,
    because: `${s.company} is a collision repair shop ${inPlace(s)}${shown(s, "auto-body")}: ${
      bc
        ? "ICBC accredits the shops that repair vehicles on its claims and sets how their estimates are written and approved"
        : insurer
          ? `${insurer} sets how estimates for repairs on its claims are written and approved`
          : "the insurers whose claims it repairs set how estimates are written and approved"
    }, and its refinishers spray isocyanate paints under ${paint}.`,
  };
}

export function foodImporterRules(s: RiskSignals): Regulator {
  return {
    name: "the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations, with Canada's food labelling rules",
    risk: `An AI-drafted label, product description or import record from ${s.company} states an origin, ingredient, allergen or lot that the supplier's documents do not support, or a shipment is brought in without the licence, preventive controls or traceability records the Safe Food for Canadians Regulations require.`,
    duty: `have a trained person check every AI-drafted label, product description and import record against the supplier's documents and the lot before it is used, keep the import licence, preventive control plan and traceability records a person's responsibility, and keep traceability records ready to give CFIA within 24 hours of a request`,
    because: `${s.company} imports food ${inPlace(s)}${shown(s, "food-importer")}: importing food into Canada needs a licence under the Safe Food for Canadians Regulations, with a preventive control plan and traceability records, and what it sells must be labelled to the Food and Drug Regulations and the Safe Food for Canadians Regulations.`,
  };
}
