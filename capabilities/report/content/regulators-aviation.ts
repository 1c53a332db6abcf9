import { inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * An air taxi operator flies under Transport Canada's Canadian Aviation Regulations, Subpart 703
 * (air taxi operations): its Company Operations Manual says how it plans flights, computes weight
 * and balance and keeps maintenance records, and its safety management system assesses every
 * change to that work before it is made. Passengers' rights fall under the Air Passenger
 * Protection Regulations, enforced by the Canadian Transportation Agency.
 */
export function airTaxiRules(s: RiskSignals): Regulator {
  return {
    name: "Transport Canada's Canadian Aviation Regulations, Subpart 703 (air taxi operations)",
    risk: `An AI tool changes how ${s.company} plans flights, computes weight and balance or keeps maintenance records without going through its Company Operations Manual and safety management system, or an AI assistant tells ${possessive(s.company)} passengers the wrong rebooking or refund rights under the Air Passenger Protection Regulations.`,
    duty: "keep flight planning, weight and balance and maintenance records out of any AI tool until the change has been assessed under your safety management system and written into your Company Operations Manual, have the chief pilot or operations manager approve it, and ground anything AI tells passengers in your tariff and the Air Passenger Protection Regulations",
    because: `${s.company} is an air taxi operator ${inPlace(s)}${shown(s, "air-taxi")}, certificated by Transport Canada under Subpart 703 of the Canadian Aviation Regulations, a federally regulated business whose personal information PIPEDA governs in every province.`,
  };
}
