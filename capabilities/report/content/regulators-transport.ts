import { inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * A trucking carrier that carries loads across a provincial or national border is an
 * extra-provincial undertaking under federal jurisdiction: PIPEDA governs its employees' and
 * customers' personal information, the Canada Labour Code and the Canadian Human Rights Act its
 * staff, and the federal Commercial Vehicle Drivers Hours of Service Regulations (electronic
 * logging devices required since June 2021) its drivers' hours. A carrier operating within one
 * province stays under that province's laws, its hours-of-service rules included.
 */

const HOURS = "the federal Commercial Vehicle Drivers Hours of Service Regulations";

/** Drivers' camera and telematics data: told first, and agreed with a union where there is one. */
const driverData = (s: RiskSignals) =>
  `tell drivers which ${driverSources(s)} data AI reads, for what and who sees it, and where drivers are unionised agree that use with the union under the collective agreement`;
/** No camera data where the executive ruled cameras out. */
const driverSources = (s: RiskSignals) => (s.noCameras ? "telematics" : "camera and telematics");

function federalCarrier(s: RiskSignals): Regulator {
  const name = `${HOURS} and the Canada Labour Code`;
  return {
    name,
    risk: `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours recorded on the electronic logs, or drivers' ${driverSources(s)} data is used for purposes they were never told of, against ${name} or PIPEDA.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours the certified electronic logging devices show, ${driverData(s)}, and keep a person deciding every hiring and discipline decision AI informs, as the Canadian Human Rights Act expects`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")} operating beyond one province (${s.crossesBorders}), a federally regulated undertaking: PIPEDA governs its employees' and customers' personal information, the Canada Labour Code and the Canadian Human Rights Act its staff, and ${HOURS} its drivers' hours.`,
  };
}

function provincialCarrier(s: RiskSignals): Regulator {
  const province = s.jurisdiction.provinceName;
  const name = province
    ? `${possessive(province)} hours-of-service rules for carriers operating within the province`
    : "your province's hours-of-service rules for carriers operating within it";
  return {
    name,
    risk: `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours the province allows, or drivers' ${driverSources(s)} data is used for purposes they were never told of.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours each driver's log shows, and ${driverData(s)}`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")}, and your answers show it operating within one province, so provincial law governs it, privacy and human rights included; carrying loads across a provincial or national border would make it federally regulated (PIPEDA, the Canada Labour Code, ${HOURS}).`,
  };
}

export const carrierRules = (s: RiskSignals): Regulator =>
  s.federal ? federalCarrier(s) : provincialCarrier(s);
