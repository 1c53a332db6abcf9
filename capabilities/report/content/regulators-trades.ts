import { byProvince, inPlace, provinceOf, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules a managed IT services provider, a food processor and a bakery answer to for their AI
 * use. An IT provider holds its clients' data as their service provider: a public body's client
 * passes on its access-to-information act's duties by contract (Quebec's Act respecting access
 * to documents held by public bodies, Ontario's MFIPPA, BC's FIPPA), and in Quebec the Charter
 * of the French language governs what it writes to customers. A food processor keeps a
 * Preventive Control Plan and traceability records under the Safe Food for Canadians
 * Regulations and gives CFIA its traceability records within 24 hours of a request (a plant
 * selling only in its province may be licensed by the province instead). A bakery's prepackaged
 * food declares its priority allergens under the Food and Drug Regulations, and its premises
 * hold a permit from the health authority.
 */

const PUBLIC_CLIENTS =
  /\b(?:municipal\w*|municipalit\w*|cities|towns|public (?:sector|bodies|body|clients?)|school districts?|government clients?|clients? publics?|organismes? publics?|villes?)\b/i;

const PUBLIC_ACCESS = {
  QC: "Quebec's Act respecting access to documents held by public bodies and the protection of personal information",
  ON: "Ontario's Municipal Freedom of Information and Protection of Privacy Act (MFIPPA) and its provincial FIPPA",
  BC: "BC's Freedom of Information and Protection of Privacy Act (FIPPA)",
};

export function managedItRules(s: RiskSignals): Regulator {
  const quebec = provinceOf(s) === "QC";
  const publicClients = PUBLIC_CLIENTS.test(s.ownWords);
  const access = byProvince(s, PUBLIC_ACCESS, "the public-sector access and privacy act");
  const parts = [
    publicClients ? `${access}, through your public clients' contracts` : "",
    quebec ? "the Charter of the French language" : "",
  ].filter(Boolean);
  return {
    name: parts.length
      ? parts.join(", and ")
      : "your client contracts and the privacy law that governs your clients' data",
    risk: `A technician at ${s.company} pastes a client's credentials, configurations or users' personal information into an AI tool the client's contract does not cover, an AI feature in the PSA or RMM acts on a client's machines with more access than its task needs, or an AI-drafted ticket reply gives a wrong fix.`,
    duty: `keep client credentials and documentation out of any AI tool the client contracts do not cover, give every AI feature in the PSA, RMM and documentation platform only the access its task needs with a technician approving any action on a client's machine${publicClients ? `, and keep public clients' data where their contracts require, as their service provider under ${access}` : ""}${quebec ? "; write anything a customer reads in Quebec (replies, portals, an assistant's answers) in French" : ""}`,
    because: `${s.company} is a managed IT services provider ${inPlace(s)}${shown(s, "managed-it")}, holding its clients' data and access to their systems as their service provider${publicClients ? `; public bodies among its clients pass on ${access}'s duties by contract` : ""}${quebec ? "; in Quebec the Charter of the French language governs what it writes to customers" : ""}.`,
  };
}

const MEAT_INSPECTION = {
  BC: "BC's Meat Inspection Regulation",
  AB: "Alberta's Meat Inspection Act",
  ON: "Ontario's Food Safety and Quality Act, 2001",
  QC: "Quebec's Food Products Act (MAPAQ)",
};

/** Words that show the plant sells abroad, so CFIA's export certificates are part of its work. */
const EXPORTS =
  /\bexport\w*|\boverseas\b|\bcontainers? to\b|\bexportations?\b|\bexporte\w*|certificats? d['’]exportation/i;

/** A fish or seafood plant's provincial licence, where the province issues one. */
const FISH_PROCESSING = {
  NS: "a processing licence from Nova Scotia's Department of Fisheries and Aquaculture, under the Fisheries and Coastal Resources Act",
  NB: "New Brunswick's Seafood Processing Act",
  BC: "BC's Fish and Seafood Act and its licensing regulation",
  QC: "a permit from MAPAQ under Quebec's Food Products Act",
};

/** Words that show the plant processes fish or seafood, not meat. */
const SEAFOOD =
  /\b(?:seafoods?|fish|fisheries|lobsters?|crabs?|shellfish|shrimps?|scallops?|salmon|groundfish|herring|poissons?|fruits de mer|homards?|crabes?|crevettes?|p[eê]toncles?)\b/i;

export function foodProcessingRules(s: RiskSignals): Regulator {
  const seafood = SEAFOOD.test(s.ownWords);
  const provincial = seafood
    ? byProvince(
        s,
        FISH_PROCESSING,
        "the province's fish-processing licence, where it requires one",
      )
    : byProvince(s, MEAT_INSPECTION, "the province's meat and food plant rules");
  const exports = EXPORTS.test(s.ownWords);
  // A fish plant's provincial licence sits beside CFIA's, named where the province is known.
  const fishLicence = seafood ? byProvince<string | null>(s, FISH_PROCESSING, null) : null;
  return {
    name: `the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations${exports ? ", including its export certificates" : ""}${fishLicence ? `, and ${fishLicence}` : ""}`,
    risk: `An AI-filled HACCP or preventive-control record at ${s.company} shows a check nobody made, a recall trace rests on lot records AI linked wrongly${exports ? ", or an AI-drafted export certificate application states a product, lot or importing country's requirement the records do not support" : ""}, and CFIA finds the Preventive Control Plan not followed or the trace late.`,
    duty: `keep every critical-limit check, corrective action and sanitation sign-off a trained person's record made at the line, use AI to digitise and check the records and to assemble the trace one step forward and one step back, keep traceability records ready to give CFIA within 24 hours of a request${exports ? ", and have a trained person check every AI-drafted export certificate application against the lot records and the importing country's requirements before it goes to CFIA" : ""}`,
    because: `${s.company} is a ${seafood ? "seafood" : "food"} processor ${inPlace(s)}${shown(s, "food-processing")}: a licence under the Safe Food for Canadians Regulations requires a Preventive Control Plan and traceability records${exports ? ", CFIA issues the export certificates its shipments abroad need" : ""}, ${seafood ? `and a fish plant also holds ${provincial}` : `and a plant selling only within its province may be licensed under ${provincial} instead`}.`,
  };
}

const FOOD_PREMISES = {
  BC: "BC's Food Premises Regulation, inspected by your regional health authority",
  AB: "Alberta's Food Regulation, inspected by Alberta Health Services",
  ON: "Ontario's Food Premises Regulation, inspected by your public health unit",
  QC: "the food permit MAPAQ issues under Quebec's Food Products Act",
};

export function bakeryRules(s: RiskSignals): Regulator {
  const premises = byProvince(s, FOOD_PREMISES, "your health authority's food premises permit");
  return {
    name: `Health Canada's Food and Drug Regulations on allergen labelling, and ${premises}`,
    risk: `An AI-written menu description, label or post from ${s.company} leaves out or misstates an allergen (milk, eggs, wheat, nuts, sesame), and a customer with an allergy relies on it.`,
    duty: `check every AI-written menu description, label and post against the recipe's ingredient list before it is used, keep each recipe's allergens in one place the bakers update when a recipe or supplier changes, and never let AI write an allergen statement on its own`,
    because: `${s.company} is a bakery ${inPlace(s)}${shown(s, "bakery")}: prepackaged products must declare their priority allergens under the Food and Drug Regulations, and its premises operate under ${premises}.`,
  };
}
