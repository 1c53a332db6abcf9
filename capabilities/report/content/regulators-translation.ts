import type { ProvinceCode } from "./jurisdictions";
import { byProvince, inPlace, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * The body whose certified translators sign a translation bureau's certified translations, by
 * province: in BC the Society of Translators and Interpreters of British Columbia (STIBC), in
 * Quebec the OTTIAQ (a professional order under the Professional Code), in Ontario ATIO, and each
 * other province's association; nationally they certify through CTTIC. Its code of ethics binds
 * the translator to keep clients' documents confidential.
 */
const BODIES: Partial<Record<ProvinceCode, string>> = {
  BC: "the Society of Translators and Interpreters of British Columbia (STIBC)",
  QC: "the Ordre des traducteurs, terminologues et interprètes agréés du Québec (OTTIAQ)",
  ON: "the Association of Translators and Interpreters of Ontario (ATIO)",
  AB: "the Association of Translators and Interpreters of Alberta (ATIA)",
  SK: "the Association of Translators and Interpreters of Saskatchewan (ATIS)",
  MB: "the Association of Translators, Terminologists and Interpreters of Manitoba (ATIM)",
  NB: "the Corporation of Translators, Terminologists and Interpreters of New Brunswick (CTINB)",
  NS: "the Association of Translators and Interpreters of Nova Scotia (ATINS)",
};

const NATIONAL = "the Canadian Translators, Terminologists and Interpreters Council (CTTIC)";

export function translationRules(s: RiskSignals): Regulator {
  const body = byProvince(s, BODIES, `your province's association of translators and interpreters`);
  return {
    name: body,
    risk: `A certified translation from ${s.company} goes out with a machine-translated error no certified translator caught, or clients' documents are pasted into a consumer translation or chat tool outside the bureau's client agreements.`,
    duty: `have a certified translator of ${body} read every certified translation against the original and sign it, as its code of ethics and ${NATIONAL}'s certification require; keep client text inside the CAT tool and the machine translation providers your client agreements allow, never in consumer tools, and tell clients where machine translation is used`,
    because: `${s.company} is a translation bureau ${inPlace(s)}${shown(s, "translation-bureau")}, whose certified translations are signed by members of ${body}.`,
  };
}
