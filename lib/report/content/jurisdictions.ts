import type { AssessmentInput } from "@/lib/assessment/schemas";

/**
 * Where a company is governed from and where it sells: the head office's province (from the
 * BC regions the assessment offers, or the executive's own words for "Other") and the markets
 * that bring foreign rules with them.
 */

export type Province =
  "BC" | "AB" | "QC" | "ON" | "SK" | "MB" | "NS" | "NB" | "NL" | "PE" | "Territories";

export interface Jurisdiction {
  /** Null when the head office is outside Canada or could not be read. */
  province: Province | null;
  outsideCanada: boolean;
  /** "Calgary, Alberta" or "British Columbia", for sentences. */
  label: string;
  sellsInEurope: boolean;
  sellsInUnitedStates: boolean;
}

const BC_REGIONS = ["lower-mainland", "vancouver-island", "interior", "northern-bc"];

const PLACES: readonly [RegExp, Province, string][] = [
  [
    /\b(british columbia|b\.?c\.?|vancouver|victoria|kelowna|kamloops|nanaimo|surrey|burnaby|whistler|prince george|tofino)\b/i,
    "BC",
    "British Columbia",
  ],
  [/\b(alberta|ab|calgary|edmonton|red deer|lethbridge|banff|canmore)\b/i, "AB", "Alberta"],
  [/\b(qu[eé]bec|qc|montr[eé]al|laval|gatineau|sherbrooke)\b/i, "QC", "Quebec"],
  [/\b(ontario|on|toronto|ottawa|mississauga|hamilton|waterloo|london,? on)\b/i, "ON", "Ontario"],
  [/\b(saskatchewan|sk|regina|saskatoon)\b/i, "SK", "Saskatchewan"],
  [/\b(manitoba|mb|winnipeg)\b/i, "MB", "Manitoba"],
  [/\b(nova scotia|ns|halifax)\b/i, "NS", "Nova Scotia"],
  [/\b(new brunswick|nb|moncton|fredericton)\b/i, "NB", "New Brunswick"],
  [/\b(newfoundland|labrador|nl|st\.? john's)\b/i, "NL", "Newfoundland and Labrador"],
  [/\b(prince edward island|pei|charlottetown)\b/i, "PE", "Prince Edward Island"],
  [
    /\b(yukon|whitehorse|nunavut|iqaluit|northwest territories|yellowknife)\b/i,
    "Territories",
    "the territories",
  ],
];
const ABROAD =
  /\b(usa|united states|u\.s\.|seattle|california|new york|texas|washington state|uk|london, uk|europe|germany|france|australia|mexico)\b/i;

export function jurisdictionOf(answers: AssessmentInput): Jurisdiction {
  const markets = [answers.companyMarkets ?? "", ...(answers.officeExpansion ?? [])];
  const sellsInEurope = markets.some((m) => ["europe", "global", "international"].includes(m));
  const sellsInUnitedStates = markets.some((m) =>
    ["united-states", "north-america", "global", "international"].includes(m),
  );
  const base = { sellsInEurope, sellsInUnitedStates };
  if (BC_REGIONS.includes(answers.headOfficeLocation ?? ""))
    return { ...base, province: "BC", outsideCanada: false, label: "British Columbia" };
  const place = (answers.customLocation ?? "").trim();
  const known = PLACES.find(([pattern]) => pattern.test(place));
  if (known) {
    const [, province, name] = known;
    const label =
      place && !new RegExp(name, "i").test(place) ? `${place.split(",")[0]}, ${name}` : name;
    return { ...base, province, outsideCanada: false, label };
  }
  return {
    ...base,
    province: null,
    outsideCanada: ABROAD.test(place),
    label: place || "an unstated location",
  };
}
