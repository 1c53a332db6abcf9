import { FEDERAL_WORKPLACE } from "./labour-law";
import { inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * A trucking carrier that carries loads across a provincial or national border is an
 * extra-provincial undertaking under federal jurisdiction: PIPEDA governs its employees' and
 * customers' personal information, the Canada Labour Code its workplace (Part II its health and
 * safety, Part III its hours of work and overtime, in place of the province's safety and
 * employment standards laws) and the Canadian Human Rights Act its staff, and the federal
 * Commercial Vehicle Drivers Hours of Service Regulations its drivers' hours, recorded on the
 * certified electronic logging devices they require since June 2021. Runs into the United States
 * bring the FMCSA's hours-of-service rules and ELD mandate while its drivers are there. A carrier
 * operating within one province stays under that province's laws, its hours-of-service rules
 * included.
 */

const HOURS = "the federal Commercial Vehicle Drivers Hours of Service Regulations";

/** Drivers' camera and telematics data: told first, and agreed with a union where there is one. */
const driverData = (s: RiskSignals) =>
  `tell drivers which ${driverSources(s)} data AI reads, for what and who sees it, and where drivers are unionised agree that use with the union under the collective agreement`;
/** No camera data where the executive ruled cameras out. */
const driverSources = (s: RiskSignals) => (s.noCameras ? "telematics" : "camera and telematics");

const FMCSA =
  "the US Federal Motor Carrier Safety Administration's (FMCSA) hours-of-service rules and ELD mandate";

/** Canada's and the FMCSA's daily limits, which differ: a leg is planned with the rules of the country it runs in. */
const BOTH_LIMITS =
  "plan each leg with the limits of the country it runs in (in Canada 13 hours' driving a day, under the FMCSA 11 hours' driving within a 14-hour window)";

function federalCarrier(s: RiskSignals): Regulator {
  const us = s.intoUnitedStates;
  const name = `${HOURS} and the Canada Labour Code${us ? `, and on US runs ${FMCSA}` : ""}`;
  return {
    name,
    risk: `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours recorded on the electronic logs${us ? " or allowed on the US side of the border" : ""}, or drivers' ${driverSources(s)} data is used for purposes they were never told of, against ${HOURS}${us ? ", the FMCSA's rules" : ""} or PIPEDA.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours the certified electronic logging devices show${us ? ` and ${BOTH_LIMITS}` : ""}, ${driverData(s)}, and keep a person deciding every hiring and discipline decision AI informs, as the Canadian Human Rights Act expects`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")} operating beyond one province (${s.crossesBorders}), so it is a federally regulated undertaking: PIPEDA governs its personal information, the Canadian Human Rights Act its staff, and ${FEDERAL_WORKPLACE} its workplace, in place of ${provincialLaws(s)}. Its drivers' hours fall under ${HOURS}, recorded on certified electronic logging devices${us ? `, and on its runs into the United States under ${FMCSA} while they are there` : ""}.`,
  };
}

/** "British Columbia's workplace safety and employment standards laws", never named as if they governed. */
const provincialLaws = (s: RiskSignals) =>
  `${s.jurisdiction.provinceName ? possessive(s.jurisdiction.provinceName) : "the province's"} workplace safety and employment standards laws`;

function provincialCarrier(s: RiskSignals): Regulator {
  const province = s.jurisdiction.provinceName;
  const name = province
    ? `${possessive(province)} hours-of-service rules for carriers operating within the province`
    : "the hours-of-service rules for carriers operating within the province where you operate";
  return {
    name,
    risk: `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours the province allows, or drivers' ${driverSources(s)} data is used for purposes they were never told of.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours each driver's log shows, and ${driverData(s)}`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")}, and your answers show it operating within one province, so provincial law governs it, privacy and human rights included; carrying loads across a provincial or national border would make it federally regulated (PIPEDA, the Canada Labour Code, ${HOURS}).`,
  };
}

export const carrierRules = (s: RiskSignals): Regulator =>
  s.federal ? federalCarrier(s) : provincialCarrier(s);
