import type { ProfessionDefinition } from "./professions";

/**
 * A ski or mountain resort under Travel: its lifts, trails, passes and ski school are the
 * business, and its beds a part of it, so it is no hotel priced on RevPAR nor a golf club.
 * Statistics Canada reports no AI-use figure for its sector (arts, entertainment and recreation).
 */
export const resortKinds: readonly ProfessionDefinition[] = [
  {
    id: "ski-resort",
    noun: "a ski resort",
    plural: "ski and mountain resorts",
    industry: "travel-hospitality-tourism",
    alsoUnder: ["other"],
    sector: "none",
    keywords: [
      "ski resorts?",
      "ski hills?",
      "ski areas?",
      "mountain resorts?",
      "ski patrol*",
      "lift tickets?",
      "lift operations",
      "lift status",
      "chairlifts?",
      "ski lifts?",
      "ski school",
      "snowmaking",
      "season pass*",
      "skiers?",
      "snowboarders?",
      "stations? de ski",
      "centres? de ski",
      "remontées mécaniques",
      "patrouille de ski",
      "skieurs?",
      "école de ski",
    ],
    ambiguous: {
      words: ["gondolas?", "grooming", "runs", "trails?", "pistes?", "télécabines?"],
      context: ["ski*", "snow", "lifts?", "mountain", "neige", "montagne"],
    },
    names: ["ski", "mountain resort", "mount \\w+ resort", "station de ski"],
    rulesOut: ["hotel", "recreation"],
    systems: [],
  },
];
