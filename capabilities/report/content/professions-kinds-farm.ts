import type { ProfessionDefinition } from "./professions";

/**
 * A farm that grows and packs fresh fruit or vegetables (an orchard with its packinghouse, a
 * vegetable farm with its packing shed) is no office business: its year turns on the harvest,
 * its work is done by crews, many of them seasonal, on the packline and in the cold chain, and
 * its rules are the ones its answers name (regulators-farm.ts).
 */
export const farmKinds: readonly ProfessionDefinition[] = [
  {
    id: "grower-packer",
    noun: "a grower-packer",
    plural: "fruit and vegetable growers and packers",
    industry: "other",
    alsoUnder: ["manufacturing", "retail"],
    // Statistics Canada's published sector figures do not include agriculture.
    sector: "none",
    kinds: [
      { noun: "an orchard and packinghouse", words: ["orchards?", "vergers?"] },
      { noun: "a vegetable farm", words: ["vegetables?", "légumes", "maraîch*"] },
    ],
    keywords: [
      "orchards?",
      "orchardists?",
      "packinghouses?",
      "packing ?houses?",
      "packing sheds?",
      "grower-packers?",
      "fruit growers?",
      "vegetable growers?",
      "vegetable farms?",
      "fruit farms?",
      "berry farms?",
      "grow(?:s|ing)? (?:and pack )?(?:cherries|apples|pears|peaches|berries|blueberries|strawberries|fruit|vegetables|potatoes)",
      "seasonal agricultural workers?",
      "sawp",
      "harvest crews?",
      "vergers?",
      "pomicult*",
      "maraîch*",
      "stations? d'emballage",
      "centres? d'emballage",
      "producteurs? de (?:fruits|légumes|pommes|bleuets|fraises)",
      "travailleurs agricoles saisonniers",
      "cueilleurs",
    ],
    systems: [],
  },
];
