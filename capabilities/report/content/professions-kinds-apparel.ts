import type { ProfessionDefinition } from "./professions";

/**
 * A retailer of clothing or footwear, whose returns are mostly for size and fit: the only
 * retailer whose returns the report words that way (profession-profiles-apparel.ts). Any other
 * retailer (a hardware store, a grocer, a bookshop) reads returns in general words.
 */
export const apparelKinds: readonly ProfessionDefinition[] = [
  {
    id: "apparel-retail",
    noun: "a clothing and footwear retailer",
    plural: "clothing and footwear retailers",
    industry: "retail",
    kinds: [
      {
        noun: "a footwear retailer",
        words: ["shoes?", "footwear", "boots?", "chaussures?", "bottes?"],
      },
      {
        noun: "a clothing retailer",
        words: ["clothing", "apparel", "fashion", "vêtements?", "mode"],
      },
    ],
    keywords: [
      "apparel",
      "clothing",
      "fashion retail*",
      "footwear",
      "shoe stores?",
      "clothing stores?",
      "outerwear",
      "activewear",
      "sizes? run (?:small|large|big)",
      "size charts?",
      "vêtements?",
      "chaussures?",
      "boutiques? de (?:vêtements|mode|chaussures)",
      "magasins? de (?:vêtements|chaussures)",
      "prêt-à-porter",
      "guides? des tailles",
    ],
    names: ["apparel", "clothing", "fashion", "shoes", "vêtements", "chaussures"],
    systems: [],
  },
];
