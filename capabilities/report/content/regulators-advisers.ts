import {
  byProvince,
  inPlace,
  lawThere,
  provinceOf,
  shown,
  type Regulator,
} from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The rules an environmental consultancy and an agrology practice answer to for their AI use.
 * An environmental consultancy's reports go to the province's environmental regulator under its
 * act (BC's Environmental Management Act and Contaminated Sites Regulation, Alberta's
 * Environmental Protection and Enhancement Act, Ontario's Environmental Protection Act and its
 * Records of Site Condition regulation, O. Reg. 153/04, Quebec's Environment Quality Act), signed
 * by professionals who answer to their own bodies. An agrologist is licensed by the province's
 * institute of agrologists (in Quebec the Ordre des agronomes), and answers personally for the
 * advice and plans signed, such as Quebec's agri-environmental fertilization plans (PAEF).
 */

const ENVIRONMENT_ACT = {
  BC: "BC's Environmental Management Act and its Contaminated Sites Regulation",
  AB: "Alberta's Environmental Protection and Enhancement Act",
  ON: "Ontario's Environmental Protection Act and its Records of Site Condition regulation (O. Reg. 153/04)",
  QC: "Quebec's Environment Quality Act",
};

/** The bodies whose members sign an environmental consultancy's reports, by province. */
const SIGNERS = {
  BC: "Engineers and Geoscientists BC and the College of Applied Biology, under the Professional Governance Act",
  AB: "APEGA and the Alberta Society of Professional Biologists",
  ON: "Professional Engineers Ontario and the Professional Geoscientists of Ontario",
  QC: "the Ordre des ingénieurs du Québec and the Ordre des géologues du Québec",
};

export function environmentalRules(s: RiskSignals): Regulator {
  const act = byProvince(s, ENVIRONMENT_ACT, lawThere(s, "environmental protection act"));
  const signers = byProvince(
    s,
    SIGNERS,
    "the engineers', geoscientists' or biologists' bodies of the professionals who sign",
  );
  return {
    name: `${act}, and ${signers}`,
    risk: `An AI-drafted section of a site assessment, impact report or permit application from ${s.company} misreads the field or laboratory data, cites a standard or regulation wrongly, or states a finding no one checked, and the report goes to the regulator under a professional's signature; or clients' site data goes into an unapproved tool.`,
    duty: `have the professional who signs each report check every AI-drafted section, data summary and regulatory citation against the field records, laboratory certificates and the current standards before signing, never let AI alter or fill in sampling or laboratory data, record in the project file where AI was used and how it was checked, and keep clients' site data in tools under contract`,
    because: `${s.company} is an environmental consultancy ${inPlace(s)}${shown(s, "environmental-consultant")}: its reports go to the environmental regulator under ${act}, signed by professionals who answer to ${signers} for what they sign.`,
  };
}

const AGROLOGISTS = {
  BC: "the BC Institute of Agrologists, under the Professional Governance Act",
  AB: "the Alberta Institute of Agrologists",
  SK: "the Saskatchewan Institute of Agrologists",
  MB: "the Manitoba Institute of Agrologists",
  ON: "the Ontario Institute of Professional Agrologists",
  QC: "the Ordre des agronomes du Québec",
  NB: "the New Brunswick Institute of Agrologists",
  NS: "the Nova Scotia Institute of Agrologists",
  PE: "the Prince Edward Island Institute of Agrologists",
};

/** A plan only a licensed agrologist signs, where the province's is known. */
const SIGNED_PLAN = {
  QC: "an agronomist signs each farm's agri-environmental fertilization plan (PAEF) under the Agricultural Operations Regulation",
  ON: "nutrient management plans are prepared under the Nutrient Management Act, 2002",
};

export function agrologyRules(s: RiskSignals): Regulator {
  const body = byProvince(s, AGROLOGISTS, "the province's institute of agrologists");
  const province = provinceOf(s);
  const plan = province ? SIGNED_PLAN[province as keyof typeof SIGNED_PLAN] : undefined;
  return {
    name: body,
    risk: `An AI-drafted fertility, nutrient management or crop protection recommendation from ${s.company} carries a wrong rate, product or restriction under an agrologist's name, or farmers' field, yield and soil data goes into a tool they never agreed to.`,
    duty: `have the licensed agrologist check every AI-drafted recommendation, rate and plan against the soil tests, the product label and the province's rules before it reaches a farmer, record where AI was used, and use each farmer's field and yield data only for the advice they asked for, in tools under contract`,
    because: `${s.company} is an agrology practice ${inPlace(s)}${shown(s, "agrologist")}: its ${province === "QC" ? "agronomists" : "agrologists"} are licensed by ${body} and answer for the advice they give${plan ? `; ${plan}` : ""}.`,
  };
}
