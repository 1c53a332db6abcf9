import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";

/**
 * Facts of the executive's world that every pilot is designed to, never obstacles to remove
 * (review r22 class 4), read sentence by sentence in English and French:
 *
 * - how the people the company deals with are reached ("Many of our workers have no e-mail and
 *   only use WhatsApp", « nos travailleurs n'ont pas de courriel, seulement WhatsApp »): every
 *   message to them goes that way;
 * - a conversation the company's own clients require ("Clients will not accept a worker nobody
 *   has spoken to", « chaque candidat doit parler à un recruteur »): AI prepares the call, never
 *   replaces it;
 * - how soon anything tried must pay for itself ("anything we try must pay for itself within a
 *   year", « tout projet doit être rentabilisé en moins d'un an »): no pilot or tool that cannot.
 */

const QUOTE_MAX = 240;

/** The people a rule is about, as the executive names them. */
const PEOPLE = String.raw`workers|employees|staff|temps|associates|candidates|drivers|cleaners|caregivers|aides|guards|technicians|crews?|members|clients|customers|guests|patients|families|parents|tenants|residents|growers|volunteers|students|travailleu(?:rs|ses)|employée?s|candidat(?:e|s|es)?|membres|clients?|clientes?|familles|parents|locataires|résidents|bénévoles|élèves`;

/** A channel the words name: WhatsApp, texts, the phone. */
const CHANNEL = String.raw`whatsapp|text(?:s| messages?)?|sms|texting|messenger|wechat|signal|telegram|phones?|textos?|messages? textes?|téléphone`;

const CHANNEL_RULES: readonly RegExp[] = [
  // "Many of our workers have no e-mail and only use WhatsApp."
  new RegExp(
    String.raw`\b(?:(?:many|most|all|some|half|none)\s+of\s+)?(?:our|the|my)\s+(${PEOPLE})\b[^.;]{0,40}?\b(?:have\s+no|don['’]t\s+have|do\s+not\s+have|never\s+(?:read|check|open)|don['’]t\s+(?:read|use|check)|do\s+not\s+(?:read|use|check))\s+(?:an?\s+)?e-?mail\b(?:[^.]{0,40}?\b(?:only|just)\s+(?:use|read|answer|on|by)\s+(${CHANNEL}))?`,
    "iu",
  ),
  // "Our workers only use WhatsApp", "drivers are only reachable by text".
  new RegExp(
    String.raw`\b(?:our|the|my)\s+(${PEOPLE})\b[^.;]{0,30}?\b(?:only|just)\s+(?:use|read|answer|check|reachable\s+(?:by|on|through)|(?:be\s+)?reached\s+(?:by|on|through))\s+(${CHANNEL})\b`,
    "iu",
  ),
  new RegExp(
    String.raw`\b(?:our|the|my)\s+(${PEOPLE})\b[^.;]{0,30}?\b(?:are|is)\s+only\s+(?:reachable|reached)\s+(?:by|on|through)\s+(${CHANNEL})\b`,
    "iu",
  ),
  // « Nos travailleurs n'ont pas de courriel, seulement WhatsApp. »
  new RegExp(
    String.raw`(?<!\p{L})(?:nos|les|mes)\s+(${PEOPLE})(?!\p{L})[^.;]{0,40}?(?:n['’]ont\s+pas\s+(?:de\s+)?(?:courriel|adresse courriel|e-?mail)|ne\s+lisent\s+pas\s+(?:leurs\s+)?courriels?|n['’]utilisent\s+que\s+(${CHANNEL}))(?:[^.;]{0,40}?(?:seulement|uniquement|que)\s+(${CHANNEL}))?`,
    "iu",
  ),
];

/** "WhatsApp", "text message", "phone", as the report says the channel. */
function channelName(said: string | undefined): string {
  const word = (said ?? "").toLowerCase();
  if (word.includes("whatsapp")) return "WhatsApp";
  if (/phone|téléphone/.test(word)) return "phone or text message";
  if (/messenger|wechat|signal|telegram/.test(word)) return said!.trim();
  return "text message";
}

/** The people in English, for the report's sentences: "workers", "clients". */
function peopleName(said: string): string {
  const word = said.toLowerCase();
  if (/^travailleu|^employé|^staff|^temps|^associates/.test(word)) return "workers";
  if (/^candidat/.test(word)) return "candidates";
  if (/^client/.test(word)) return "clients";
  if (/^membre/.test(word)) return "members";
  if (/^famille/.test(word)) return "families";
  if (/^locataire/.test(word)) return "tenants";
  if (/^résident/.test(word)) return "residents";
  if (/^bénévole/.test(word)) return "volunteers";
  if (/^élève/.test(word)) return "students";
  return word;
}

function channelIn(sentence: string): StatedConstraint["channel"] | null {
  for (const rule of CHANNEL_RULES) {
    const m = rule.exec(sentence);
    if (!m) continue;
    const [who, ...channels] = m.slice(1);
    return {
      audience: peopleName(who!),
      channel: channelName(channels.find((c) => c !== undefined)),
    };
  }
  return null;
}

/** The one whose word is required, and the one they must have spoken to. */
const SPOKEN_RULES: readonly RegExp[] = [
  // "Clients will not accept a worker nobody has spoken to."
  new RegExp(
    String.raw`\b(?:our\s+|the\s+|many\s+|most\s+)?(clients?|customers?|employers?|hosts?|sites?|plants?)\s+(?:will\s+not|won['’]t|do\s+not|don['’]t|does\s+not|doesn['’]t|refuse\s+to|never)\s+(?:accept|take|hire|want|use)\s+(?:a|an|any)\s+([\p{L}-]+)\s+(?:that\s+|whom\s+|who\s+)?(?:nobody|no\s+one|none\s+of\s+us|we\s+have\s+not|we\s+haven['’]t)\s+(?:has\s+|have\s+)?(?:spoken|talked|met|called|interviewed|screened\s+in\s+person)`,
    "iu",
  ),
  // "Every worker must be spoken to by a recruiter", "each candidate has to talk to a person".
  new RegExp(
    String.raw`\b(?:every|each|all)\s+([\p{L}-]+?)s?\s+(?:we\s+(?:place|send)\s+)?(?:must|has\s+to|have\s+to|needs?\s+to|always)\s+(?:be\s+)?(?:spoken\s+to|called|interviewed|talk\s+(?:to|with)\s+(?:a\s+)?(?:person|recruiter|human)|speak\s+(?:to|with)\s+(?:a\s+)?(?:person|recruiter|human))`,
    "iu",
  ),
  // « Les clients n'acceptent pas un travailleur à qui personne n'a parlé. »
  new RegExp(
    String.raw`(?<!\p{L})(?:les\s+|nos\s+)?(clients?|employeurs?)\s+n['’]acceptent\s+(?:pas|aucun|jamais)\s+(?:un\s+|une\s+|de\s+)?([\p{L}-]+)\s+(?:à\s+qui\s+personne\s+n['’]a\s+parlé|qu['’]on\s+n['’]a\s+pas\s+(?:appelée?|rencontrée?))`,
    "iu",
  ),
  // « Chaque candidat doit parler à un recruteur. »
  new RegExp(
    String.raw`(?<!\p{L})chaque\s+([\p{L}-]+)\s+doit\s+(?:être\s+appelée?|parler\s+à\s+(?:un|une)\s+(?:personne|recruteu(?:r|se)|humain))`,
    "iu",
  ),
];

function spokenIn(sentence: string): StatedConstraint["spoken"] | null {
  for (const rule of SPOKEN_RULES) {
    const m = rule.exec(sentence);
    if (!m) continue;
    const groups = m.slice(1).filter((g): g is string => g !== undefined);
    const who = peopleName(groups.at(-1)!).replace(/s$/, "");
    const by =
      groups.length > 1 && /^customer/i.test(groups[0]!) ? "your customers" : "your clients";
    return { who, by };
  }
  return null;
}

const NUMBER: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  six: 6,
  nine: 9,
  eighteen: 18,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
};

const PAYBACK_RULES: readonly RegExp[] = [
  // "anything we try must pay for itself within a year", "has to pay back in 12 months".
  /\b(?:must|has to|have to|needs? to|should|shall|ought to)\s+(?:pay\s+(?:for\s+)?(?:itself|themselves)|pay\s+back|earn\s+(?:its|their)\s+(?:cost|keep)\s+back|break\s+even)\s+(?:with)?in\s+(?:the\s+first\s+|a\s+|one\s+|an?\s+)?(\d+|a|an|one|two|three|six|nine|eighteen)?\s*(years?|months?)\b/iu,
  // "a payback of under a year", "payback within 12 months".
  /\bpay-?back\s+(?:period\s+)?(?:of\s+)?(?:within|under|less than|inside|in)\s+(?:a\s+|one\s+)?(\d+|a|an|one|two|three|six|nine|eighteen)?\s*(years?|months?)\b/iu,
  // « doit se rentabiliser en moins d'un an », « être rentable en un an ».
  /(?<!\p{L})(?:doit|doivent|devra|devront)\s+(?:se\s+rentabiliser|être\s+rentabilisée?s?|être\s+rentables?|se\s+payer|s['’]autofinancer)\s+(?:en|dans|sur)\s+(?:moins\s+d['’])?(\d+|un|une|deux|trois|six)\s*(ans?|années?|mois)(?!\p{L})/iu,
];

function paybackIn(sentence: string): number | null {
  for (const rule of PAYBACK_RULES) {
    const m = rule.exec(sentence);
    if (!m) continue;
    const [count, unit] = [m[1]?.toLowerCase(), m[2]!.toLowerCase()];
    const n = count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : (NUMBER[count] ?? 1);
    return /^(?:month|mois)/.test(unit) ? n : n * 12;
  }
  return null;
}

/** "a year", "18 months", "two years": the window as the report says it. */
export const paybackWindow = (months: number): string =>
  months === 12 ? "a year" : months % 12 === 0 ? `${months / 12} years` : `${months} months`;

/** The design rules one answer states, a sentence each. */
export function designRulesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence): StatedConstraint[] => {
    const quote = quoteFor(text, sentence, QUOTE_MAX);
    const base = { field, clause: sentence, quote, themes: [] as const };
    const found: StatedConstraint[] = [];
    const channel = channelIn(sentence);
    if (channel)
      found.push({
        ...base,
        id: "channel",
        class: "design",
        evidence: [channel.channel],
        respect: `every message to your ${channel.audience} goes by ${channel.channel}, never e-mail`,
        channel,
      });
    const spoken = spokenIn(sentence);
    if (spoken)
      found.push({
        ...base,
        id: "spoken-contact",
        class: "design",
        evidence: [spoken.who],
        respect: `a person speaks to every ${spoken.who} before ${spoken.by} receive them: AI prepares the call, never replaces it`,
        spoken,
      });
    const months = paybackIn(sentence);
    if (months)
      found.push({
        ...base,
        id: "payback",
        class: "design",
        evidence: [paybackWindow(months)],
        respect: `every pilot pays for itself within ${paybackWindow(months)}`,
        // What to start with when money is tight still applies (content/themes-governance.ts).
        themes: ["budget"],
        paybackMonths: months,
      });
    return found;
  });
}
