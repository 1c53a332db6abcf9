import { SEASON_FALL } from "./fall-event";

/**
 * Seasons and named peaks, with their usual months in Canada (0: January); the first that
 * matches names it (builtin/season-reading.ts).
 */

export const SEASONS: readonly {
  pattern: RegExp;
  months: readonly number[];
  label: string;
  /** A busy period by its name alone (tax season, harvest, skiing), needing no other word. */
  peak?: true;
  /**
   * Named by a thing of the trade rather than the period ("ski planes", "snow", "at Christmas"):
   * a busy period only when the words also say the work peaks then (season-reading.ts).
   */
  thing?: true;
}[] = [
  {
    pattern: /\btax (?:season|time)\b|\bpériode des impôts\b/iu,
    months: [1, 2, 3],
    label: "tax season, February to April",
    peak: true,
  },
  {
    pattern: /\bski(?:ing)? season\b|\bski hill\b|\bthe mountain opens\b|\bsaison de ski\b/iu,
    months: [11, 0, 1, 2, 3],
    label: "the ski season, December to April",
    peak: true,
  },
  {
    // A business that lives off a ski hill (rentals, lessons, lodging), or only snow and gear.
    pattern:
      /\bski(?:s|ers?|ing)?\b|\bsnowboard\w*|\bsnow(?:making|shoe\w*|mobile\w*)?\b|\bneige\b/iu,
    months: [11, 0, 1, 2, 3],
    label: "the ski season, December to April",
    peak: true,
    thing: true,
  },
  {
    pattern: /\btourist season\b|\bsaison touristique\b/iu,
    months: [5, 6, 7, 8],
    label: "the summer tourist season, June to September",
    peak: true,
  },
  {
    pattern: /\btouris(?:ts?|m)\b|\bcruise ships?\b|\bsummer visitors\b|\btouristes?\b/iu,
    months: [5, 6, 7, 8],
    label: "the summer tourist season, June to September",
    peak: true,
    thing: true,
  },
  { pattern: /\b(?:spring|printemps)\b/iu, months: [2, 3, 4], label: "spring, March to May" },
  {
    pattern: /\bsummers?\b|(?<!\p{L})(?:l['’]|en |cet |chaque )été(?!\p{L})/iu,
    months: [5, 6, 7],
    label: "summer, June to August",
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:(?:the|this|every|each|in) ${SEASON_FALL}|autumn|automne)\b`,
      "iu",
    ),
    months: [8, 9, 10],
    label: "the fall, September to November",
  },
  { pattern: /\b(?:winter|hiver)\b/iu, months: [11, 0, 1], label: "winter, December to February" },
  {
    pattern: /\b(?:holiday season|the holidays|temps des fêtes)\b/iu,
    months: [10, 11],
    label: "the holiday season, November and December",
    peak: true,
  },
  {
    pattern: /\b(?:christmas|noël)\b/iu,
    months: [10, 11],
    label: "the holiday season, November and December",
    peak: true,
    thing: true,
  },
  {
    // The maple sap run: Québec's producers boil from about March to April (« le temps des sucres »).
    pattern:
      /\b(?:sugaring(?: season| off)?|sugar(?:ing)? season|maple season|sap run)\b|(?<!\p{L})(?:temps|saison) des sucres(?!\p{L})/iu,
    months: [2, 3],
    label: "the sugaring season, March to April",
    peak: true,
  },
  {
    // A grower's own words for it: "apple picking", « les vendanges », « pendant la récolte ».
    // « récolte » alone is as often the crop (« nous perdons des récoltes »), and « cueillette »
    // the gathering of anything: each names the period only after a word of time or before the
    // months it runs (« les récoltes d'août à octobre »).
    pattern:
      /\b(?:harvest|(?:apple|cherry|fruit|berry|blueberry|strawberry|grape|peach|pear)\s+picking|vendanges?)\b|(?<!\p{L})(?:pendant|durant|lors|avant|après|à|aux|saison|temps|période|moment)\s+(?:de\s+|des\s+|du\s+)?(?:la\s+|les\s+|l['’])?(?:récoltes?|cueillettes?)(?!\p{L})|(?<!\p{L})(?:récoltes?|cueillettes?)(?=[^.;]{0,40}(?<!\p{L})(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|été|automne)(?!\p{L}))/iu,
    months: [7, 8, 9],
    label: "harvest, August to October",
    peak: true,
  },
  {
    // A farm's spring work, and a farm dealer's rush with it (review r26: "nothing new goes live
    // during seeding or harvest").
    pattern:
      /\b(?:seeding|spring planting|planting season)\b|(?<!\p{L})(?:semis|semences)(?!\p{L})/iu,
    months: [3, 4, 5],
    label: "seeding, April to June",
    peak: true,
  },
];
