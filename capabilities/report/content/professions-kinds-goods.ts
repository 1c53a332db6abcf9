import type { ProfessionDefinition } from "./professions";

/**
 * Kinds of business that sell or make goods under an option whose own words were written for
 * another (review class 8): a grocer under Retail is no apparel or online store (no fit
 * guidance, returns reasons or product pages; fresh food is lost to spoilage), and a sawmill or
 * wood-pellet plant under Manufacturing is no parts plant (logs and fibre in, lumber and pellets
 * out; no spot welds or scrap write-offs). Neither has a profile of its own: the report reads the
 * option's neutral words (neutral-profiles.ts) with the areas marked true of it. Shown only by
 * the answers.
 */
export const goodsKinds: readonly ProfessionDefinition[] = [
  {
    id: "grocery",
    noun: "a grocer",
    plural: "grocers",
    industry: "retail",
    // Its bakery counter is a department, not a bakery's business.
    alongside: ["bakery"],
    keywords: [
      "grocery stores?",
      "grocery business",
      "grocery retail*",
      "independent grocers?",
      "our grocery",
      "supermarkets?",
      "fresh produce",
      "produce and dairy",
      "produce department",
      "meat and produce",
      "produce and meat",
      "épiceries?",
      "supermarchés?",
      "marchés? d'alimentation",
      "fruits et légumes frais",
    ],
    names: ["grocery", "groceries", "grocer", "grocers", "supermarket", "épicerie", "supermarché"],
    systems: [],
  },
  {
    id: "wood-products",
    noun: "a wood products mill",
    plural: "wood products mills",
    industry: "manufacturing",
    keywords: [
      "sawmills?",
      "saw mills?",
      "planer mills?",
      "dimension lumber",
      "softwood lumber",
      "lumber recovery",
      "lumber grades?",
      "wood pellets?",
      "pellet plants?",
      "pellet mills?",
      "pellet lines?",
      "pellet dryers?",
      "dry kilns?",
      "log yards?",
      "veneer mills?",
      "plywood mills?",
      "oriented strand board",
      "scieries?",
      "bois d'œuvre",
      "bois d'oeuvre",
      "granules de bois",
      "usines? de granules",
      "séchoirs? à bois",
    ],
    names: ["sawmill", "sawmills", "lumber", "forest products", "wood products", "scierie"],
    systems: [],
  },
];
