import type { ProfessionDefinition } from "./professions";

/**
 * Community newspapers (weekly and daily papers, their websites and flyers), entered under
 * "Other", Retail or Professional Services: a newsroom whose words are published under its
 * reporters' bylines, answerable to defamation law and a press council. Statistics Canada counts
 * newspaper publishers in information and cultural industries.
 */
export const pressKinds: readonly ProfessionDefinition[] = [
  {
    id: "newspaper",
    sector: "information",
    noun: "a community newspaper",
    plural: "community newspapers",
    industry: "other",
    alsoUnder: ["consulting", "retail", "technology"],
    keywords: [
      "newspapers?",
      "community papers?",
      "weekly papers?",
      "local papers?",
      "newsrooms?",
      "news media",
      "bylines?",
      "reporters?",
      "journalists?",
      "editorial staff",
      "press council",
      "newsmedia council",
      "print edition",
      "classifieds",
      "subscribers to the paper",
      "journa(?:l|ux) (?:local|locaux|régional|régionaux|communautaires?|hebdomadaires?)",
      "hebdos?",
      "hebdomadaires? régiona(?:l|ux)",
      "journalistes?",
      "salles? de rédaction",
      "petites annonces",
      "conseil de presse",
    ],
    ambiguous: {
      words: ["paper", "news", "editors?", "stories", "articles?"],
      context: [
        "weekly",
        "readers",
        "print",
        "publish\\w*",
        "reporters?",
        "council",
        "advertis\\w*",
      ],
    },
    unless: ["paper mills?", "pulp and paper", "toilet paper", "paper products?", "newsletters?"],
    // A paper that covers the schools and the council is neither.
    rulesOut: ["school"],
    names: ["gazette", "chronicle", "herald", "hebdo", "newspaper"],
    systems: [],
  },
];
