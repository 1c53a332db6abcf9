/**
 * Who speaks the languages a sentence names. "Most of our cleaners speak Punjabi first" is the
 * workforce's language: training, safety and shift instructions in it, never a customer-facing
 * translation. The people who do the work on the floor, in the field, on the road or on a night
 * shift, by trade, and any staff word when it is they who speak the language.
 */
export const STAFF_LANGUAGE_WORDS: readonly string[] = [
  "crews?",
  "workers?",
  "workforce",
  "pickers?",
  "drivers?",
  "labou?rers?",
  "cleaners?",
  "janitors?",
  "custodians?",
  "housekeepers?",
  "housekeeping staff",
  "caretakers?",
  "frontline staff",
  "front-line staff",
  "night shifts?",
  "ouvriers?",
  "ouvrières?",
  "travailleu(r|rs|ses)",
  "nettoyeu(r|rs|ses)",
  "préposé(e)?s?",
  "(staff|employees|team members|new hires|hires|recruits|personnel|people on site) (\\w+ ){0,2}(speak|speaks)",
  "(employé(e)?s|personnel|équipes?|recrues) (\\w+ ){0,2}(parle|parlent)",
];

/** Those a business serves, whose language is a customer's: "half our clients speak Punjabi". */
export const CUSTOMERS_SPEAK =
  "(clients|customers|patients|guests|residents|families|tenants|students|parents|members|clientes?|familles|locataires|élèves) (\\w+ ){0,2}(speak|speaks|parlent) \\w+";
