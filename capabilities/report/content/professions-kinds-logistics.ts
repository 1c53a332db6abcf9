import type { ProfessionDefinition } from "./professions";

/**
 * Freight brokers and third-party logistics (3PL) providers that arrange truckload freight: they
 * quote shippers, source carriers on load boards, vet and onboard them, confirm each load's rate,
 * track it and pay the carrier. They own no trucks and employ no drivers, so they are no trucking
 * carrier (`rulesOut`): no drivers' logs, telematics or fuel cards, and no federal undertaking for
 * running vehicles across a border. A carrier that also brokers some loads ("we run 40 trucks and
 * broker the overflow", "our brokerage division") stays a carrier: those words show no broker
 * (`unless`). A customs broker or an ocean or air freight forwarder is neither.
 */
export const logisticsKinds: readonly ProfessionDefinition[] = [
  {
    id: "freight-broker",
    noun: "a freight brokerage",
    plural: "freight brokerages and third-party logistics providers",
    industry: "other",
    alsoUnder: ["consulting", "retail", "manufacturing", "technology"],
    rulesOut: ["trucking", "insurance-broker", "real-estate-brokerage"],
    keywords: [
      "freight brokers?",
      "freight brokerages?",
      "freight brok(?:er)?ing",
      "(?:truckload|load|truck|transportation|freight transportation) brokerages?",
      "(?:truckload|transportation) brokers?",
      "we broker (?:about |around |over |roughly |nearly |some |up to )?(?:[\\d,]+ )?(?:(?:truck)?loads|freight|shipments)",
      "brokers? (?:about |around |over |roughly |nearly |up to )?[\\d,]+ (?:truck)?loads",
      "brokered (?:truck)?loads",
      "brokered freight",
      "carrier (?:sales )?reps?",
      "carrier sales (?:reps?|team|managers?)",
      "carrier relations",
      "carrier (?:onboarding|vetting|packets?|setup)",
      "(?:vet|vets|vetting|onboard|onboards|onboarding) (?:new |the |our )?carriers",
      "double brokering",
      "double brokered",
      "(?:we |to )arrange (?:the )?carriers",
      "arranging (?:the )?carriers",
      "carriers we hire",
      "broker authority",
      "bmc-84",
      "freight transport intermediar(?:y|ies)",
      "transportation intermediar(?:y|ies)",
      "tiaca",
      "courtiers? en transport(?: de marchandises)?",
      "courtage (?:en|de) (?:transport|fret)",
      "intermédiaires? en services de transport",
    ],
    ambiguous: [
      // A 3PL that warehouses and fulfils orders arranges no freight: only beside freight words.
      {
        words: ["3pls?", "third-party logistics", "logistique tierce partie"],
        context: [
          "freight",
          "loads",
          "truckloads?",
          "carriers",
          "brokers?",
          "brokerage",
          "shippers?",
          "lanes?",
          "load boards?",
          "transporteurs",
        ],
      },
      // Load boards post loads for carriers to take, or find loads for a carrier's own trucks.
      {
        words: ["load boards?"],
        context: ["post*", "carrier reps?", "cover*", "carriers", "shippers?"],
      },
    ],
    unless: [
      // A carrier that brokers what its own trucks cannot haul stays a carrier.
      "(?:also |we )?broker(?:s|ed|ing)? (?:the |our |any |some |its )?(?:overflow|extra|excess|spare|surplus)(?: (?:loads|freight|volume))?",
      "(?:also |we also )broker\\w*(?: \\w+){0,4}",
      "(?:our |a |small |own )?(?:freight )?brokerage (?:division|arm|desk|side)",
      "customs brok\\w*",
      "courtiers? en douane",
      "freight forward\\w*",
    ],
    names: ["freight brokers", "freight brokerage"],
    systems: ["mcleod-powerbroker", "tai-tms", "revenova", "aljex", "turvo"],
  },
];
