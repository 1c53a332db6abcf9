import type { ProfessionDefinition } from "./professions";

/**
 * A custom fabricator (a structural or miscellaneous steel shop, a metal job shop) builds each
 * job once, to the client's drawings: it quotes from drawing sets, buys material per job and
 * measures itself per job (estimating time, rework hours, on-time delivery), never per unit on a
 * production line or by a demand forecast. Its rules are the welding certification its answers
 * name and its clients' drawings (regulators-shop.ts).
 */
export const shopKinds: readonly ProfessionDefinition[] = [
  {
    id: "job-shop",
    noun: "a custom fabrication shop",
    plural: "custom fabrication and job shops",
    industry: "manufacturing",
    alsoUnder: ["other"],
    kinds: [
      { noun: "a steel fabricator", words: ["steel", "acier", "charpente*"] },
      { noun: "a metal job shop", words: ["metal", "métal*"] },
    ],
    keywords: [
      "job ?shops?",
      "job-shops?",
      "fab shops?",
      "fabrication shops?",
      "structural steel",
      "misc(?:\\.|ellaneous)? (?:and structural )?steel",
      "steel fabricat*",
      "custom fabricat*",
      "mill certs?",
      "mill certificates?",
      "heat numbers?",
      "tekla powerfab",
      "sigmanest",
      "strumis",
      "cwb",
      "w47\\.1",
      "ateliers? de fabrication",
      "charpentes? métalliques?",
      "charpentes? d'acier",
      "acier de structure",
      "fabrication (?:métallique|sur mesure|d'acier)",
      "atelier d'usinage à forfait",
      "certificats? d'usine",
      "numéros? de coulée",
    ],
    systems: [],
  },
];
