import type { ProfessionDefinition } from "./professions";

/**
 * The usual business an option's own words were written for, where those words are one kind's
 * (issue 34): Real Estate's leads, listings and transactions are a brokerage's, Retail's
 * forecasts by store, traffic-based schedules and product pages a chain's or an online store's.
 * The option's words are read only where the answers show that kind; a self-storage operator or a
 * florist that shows no such word reads the option's neutral words (neutral-profiles.ts).
 */
export const usualKinds: readonly ProfessionDefinition[] = [
  {
    id: "real-estate-brokerage",
    noun: "a real estate brokerage",
    plural: "real estate brokerages",
    industry: "real-estate",
    keywords: [
      "brokerages?",
      "realtors?",
      "real estate agents?",
      "real estate teams?",
      "managing broker",
      "buyers and sellers",
      "listings?",
      "mls",
      "showings?",
      "open houses?",
      "offers to purchase",
      "courtiers? immobiliers?",
      "courtières? immobilières?",
      "courtage immobilier",
      "agences? immobilières?",
      "inscriptions (?:de propriétés|immobilières)",
      "centris",
    ],
    ambiguous: {
      words: ["agents", "brokers", "courtiers"],
      context: ["clients", "buyers", "sellers", "homes?", "propert(?:y|ies)", "deals?", "maisons?"],
    },
    unless: [
      "mortgage brokers?",
      "insurance brokers?",
      "customs brokers?",
      "freight brokers?",
      // "Northline Freight Brokerage" brokers truckloads, not homes (review r23).
      "(?:freight|customs|insurance|mortgage|load|truck(?:load)?) brokerages?",
      "courtiers? (?:hypothécaires?|d'assurance)",
    ],
    names: ["realty", "realtors", "real estate brokerage", "courtage immobilier"],
    systems: ["lone-wolf"],
  },
  {
    id: "store-chain",
    noun: "a retailer",
    plural: "retailers",
    industry: "retail",
    keywords: [
      "(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\\d+) (?:stores|shops|locations|branches)",
      "our stores",
      "each store",
      "every store",
      "store network",
      "store managers",
      "chain of stores",
      "store chain",
      "skus?",
      "e-?commerce",
      "online store",
      "online orders",
      "web store",
      "product catalogue",
      "product pages",
      "(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|\\d+) (?:magasins|boutiques|succursales)",
      "nos magasins",
      "chaque magasin",
      "réseau de magasins",
      "chaîne de magasins",
      "commerce en ligne",
      "boutique en ligne",
      "commandes en ligne",
      "catalogue de produits",
    ],
    systems: [],
  },
];
