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
 * included. Either way its safety rating under the National Safety Code (NSC) is kept by its
 * province's carrier safety program from its drivers' hours, roadside inspections and vehicle
 * maintenance records; an extra-provincial carrier holds the NSC safety fitness certificate its
 * base province issues under the federal Motor Vehicle Transport Act.
 */

const HOURS = "the federal Commercial Vehicle Drivers Hours of Service Regulations";

/** The province's program that keeps the carrier's National Safety Code rating. */
const safetyProgram = (s: RiskSignals) =>
  `${s.jurisdiction.provinceName ? possessive(s.jurisdiction.provinceName) : "its province's"} carrier safety program`;

/** The records a carrier's NSC rating rests on, kept whole whatever AI drafts. */
const NSC_RECORDS =
  "keep the drivers' hours, inspection and maintenance records its National Safety Code (NSC) safety rating rests on complete, whatever AI drafts or plans";

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
    risk: s.peoplePlan
      ? `Drivers' ${driverSources(s)} data at ${s.company} is used for purposes they were never told of, or a load tender read by AI into the TMS carries a wrong appointment or stop that dispatch books, against PIPEDA or ${HOURS}.`
      : `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours recorded on the electronic logs${us ? " or allowed on the US side of the border" : ""}, or drivers' ${driverSources(s)} data is used for purposes they were never told of, against ${HOURS}${us ? ", the FMCSA's rules" : ""} or PIPEDA.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours the certified electronic logging devices show${us ? ` and ${BOTH_LIMITS}` : ""}, ${driverData(s)}, and keep a person deciding every hiring and discipline decision AI informs, as the Canadian Human Rights Act expects, and ${NSC_RECORDS}`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")} operating beyond one province (${s.crossesBorders}), so it is a federally regulated undertaking: PIPEDA governs its personal information, the Canadian Human Rights Act its staff, and ${FEDERAL_WORKPLACE} its workplace, in place of ${provincialLaws(s)}. Its drivers' hours fall under ${HOURS}, recorded on certified electronic logging devices${us ? `, and on its runs into the United States under ${FMCSA} while they are there` : ""}. As an extra-provincial carrier it holds the National Safety Code (NSC) safety fitness certificate ${safetyProgram(s)} issues under the federal Motor Vehicle Transport Act, and its safety rating is kept from its drivers' hours, roadside inspections and maintenance records.`,
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
    risk: s.peoplePlan
      ? `Drivers' ${driverSources(s)} data at ${s.company} is used for purposes they were never told of, or a load tender read by AI into the TMS carries a wrong appointment or stop that dispatch books.`
      : `An AI dispatch plan at ${s.company} offers a load a driver cannot deliver within the hours the province allows, or drivers' ${driverSources(s)} data is used for purposes they were never told of.`,
    duty: `keep a dispatcher accountable for every load offered, plan only with the hours each driver's log shows, ${driverData(s)}, and ${NSC_RECORDS}`,
    because: `${s.company} is a trucking carrier ${inPlace(s)}${shown(s, "trucking")}, and your answers show it operating within one province, so provincial law governs it, privacy and human rights included; carrying loads across a provincial or national border would make it federally regulated (PIPEDA, the Canada Labour Code, ${HOURS}). Its National Safety Code (NSC) safety rating is kept by ${safetyProgram(s)} from its drivers' hours, roadside inspections and maintenance records.`,
  };
}

export const carrierRules = (s: RiskSignals): Regulator =>
  s.federal ? federalCarrier(s) : provincialCarrier(s);
