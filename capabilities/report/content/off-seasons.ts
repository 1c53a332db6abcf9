/**
 * Kinds of business whose work stops for part of every year (issue 34, round 19): a pilot must
 * run while the work it measures happens, so the months outside `runs` are no pilot window. Read
 * from the company's name and the executive's words, never from an industry option alone. Where
 * the work is only part of what the business does (`work`), the months close only a pilot on it.
 */
export interface OffSeasonKind {
  /** Words that show the business. */
  shows: RegExp;
  /** Words that say the work goes on all year after all (a landscaper that clears snow). */
  unless?: RegExp;
  /** Words of the seasonal work, when the business does other work all year. */
  work?: RegExp;
  /** Words of work that goes on all year (the office's), when the rest of the business stops. */
  allYear?: RegExp;
  /** The months the work runs (0 for January). */
  runs: readonly number[];
  /** What happens outside them, said after "when": "school is out and no routes run". */
  stops: string;
}

export const OFF_SEASON_KINDS: readonly OffSeasonKind[] = [
  {
    // The school year runs September to June: no routes in July and August.
    shows:
      /\bschool[- ]bus(?:es)?\b|\bstudent transport\w*|\bpupil transport\w*|(?<!\p{L})(?:transport scolaire|autobus scolaires?|transporteurs? scolaires?|berlines scolaires?)(?!\p{L})/iu,
    runs: [8, 9, 10, 11, 0, 1, 2, 3, 4, 5],
    stops: "school is out and no routes run",
  },
  {
    shows:
      /\bski (?:hills?|resorts?|areas?|mountains?|lifts?)\b|\bski-hill\b|(?<!\p{L})(?:stations? de ski|centres? de ski|remontées mécaniques)(?!\p{L})/iu,
    unless:
      /\b(?:summer|year-round|all year|mountain bik\w*|golf)\b|(?<!\p{L})(?:été|à l['’]année|vélo de montagne)(?!\p{L})/iu,
    runs: [11, 0, 1, 2, 3],
    stops: "the lifts are closed",
  },
  {
    shows:
      /\blandscap(?:e|er|ers|ing)\b|\blawn (?:care|maintenance)\b|(?<!\p{L})(?:paysagistes?|aménagement paysager|entretien paysager)(?!\p{L})/iu,
    unless: /\bsnow\b|\bplow\w*|\bplough\w*|(?<!\p{L})(?:déneigement|neige)(?!\p{L})/iu,
    // The books, the sales and the office run all winter: a pilot on them is not held to spring.
    allYear:
      /\bbooks?\b|\bbookkeep\w*|\binvoic\w*|\bpayroll\b|\baccounting\b|\bmonth-end\b|\breports?\b|\bleads?\b|\boutreach\b|\bmarketing\b|\bsales\b|(?<!\p{L})(?:comptabilit\p{L}*|factur\p{L}*|paie)(?!\p{L})/iu,
    runs: [3, 4, 5, 6, 7, 8, 9, 10],
    stops: "the crews are off for the winter",
  },
  {
    shows:
      /\bmaple (?:syrup|products?|producers?|trees?)\b|\bsugar ?bush\w*|\bsugaring\b|(?<!\p{L})(?:érablières?|sirop d['’]érable|acéricult\p{L}*|acéricole)(?!\p{L})/iu,
    work: /\bsap\b|\bsugaring\b|\bboil\w*|\btap(?:s|ping)?\b|\bsyrup grad\w*|\bevaporat\w*|(?<!\p{L})(?:sève|eau d['’]érable|entaill\p{L}*|bouill\p{L}*|évaporat\p{L}*|temps des sucres)(?!\p{L})/iu,
    runs: [1, 2, 3],
    stops: "no sap runs",
  },
];
