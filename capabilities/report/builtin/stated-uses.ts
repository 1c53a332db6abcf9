import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./quote-for";

/**
 * Rules about how tools are used, read sentence by sentence: a language every tool must work in
 * ("Les outils utilisés à l'atelier doivent être en français", "all staff software has to be
 * available in French") and what AI images never show ("Midjourney for lifestyle images only,
 * never to show a home"; "aucune image générée par IA de nos plats"). A sentence that only says
 * who speaks French, or what a photographer shoots, states neither.
 */

const QUOTE_MAX = 220;

const TOOLS_EN = String.raw`\b(?:tools?|software|apps?|applications?|systems?|screens?|interfaces?|programs?)\b`;
const MUST_EN = String.raw`\b(?:must|has to|have to|need to|needs to|should|shall|are required to|is required to)\s+(?:all\s+)?(?:be\s+)?(?:available\s+|offered\s+|usable\s+|used\s+|work\s+|run\s+)?(?:in\s+|(bilingual)\b)`;
const LANGUAGE_EN = new RegExp(
  String.raw`${TOOLS_EN}[^.;]{0,60}?${MUST_EN}\s*(French|English and French|French and English|both (?:official )?languages)?|\b(?:only|just)\s+(?:use\s+)?(?:tools?|software|apps?)\s+(?:that work\s+)?in\s+(French)\b|\bFrench[- ]language (?:tools|software|apps) only\b`,
  "iu",
);
const TOOLS_FR = String.raw`\b(?:outils?|logiciels?|applications?|systèmes?|interfaces?|écrans?|programmes?)\b`;
const LANGUAGE_FR = new RegExp(
  String.raw`${TOOLS_FR}[^.;]{0,60}?\b(?:doivent|doit|devront|devra)\s+(?:obligatoirement\s+|absolument\s+|tous\s+|toutes\s+)?(?:être\s+)?(?:disponibles?\s+|offerts?\s+|utilisables?\s+|fonctionner\s+)?(?:en\s+(français|anglais et en français|français et en anglais)|(bilingues?))`,
  "iu",
);

/**
 * A company that works in French whole, tools or not: "Tout se fait en français", "Everything
 * must be in French", "Our staff work in French". Who speaks French beside English states no rule.
 */
const ALL_IN_FRENCH = new RegExp(
  [
    String.raw`\btout (?:se fait|se passe|est|doit (?:être|se faire|se passer)|(?:doit )?(?:fonctionner|marcher))\s+(?:uniquement |exclusivement |seulement |obligatoirement )?en français\b`,
    String.raw`\btout en français\b`,
    String.raw`\b(?:nous travaillons|on travaille|on fonctionne|nous fonctionnons|nous opérons)\s+(?:uniquement |exclusivement |seulement |entièrement )?en français\b`,
    String.raw`\b(?:nos|les|mes) (?:employée?s|équipes?|travailleurs|travailleuses|gens|boulangers|artisans|commis|vendeuses|vendeurs|cuisiniers|opérateurs|préposée?s)\b[^.;]{0,30}?\b(?:travaillent|fonctionnent|parlent|lisent)\s+(?:uniquement |exclusivement |seulement |surtout )?(?:en )?français\b`,
    String.raw`\b(?:everything|all (?:of )?(?:our )?(?:work|communications?|documents?|paperwork|training))\s+(?:must|has to|have to|needs? to|is|are|happens?|gets? done)\s+(?:be\s+|done\s+|happen\s+|written\s+)?(?:only\s+|entirely\s+)?in French\b`,
    String.raw`\b(?:our |the )?(?:staff|employees|team|teams|people|workers|crews?|workforce|bakers|operators)\b[^.;]{0,20}?\b(?:work|works|operate|operates|read|reads)\s+(?:only\s+|entirely\s+|mostly\s+)?in French\b`,
    String.raw`\b(?:our |the )?(?:staff|employees|team|teams|people|workers|crews?|workforce)\s+(?:only\s+(?:speak|speaks|read|reads)|(?:speak|speaks|read|reads)\s+only)\s+French\b`,
    String.raw`\bwe (?:work|operate|run|do everything)\s+(?:only\s+|entirely\s+)?in French\b`,
  ].join("|"),
  "iu",
);
/** Another language beside French: bilingual staff use tools in either. */
const BESIDE =
  /\b(?:bilingual|bilingues?|and English|et (?:en )?anglais|English and|anglais et)\b/iu;

/** The language the rule requires, in English: "French", or "French and English". */
function languageOf(m: RegExpExecArray): string | null {
  const said = m.slice(1).find(Boolean)?.toLowerCase() ?? "";
  if (/anglais|english|both|bilingu/.test(said)) return "French and English";
  if (/fran|french/.test(said)) return "French";
  return null;
}

/** Where the rule applies, when it says: "à l'atelier" -> "the shop floor". */
function scopeOf(sentence: string): string | null {
  if (
    /(?<!\p{L})(?:à l'atelier|en atelier|sur le plancher|à l'usine|en usine|shop floor|on the floor|in the shop|in the plant)(?!\p{L})/iu.test(
      sentence,
    )
  )
    return "the shop floor";
  if (/(?<!\p{L})(?:en magasin|in (?:the |our )?stores?)(?!\p{L})/iu.test(sentence))
    return "the stores";
  if (
    /(?<!\p{L})(?:sur le terrain|on site|in the field|au chantier|sur les chantiers)(?!\p{L})/iu.test(
      sentence,
    )
  )
    return "the field";
  return null;
}

function languageIn(text: string, field: ThemeField, sentence: string): StatedConstraint | null {
  const whole = BESIDE.test(sentence) ? null : ALL_IN_FRENCH.exec(sentence);
  const m = LANGUAGE_FR.exec(sentence) ?? LANGUAGE_EN.exec(sentence) ?? whole;
  const language = m && (m === whole ? "French" : languageOf(m));
  if (!m || !language) return null;
  const scope = scopeOf(sentence);
  return {
    id: "language",
    class: "language",
    field,
    clause: sentence,
    quote: quoteFor(text, sentence, QUOTE_MAX),
    evidence: [m[0]],
    respect:
      m === whole
        ? "only tools that work in French, for the people who use them"
        : `every tool ${scope ? `used on ${scope} ` : ""}checked to work in ${language} before it is approved`,
    themes: [],
    language,
    ...(scope ? { scope } : {}),
  };
}

const AI =
  /\b(?:ai|a\.i\.|ia|midjourney|dall-?e|firefly|stable diffusion|generated|generative|générées?|génératives?|image generators?)\b/iu;
const IMAGES =
  /\b(?:midjourney|dall-?e|image generators?|images?|pictures?|photos?|visuals?|renders?|renderings?|illustrations?|visuels?|rendus?)\b/iu;
const NEVER_SHOWS =
  /\b(?:never|not|no|jamais|pas|aucune?)\b[^.;,]{0,25}?\b(?:show|shows|showing|depict\w*|represent\w*|portray\w*|montrer|représenter|illustrer|présenter)\s+(a|an|the|our|any|une?|nos|notre|la|le|les|des|l['’])\s*([\p{L}-]+)/iu;
const NO_IMAGES_OF =
  /\bno (?:ai|ai-generated|generated) (?:images?|pictures?|photos?|renders?|visuals?) of (?:a |an |the |our |any )?([\p{L}-]+)|\baucune? (?:image|photo|visuel|rendu)s? (?:générée?s? )?(?:par (?:l['’])?ia |d['’]ia )?(?:de |d['’]|des |pour )(?:nos |notre |nos )?([\p{L}-]+)/iu;
/** Words that are no product: "never to show a sign of…". */
const NOT_A_PRODUCT =
  /^(?:sign|way|single|thing|difference|bit|lot|one|bias|interest|anything|everything)$/i;
const FRENCH_PRODUCTS: Record<string, string> = {
  maison: "home",
  maisons: "homes",
  logement: "home",
  logements: "homes",
  produit: "product",
  produits: "products",
  plat: "dish",
  plats: "dishes",
  bâtiment: "building",
  bâtiments: "buildings",
  propriété: "property",
  propriétés: "properties",
  projet: "project",
  projets: "projects",
  meuble: "piece of furniture",
  meubles: "furniture",
  vêtement: "garment",
  vêtements: "garments",
};

/** "a home" -> "a home"; "nos maisons" -> "one of your homes"; "our products" -> "one of your products". */
function subjectOf(article: string | undefined, noun: string): string | null {
  const english =
    FRENCH_PRODUCTS[noun.toLowerCase()] ?? (/[éèàçœ]/u.test(noun) ? null : noun.toLowerCase());
  if (!english || NOT_A_PRODUCT.test(english)) return null;
  const plural = /s$/.test(english) && !/ss$/.test(english);
  if (plural || /^(?:our|nos|notre|les|des)$/i.test(article ?? ""))
    return `any of your ${plural ? english : `${english}s`}`;
  return /^[aeiou]/.test(english) ? `an ${english}` : `a ${english}`;
}

function imageryIn(text: string, field: ThemeField, sentence: string): StatedConstraint | null {
  if (!AI.test(sentence) || !IMAGES.test(sentence)) return null;
  const never = NEVER_SHOWS.exec(sentence);
  const none = never ? null : NO_IMAGES_OF.exec(sentence);
  const subject = never
    ? subjectOf(never[1], never[2]!)
    : none
      ? subjectOf("a", (none[1] ?? none[2])!)
      : null;
  if (!subject) return null;
  return {
    id: "no-ai-imagery",
    class: "never",
    field,
    clause: sentence,
    quote: quoteFor(text, sentence, QUOTE_MAX),
    evidence: [(never ?? none)![0]],
    respect: `no AI-generated image ever shows ${subject}`,
    themes: [],
    subject,
  };
}

/** The language and imagery rules of one answer. */
export function statedUsesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) =>
    [languageIn(text, field, sentence), imageryIn(text, field, sentence)].filter(
      (c): c is StatedConstraint => c !== null,
    ),
  );
}
