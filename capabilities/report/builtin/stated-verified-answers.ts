import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";

/**
 * A gate on AI answering people (review r24): « Aucune IA ne répond aux abonnés au téléphone tant
 * que ses réponses n'ont pas été vérifiées par un superviseur », "no bot answers our customers
 * until a manager has approved its answers". AI may answer them once its answers are verified:
 * every pilot where it would answers them only after that check, on the channel the rule names.
 */

const QUOTE_MAX = 240;

const NO_AI =
  /(?<!\p{L})(?:no (?:AI|bot|chatbot|assistant|virtual agent)|nothing AI|aucune? (?:IA|robot|agent virtuel|assistant)|(?:AI|IA) (?:may|will|shall|must) (?:not|never)|(?:AI|l['’]IA) ne)(?!\p{L})/iu;
const ANSWERS =
  /(?<!\p{L})(?:answers?|repl(?:y|ies)|responds?|talks?|speaks?|répond\p{L}*|parle\p{L}*)(?!\p{L})/iu;
const UNTIL = /(?<!\p{L})(?:until|unless|before|tant que|avant que|sans que)(?!\p{L})/iu;
const CHECKED =
  /(?<!\p{L})(?:verif\p{L}*|vérifi\p{L}*|check\p{L}*|approv\p{L}*|approuv\p{L}*|review\p{L}*|valid\p{L}*|signed off)(?!\p{L})/iu;

const PEOPLE: [RegExp, string][] = [
  [/(?<!\p{L})(?:abonnés?|subscribers?)(?!\p{L})/iu, "subscribers"],
  [/(?<!\p{L})(?:patients?)(?!\p{L})/iu, "patients"],
  [/(?<!\p{L})(?:membres?|members?)(?!\p{L})/iu, "members"],
  [/(?<!\p{L})(?:clients?|customers?|clientes?)(?!\p{L})/iu, "customers"],
];
const CHANNELS: [RegExp, string][] = [
  [
    /(?<!\p{L})(?:au téléphone|par téléphone|on the phone|by phone|over the phone)(?!\p{L})/iu,
    " on the phone",
  ],
  [/(?<!\p{L})(?:par courriel|by e-?mail|in e-?mails?)(?!\p{L})/iu, " by e-mail"],
  [/(?<!\p{L})(?:(?:en|par) clavardage|on (?:the )?chat|by chat)(?!\p{L})/iu, " on chat"],
];
const VERIFIERS: [RegExp, string][] = [
  [/(?<!\p{L})(?:dentists?|dentistes?)(?!\p{L})/iu, "a dentist"],
  [/(?<!\p{L})(?:doctors?|physicians?|médecins?)(?!\p{L})/iu, "a physician"],
  [/(?<!\p{L})(?:pharmacists?|pharmacien\p{L}*)(?!\p{L})/iu, "a pharmacist"],
  [/(?<!\p{L})(?:nurses?|infirmi(?:er|ère)s?)(?!\p{L})/iu, "a nurse"],
  [/(?<!\p{L})(?:clinicians?|cliniciens?|cliniciennes?)(?!\p{L})/iu, "a clinician"],
  [/(?<!\p{L})(?:lawyers?|avocat\p{L}*)(?!\p{L})/iu, "a lawyer"],
  [/(?<!\p{L})(?:superviseur\p{L}*|supervisor\p{L}*)(?!\p{L})/iu, "a supervisor"],
  [/(?<!\p{L})(?:gestionnaire|manager|directeur|directrice)(?!\p{L})/iu, "a manager"],
  [/(?<!\p{L})(?:team lead|chef d['’]équipe)(?!\p{L})/iu, "a team lead"],
];

/**
 * The kind of question the gate covers, when it names one: "No AI answers a patient's clinical
 * question unless a dentist has checked the answer" gates clinical questions, not bookings.
 */
const TOPICS: [RegExp, string][] = [
  [/(?<!\p{L})(?:clinical|medical|health|treatment|cliniques?|médicales?)(?!\p{L})/iu, "clinical"],
  [/(?<!\p{L})(?:legal|juridiques?)(?!\p{L})/iu, "legal"],
  [/(?<!\p{L})(?:safety|sécurité)(?!\p{L})/iu, "safety"],
];
const QUESTION = /(?<!\p{L})(?:questions?)(?!\p{L})/iu;

const first = (table: [RegExp, string][], sentence: string): string | undefined =>
  table.find(([words]) => words.test(sentence))?.[1];

/** The verified-answers gates one answer states, a sentence each. */
export function verifiedAnswersIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) => {
    const no = NO_AI.exec(sentence);
    const until = UNTIL.exec(sentence);
    if (
      !no ||
      !until ||
      until.index < no.index ||
      !ANSWERS.test(sentence) ||
      !CHECKED.test(sentence.slice(until.index))
    )
      return [];
    const people = first(PEOPLE, sentence) ?? "your customers";
    const channel = first(CHANNELS, sentence) ?? "";
    const verifier = first(VERIFIERS, sentence.slice(until.index)) ?? "a person";
    const before = sentence.slice(0, until.index);
    const topic = QUESTION.test(before) ? first(TOPICS, before) : undefined;
    const whom = topic ? `${people}' ${topic} questions` : people;
    return [
      {
        id: "verified-answers" as const,
        class: "review" as const,
        field,
        clause: sentence,
        quote: quoteFor(text, sentence, QUOTE_MAX),
        evidence: [no[0], until[0]],
        respect: `no AI answering ${whom}${channel} until ${verifier} has verified its answers`,
        themes: [],
        reviewer: verifier,
        ...(channel ? { answersOn: channel.trim() } : {}),
        ...(topic ? { answersAbout: `${topic} questions` } : {}),
      },
    ];
  });
}
