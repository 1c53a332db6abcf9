/** A spending ceiling the executive stated, read as a yearly amount and restated as they put it. */

/** A ceiling stated by the month: "$50 a month", "300 $ par mois", "$300/month", "300 $/mois". */
const MONTHLY =
  /\b(?:a|per|each|every|par) (?:month|mois)(?!\p{L})|\b(?:monthly|mensuel\p{L}*)(?!\p{L})|\/\s?mo(?:nth|is)?(?!\p{L})/iu;

/** "$5,000" -> 5000, "5 000 $" -> 5000, "5k" -> 5000; a monthly figure is made yearly. */
export function yearlyAmount(words: string, clause: string): number | undefined {
  // The figure with its currency, never a year before it ("budget IA pour 2025-2026 est plafonné à 150 000 $").
  const written = words.replace(/\s+\$/, "$");
  const withCurrency =
    /(?:\$\s?)(\d+(?:[,.\s]\d{3})*)(\s?k\b)?|(\d+(?:[,.\s]\d{3})*)(\s?k\b|\s?000\b)?\$/i.exec(
      written,
    );
  const figure = withCurrency
    ? ([
        withCurrency[0],
        withCurrency[1] ?? withCurrency[3],
        withCurrency[2] ?? withCurrency[4],
      ] as const)
    : /(\d+(?:[,.\s]\d{3})*)(\s?k\b|\s?000\b)?/i.exec(written);
  if (!figure) return undefined;
  const amount = Number(figure[1]!.replace(/[,.\s]/g, "")) * (figure[2] ? 1000 : 1);
  return MONTHLY.test(clause) ? amount * 12 : amount;
}

/** "a year", "par année", "4 000 $/an", "$4,000/yr", "annuel": a ceiling stated by the year. */
const YEARLY =
  /\b(?:a|per|each|every|this|next|par|cette|chaque) (?:year|an|année)(?!\p{L})|\b(?:yearly|annual|annually|annuel\p{L}*)(?!\p{L})|\/\s?(?:year|yr|an|année)(?!\p{L})/iu;

/**
 * The ceiling as the executive stated it: "C$50 a month" for a monthly cap, "C$5,000 a year"
 * for a yearly one, and the amount alone ("C$40,000") where they gave no period.
 */
export const capAsStated = (yearly: number, clause: string) =>
  MONTHLY.test(clause)
    ? `C$${(yearly / 12).toLocaleString("en-CA")} a month`
    : YEARLY.test(clause)
      ? `C$${yearly.toLocaleString("en-CA")} a year`
      : `C$${yearly.toLocaleString("en-CA")}`;

/** What a stated budget covers beyond AI, in English, by the words that name it. */
const SCOPES: [RegExp, string][] = [
  [
    /\b(?:technology|tech)\s+budget\b|\bbudget\s+(?:technologique|des technologies)\b/i,
    "technology",
  ],
  [/\b(?:IT|I\.T\.)\s+budget\b|\bbudget\s+(?:informatique|(?:des |de )?TI)\b/, "IT"],
  [/\bsoftware\s+budget\b|\bbudget\s+(?:des |de )?logiciels?\b/i, "software"],
  [/\bdigital\s+budget\b|\bbudget\s+numérique\b/i, "digital"],
  [/\b(?:capital|capex)\s+budget\b|\bbudget\s+d['’]immobilisations\b/i, "capital"],
  [/\boperating\s+budget\b|\bbudget\s+d['’]exploitation\b/i, "operating"],
];

/**
 * "Our technology budget is $180,000": a ceiling on all technology spending, AI a part of it, never
 * an AI budget. Undefined for a budget the words give to AI or name no wider scope for.
 */
export function capScope(clause: string): string | undefined {
  return SCOPES.find(([words]) => words.test(clause))?.[1];
}

/**
 * A ceiling on each project, not on all AI spending (review r27: "a hard ceiling of $40,000 for any
 * AI project this fiscal year"): each tool is held to it, not their sum.
 */
export const PER_PROJECT =
  /\b(?:for|on) (?:any|each|every|a single|one) (?:AI |new |single )?(?:project|initiative|pilot)\b|\bper (?:AI )?(?:project|pilot)\b|(?<!\p{L})(?:par projet|pour (?:tout|chaque) projet)(?!\p{L})/iu;

/** What a ceiling on each project covers, as the report says it. */
export const ANY_ONE_PROJECT = "you allow for any one AI project";

/** How the report says what a stated ceiling covers: "you allow for any one AI project", "you set for all new AI spending". */
export const capCovers = (c: { perProject?: true }): string =>
  c.perProject ? ANY_ONE_PROJECT : "you set for all new AI spending";

/** The ceiling as the report names it: "C$40,000", or "C$180,000 technology budget". */
export const capNamed = (c: { cap?: string; capScope?: string }): string =>
  c.capScope ? `${c.cap} ${c.capScope} budget` : (c.cap ?? "");
