import { PROVINCE_NAMES } from "./jurisdictions-places";
import { safetyLawIn } from "./labour-law";
import { privacyLawIn } from "./risks-privacy";
import { possessive, sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * Rules the executive's words bring with the work itself. Drone flights (roof inspections, survey
 * mapping) fly under Transport Canada's rules for remotely piloted aircraft, Part IX of the
 * Canadian Aviation Regulations: every drone from 250 g to 25 kg registered, flown by a pilot
 * holding the certificate the operation needs (basic, or advanced near people or in controlled
 * airspace). A branch, crew or staff the words place in another province ("a branch in Grande
 * Prairie") bring that province's private-sector privacy act and its workplace safety law for the
 * people there.
 */

const DRONES = /\b(?:drones?|rpas|uavs?|remotely piloted aircraft)\b/i;

const droneSentence = (s: RiskSignals) =>
  s.jurisdiction.country === "Canada" ? sentenceWith(s.ownWords, DRONES) : null;

export const droneRisk: RiskEntry = {
  id: "drones",
  risk: (s) =>
    `A drone flight for ${s.company} breaks Transport Canada's drone rules, or the images it takes of people and neighbouring property go into an unapproved AI tool.`,
  mitigation: () =>
    "Fly only drones registered with Transport Canada, with pilots holding the certificate each operation needs (basic, or advanced near people or in controlled airspace), and keep the images, and any AI analysis of them, in tools under contract that the AI policy names.",
  why: (s) =>
    `Your answers mention drone work (you wrote “${droneSentence(s)}”), and Transport Canada's rules for remotely piloted aircraft (Part IX of the Canadian Aviation Regulations) govern every flight.`,
  applies: (s) => droneSentence(s) !== null,
  impact: () => "Medium",
  weight: 72,
};

/**
 * Where the words put people of the company's own: a branch, an office, a yard, crews, staff,
 * hires, or a site it counts or calls its own ("seven stores … and one in Medicine Hat",
 * "our plant in Brandon"), never stores it sells to ("we supply stores in Alberta"); or operations
 * the company is opening there ("expanding into New Brunswick", "nous prenons de l'expansion au
 * Nouveau-Brunswick"), whose staff and clients that province's law governs.
 */
const PEOPLE_THERE =
  /(?<![\p{L}\p{N}])(?:branch(?:es)?|offices?|yards?|shops?|crews?|staff|hir(?:e|es|ed|ing)|employ\p{L}*|succursales?|bureaux?|équipes?|embauch\p{L}*|expan(?:d|ds|ding|ded|sion)|expansion|s['’]implant\p{L}*|s['’]établi\p{L}*|setting up operations)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:our|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a second|a new|notre|nos|deux|trois|quatre|cinq|un|une|\d+)\s+(?:\p{L}+\s+)?(?:stores?|locations?|plants?|warehouses?|depots?|dealerships?|clinics?|restaurants?|magasins?|usines?|entrepôts?|dépôts?|succursales?|cliniques?)(?![\p{L}\p{N}])/iu;

/** The other provinces where the words put the company's own people, with the sentence that does. */
function provincesStaffed(
  s: RiskSignals,
): { provinces: RiskSignals["reaches"]["provinces"]; quote: string } | null {
  const { provinces, quote } = s.reaches;
  if (!quote || !provinces.length || !PEOPLE_THERE.test(quote)) return null;
  return { provinces, quote };
}

export const otherProvinceRisk: RiskEntry = {
  id: "other-province",
  risk: (s) =>
    `${possessive(s.company)} staff and clients in ${PROVINCE_NAMES[provincesStaffed(s)!.provinces[0]!]} fall under that province's privacy and workplace safety law, which an AI policy written for ${s.jurisdiction.provinceName} alone does not cover.`,
  mitigation: (s) => {
    const laws = provincesStaffed(s)!.provinces.map(
      (p) =>
        `${privacyLawIn(p)} and ${safetyLawIn(p) ?? `${PROVINCE_NAMES[p]}'s occupational health and safety law`}`,
    );
    return `Before the people there use any AI tool, extend the AI policy and each tool's terms to ${laws.join("; ")}, and have the safety procedures and training texts used there checked against that province's rules.`;
  },
  why: (s) => `You wrote “${provincesStaffed(s)!.quote}”.`,
  applies: (s) => s.jurisdiction.country === "Canada" && !s.federal && provincesStaffed(s) !== null,
  impact: () => "Medium",
  weight: 74,
};
