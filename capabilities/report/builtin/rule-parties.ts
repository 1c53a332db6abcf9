import { APPROVERS } from "@/capabilities/report/content/constraints";
import { personNamedIn } from "./named-people";
import {
  APPROVER_NAMES,
  DATA_OWNERS,
  FRENCH_DATA_OWNERS,
  FRENCH_PROFESSIONS,
} from "@/capabilities/report/content/rule-parties";

/** A person's name: "Carol Makela", "Colleen". */
const NAME = String.raw`(\p{Lu}\p{Ll}+(?:\s\p{Lu}[\p{Ll}'’-]+)?)`;
/** "Colleen, our co-owner and CFO," */
const NAME_THEN_ROLE = new RegExp(String.raw`${NAME},\s+(?:our|my)\s+([^,;.]{2,40}?),`, "u");
/** "our risk and IT partner, Gord Halvorsen", "Our VP of Health, Safety and Environment, Carol Makela," */
const ROLE_THEN_NAME = new RegExp(
  String.raw`\b(?:[Oo]ur|[Mm]y)\s+((?:[\p{L}&-]+[\s,]+){0,7}?[\p{L}&-]+),\s+${NAME}(?=,|\s+(?:must|has|have|needs?|will|signs?|approves?)\b|$)`,
  "u",
);

/** "by Dr. Rao", "from Ms. Chen": a person named by their title. */
const BY_TITLED = /\b(?:by|from)\s+((?:Dr|Mr|Ms|Mrs|Me)\.?\s+\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/u;

/** A person a rule names with their role, whatever the role's length (review r27). */
function namedApproverIn(sentence: string): string | undefined {
  // "signed off by Dr. Rao and by me" (review r28): a title and a name after "by".
  const titled = BY_TITLED.exec(sentence)?.[1];
  if (titled) return titled;
  const after = NAME_THEN_ROLE.exec(sentence);
  if (after) return `${after[1]} (${after[2]})`;
  const before = ROLE_THEN_NAME.exec(sentence);
  return before ? `${before[2]} (${before[1]})` : undefined;
}

/** The executive among those who approve: "sign-off from me and from …", "me and our CFO". */
const ME = /\b(?:from|by) me\b|\bme and\b|\bmoi et\b/i;

/** Who a stated rule names, in English: who approves, whose data it protects, who reviews or signs off. */

/** Who a spending rule names as approving it, in English: "Our board ..." -> "the board". */
export function approverIn(sentence: string): string {
  const named = new RegExp(`(?<![\\p{L}])(${APPROVERS})(?![\\p{L}])`, "iu").exec(sentence)?.[1];
  if (!named) return "whoever approves spending";
  const lower = named.toLowerCase();
  return APPROVER_NAMES[lower] ?? `the ${lower}`;
}

/** The body anything new waits for: "board approval" -> "the board", "le conseil d'administration" -> "the board". */
export function boardIn(sentence: string): string {
  if (/\b(?:trustees|school board)\b/i.test(sentence)) return "the board of trustees";
  if (/\bgovernors\b/i.test(sentence)) return "the board of governors";
  if (/\bboard\b|conseil d'administration|\bc\.a\./iu.test(sentence)) return "the board";
  if (/\bcouncil\b|(?<!\p{L})conseil(?!\p{L})/iu.test(sentence)) return "the council";
  return "the board";
}

/** Who a vendor rule names as approving, in English, and whether they are several: "Our condo boards" -> "the condo boards". */
export function vendorApproverIn(
  clause: string,
  sentence: string = clause,
): { approver: string; several: boolean } {
  // Someone the rule names ("our risk and IT partner, Gord Halvorsen"), with the executive when
  // they sign too ("sign-off from me and from …", review r27); else whoever the clause names.
  const person = (words: string) => namedApproverIn(words) ?? personNamedIn(words);
  const parties = partiesIn(clause);
  // The sentence's person is the officer the clause names ("our Privacy Officer, Marc Gagné").
  const inSentence = person(sentence);
  const same =
    inSentence &&
    (!parties ||
      inSentence
        .toLowerCase()
        .includes(parties.approver.replace(/^(?:your|the) /, "").toLowerCase()));
  const named = person(clause) ?? (same ? inSentence : undefined);
  if (named)
    return {
      approver: `${ME.test(sentence) ? "you and " : ""}${named}`,
      several: ME.test(sentence),
    };
  return parties ?? { approver: "whoever approves new vendors", several: false };
}

/** An officer or a body the clause names as approving: "your Chief Risk Officer", "the board". */
function partiesIn(clause: string): { approver: string; several: boolean } | undefined {
  const officer = OFFICERS.find(({ said }) => said.test(clause));
  if (officer) return { approver: `your ${officer.title}`, several: false };
  const english =
    /\b(?:(?:condo|condominium|strata|co-?op|client|building)\s+)?(?:boards?|councils?|owners?|partners|head office|members|clients?)\b(?![\s-]facing)/i.exec(
      clause,
    );
  const french =
    /(?<!\p{L})(conseils? d'administration|conseils?|syndicats? de copropriété|associés|clients?)(?!\p{L})/iu.exec(
      clause,
    );
  // The approver is named first: "Le conseil doit approuver … de nos clients" is the board's rule.
  if (english && (!french || english.index <= french.index)) {
    const named = english[0].toLowerCase();
    return { approver: `the ${named}`, several: /s$/.test(named) && named !== "head office" };
  }
  const word = french?.[1]?.toLowerCase();
  if (!word) return undefined;
  if (/^syndicat/.test(word))
    return { approver: "the condominium boards", several: word.startsWith("syndicats") };
  if (/^conseils/.test(word)) return { approver: "the boards", several: true };
  if (/^conseil/.test(word)) return { approver: "the board", several: false };
  if (word === "associés") return { approver: "the partners", several: true };
  return { approver: "the clients", several: true };
}

/** Officers the answers may name, who approve what touches the data or own their work (team-for-work.ts). */
export const OFFICERS: readonly { said: RegExp; title: string }[] = [
  { said: /\b(?:chief risk officer|CRO)\b/i, title: "Chief Risk Officer" },
  {
    said: /\b(?:chief information security officer|CISO)\b/i,
    title: "Chief Information Security Officer",
  },
  { said: /\b(?:chief compliance officer|compliance officer|CCO)\b/i, title: "Compliance Officer" },
  { said: /\bprivacy officer\b/i, title: "Privacy Officer" },
];

/** What a vendor rule protects: "that touches their residents' data" -> "residents' data". */
export function vendorDataIn(clause: string): string {
  // "any tool that touches incident reports or gas readings", "anything that touches payroll or
  // supplier payments": what it touches, as written.
  const listed =
    /\b(?:touch(?:es)?|handles?|involves?|affects?)\s+((?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+\s+(?:or|and)\s+(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)\s*$/iu.exec(
      clause.replace(/[.;!?]+$/, ""),
    )?.[1];
  if (listed) return listed;
  const touched =
    /\b(?:touch(?:es|ing)?|handles?|handling|access(?:es)?|sees?|holds?|stores?|processes)\s+(?:their |our |its |the |any )?([\p{L}'’]+(?:\s+[\p{L}'’]+){0,2}?\s+(?:data|information|records|files))\b/iu.exec(
      clause,
    )?.[1];
  if (touched) return touched;
  const french =
    /(?:données|renseignements)(?:\s+personnels)?\s+(?:de|des)\s+(?:leurs|nos|vos)?\s*([\p{L}]+)/iu
      .exec(clause)?.[1]
      ?.toLowerCase();
  const owners = french ? FRENCH_DATA_OWNERS[french] : undefined;
  if (owners) return `${owners} data`;
  return /(?:données|renseignements)/iu.test(clause) ? "their data" : "your data";
}

/** Whose data an ownership rule protects, in English: "members' farm data" -> "members". */
export function ownersIn(sentence: string): string {
  return DATA_OWNERS.find(([words]) => words.test(sentence))?.[1] ?? "owners";
}

/** Who a review rule names, in English: "without a licensed broker reviewing it" -> "a licensed broker". */
export function reviewerIn(clause: string): string {
  const english =
    /\b(?:licensed|qualified|certified|registered|chartered|accredited) (?:broker|professional|engineer|lawyer|accountant|cpa|advis[eo]r|agent|pharmacist|nurse|physician|doctor|notary|planner|architect|adjuster|underwriter|paralegal|counsel)\b/i.exec(
      clause,
    )?.[0] ??
    /\b(?:broker|professional|engineer|lawyer|accountant|advis[eo]r|pharmacist|nurse|physician|doctor|notary|architect|adjuster|underwriter)\b/i.exec(
      clause,
    )?.[0];
  const role = english ?? FRENCH_PROFESSIONS.find(([words]) => words.test(clause))?.[1];
  if (!role) return "a licensed professional";
  const named = role.toLowerCase();
  return named.includes(" ") ? `a ${named}` : `a licensed ${named}`;
}

/** Who a safety rule says signs AI output off: "a competent supervisor"; a qualified one otherwise. */
export function signerIn(clause: string): string {
  const signer =
    /\b(?:a|an|the) (?:(?:competent|qualified|licensed|certified|registered|professional|senior) )?(?:person|supervisor|foreman|engineer|inspector|technician|professional|superintendent)\b/i.exec(
      clause,
    )?.[0];
  return signer ? signer.replace(/^the /i, "a ").toLowerCase() : "a qualified supervisor";
}
