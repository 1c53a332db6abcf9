/**
 * Place names the head-office answer is read with: Canada's provinces and territories, US
 * states and a few other countries, each with its abbreviations and main cities. Names match
 * case-insensitively and without accents ("Montréal" is "Montreal"); abbreviations ("AB", "ON", "WA") only in capitals, so that the words
 * "on" or "me" in a sentence never place a company.
 */

/** "a|b", "c" -> ["a", "b", "c"]: long lists of names kept readable. */
const list = (...parts: string[]): string[] => parts.flatMap((part) => part.split("|"));

export type ProvinceCode =
  "BC" | "AB" | "SK" | "MB" | "ON" | "QC" | "NB" | "NS" | "PE" | "NL" | "YT" | "NT" | "NU";

export interface Place {
  /** Full names and spellings, matched case-insensitively as whole words. */
  names: readonly string[];
  /** Abbreviations, matched in capitals only. */
  codes: readonly string[];
  /** Main cities and towns, as they should read in a sentence. */
  cities: readonly string[];
}

export const PROVINCE_NAMES: Record<ProvinceCode, string> = {
  BC: "British Columbia",
  AB: "Alberta",
  SK: "Saskatchewan",
  MB: "Manitoba",
  ON: "Ontario",
  QC: "Quebec",
  NB: "New Brunswick",
  NS: "Nova Scotia",
  PE: "Prince Edward Island",
  NL: "Newfoundland and Labrador",
  YT: "Yukon",
  NT: "Northwest Territories",
  NU: "Nunavut",
};

export const PROVINCES: Record<ProvinceCode, Place> = {
  BC: {
    names: ["British Columbia", "B.C.", "Colombie-Britannique"],
    codes: ["BC"],
    cities: list(
      "Vancouver|North Vancouver|West Vancouver|Victoria|Kelowna|Kamloops|Nanaimo",
      "Surrey|Burnaby|Richmond|Coquitlam|Langley|Abbotsford|Chilliwack|New Westminster",
      "Squamish|Whistler|Prince George|Fort St. John|Penticton|Vernon|Cranbrook|Nelson",
      "Tofino|Ucluelet|Courtenay|Comox|Campbell River|Port Alberni|Saanich|Langford",
      "Terrace|Prince Rupert|Smithers|Quesnel|Williams Lake|Dawson Creek|Salmon Arm",
      "Revelstoke|Maple Ridge",
    ),
  },
  AB: {
    names: ["Alberta"],
    codes: ["AB", "Alta."],
    cities: list(
      "Calgary|Edmonton|Red Deer|Lethbridge|Medicine Hat|Grande Prairie|Fort McMurray",
      "Airdrie|Banff|Canmore|St. Albert",
    ),
  },
  SK: {
    names: ["Saskatchewan"],
    codes: ["SK", "Sask."],
    cities: ["Regina", "Saskatoon", "Prince Albert", "Moose Jaw"],
  },
  MB: { names: ["Manitoba"], codes: ["MB", "Man."], cities: ["Winnipeg", "Brandon"] },
  ON: {
    names: ["Ontario"],
    codes: ["ON", "Ont."],
    cities: list(
      "Toronto|Ottawa|Mississauga|Brampton|Hamilton|Kitchener|Waterloo|Guelph|Markham",
      "Richmond Hill|Oakville|Burlington|Kingston|Windsor|Sudbury|Thunder Bay|Barrie",
      "Niagara Falls",
    ),
  },
  QC: {
    names: ["Quebec"],
    codes: ["QC", "Que."],
    cities: list(
      "Montreal|Quebec City|Laval|Gatineau|Longueuil|Sherbrooke|Trois-Rivières|Saguenay",
      "Lévis",
    ),
  },
  NB: {
    names: ["New Brunswick", "Nouveau-Brunswick"],
    codes: ["NB"],
    cities: ["Moncton", "Fredericton", "Saint John"],
  },
  NS: {
    names: ["Nova Scotia", "Nouvelle-Écosse"],
    codes: ["NS"],
    cities: ["Halifax", "Dartmouth", "Truro", "Cape Breton"],
  },
  PE: {
    names: ["Prince Edward Island", "P.E.I.", "Île-du-Prince-Édouard"],
    codes: ["PEI", "PE"],
    cities: ["Charlottetown", "Summerside"],
  },
  NL: {
    names: ["Newfoundland", "Labrador", "Terre-Neuve"],
    codes: ["NL"],
    cities: ["St. John's", "Corner Brook"],
  },
  YT: { names: ["Yukon"], codes: ["YT"], cities: ["Whitehorse"] },
  NT: {
    names: ["Northwest Territories", "Territoires du Nord-Ouest"],
    codes: ["NWT", "NT"],
    cities: ["Yellowknife"],
  },
  NU: { names: ["Nunavut"], codes: ["NU"], cities: ["Iqaluit"] },
};

/** Postal codes of the states a Canadian company most often names. */
export const US_STATE_CODES: Record<string, string> = {
  WA: "Washington",
  OR: "Oregon",
  NY: "New York",
  TX: "Texas",
  FL: "Florida",
  IL: "Illinois",
  MA: "Massachusetts",
  CO: "Colorado",
  AZ: "Arizona",
  NV: "Nevada",
  NJ: "New Jersey",
  GA: "Georgia",
  MI: "Michigan",
  MN: "Minnesota",
  OH: "Ohio",
  PA: "Pennsylvania",
  VA: "Virginia",
  NC: "North Carolina",
  UT: "Utah",
  ID: "Idaho",
  MT: "Montana",
  AK: "Alaska",
  HI: "Hawaii",
};

/** US states by name and postal code (California's "CA" is left out: it reads as Canada). */
export const US_STATES: Place = {
  names: list(
    "United States|États-Unis|U.S.A.|U.S.|USA|Alabama|Alaska|Arizona|Arkansas|California",
    "Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas",
    "Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi",
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York",
    "North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island",
    "South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington",
    "West Virginia|Wisconsin|Wyoming",
  ),
  codes: ["US", ...Object.keys(US_STATE_CODES)],
  cities: list(
    "Seattle|Bellevue|Redmond|Spokane|Portland|San Francisco|San Jose|Los Angeles",
    "San Diego|New York City|Chicago|Boston|Austin|Dallas|Houston|Denver|Phoenix",
    "Miami|Atlanta|Minneapolis|Detroit|Philadelphia",
  ),
};

/** Other countries a head office may name; `eu` marks members of the European Union. */
export const COUNTRIES: readonly (Place & { name: string; eu: boolean })[] = [
  {
    name: "the United Kingdom",
    eu: false,
    names: ["United Kingdom", "England", "Scotland", "Wales"],
    codes: ["UK", "U.K."],
    cities: ["London", "Manchester", "Edinburgh"],
  },
  { name: "Ireland", eu: true, names: ["Ireland"], codes: [], cities: ["Dublin"] },
  { name: "Germany", eu: true, names: ["Germany"], codes: [], cities: ["Berlin", "Munich"] },
  { name: "France", eu: true, names: ["France"], codes: [], cities: ["Paris", "Lyon"] },
  { name: "the Netherlands", eu: true, names: ["Netherlands"], codes: [], cities: ["Amsterdam"] },
  { name: "Spain", eu: true, names: ["Spain"], codes: [], cities: ["Madrid", "Barcelona"] },
  { name: "Italy", eu: true, names: ["Italy"], codes: [], cities: ["Milan", "Rome"] },
  {
    name: "Australia",
    eu: false,
    names: ["Australia"],
    codes: [],
    cities: ["Sydney", "Melbourne"],
  },
  { name: "New Zealand", eu: false, names: ["New Zealand"], codes: [], cities: ["Auckland"] },
  { name: "Mexico", eu: false, names: ["Mexico"], codes: [], cities: ["Mexico City"] },
  { name: "India", eu: false, names: ["India"], codes: [], cities: ["Bangalore", "Mumbai"] },
  { name: "Singapore", eu: false, names: ["Singapore"], codes: [], cities: [] },
  { name: "Hong Kong", eu: false, names: ["Hong Kong"], codes: [], cities: [] },
  { name: "Japan", eu: false, names: ["Japan"], codes: [], cities: ["Tokyo"] },
];

/**
 * Europe as the executive's words name it, for the EU's own rules: the Union itself, Europe, and
 * member states, in English and French. The United Kingdom is not among them.
 */
export const EUROPEAN_UNION: Place = {
  names: list(
    "European Union|Europe|Union européenne|Ireland|Irlande|Germany|Allemagne|France",
    "Netherlands|Pays-Bas|Spain|Espagne|Italy|Italie|Belgium|Belgique|Portugal|Austria|Autriche",
    "Sweden|Suède|Denmark|Danemark|Finland|Finlande|Poland|Pologne|Luxembourg|Greece|Grèce",
  ),
  codes: ["EU", "E.U.", "UE"],
  cities: [],
};

/** BC regions the assessment offers, with how a sentence places a head office there. */
export const BC_REGIONS: Record<string, { label: string; inLabel: string }> = {
  "lower-mainland": {
    label: "the Lower Mainland, British Columbia",
    inLabel: "in the Lower Mainland, British Columbia",
  },
  "vancouver-island": {
    label: "Vancouver Island, British Columbia",
    inLabel: "on Vancouver Island, British Columbia",
  },
  interior: {
    label: "the Interior of British Columbia",
    inLabel: "in the Interior of British Columbia",
  },
  "northern-bc": { label: "Northern British Columbia", inLabel: "in Northern British Columbia" },
};
