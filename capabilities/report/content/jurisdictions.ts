import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  BC_REGIONS,
  COUNTRIES,
  PROVINCE_NAMES,
  PROVINCES,
  US_STATE_CODES,
  US_STATES,
  type Place,
  type ProvinceCode,
} from "./jurisdictions-places";
import { escapeRegExp } from "@/platform/regexp";

/**
 * Where a company is governed from and where it sells: the head office's province (from the
 * BC regions the assessment offers, or the executive's own words for "Other") and the markets
 * that bring other rules with them. A head office that cannot be placed stays unknown, so the
 * report never names a law it cannot stand behind.
 */

export type { ProvinceCode } from "./jurisdictions-places";
/** The same as ProvinceCode; kept for code written against the first version. */
export type Province = ProvinceCode;

export type Country = "Canada" | "United States" | "other" | "unknown";

export interface Markets {
  /** Data may leave Canada for Europe: Europe or a global market, international offices, an EU head office. EU rules follow `europeNamed` alone. */
  europe: boolean;
  /** Europe itself was named (market or head office), not only implied by "global" or "international". */
  europeNamed: boolean;
  /** The United States or North America, US offices or a US head office; never "global" alone. */
  unitedStates: boolean;
  /** Offices or customers in Canadian provinces other than the head office's. */
  otherProvinces: boolean;
  /** Markets beyond North America and Europe: Asia, the Middle East, Oceania or global. */
  overseas: boolean;
}

export interface Jurisdiction {
  /** Null when the head office is outside Canada or could not be placed in a province. */
  province: ProvinceCode | null;
  /** "Alberta"; null with the province. */
  provinceName: string | null;
  country: Country;
  /** "Canada", "the United States", "Germany"; null when unknown. */
  countryName: string | null;
  /** "Calgary", when the answer names a known city. */
  city: string | null;
  /** "Calgary, Alberta", "Vancouver Island, British Columbia", "Seattle, United States". */
  label: string;
  /** "in Calgary, Alberta", "on Vancouver Island, British Columbia", for "Head office …". */
  inLabel: string;
  /**
   * False when no province, state or country could be read (or only "Canada"): sentences must
   * then say so rather than name a provincial law.
   */
  known: boolean;
  markets: Markets;
  /** Shorthands of `country` and `markets`, kept for code written against the first version. */
  outsideCanada: boolean;
  sellsInEurope: boolean;
  sellsInUnitedStates: boolean;
}

type Where =
  | { kind: "province"; code: ProvinceCode }
  | { kind: "us"; state: string | null }
  | { kind: "country"; index: number };

interface Hit {
  where: Where;
  at: number;
  length: number;
  /** The city as it should read, for city hits. */
  city?: string;
}

/** Accents and curly apostrophes folded, so "Montréal" and "St. John’s" match as typed either way. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/g, "'");
interface WholeWord {
  /** The folded term, lower case unless the search is case-sensitive. */
  literal: string;
  pattern: RegExp;
}
const wholeWords = new Map<string, WholeWord>();
/** The term as a whole word, compiled once: every report reads hundreds of place names. */
function wholeWord(term: string, caseSensitive: boolean): WholeWord {
  const key = `${caseSensitive}:${term}`;
  let word = wholeWords.get(key);
  if (!word) {
    const folded = fold(term);
    word = {
      literal: caseSensitive ? folded : folded.toLowerCase(),
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(folded)}(?![\\p{L}\\p{N}])`,
        caseSensitive ? "u" : "iu",
      ),
    };
    wholeWords.set(key, word);
  }
  return word;
}

/** Where the term stands in the (folded) text as a whole word; a plain search rules most terms out. */
/** A folded answer, and the same in lower case for the plain searches (made once per answer). */
interface Searched {
  text: string;
  lower: string;
}

function hitsOf(searched: Searched, term: string, where: Where, caseSensitive: boolean): Hit[] {
  const { literal, pattern } = wholeWord(term, caseSensitive);
  if (!(caseSensitive ? searched.text : searched.lower).includes(literal)) return [];
  const match = pattern.exec(searched.text);
  return match ? [{ where, at: match.index, length: match[0].length }] : [];
}

const allPlaces = (): [Place, Where][] => [
  ...(Object.keys(PROVINCES) as ProvinceCode[]).map(
    (code) => [PROVINCES[code], { kind: "province", code }] as [Place, Where],
  ),
  [US_STATES, { kind: "us", state: null }],
  ...COUNTRIES.map((c, index) => [c, { kind: "country", index }] as [Place, Where]),
];

/** Names and abbreviations of provinces, states and countries. */
function regionHits(text: Searched): Hit[] {
  return allPlaces().flatMap(([place, where]) => {
    const named = place.names.flatMap((name) =>
      hitsOf(text, name, where.kind === "us" ? usWhere(name) : where, false),
    );
    const coded = place.codes.flatMap((code) =>
      hitsOf(text, code, where.kind === "us" ? usWhere(code) : where, true),
    );
    return [...named, ...coded];
  });
}

function usWhere(term: string): Where {
  const state =
    US_STATE_CODES[term] ??
    (/^(United States|États-Unis|U\.S\.(A\.)?|USA|US)$/.test(term) ? null : term);
  return { kind: "us", state };
}

function cityHits(text: Searched, only?: Where): Hit[] {
  return allPlaces()
    .filter(([, where]) => !only || sameRegion(where, only))
    .flatMap(([place, where]) =>
      place.cities.flatMap((city) =>
        hitsOf(text, city, where, false).map((hit) => ({ ...hit, city })),
      ),
    );
}

const sameRegion = (a: Where, b: Where) =>
  a.kind === b.kind &&
  (a.kind !== "province" || a.code === (b as { code: ProvinceCode }).code) &&
  (a.kind !== "country" || a.index === (b as { index: number }).index);

/** The earliest hit, the longest at the same place ("Richmond Hill" over "Richmond"). */
const first = (hits: Hit[]): Hit | undefined =>
  [...hits].sort((x, y) => x.at - y.at || y.length - x.length)[0];

/** The executive's words, on one line, without quotes or Markdown, short enough for a sentence. */
function ownWords(text: string): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f"“”*_#`<>[\]|\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > 60 ? `${flat.slice(0, 59).trimEnd()}…` : flat;
}

/** "London" in "London, ON": the words left beside a province or state, when they read as a town. */
function townBeside(words: string, hit: Hit): string | null {
  const trim = (text: string) => text.replace(/^[\s,;/-]+|[\s,;/-]+$/g, "");
  const before = trim(words.slice(0, hit.at));
  const after = trim(words.slice(hit.at + hit.length));
  const rest = before && after ? "" : before || after;
  if (!/^\p{L}[\p{L}.'-]*(?: [\p{L}.'-]+){0,2}$/u.test(rest) || rest.length > 30) return null;
  // "Québec, QC": the province named twice is no town.
  const folded = fold(rest);
  if (regionHits({ text: folded, lower: folded.toLowerCase() }).length) return null;
  if (/\p{Lu}/u.test(rest)) return rest;
  return rest.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

const article = (code: ProvinceCode) => (code === "NT" ? "the " : "");

function marketsOf(answers: AssessmentInput, euHeadOffice: boolean, usHeadOffice: boolean) {
  const market = answers.companyMarkets ?? "";
  const offices: readonly string[] = answers.officeExpansion ?? [];
  const europeNamed = market === "europe" || euHeadOffice;
  return {
    europe: europeNamed || market === "global" || offices.includes("international"),
    europeNamed,
    unitedStates:
      ["united-states", "north-america"].includes(market) ||
      offices.includes("united-states") ||
      usHeadOffice,
    otherProvinces: offices.includes("other-provinces") || offices.includes("canada-wide"),
    overseas:
      ["asia", "middle-east", "australia-new-zealand", "global"].includes(market) ||
      offices.includes("international"),
  } satisfies Markets;
}

function build(
  base: Omit<Jurisdiction, "markets" | "outsideCanada" | "sellsInEurope" | "sellsInUnitedStates">,
  markets: Markets,
): Jurisdiction {
  return {
    ...base,
    markets,
    outsideCanada: base.country === "United States" || base.country === "other",
    sellsInEurope: markets.europe,
    sellsInUnitedStates: markets.unitedStates,
  };
}

/** Where the head office is and which markets bring their own rules. */
export function jurisdictionOf(answers: AssessmentInput): Jurisdiction {
  const region = BC_REGIONS[answers.headOfficeLocation ?? ""];
  if (region)
    return build(
      {
        province: "BC",
        provinceName: PROVINCE_NAMES.BC,
        country: "Canada",
        countryName: "Canada",
        city: null,
        ...region,
        known: true,
      },
      marketsOf(answers, false, false),
    );

  const words = ownWords(answers.customLocation ?? "");
  const text = fold(words);
  const searched = { text, lower: text.toLowerCase() };
  const named = first(regionHits(searched));
  const byCity = named ? first(cityHits(searched, named.where)) : first(cityHits(searched));
  const where = named?.where ?? byCity?.where;
  const city = byCity?.city ?? (named ? townBeside(words, named) : null);

  if (where?.kind === "province") {
    const name = PROVINCE_NAMES[where.code];
    const label = city ? `${city}, ${name}` : `${article(where.code)}${name}`;
    return build(
      {
        province: where.code,
        provinceName: name,
        country: "Canada",
        countryName: "Canada",
        city,
        label,
        inLabel: `in ${label}`,
        known: true,
      },
      marketsOf(answers, false, false),
    );
  }
  if (where?.kind === "us") {
    const state = where.state;
    const label =
      city && state
        ? `${city}, ${state}`
        : city || state
          ? `${city ?? state}, United States`
          : "the United States";
    return build(
      {
        province: null,
        provinceName: null,
        country: "United States",
        countryName: "the United States",
        city,
        label,
        inLabel: `in ${label}`,
        known: true,
      },
      marketsOf(answers, false, true),
    );
  }
  if (where?.kind === "country") {
    const country = COUNTRIES[where.index];
    const label = city ? `${city}, ${country.name.replace(/^the /, "")}` : country.name;
    return build(
      {
        province: null,
        provinceName: null,
        country: "other",
        countryName: country.name,
        city,
        label,
        inLabel: `in ${label}`,
        known: true,
      },
      marketsOf(answers, country.eu, false),
    );
  }
  const canada = /(?<![\p{L}])canada(?![\p{L}])/iu.test(text);
  return build(
    {
      province: null,
      provinceName: null,
      country: canada ? "Canada" : "unknown",
      countryName: canada ? "Canada" : null,
      city: null,
      label: canada ? "Canada" : words || "an unstated location",
      inLabel: canada ? "in Canada" : words ? `at “${words}”` : "at an unstated location",
      known: false,
    },
    marketsOf(answers, false, false),
  );
}
