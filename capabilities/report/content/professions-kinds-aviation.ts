import type { ProfessionDefinition } from "./professions";

/**
 * Air taxi, bush and floatplane operators (Canadian Aviation Regulations Subpart 703), often
 * selling flightseeing through a tour booking system: federally regulated by Transport Canada,
 * so a tour operator's booking system never makes them a tour operator alone.
 */
export const aviationKinds: readonly ProfessionDefinition[] = [
  {
    id: "air-taxi",
    noun: "an air taxi operator",
    plural: "air taxi operators",
    industry: "travel-hospitality-tourism",
    alsoUnder: ["other"],
    federal: true,
    keywords: [
      "air taxi",
      "703 (?:air taxi|certificate|operations?|operators?)",
      "subpart 703",
      "air operator certificate",
      "bush planes?",
      "bush flying",
      "float and ski planes?",
      "ski planes?",
      "floatplanes?",
      "float planes?",
      "float bases?",
      "flightseeing",
      "fly-in (?:fishing|lodges?|camps?|trips?)",
      "air charters?",
      "charter flights?",
      "chief pilot",
      "weight and balance",
      "company operations manual",
      "hydravions?",
      "taxi aérien",
    ],
    rulesOut: ["tour-operator", "airline"],
    names: ["aviation", "airways", "air services", "air charter", "air charters"],
    systems: [],
  },
];
