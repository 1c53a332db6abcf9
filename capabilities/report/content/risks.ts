import { caslRisk, caslSentRisk, euRisk } from "./risks-markets";
import {
  accuracyRisk,
  changeResistanceRisk,
  customerFacingRisk,
  dataQualityRisk,
  peopleDecisionRisk,
  pilotPurgatoryRisk,
  shadowAiRisk,
  vendorDependenceRisk,
} from "./risks-practice";
import {
  confidentialMaterialRisk,
  dataOwnershipRisk,
  languageRisk,
  safetySignoffRisk,
  residencyInUseRisk,
} from "./risks-constraints";
import { droneRisk, otherProvinceRisk } from "./risks-field";
import { crossBorderCarrierRisk } from "./risks-borders";
import { foodImportRisk } from "./risks-food";
import { foodExportRisk } from "./risks-food-export";
import { machineDataRisk } from "./risks-machine-data";
import { foreignWorkerRisk } from "./risks-foreign-workers";
import { marineSafetyRisk } from "./risks-marine";
import { pciRisk } from "./risks-payments";
import { privacyRisk } from "./risks-privacy";
import { frenchCharterRisk } from "./risks-quebec";
import { ontarioMonitoringRisk } from "./risks-monitoring";
import { workplaceSafetyRisk } from "./risks-workplace";
import { payTransparencyRisk, placedWorkerSafetyRisk } from "./risks-staffing";
import {
  codeSecurityRisk,
  creditDecisionRisk,
  fintracRisk,
  sectorRegulatorRisk,
  studentRisk,
} from "./risks-sector";
import type { RiskEntry } from "./risks-types";

/**
 * AI risks as rules: each applies through the company's jurisdiction (risks-privacy, the
 * markets in risks-markets), its sector (risks-sector) or its answers (risks-practice), and
 * says why it applies to them.
 */

export type { RiskEntry, RiskSignals } from "./risks-types";
export { privacyRegime } from "./risks-privacy";
export { regulatorOf } from "./regulators";

export const riskLibrary: readonly RiskEntry[] = [
  privacyRisk,
  sectorRegulatorRisk,
  marineSafetyRisk,
  workplaceSafetyRisk,
  placedWorkerSafetyRisk,
  payTransparencyRisk,
  foreignWorkerRisk,
  otherProvinceRisk,
  droneRisk,
  foodImportRisk,
  foodExportRisk,
  crossBorderCarrierRisk,
  machineDataRisk,
  fintracRisk,
  creditDecisionRisk,
  codeSecurityRisk,
  studentRisk,
  euRisk,
  caslRisk,
  caslSentRisk,
  pciRisk,
  safetySignoffRisk,
  residencyInUseRisk,
  confidentialMaterialRisk,
  dataOwnershipRisk,
  languageRisk,
  frenchCharterRisk,
  shadowAiRisk,
  customerFacingRisk,
  peopleDecisionRisk,
  ontarioMonitoringRisk,
  changeResistanceRisk,
  pilotPurgatoryRisk,
  dataQualityRisk,
  vendorDependenceRisk,
  accuracyRisk,
];
