import type { ProfessionDefinition } from "./professions";

/**
 * An equipment dealer (farm, construction or forestry machinery sold, serviced and supplied with
 * parts under a manufacturer's franchise) is no store chain and no car dealership: its work is
 * the parts counter and the manufacturer's stock orders, the service shop's technicians and
 * work orders, and whole goods, new and used, that age on the lot. Its "stores" are branches of
 * one dealer group (issue 34, round 18).
 */
export const dealerKinds: readonly ProfessionDefinition[] = [
  {
    id: "equipment-dealer",
    noun: "an equipment dealer",
    plural: "farm and heavy equipment dealers",
    industry: "retail",
    alsoUnder: ["other"],
    keywords: [
      // Dealer words only: a farm's "our farm equipment" or a contractor's "heavy equipment
      // operators" make no dealer.
      "equipment dealers?",
      "equipment dealerships?",
      "(?:farm|ag|agricultural|heavy|construction|forestry) equipment (?:dealers?|dealerships?|sales)",
      "used equipment (?:sales|managers?|inventory|lots?)",
      "(?:john deere|deere|case ih|new holland|kubota|massey ferguson|claas|fendt|agco|versatile|bobcat|caterpillar|cat|komatsu|volvo ce|mahindra) dealer(?:s|ships?)?",
      "tractor dealer(?:s|ships?)?",
      "concessionnaires? (?:de machinerie|d'équipements?|de tracteurs|agricoles?)",
      "concessions? (?:de machinerie|d'équipements?|agricoles?)",
      "vente de (?:machinerie|tracteurs|machines agricoles)",
    ],
    names: [
      "equipment",
      "implement",
      "implements",
      "machinery",
      "machinerie",
      "tractor",
      "tractors",
      "équipements",
    ],
    // Its branches make no store chain; a dealer business system it shares makes no car dealership.
    rulesOut: ["store-chain", "car-dealer"],
    systems: [],
  },
];
