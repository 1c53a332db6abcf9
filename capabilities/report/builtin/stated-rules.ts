import {
  MONTHS,
  RELATIVES,
  THRESHOLD_APPROVERS,
} from "@/capabilities/report/content/constraints-more";
import { NUMBER_WORDS } from "@/capabilities/report/content/number-words";
import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./quote-for";
import { personNamedIn } from "./named-people";

/**
 * Rules read sentence by sentence, where the recogniser's clauses would cut them apart: a
 * spending threshold and who signs above it ("any new subscription over $200 a month needs her
 * signature"), the meeting new money waits for ("anything more waits for the board's April
 * strategy session"), a language every tool must work in ("Les outils utilisés à l'atelier
 * doivent être en français") and the products AI images never show ("Midjourney for lifestyle
 * images only, never to show a home"). Each keeps the whole sentence to quote.
 */

const QUOTE_MAX = 220;

/** "$200", "C$1,500", "50 000 $", "5k": an amount with its currency. */
const MONEY = String.raw`(?:(?:c\$|ca\$|cad\s?|\$)\s?(\d+(?:[,.\s]\d{3})*)(\s?k\b)?|(\d+(?:[,.\s]\d{3})*)(\s?k\b)?\s?(?:\$|dollars\b|cad\b))`;
const OVER = String.raw`(?:over|above|more than|exceeding|beyond|costing more than|of more than|de plus de|plus de|au-delà de|dépassant|supérieure? à)`;
const THING = String.raw`(?:subscriptions?|purchases?|tools?|projects?|expenses?|spend(?:ing)?|contracts?|software|licen[cs]es?|investments?|apps?|anything|projets?|abonnements?|achats?|dépenses?|outils?|logiciels?|investissements?|contrats?|tout)`;
const SIGNS = String.raw`(?:needs?|requires?|must (?:get|have|go to|be (?:approved|signed|authori[sz]ed) by)|goes to|go to|has to (?:go to|be approved by)|is approved by|needs? to be (?:approved|signed off) by|waits? for|doit être (?:approuvée?|autorisée?|signée?|soumise?)|doivent être (?:approuvée?s?|autorisée?s?)|va au|passe par|nécessite|exige)`;
const THRESHOLD = new RegExp(
  `\\b${THING}\\b[^.;]{0,40}?(?<!\\p{L})${OVER}\\s*${MONEY}([^.;]{0,25}?)(?<!\\p{L})${SIGNS}(?!\\p{L})`,
  "iu",
);
/** The signer first: "Raj … signs off any new spend over $150 a month", "approuve toute dépense de plus de 500 $". */
const SIGNS_OFF = String.raw`(?:signs?\s+off(?:\s+on)?|approves?|must approve|has to approve|okays?|authori[sz]es?|signe|approuve|autorise|(?:doit|doivent)\s+(?:approuver|autoriser))`;
const SIGNER_FIRST = new RegExp(
  `(?<!\\p{L})${SIGNS_OFF}\\s+(?:any|every|all|each|toute?s?|les?|tout)?\\s*(?:new\\s+|nouvelle?s?\\s+)?\\b${THING}\\b[^.;]{0,30}?(?<!\\p{L})${OVER}\\s*${MONEY}`,
  "iu",
);
/** Who signs, named just before the verb: "Our office manager signs off …". */
const SUBJECT = new RegExp(
  `\\b(?:my|our|the|mon|ma|notre|le|la)\\s+((?:\\p{L}+\\s+){0,2}\\p{L}+)\\s+${SIGNS_OFF}\\b`,
  "iu",
);
const PER_MONTH = /\b(?:a|per|each|every|par|\/)\s?(?:month|mo|mois)\b|\bmonthly\b|\bmensuel/iu;
const PER_YEAR =
  /\b(?:a|per|each|every|par)\s(?:year|an|année)\b|\b(?:yearly|annual(?:ly)?|annuel)/iu;
const PROJECT = /\b(?:projects?|projets?)\b/iu;

/** New money beyond what is approved waits for a meeting: "anything more waits for the board's April strategy session". */
const WAITS =
  /\b(?:anything|any (?:new )?(?:spending|money|request|budget)|everything|tout (?:le )?reste|toute (?:autre |nouvelle )?dépense)\b[^.;]{0,30}?\b(?:waits? for|goes to|must wait for|has to wait for|attend|attendra|ira)\b[^.;]{0,60}?\b(?:session|meeting|réunion|séance|assemblée)\b/iu;
const MEETS =
  /\b(?:meets?|meeting|session|sits|se réunit|se rencontre|réunion|séance)\b[^.;]{0,30}|\b(?:en|in)\s+\p{L}+[^.;]{0,10}\b(?:meeting|session|réunion)\b/iu;

function amountOf(m: RegExpExecArray): number {
  const digits = m[1] ?? m[3] ?? "0";
  const k = m[2] ?? m[4];
  return Number(digits.replace(/[,.\s]/g, "")) * (k ? 1000 : 1);
}

const UNKNOWN_SIGNER = "whoever signs for spending";
const OWN_SIGNATURE =
  /\b(?:my|mon|ma)\s+(?:signature|approval|sign-off|ok|okay|approbation|autorisation|accord)\b|\bI (?:sign|approve)\b|\bje (?:signe|approuve)\b/iu;

/** Who signs above the threshold: a body named in the sentence, else the relative "her" points back to. */
export function signerOf(sentence: string, text: string): string {
  const body = THRESHOLD_APPROVERS.find(([words]) => words.test(sentence));
  // "my mother is still majority shareholder: … needs her signature": the person, not the role.
  const relative =
    RELATIVES.find(([words]) => words.test(sentence)) ??
    (/\b(?:her|his|their|sa|son|leur)\b/iu.test(sentence)
      ? RELATIVES.find(([words]) => words.test(text))
      : undefined);
  // "my father and I run it, and anything over $50,000 needs a vote of the family board": the
  // body the approval names, not a relative the sentence mentions before it.
  const approval = APPROVAL.exec(sentence)?.index;
  const after = (words: RegExp) => {
    const at = sentence.search(words);
    return approval !== undefined && at >= approval;
  };
  if (body && relative && after(body[0]) && !after(relative[0])) return body[1];
  if (relative) return relative[1];
  return body?.[1] ?? UNKNOWN_SIGNER;
}

/** The words that ask for an approval, after which its approver is named. */
const APPROVAL =
  /\b(?:needs?|requires?|goes to|vote of|approv\w*|sign-?off|signature)\b|(?<!\p{L})(?:doit|exige|approbation|vote)(?!\p{L})/iu;

/** The month a meeting is held in: the month named nearest the meeting ("se réunit en février"). */
export function meetingMonthOf(sentence: string): string | undefined {
  const meets = MEETS.exec(sentence);
  if (!meets) return undefined;
  const named = MONTHS.flatMap(([words, month]) => {
    const at = sentence.search(words);
    return at < 0 ? [] : [{ month, distance: Math.abs(at - meets.index) }];
  });
  return named.sort((a, b) => a.distance - b.distance)[0]?.month;
}

const NUMBER = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const LEAD = new RegExp(
  String.raw`\b(?:takes?|take|lasts?|runs?|prend|prennent|dure|durent|of|d'environ|de)\s+(?:about |around |roughly |up to |at least |environ |jusqu'à |au moins |de )?${NUMBER}(?:\s*(?:to|-|–|à|or|ou)\s*${NUMBER})?\s+(weeks?|months?|semaines|mois)\b`,
  "iu",
);
const number = (word: string) => Number(word) || NUMBER_WORDS[word.toLowerCase()] || 0;

/** A review's lead time as written ("four to six months") and its longest, in months. */
export function leadTimeOf(sentence: string): { text: string; months: number } | null {
  const m = LEAD.exec(sentence);
  if (!m) return null;
  const high = number(m[2] ?? m[1]!);
  const weeks = /^(?:week|semaine)/iu.test(m[3]!);
  const months = weeks ? Math.ceil(high / 4.3) : high;
  const unit = weeks ? "weeks" : "months";
  const low = m[2] ? `${englishNumber(m[1]!)} to ` : "";
  return {
    text: `${low}${englishNumber(m[2] ?? m[1]!)} ${high === 1 ? unit.slice(0, -1) : unit}`,
    months,
  };
}
const ENGLISH = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const englishNumber = (word: string) => ENGLISH[number(word)] ?? String(number(word));

const cad = (n: number) => `C$${n.toLocaleString("en-CA")}`;

function rule(
  text: string,
  field: ThemeField,
  sentence: string,
  parts: Pick<StatedConstraint, "id" | "class" | "respect" | "evidence"> &
    Partial<StatedConstraint>,
): StatedConstraint {
  return {
    field,
    clause: sentence,
    quote: quoteFor(text, sentence, QUOTE_MAX),
    themes: [],
    ...parts,
  };
}

/** The signer a sentence names before "signs off": a relative with their name, a body, or "your practice manager". */
function subjectSignerOf(sentence: string, text: string): string {
  const relative = RELATIVES.find(([words]) => words.test(sentence));
  if (relative) {
    // "My husband Raj": the relative by their name, as the executive wrote it.
    const at = relative[0].exec(sentence)!;
    const named = /^\s+(\p{Lu}\p{Ll}+)\b/u.exec(sentence.slice(at.index + at[0].length));
    return named ? `${relative[1]} ${named[1]}` : relative[1];
  }
  const signer = signerOf(sentence, text);
  if (signer !== UNKNOWN_SIGNER) return signer;
  const subject = SUBJECT.exec(sentence);
  if (!subject) return UNKNOWN_SIGNER;
  const mine = /^(?:my|our|mon|ma|notre)\b/iu.test(subject[0]);
  return `${mine ? "your" : "the"} ${subject[1]!.toLowerCase()}`;
}

/** "any new subscription over $200 a month needs her signature" -> signed by your mother above C$200 a month. */
function thresholdIn(text: string, field: ThemeField, sentence: string): StatedConstraint | null {
  const signerFirst = THRESHOLD.exec(sentence) ? null : SIGNER_FIRST.exec(sentence);
  const m = signerFirst ?? THRESHOLD.exec(sentence);
  if (!m) return null;
  const amount = amountOf(m);
  if (!amount) return null;
  const rest = sentence.slice(m.index);
  const per = PER_MONTH.test(rest.slice(0, 80))
    ? "month"
    : PER_YEAR.test(rest.slice(0, 80))
      ? "year"
      : PROJECT.test(m[0])
        ? "project"
        : "purchase";
  // The executive who signs is the one reading the report: no gate to add.
  if (OWN_SIGNATURE.test(sentence)) return null;
  const read = signerFirst ? subjectSignerOf(sentence, text) : signerOf(sentence, text);
  // "doit être approuvée par notre contrôleur, Martin Lessard" (review r27): the person named after.
  const signer =
    read === UNKNOWN_SIGNER ? (personNamedIn(sentence.slice(m.index)) ?? UNKNOWN_SIGNER) : read;
  if (signer === UNKNOWN_SIGNER) return null;
  const meeting = meetingMonthOf(sentence);
  const limit =
    per === "month"
      ? `${cad(amount)} a month`
      : per === "year"
        ? `${cad(amount)} a year`
        : cad(amount);
  const what = per === "project" ? "any project over" : "anything over";
  const who = /^your /.test(signer) ? `signed by ${signer}` : `approved by ${signer}`;
  return rule(text, field, sentence, {
    id: "approval-threshold",
    class: "approval",
    evidence: [m[0]],
    respect:
      `${what} ${limit} ${who}${meeting ? `, who meets in ${meeting},` : ""} before it is committed`.replace(
        /, who meets/,
        /^your /.test(signer) ? ", who meets" : ", which meets",
      ),
    approver: signer,
    threshold: { amountCad: amount, per, text: limit },
    ...(meeting ? { meeting } : {}),
  });
}

/** A purchase that must go to public tender: "without a tender", « sans appel d'offres ». */
const TENDER =
  /\b(?:without (?:a |going to |going out to )?(?:public |formal )?tender(?:ing)?|(?:goes?|go|put) (?:out )?to (?:a )?(?:public |formal )?tender|must be tendered|tender threshold|(?:a |an )?RFP)\b|(?<!\p{L})(?:sans appel d['’]offres|appel d['’]offres public)(?!\p{L})/iu;
const AMOUNT = new RegExp(MONEY, "iu");

/**
 * "Council set a hard cap of $25,000 for any new software this year without a tender": above the
 * amount a purchase goes to public tender; no budget (review r23).
 */
function tenderIn(text: string, field: ThemeField, sentence: string): StatedConstraint | null {
  const tender = TENDER.exec(sentence);
  const m = tender && AMOUNT.exec(sentence);
  if (!tender || !m) return null;
  const amount = amountOf(m);
  const limit = cad(amount);
  return rule(text, field, sentence, {
    id: "approval-threshold",
    class: "approval",
    evidence: [m[0], tender[0]],
    respect: `anything over ${limit} goes to public tender before it is committed`,
    approver: "a public tender",
    tender: true,
    threshold: { amountCad: amount, per: "purchase", text: limit },
  });
}

/** "anything more waits for the board's April strategy session" -> new money put to the board in April. */
function meetingIn(text: string, field: ThemeField, sentence: string): StatedConstraint | null {
  const m = WAITS.exec(sentence);
  if (!m) return null;
  const meeting = meetingMonthOf(m[0]);
  const approver = THRESHOLD_APPROVERS.find(([words]) => words.test(m[0]))?.[1] ?? "the board";
  return rule(text, field, sentence, {
    id: "spending-approval",
    class: "approval",
    evidence: [m[0]],
    respect: `new money beyond what is approved put to ${approver}${meeting ? ` at its ${meeting} meeting` : ""}, with evidence`,
    approver,
    beyondApproved: true,
    ...(meeting ? { meeting } : {}),
  });
}

/** The rules of one answer that only a whole sentence shows. */
export function statedRulesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence) =>
    [
      tenderIn(text, field, sentence) ??
        thresholdIn(text, field, sentence) ??
        meetingIn(text, field, sentence),
    ].filter((c): c is StatedConstraint => c !== null),
  );
}
