/**
 * The words that show a business's food trade: the food itself, importing it, making, packing,
 * labelling or exporting it, and carrying it in refrigerated equipment. Shared by the food risks.
 */

export const IMPORTS =
  /\bimport(?:s|ed|ing|er|ers|ons|ez|ent|ée?s?)?\b|\bimportations?\b|\bimportat(?:eur|rice)s?\b/i;
export const FOOD =
  /\b(?:foods?|grocer\w*|groceries|produce|dairy|meats?|seafood|fish|lobster|spices?|sweets|snacks?|confectioner\w*|beverages?|tea|coffee|syrup|maple|honey|cheese|bread|baker(?:y|ies)|pastr(?:y|ies)|sauces?|jams?|épiceries?|aliments?|alimentaires?|denrées|sirop|érable|acéricoles?|miel|fromages?|pains?|boulangeries?|pâtisseries?|viandes?|poissons?)\b/i;
/** Words that say the company makes, packs, labels or exports food itself. */
export const MAKES =
  /\b(?:manufactur\w*|process(?:es|ed|ing)?|pack(?:s|ed|ing|er|ers)?|packag\w*|bottl\w*|bak(?:e|es|ed|ing)|label(?:s|led|ling)?|export(?:s|ed|ing)?|production|produc(?:e|es|ed|ing)|embouteill\w*|emball\w*|étiquet\w*|fabriqu\w*|transform\w*|export\w*|cuis(?:ons|ent|son))\b/i;
/** Words that say the company carries food for others: reefer loads, refrigerated freight. */
export const CARRIES =
  /\b(?:reefers?|refrigerated (?:loads?|freight|trailers?|carrier|transport|trucking)|temperature[- ]controlled (?:loads?|freight|transport)|cold[- ]chain|frigorifiques?|chaîne du froid)\b/i;
