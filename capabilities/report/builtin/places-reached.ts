import {
  EUROPEAN_UNION,
  PROVINCES,
  US_STATES,
  type ProvinceCode,
} from "@/capabilities/report/content/jurisdictions-places";
import type { PlacesReached } from "@/capabilities/report/content/risks-types";
import { escapeRegExp } from "@/platform/regexp";
import { quotation, sentencesOf } from "./theme-patterns";

/**
 * The provinces and US places the executive's own words say the company works in or reaches:
 * where it hauls, ships, sells, hires or has customers ("we haul to Alberta and run to
 * Washington State", "customers in Ontario and Alberta", "an office in Denver", "nous livrons en
 * Ontario"). A place counts only after a preposition of place, in a sentence about such work,
 * and not after a negation ("we no longer run to the US"); the head office's own province never
 * counts, so a Surrey company's "deliveries in Kelowna" reach no other province.
 */

type Where = ProvinceCode | "US" | "EU";

/** Abbreviations count only in capitals ("ON", "WA"), so "on" or "me" in a sentence places nothing. */
interface Term {
  text: string;
  where: Where;
  code: boolean;
}

/** US names the head-office list leaves out: New York City's boroughs, "the States". */
const MORE_US: readonly Term[] = [
  ...["NYC", "States"].map((text) => ({ text, where: "US" as const, code: true })),
  ...["Manhattan", "Brooklyn", "Queens", "Boulder", "Colorado Springs"].map((text) => ({
    text,
    where: "US" as const,
    code: false,
  })),
];

const TERMS: readonly Term[] = [
  ...(Object.keys(PROVINCES) as ProvinceCode[]).flatMap((where) => [
    ...[...PROVINCES[where].names, ...PROVINCES[where].cities].map((text) => ({
      text,
      where,
      code: false,
    })),
    ...PROVINCES[where].codes.map((text) => ({ text, where, code: true })),
  ]),
  ...[...US_STATES.names, ...US_STATES.cities].map((text) => ({
    text,
    where: "US" as const,
    code: false,
  })),
  ...US_STATES.codes.map((text) => ({ text, where: "US" as const, code: true })),
  ...MORE_US,
  ...EUROPEAN_UNION.names.map((text) => ({ text, where: "EU" as const, code: false })),
  ...EUROPEAN_UNION.codes.map((text) => ({ text, where: "EU" as const, code: true })),
].sort((a, b) => b.text.length - a.text.length);

/** A letter of a place name, with or without its accent: "Montreal" reads "Montréal". */
const ACCENTED: Record<string, string> = {
  a: "[aàâä]",
  e: "[eéèêë]",
  i: "[iîï]",
  o: "[oôö]",
  u: "[uùûü]",
  c: "[cç]",
};
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
const termSource = (text: string) =>
  escapeRegExp(fold(text))
    .replace(/[aeiouc]/gi, (letter) => ACCENTED[letter.toLowerCase()] ?? letter)
    .replace(/'/g, "['’]")
    .replace(/ /g, "\\s+");

const NOT_IN_WORD = "(?![\\p{L}\\p{N}])";
const PLACE = `(?:${TERMS.map((t) => termSource(t.text)).join("|")})${NOT_IN_WORD}`;
const PREPOSITION =
  "(?:to|into|in|across|through|throughout|within|via|vers|en|au|aux|à|dans|jusqu['’](?:en|au|aux|à))";
const ARTICLE = "(?:(?:the|la|le|les)\\s+|l['’])?";
/** A town the list does not hold, before its province: "in Kenora, Ontario". */
const TOWN = `(?:(?!${PLACE})[\\p{L}'’.-]+(?:\\s+[\\p{L}'’.-]+)?\\s*,\\s*)?`;
/** "to Alberta", "in Ontario, Alberta and Washington", "aux États-Unis", "in Kenora, Ontario". */
const REACHED = new RegExp(
  `(?<![\\p{L}\\p{N}])${PREPOSITION}\\s+${ARTICLE}${TOWN}(${PLACE}(?:(?:\\s*,\\s*|\\s+)(?:(?:and|or|&|et|ou)\\s+)?${ARTICLE}${PLACE})*)`,
  "giu",
);
const ONE_PLACE = new RegExp(`(?<![\\p{L}\\p{N}])${PLACE}`, "giu");

/** Work that takes a company somewhere: hauling, shipping, selling, hiring, customers, offices, expanding. */
const REACH_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:haul\p{L}*|runs?|running|loads?|lanes?|freight|deliver\p{L}*|ship\p{L}*|sell\p{L}*|sold|sales|export\p{L}*|distribut\p{L}*|customers?|clients?|borrowers?|buyers?|users?|subscribers?|policyholders?|orders?|markets?|stores?|retailers?|hir(?:e|es|ed|ing)|recruit\p{L}*|offices?|branch(?:es)?|teams?|staff|employ\p{L}*|operat\p{L}*|serv(?:e|es|ed|ing)|trips?|routes?|driv(?:e|es|ing)|truck\p{L}*|cross\p{L}*|borders?|work\p{L}*|livr\p{L}*|expédi\p{L}*|vend\p{L}*|emprunteurs?|acheteurs?|commandes?|magasins?|embauch\p{L}*|recrut\p{L}*|bureaux?|succursales?|équipes?|transport\p{L}*|camion\p{L}*|trajets?|marchés?|opér\p{L}*|travaill\p{L}*|dessert\p{L}*|acqui\p{L}*|acquérir|expan\p{L}*|s['’]implant\p{L}*|rach[eè]t\p{L}*|rachat|buy(?:ing)?\s+(?:a|an|another|the)\s+(?:\p{L}+\s+)?(?:home|business|company|firm|practice|clinic|shop|store|location|competitor)s?)(?![\p{L}\p{N}])`,
  "iu",
);
/** A negation just before the place: "we no longer run to the US", "jamais aux États-Unis". */
const NEGATION =
  /(?:(?<!\p{L})(?:not|never|no|nor|without|ne|jamais)(?!\p{L})|n['’]t(?!\p{L})|(?<!\p{L})n['’](?=\p{L}))[^.;,]*$/iu;

/** People in Europe named without a place after a preposition: "European customers", "clients européens". */
const EUROPEAN_PEOPLE =
  /(?<!\p{L})(?:(?:European|EU)\s+(?:customers?|clients?|users?|buyers?|subscribers?|patients?|students?|staff|employees?|markets?|offices?|operations?|subsidiar(?:y|ies))|(?:clients?|clientèle|utilisateurs?|acheteurs?|employés?|marchés?|bureaux?|filiales?)\s+(?:europ[ée]en(?:ne)?s?|de l['’]UE))(?!\p{L})/iu;

const termFor = (written: string): Term | undefined => {
  const folded = fold(written).replace(/[’]/g, "'").replace(/\s+/g, " ");
  return TERMS.find((t) =>
    t.code ? fold(t.text) === folded : fold(t.text).toLowerCase() === folded.toLowerCase(),
  );
};

/** The places of one match of REACHED: "Ontario, Alberta and Washington". */
function placesIn(list: string): { written: string; where: Where }[] {
  return [...list.matchAll(ONE_PLACE)].flatMap((m) => {
    const term = termFor(m[0]);
    return term ? [{ written: m[0], where: term.where }] : [];
  });
}

/** Where the executive's words say the company works or reaches beyond its head office. */
export function placesReached(text: string, home: ProvinceCode | null): PlacesReached {
  const reached = {
    provinces: [] as ProvinceCode[],
    unitedStates: false,
    places: [] as string[],
    quote: null as string | null,
    europe: null as string | null,
  };
  for (const sentence of sentencesOf(text)) {
    if (!REACH_WORDS.test(sentence)) continue;
    const european = sentence.match(EUROPEAN_PEOPLE);
    if (
      european &&
      !NEGATION.test(sentence.slice(Math.max(0, european.index! - 40), european.index))
    )
      reached.europe ??= quotation(sentence.replace(/[.!?;]+$/, ""), european[0], 70);
    for (const match of sentence.matchAll(REACHED)) {
      const before = sentence.slice(Math.max(0, match.index - 40), match.index);
      if (NEGATION.test(before)) continue;
      for (const { written, where } of placesIn(match[1]!)) {
        if (where === home) continue;
        // Europe is kept apart: it brings the EU's rules, not a province's or a state's.
        if (where === "EU") {
          reached.europe ??= quotation(sentence.replace(/[.!?;]+$/, ""), match[0], 70);
          continue;
        }
        reached.places.push(written);
        reached.quote ??= quotation(sentence.replace(/[.!?;]+$/, ""), match[0], 70);
        if (where === "US") reached.unitedStates = true;
        else if (!reached.provinces.includes(where)) reached.provinces.push(where);
      }
    }
  }
  return reached;
}
