import type { Context } from "./context";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./quote-for";

/**
 * The regulators, statutes and professional bodies the executive names in their own words
 * ("Pre-need contracts fall under the Cemetery and Funeral Services Act", "CUDGC expects sound
 * governance over any model we rely on"): each is quoted in the risks by name, with what they
 * said about it, unless another risk already names it (issue 34, review 6).
 */

export interface NamedAuthority {
  /** As written: "Cemetery and Funeral Services Act", "CUDGC", "Law Society of BC". */
  name: string;
  kind: "statute" | "body";
  /** The sentence that names it, for the risk's reason. */
  quote: string;
}

const CAP = String.raw`\p{Lu}[\p{L}'’.-]*`;
const JOIN = String.raw`(?:and|of|the|for|on|in|to|&|de|des|du|la|le|et|sur)`;
/** "Cemetery and Funeral Services Act", "New Home Buyer Protection Act", "Charter of the French Language". */
const STATUTE = new RegExp(
  String.raw`(?<!\p{L})(${CAP}(?:,?\s+(?:${JOIN}\s+)*${CAP}){0,7}\s+(?:Act|Code|Regulations?)(?:,?\s+(?:19|20)\d\d)?|Charter of (?:the )?(?:${CAP}\s*){1,4}|(?:Loi|Bill|Law|projet de loi)\s+(?:n°\s*)?[Cc]?-?\d{1,3}|Loi sur (?:la |le |les |l['’])?[\p{Ll}\s'’-]{3,60}?(?=[,.;:()]|\s+(?:nous|qui|oblige|exige|impose|encadre|régit|couvre|prévoit|s['’]applique|est|sont|et|à|au|aux)(?!\p{L}))|Charte de la langue française|Code (?:civil|du travail)(?: du Québec)?)`,
  "gu",
);
/** "Law Society of BC", "College of Physicians and Surgeons", "Registrar of Cemetery and Funeral Services". */
const BODY = new RegExp(
  String.raw`(?<!\p{L})((?:(?:Alberta|British Columbia|BC|Saskatchewan|Manitoba|Ontario|Nova Scotia|New Brunswick|Canadian)\s+(?=(?:Institute|Association|Society|College)\s)|(?:Funeral|Bereavement|Cemetery|Embalmers|Licensing|Regulatory)\s+(?=(?:Board|Authority|Council)\s))?(?:Law Society|Institute|Association|Society|Order|College|Collège|Ordre|Barreau|Chambre|Commission|Authority|Autorité|Registrar|Office|Corporation|Agency|Agence|Tribunal|Ministry|Ministère|Superintendent|Board)\s+(?:${JOIN}\s+)+(?:${CAP}\s*(?:(?:and|of|for|&|de|des|du|et)\s+)?){1,6})`,
  "gu",
);
/** A Québec professional order, its profession in lower case: "Ordre des agronomes du Québec". */
const ORDER = /(?<!\p{L})(Ordre des [\p{Ll}-]+(?: (?:agréés|professionnels|du Québec))*)/gu;
/** An acronym doing what regulators do: "CUDGC expects …", "AMF requires …". */
const ACTS_AS_REGULATOR =
  /(?<!\p{L})(\p{Lu}{2,8})\s+(?:expects?|requires?|regulates?|oversees?|audits?|inspects?|supervises?|licenses?|has (?:published|issued)|exige\w*|encadre\w*|réglemente\w*|surveille\w*)\b/gu;
/** Regulators and statutes known by their acronym alone. */
const KNOWN =
  /(?<!\p{L})(CUDGC|OSFI|FSRA|BCFSA|FCAC|FINTRAC|CIRO|AMF|CFIA|CRTC|OQLF|CNESST|OPC|OIPC|WorkSafeBC|WSIB|CDIC|DICO|AGCO|AGLC|LCRB|RACJ|RECA|RECO|OACIQ|AER|APEGA|APEGS|EGBC|PEO|OIQ|CMRAO|CPSBC|CPSA|CPSO|LSO|LSBC|Tarion|PIPEDA|PIPA|FIPPA|PHIPA|HIPAA|GDPR|GMP|ITAR|Health Canada|Transport Canada|Technical Safety BC|TSSA)(?!\p{L})/gu;
/** Capitals that are roles, places, units or the company's own words, never a regulator. */
const NOT_AUTHORITIES =
  /^(?:AI|IA|IT|HR|RH|CEO|CFO|COO|CIO|CTO|PDG|CRM|ERP|MIS|POS|KPI|US|USA|EU|UK|BC|AB|ON|QC|SK|MB|NS|NB|PEI|NL|PST|GST|HST|CSN|FTQ|CSD|CSQ|CUPE|UFCW|OK|PDF|SMS|VP|Source Code|QR Code|Postal Code|Promo Code|Dress Code|Board of (?:Directors|Trustees|Governors))$/;

/** The same authority in the report's words: "Loi 25" is Law 25, "of BC" is "of British Columbia". */
const ALIASES: [RegExp, string][] = [
  [/\b(?:Loi|projet de loi|Bill)\s+(?:n°\s*)?(\d+)/i, "Law $1"],
  [/\bof BC\b/, "of British Columbia"],
  [/^(?:the )?BC /, "British Columbia "],
];

const words = (text: string) => text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");

/** Whether a risk already names the authority, as written or in the report's own words. */
export function namedIn(name: string, said: string): boolean {
  const text = words(said);
  const forms = [
    name,
    ...ALIASES.filter(([from]) => from.test(name)).map(([from, to]) => name.replace(from, to)),
  ];
  return forms.some((form) => text.includes(words(form.replace(/^the /i, ""))));
}

const trimmed = (name: string) =>
  name
    .trim()
    .replace(/^(?:The|Our|Under|And|But|Pre-need)\s+/u, "")
    .replace(/[\s,.;:]+$/, "")
    // "the Funeral Board of Manitoba and pre-need money…": the joiner before the next clause is not the name's.
    .replace(/\s+(?:and|of|for|&|de|des|du|et)$/u, "");

/**
 * A law said not to apply, or named as someone's mistake (review r14 class 2): "the vendor's
 * template cited the Alberta OHS Code, which doesn't even apply to us", "one cited the Alberta
 * OHS Code instead of the BC OHS Regulation", « la Loi X ne s'applique pas à nous »; never cited
 * as a regime that applies.
 */
const DENIED_AFTER =
  /^[\s,)]*(?:(?:which|that|it|qui)\s+)?(?:(?:does|did|do)(?:n['’]t| not)|never|no longer)\s+(?:even\s+|really\s+)?appl(?:y|ies)|^[\s,)]*(?:instead of|rather than|in place of|au lieu de|plutôt que)(?![\p{L}])|^[^.;]{0,20}?(?:ne|n['’])\s*s['’]applique\s+(?:même\s+|pas\s+)?(?:pas|plus|aucunement)|^[^.;]{0,20}?n['’]est pas applicable|^[^.;]{0,15}?(?:is|was)(?: not|n['’]t) (?:ours|applicable|relevant)/iu;
const DENIED_BEFORE =
  /(?:wrongly|mistakenly|by mistake|erroneously|à tort|par erreur|the wrong|le mauvais|la mauvaise)\s+(?:\p{L}+\s+){0,2}$|(?:not|n['’]t|never|pas|jamais|ni)\s+(?:under|subject to|governed by|covered by|soumise?s? à|assujettie?s? à|visée?s? par)\s+(?:the\s+|la\s+|le\s+|les\s+|l['’])?$/iu;

function deniedIn(sentence: string, name: string, at: number): boolean {
  const start = sentence.indexOf(name, at);
  if (start < 0) return false;
  const after = sentence.slice(start + name.length, start + name.length + 80);
  const before = sentence
    .slice(Math.max(0, start - 40), start)
    .replace(/(?:the|la|le|les|l['’])\s*$/iu, "");
  return DENIED_AFTER.test(after) || DENIED_BEFORE.test(before);
}

/**
 * A body one person on staff belongs to ("Our GIS technician is registered with the Association
 * of Ontario Land Surveyors as a student member") governs that person, not the company; a body
 * its professionals answer to ("our engineers are registered with EGBC") still does.
 */
const ONE_MEMBER_BEFORE =
  /\b(?:our|one of our|an?|notre|un|une)\s+[\p{L} -]{2,40}?\s+(?:is|est)\s+(?:registered with|(?:an?\s+)?(?:student\s+|associate\s+)?member of|inscrite?\s+(?:à|auprès de)|membre de)\s+(?:the\s+|l['’]|la\s+|le\s+)?$/iu;

const oneMembersBody = (sentence: string, name: string, at: number) => {
  const start = sentence.indexOf(name, at);
  return start >= 0 && ONE_MEMBER_BEFORE.test(sentence.slice(Math.max(0, start - 80), start));
};

/** The authorities one answer names, each once, with the sentence that names it. */
function authoritiesIn(text: string, exclude: readonly string[]): NamedAuthority[] {
  const found: NamedAuthority[] = [];
  const add = (raw: string, kind: NamedAuthority["kind"], sentence: string, at = 0) => {
    const name = trimmed(raw);
    if (!name || NOT_AUTHORITIES.test(name)) return;
    if (deniedIn(sentence, name, at)) return;
    if (kind === "body" && oneMembersBody(sentence, name, at)) return;
    if (exclude.some((e) => e && words(e).includes(words(name)))) return;
    if (
      found.some((f) => words(f.name).includes(words(name)) || words(name).includes(words(f.name)))
    )
      return;
    found.push({ name, kind, quote: quoteFor(text, sentence, 220) });
  };
  for (const sentence of sentencesOf(text)) {
    for (const m of sentence.matchAll(STATUTE)) add(m[1]!, "statute", sentence, m.index);
    for (const m of sentence.matchAll(BODY)) add(m[1]!, "body", sentence, m.index);
    for (const m of sentence.matchAll(ORDER)) add(m[1]!, "body", sentence, m.index);
    for (const m of sentence.matchAll(KNOWN))
      add(
        m[1]!,
        /^(?:PIPEDA|PIPA|FIPPA|PHIPA|HIPAA|GDPR|GMP|ITAR)$/.test(m[1]!) ? "statute" : "body",
        sentence,
        m.index,
      );
    for (const m of sentence.matchAll(ACTS_AS_REGULATOR)) add(m[1]!, "body", sentence, m.index);
  }
  return found;
}

/** Every authority the free-text answers name, in the order written. */
export function namedAuthorities(ctx: Context): NamedAuthority[] {
  const a = ctx.answers;
  // The company's own name and its systems are no authority ("Celero", "Heidelberg Prinect").
  const exclude = [a.companyName ?? "", ...ctx.systems.map((s) => s.name), ...ctx.platformLabels];
  const all: NamedAuthority[] = [];
  for (const text of [a.aiFriction, a.otherChallenge, a.aiExperience])
    for (const n of text ? authoritiesIn(text, exclude) : [])
      if (!all.some((f) => words(f.name) === words(n.name))) all.push(n);
  return all;
}
