/**
 * Systems of buildings, grounds and plant (irrigation, a roof, HVAC, plumbing, a boiler), in
 * keyword syntax: physical, never software. "Budget is tight after the irrigation system
 * replacement" names no older software to reach the data of, nor does "the HVAC is 30 years old".
 */

const PHYSICAL =
  "(irrigation|sprinkler|roof|roofing|hvac|heating|cooling|ventilation|air conditioning|plumbing|boiler|furnace|septic|sewer|water|drainage|electrical|refrigeration|fire alarm|fire suppression|alarm|conveyor|pump|pumping|solar|geothermal|snowmaking|chiller|compressor|elevator|lighting|propane|hydraulic)";
const AGED =
  "(old|older|outdated|aging|ageing|ancient|legacy|\\d+-year-old|\\d+ years? old|end of life|falling apart)";
const FRENCH =
  "(d'irrigation|d'arrosage|de chauffage|de ventilation|de climatisation|de plomberie|de réfrigération|de gicleurs|électrique|septique|de pompage)";

/** A capitalised word before "system" that is plant, not a product: "HVAC system", "Irrigation System". */
export const PHYSICAL_WORD = new RegExp(`^${PHYSICAL}$`, "iu");

export const PHYSICAL_SYSTEMS: readonly string[] = [
  `(${AGED} )?${PHYSICAL}( \\w+)? (system|systems|equipment|units?|plant)( replacement| upgrade| overhaul| repairs?)?`,
  `${PHYSICAL}( system| systems| equipment| units?)? (is|are|was|were) (\\w+ )?${AGED}`,
  `(replac\\w*|upgrad\\w*|overhaul\\w*|repair\\w*) (the |our |a |an )?(${AGED} )?${PHYSICAL}( \\w+)?( system| systems| equipment)?`,
  `(ancien |vieux |vieil )?(système|systèmes|réseau) ${FRENCH}`,
  `(remplacement|réfection|rénovation) (du |de la |des |de l')(toit|toiture|chaudière|fournaise|plomberie|ventilation|climatisation|système ${FRENCH})`,
];
