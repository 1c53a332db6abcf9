/**
 * A duration that is the nature of the work, not a problem with it (issue 34): a batch that takes
 * three weeks from brew day to packaging, hams that cure for six weeks, five days' transit to the
 * coast, 90 days' notice, a twelve-week season, a seven-week harvest. No pilot shortens fermentation, so such a duration
 * is never a pilot's baseline or target; only a duration stated as a problem of the work ("quotes
 * take three weeks", "it takes us 3 days to close the month") may be one.
 */

/** A process that takes the time it takes: brewing, curing, drying, growing, transit, a notice, a season. */
const PROCESS = new RegExp(
  `(?<!\\p{L})(?:${[
    // Brewing, fermenting, ageing, curing, drying, baking, growing.
    String.raw`brew(?:s|ed|ing|ery)?|ferment\p{L}*|lager(?:s|ing)?|condition(?:ing|ed)|aging|ageing|ages? for|aged for|matur(?:e|es|ed|ing|ation)|cur(?:e|es|ed|ing)|ripen\p{L}*|proof(?:s|ing)|to proof|drying|dries|to dry|kiln\p{L}*|steep\p{L}*|to set(?!\s+up)|bak(?:e|es|ed|ing)|growing|to grow|germinat\p{L}*|gestation|incubat\p{L}*|hatch(?:es|ing)?`,
    // Transit, and the law's or a contract's own delays.
    String.raw`transit|shipping time|at sea|sail(?:s|ing)?|voyage|crossing|ocean freight|(?:hours?|days?|weeks?|months?)['’]?\s+notice|notice (?:period|of)|written notice|cooling[- ]off|waiting period|probation\p{L}*|statutory|by law|warranty|guarantee period`,
    String.raw`season\p{L}*|harvest\p{L}*`,
    // French.
    String.raw`brassage|brassin\p{L}*|brasser|fermentation|affin\p{L}*|vieilli\p{L}*|séch\p{L}*|mûri\p{L}*|vendanges?|cueillette|levée|pousse|cuisson|croissance|récolte|traversée|transit|préavis|délai légal|délai de réflexion|période d['’]essai|garantie|saison\p{L}*`,
  ].join("|")})(?!\\p{L})`,
  "iu",
);

/** Words that make the time a problem the executive wants fixed: it is too long, people wait, it slips. */
const PROBLEM =
  /(?<!\p{L})(?:too (?:long|slow)|slow\p{L}*|wait\p{L}*|delay\p{L}*|late|behind|backlog\p{L}*|bottleneck\p{L}*|stuck|chas\p{L}*|re-?key\p{L}*|re-?typ\p{L}*|by hand|manual\p{L}*|spend\p{L}*|spent|los(?:e|es|ing|t)|wast\p{L}*|errors?|mistakes?|trop (?:long|lent)\p{L}*|attend\p{L}*|retard\p{L}*|à la main|manuel\p{L}*|perd\p{L}*|pertes?|goulot|erreurs?)(?!\p{L})/iu;

/** A duration: "three weeks", "28 days", "a 12-week season", "deux semaines". */
const DURATION =
  /(?<!\p{L})(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quelques)[\s-]+(?:full |whole )?(?:hours?|days?|weeks?|months?|years?|heures?|jours?|journées?|semaines?|mois|ans|années?)(?!\p{L})/iu;

/** Whether a clause states the natural time a process takes, and no problem with it. */
export const isNaturalDuration = (clause: string): boolean =>
  DURATION.test(clause) && PROCESS.test(clause) && !PROBLEM.test(clause);
