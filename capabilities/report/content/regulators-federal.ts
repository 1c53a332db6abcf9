import { inPlace, shown, type Regulator } from "./regulators-shared";
import { possessive, type RiskSignals } from "./risks-types";

/**
 * Telecommunications providers and airlines are federally regulated wherever their head office:
 * the CRTC sets telecoms' consumer codes, the Canadian Transportation Agency enforces passengers'
 * rights, and PIPEDA governs their personal information in every province
 * (capabilities/report/content/risks-privacy.ts).
 */

export function telecomRules(s: RiskSignals): Regulator {
  const name = "the CRTC's consumer codes (such as the Wireless Code and the Internet Code)";
  return {
    name,
    risk: `An AI assistant answering ${possessive(s.company)} subscribers misstates plans, fees or cancellation rights that ${name} require to be clear, or automated AI calls break the CRTC's Unsolicited Telecommunications Rules.`,
    duty: "ground anything AI tells subscribers in the current contracts and plans, keep a person accountable for every change to a customer's service or bill, tell customers they can take a complaint to the Commission for Complaints for Telecom-television Services (CCTS), and clear any automated calling against the Unsolicited Telecommunications Rules",
    because: `${s.company} provides telecommunications services ${inPlace(s)}${shown(s, "telecom")}, a federally regulated business: the CRTC sets its consumer rules and PIPEDA governs its personal information in every province.`,
  };
}

export function airlineRules(s: RiskSignals): Regulator {
  const name =
    "the Air Passenger Protection Regulations, enforced by the Canadian Transportation Agency";
  return {
    name,
    risk: `An AI assistant tells ${possessive(s.company)} passengers the wrong compensation, refund or rebooking rights, against ${name}.`,
    duty: "ground anything AI tells passengers in your tariff and the regulations' own terms, keep a person deciding every compensation and refund claim, and make hand-off to an agent easy",
    because: `${s.company} flies passengers ${inPlace(s)}${shown(s, "airline")}, a federally regulated business: the Canadian Transportation Agency enforces passengers' rights and PIPEDA governs its personal information in every province.`,
  };
}
