import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";

/**
 * Every "never" the executive states about AI, in either language, is a rule the report keeps,
 * whatever it is about ("We will never let an AI place outbound calls to debtors", "I will never
 * let a tool touch a legal survey plan without a BCLS checking it", "l'IA ne parlera jamais à nos
 * clients au téléphone"): listed where the report says what it respects, written into the AI use
 * policy, and no tool or pilot does what it rules out. The narrower rules content/constraints.ts
 * reads (no AI answering customers, no AI decision, a vendor refused) keep their own readings.
 */

const QUOTE_MAX = 260;

/** A firm refusal: "can't" or "don't want" is no red line ("we can't find time for new tools"). */
const NEVER =
  /\b(?:never|will not|won['’]t|must not|mustn['’]t|shall not|under no circumstances|no way|not allowed|not permitted|forbid\w*|prohibit\w*|banned|off[- ]limits)\b|\bno (?:ai|a\.i\.|artificial intelligence|chatgpt|copilot) (?:on|for|near|anywhere near|with)\b|(?<!\p{L})(?:jamais|pas question|hors de question|interdit\p{L}*)(?!\p{L})/iu;

/**
 * "Sam and Kiera have never used AI", "je n'ai jamais essayé": what someone has done so far is
 * experience, not a rule, and is blanked before a sentence is read for one.
 */
const NEVER_DONE =
  /\b(?:(?:have|has|had|['’]ve)\s+)?never\s+(?:(?:really|even|once|yet)\s+)?(?:used|tried|touched|tested|opened|played with|worked with|heard of|been (?:trained|shown))\b|(?<!\p{L})(?:n['’]\s?)?(?:ai|as|a|avons|avez|ont)\s+jamais\s+(?:vraiment\s+|encore\s+)?(?:utilisé|essayé|touché|testé|ouvert|entendu parler)(?!\p{L})/giu;

/** AI, or a tool standing for it, as what the rule keeps out. */
const AI =
  /\b(?:ai|a\.i\.|artificial intelligence|(?:chat)?bots?|robots?|algorithms?|automat\w*|(?:a|an|any|the) (?:\w+ )?(?:tool|software|machine))\b|(?<!\p{L})(?:l['’]ia|une ia|d['’]ia|l['’]intelligence artificielle|(?:un|une|aucun|aucune) (?:robot|outil|logiciel|algorithme|machine))(?!\p{L})/iu;

/**
 * Payment card data: "we never take credit-card numbers by email or phone", « jamais de numéros de
 * carte par courriel ». A rule about what is collected, which the phone and email only carry: an
 * assistant that answers enquiries keeps to it by never asking for a card (payment goes through
 * the payment page), so it rules out no channel.
 */
const CARD_DATA =
  /\b(?:(?:credit|debit)[- ]?cards?(?: (?:numbers?|details|info\w*))?|card (?:numbers?|details)|payment (?:card|details|information))\b|(?<!\p{L})(?:numéros? de cartes?(?: de (?:crédit|débit))?|cartes? de (?:crédit|débit)|informations? de paiement)(?!\p{L})/iu;

/** Work a red line can rule out, and the words of a tool or application that does it. */
const ACTIONS: readonly { rule: RegExp; work: RegExp }[] = [
  {
    // Calls placed or answered by AI: a voice agent, a dialer, an AI receptionist.
    rule: /\b(?:calls?|calling|phones?|dial\w*|voice)\b|(?<!\p{L})(?:appel\p{L}*|téléphon\p{L}*)(?!\p{L})/iu,
    work: /\b(?:voice (?:agents?|ai|assistants?|bots?|calls?)|(?:ai )?phone (?:agents?|bots?|ordering)|ai phone|ai receptionists?|answers? (?:the |your )?(?:phones?|calls)|plac\w* (?:outbound )?calls|outbound (?:calls?|calling|dial\w*)|(?:auto-?|power |predictive )?dialers?|calls? (?:customers|debtors|patients|clients|leads|prospects)|(?:and|or|,) voice)\b/iu,
  },
  {
    // Messages sent by AI on its own: automated emails, texts or letters.
    rule: /\b(?:emails?|texts?|sms|letters?)\b|(?<!\p{L})(?:courriels?|textos?|lettres?)(?!\p{L})/iu,
    work: /\b(?:sends?|sending) (?:\w+ )?(?:emails?|texts?|sms|messages?|letters?)\b|\bautomated (?:emails?|texts?|outreach|messages?)\b/iu,
  },
  {
    // A meeting's record (review r24: "the Clerk has since said no AI on minutes, full stop"):
    // minutes or a transcript drafted from the meeting.
    rule: /\b(?:minutes|transcripts?|transcri\w+)\b|(?<!\p{L})procès-verba\p{L}*(?!\p{L})/iu,
    work: /\b(?:minutes|transcripts?|transcri\w+)\b|(?<!\p{L})procès-verba\p{L}*(?!\p{L})/iu,
  },
  {
    // A judgement of quality people make by taste, eye or hand (grading syrup, cupping coffee,
    // judging a cheese) left to a machine: a camera inspection tool or application (review r18).
    rule: /\b(?:grad\w*|inspect\w*|tast\w*|cupp\w*|judg\w*|quality|sort(?:s|ing)?)\b|(?<!\p{L})(?:class(?:ement|er|e)|goût\p{L}*|dégust\p{L}*|jug\p{L}*|qualité|inspect\p{L}*|tri(?:er|e)?)(?!\p{L})/iu,
    work: /\b(?:computer[- ]vision|visual (?:quality )?inspection|vision (?:models?|inspection|systems?)|defect detection|camera inspection)\b|(?<!\p{L})(?:inspection visuelle|vision (?:artificielle|par ordinateur))(?!\p{L})/iu,
  },
];

/** Whether a tool's or an application's words do what a red line rules out. */
export function breaksRedLine(words: string, c: StatedConstraint): boolean {
  return (
    c.id === "red-line" &&
    !CARD_DATA.test(c.clause) &&
    ACTIONS.some((a) => a.rule.test(c.clause) && a.work.test(words))
  );
}

/** Whether the executive stated a rule about payment card data ("we never take card numbers by phone"). */
export const statesCardRule = (constraints: readonly StatedConstraint[]): boolean =>
  constraints.some((c) => c.id === "red-line" && CARD_DATA.test(c.clause));

/** The red lines one answer states, a sentence each. */
export function redLinesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) => {
    const never = sentence.replace(NEVER_DONE, "").match(NEVER);
    const ai = sentence.match(AI) ?? sentence.match(CARD_DATA);
    if (!never || !ai) return [];
    const quote = quoteFor(text, sentence, QUOTE_MAX);
    return [
      {
        id: "red-line" as const,
        class: "never" as const,
        field,
        clause: sentence,
        quote,
        evidence: [never[0], ai[0]],
        respect: quote,
        themes: [],
      },
    ];
  });
}
