import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";
import { noticeDaysIn, noticeWordsIn } from "./union-statements";

/**
 * A customer's contract that governs its data (review r24): "Our largest shipper's contract
 * requires 60 days' written notice before any of their shipment data goes into a new system, and
 * it forbids using their data to train AI models". No pilot puts that customer's data into a new
 * system before the notice is given and has run, and no tool trains on it.
 */

const QUOTE_MAX = 260;

/** The customer whose contract it is, as written: "Our largest shipper's contract", « le contrat de notre plus gros client ». */
const CUSTOMER =
  /(?<!\p{L})(?:our|notre)\s+((?:[\p{L}-]+\s+){0,3}?(?:shippers?|customers?|clients?|retailers?|distributors?|partners?|accounts?|clientes?|détaillants?|distributeurs?|partenaires?))(?:['’]s?)?\s+(?:contracts?|agreements?|MSA|master services agreement|terms)(?!\p{L})|(?<!\p{L})(?:le contrat|l['’]entente)\s+(?:de|avec)\s+notre\s+((?:[\p{L}-]+\s+){0,3}?(?:clients?|partenaires?|détaillants?|distributeurs?))(?!\p{L})/iu;
/** Their data going into a new system or tool. */
const NEW_SYSTEM =
  /(?<!\p{L})(?:new|any new|other|third-party|nouveaux?|nouvelles?|autres?)\s+(?:systems?|tools?|software|vendors?|platforms?|systèmes?|outils?|logiciels?|fournisseurs?|plateformes?)(?!\p{L})/iu;
const NO_TRAINING =
  /(?<!\p{L})(?:(?:forbids?|bars?|prohibits?|bans?|disallows?|no|never|not)\b[^.;]{0,40}\btrain\w*|interdit\p{L}*[^.;]{0,40}\bentraîn\p{L}*|(?:pas|jamais)[^.;]{0,30}\bentraîn\p{L}*)(?!\p{L})/iu;

const FRENCH_CUSTOMER: Record<string, string> = {
  "plus gros client": "biggest customer",
  "plus grand client": "largest customer",
  "principal client": "main customer",
};

/** The customer as the report names it: "your largest shipper". */
function customerOf(said: string): string {
  const words = said.trim().toLowerCase();
  const english = FRENCH_CUSTOMER[words] ?? words.replace(/^clients?$/u, "customer");
  return `your ${english}`;
}

/** The customers' contract terms one answer states, a sentence each. */
export function customerTermsIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) => {
    const customer = CUSTOMER.exec(sentence);
    const days = noticeDaysIn(sentence);
    const notice = days && NEW_SYSTEM.test(sentence) ? noticeWordsIn(sentence) : null;
    const noTraining = NO_TRAINING.test(sentence);
    if (!customer || (!notice && !noTraining)) return [];
    const who = customerOf(customer[1] ?? customer[2]!);
    const parts = [
      ...(notice ? [`${who} given ${notice} before any of their data goes into a new system`] : []),
      ...(noTraining ? [`none of ${notice ? "their" : `${who}'s`} data used to train AI`] : []),
    ];
    return [
      {
        id: "customer-terms" as const,
        class: "approval" as const,
        field,
        clause: sentence,
        quote: quoteFor(text, sentence, QUOTE_MAX),
        evidence: [customer[0]],
        respect: `${parts.join(", and ")}, as their contract requires`,
        themes: [],
        customer: who,
        ...(notice && days ? { notice, noticeDays: days } : {}),
        ...(noTraining ? { noTraining: true as const } : {}),
      },
    ];
  });
}
