import type { ProfessionDefinition } from "./professions";

/**
 * Underground mining contractors (shaft sinking, underground development, raise boring, ground
 * support) working in mines their clients own, entered under "Other" or Manufacturing: most of
 * their staff are miners, mechanics and electricians underground, under the province's mine
 * health and safety rules. Statistics Canada reports no AI adoption figure for mining, so no
 * other sector's figure stands in for it.
 */
export const miningKinds: readonly ProfessionDefinition[] = [
  {
    id: "mine-contractor",
    sector: "none",
    noun: "an underground mining contractor",
    plural: "underground mining contractors",
    industry: "other",
    alsoUnder: ["manufacturing", "consulting"],
    keywords: [
      "shaft sinking",
      "sinking shafts?",
      "underground development",
      "underground mining",
      "underground (?:miners?|mines?|crews?|contractors?|construction)",
      "mine development",
      "mining contract(?:or|ors|ing)",
      "contract mining",
      "raise boring",
      "ground support",
      "mine owners?",
      "o\\. ?reg\\.? 854",
      "mines and mining plants",
      "fonçage de puits",
      "développement souterrain",
      "entrepreneurs? miniers?",
      "mines? souterraines?",
    ],
    ambiguous: {
      words: ["mines?", "mining", "miners?", "shafts?"],
      context: ["underground", "crews?", "shifts?", "sinking", "development", "ore", "headframes?"],
    },
    unless: [
      "data mining",
      "text mining",
      "process mining",
      "crypto ?mining",
      "mine of information",
    ],
    names: ["mining", "underground", "shaft", "minier", "minière"],
    systems: [],
  },
];
