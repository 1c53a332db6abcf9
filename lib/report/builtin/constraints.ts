import type { AssessmentInput } from "@/lib/assessment/schemas";
import {
  APPROVERS,
  confidentialRules,
  constraintSignals,
  vendorNames,
  type ConfidentialRule,
  type ConstraintClass,
  type ConstraintId,
} from "@/lib/report/content/constraints";
import { THEME_FIELDS, type ThemeField } from "@/lib/report/content/themes";
import { toolCatalogue } from "@/lib/report/content/tools";
import { escapeRegExp } from "@/lib/regexp";
import { publicToolRespect } from "./confidential-wording";
import { readableClauses } from "./free-text";
import { compileSignal, sightingIn } from "./recogniser";
import { decisionRespect } from "./red-lines";
import { leadTimeOf, meetingMonthOf, statedRulesIn } from "./stated-rules";
import { statedUsesIn } from "./stated-uses";
import {
  RECORDING_CONSENT,
  cloudRespect,
  consentOf,
  consentRespect,
  vendorReviewOf,
} from "./constraint-respects";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./themes";
import { meaningful, shortAnswer } from "./text";

/**
 * The constraints the executive states in the free-text answers (content/constraints.ts): data
 * kept in Canada or out of the US, nobody recorded, consent first, OCAP for a Nation's data, a
 * union, no budget or a ceiling, and "never" or "won't" about AI answering customers or a named
 * vendor, in English and French. Each keeps the words that state it, like a theme.
 */

export interface StatedConstraint {
  id: ConstraintId;
  class: ConstraintClass;
  field: ThemeField;
  /** The clause that states it, as written. */
  clause: string;
  /** The clause on one line, for quoting. */
  quote: string;
  /** The words that made it: a keyword, or a word and the refusal beside it. */
  evidence: string[];
  /** What the report keeps to, as a noun phrase: "nothing hosted in the US". */
  respect: string;
  /** Themes that say the same thing and may still be raised from the clause. */
  themes: readonly string[];
  /** budget-cap: the most new spending may add a year, in Canadian dollars. */
  amountCad?: number;
  /** budget-cap: the ceiling as stated, by the month or the year: "C$50 a month". */
  cap?: string;
  /** never-named: the catalogue tools the executive ruled out by name; confidential: those the material may not enter. */
  tools?: readonly string[];
  /** confidential: the rule names free tools, so no tool with a free plan holds the material. */
  freeTools?: true;
  /** spending-approval, vendor-approval: who approves spending or a new vendor ("the board"). */
  approver?: string;
  /** vendor-approval: the data a new vendor may not touch before approval ("residents' data"). */
  data?: string;
  /** confidential: where the material may not go (the premises, a public tool, any AI tool). */
  rule?: ConfidentialRule;
  /** union: the notice, in days, the collective agreement gives before a change. */
  noticeDays?: number;
  /** union: the agreement covers new monitoring technology only, not every change of work. */
  monitoringOnly?: true;
  /** data-ownership: whose data it is, in English ("members"). */
  owners?: string;
  /** safety-signoff: who signs AI output off ("a competent supervisor"). */
  signer?: string;
  /** professional-review: who reviews AI output before it reaches a client ("a licensed broker"). */
  reviewer?: string;
  /** approval-threshold: the amount above which spending needs the approver, and per what. */
  threshold?: { amountCad: number; per: "month" | "year" | "project" | "purchase"; text: string };
  /** spending-approval: what waits for the approver is money beyond a budget already approved. */
  beyondApproved?: true;
  /** spending-approval, approval-threshold: the month the approver meets ("February"). */
  meeting?: string;
  /** vendor-approval: how long the review takes, as stated ("four to six months"), and its longest in months. */
  leadTime?: { text: string; months: number };
  /** language: the language every tool must work in ("French", "French and English"). */
  language?: string;
  /** language: where the rule applies, when it says ("the shop floor"). */
  scope?: string;
  /** no-ai-imagery: what AI images never show ("a home", "any of your dishes"). */
  subject?: string;
  /** consent: whose agreement, as a possessive ("each family's"), and the word for it ("OK"). */
  consentOf?: { who: string; word: string };
}

/** A constraint's quotation may run longer than a theme's: the whole sentence that states it. */
const CONSTRAINT_QUOTE_MAX = 220;

const compiled = constraintSignals.map((signal) => ({ signal, recogniser: compileSignal(signal) }));

/**
 * An answer without the sentences that state a constraint: what is left describes problems to
 * solve, where the constraints are rules to keep (a refusal is no obstacle to remove, and no
 * evidence for a tool or a risk). Null when nothing is left.
 */
export function withoutConstraints(
  text: string | null,
  field: ThemeField,
  constraints: readonly StatedConstraint[],
): string | null {
  if (!text) return null;
  const clauses = constraints.filter((c) => c.field === field).map((c) => c.clause);
  const kept = sentencesOf(text).filter((s) => !clauses.some((clause) => s.includes(clause)));
  return kept.length ? kept.join(" ") : null;
}

/** A ceiling stated by the month: "$50 a month", "300 $ par mois", "$300/month". */
const MONTHLY = /\b(?:a|per|each|every|par) (?:month|mois)\b|\bmonthly\b|\/\s?mo(?:nth)?\b/i;

/** "$5,000" -> 5000, "5 000 $" -> 5000, "5k" -> 5000; a monthly figure is made yearly. */
function yearlyAmount(words: string, clause: string): number | undefined {
  const figure = /(\d+(?:[,.\s]\d{3})*)(\s?k\b|\s?000\b)?/i.exec(words.replace(/\s+\$/, "$"));
  if (!figure) return undefined;
  const amount = Number(figure[1]!.replace(/[,.\s]/g, "")) * (figure[2] ? 1000 : 1);
  return MONTHLY.test(clause) ? amount * 12 : amount;
}

const YEARLY =
  /\b(?:a|per|each|every|this|next|par|cette|chaque) (?:year|an|année)\b|\b(?:yearly|annual|annually|annuel\w*)\b/i;

/**
 * The ceiling as the executive stated it: "C$50 a month" for a monthly cap, "C$5,000 a year"
 * for a yearly one, and the amount alone ("C$40,000") where they gave no period.
 */
const capAsStated = (yearly: number, clause: string) =>
  MONTHLY.test(clause)
    ? `C$${(yearly / 12).toLocaleString("en-CA")} a month`
    : YEARLY.test(clause)
      ? `C$${yearly.toLocaleString("en-CA")} a year`
      : `C$${yearly.toLocaleString("en-CA")}`;

/** Who a spending rule names as approving it, in English: "Our board ..." -> "the board". */
const APPROVER_NAMES: Record<string, string> = {
  "conseil d'administration": "the board",
  conseil: "the board",
  "board of directors": "the board",
  associés: "the partners",
  actionnaires: "the shareholders",
  "siège social": "head office",
  council: "council",
  "head office": "head office",
};
function approverIn(sentence: string): string {
  const named = new RegExp(`(?<![\\p{L}])(${APPROVERS})(?![\\p{L}])`, "iu").exec(sentence)?.[1];
  if (!named) return "whoever approves spending";
  const lower = named.toLowerCase();
  return APPROVER_NAMES[lower] ?? `the ${lower}`;
}

/** Who a vendor rule names as approving, in English, and whether they are several: "Our condo boards" -> "the condo boards". */
function vendorApproverIn(clause: string): { approver: string; several: boolean } {
  const english =
    /\b(?:(?:condo|condominium|strata|co-?op|client|building)\s+)?(?:boards?|councils?|owners?|partners|head office|members|clients?)\b/i.exec(
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
  if (!word) return { approver: "whoever approves new vendors", several: false };
  if (/^syndicat/.test(word))
    return { approver: "the condominium boards", several: word.startsWith("syndicats") };
  if (/^conseils/.test(word)) return { approver: "the boards", several: true };
  if (/^conseil/.test(word)) return { approver: "the board", several: false };
  if (word === "associés") return { approver: "the partners", several: true };
  return { approver: "the clients", several: true };
}

/** What a vendor rule protects: "that touches their residents' data" -> "residents' data". */
function vendorDataIn(clause: string): string {
  const touched =
    /\b(?:touch(?:es|ing)?|handles?|handling|access(?:es)?|sees?|holds?|stores?|processes)\s+(?:their |our |its |the |any )?([\p{L}'’]+(?:\s+[\p{L}'’]+){0,2}?\s+(?:data|information|records|files))\b/iu.exec(
      clause,
    )?.[1];
  if (touched) return touched;
  const french =
    /(?:données|renseignements)(?:\s+personnels)?\s+(?:de|des)\s+(?:leurs|nos|vos)?\s*([\p{L}]+)/iu
      .exec(clause)?.[1]
      ?.toLowerCase();
  const owners = french
    ? {
        résidents: "residents'",
        copropriétaires: "owners'",
        locataires: "tenants'",
        clients: "clients'",
        membres: "members'",
      }[french]
    : undefined;
  if (owners) return `${owners} data`;
  return /(?:données|renseignements)/iu.test(clause) ? "their data" : "your data";
}

/** Whose data an ownership rule protects, in English: "members' farm data" -> "members". */
function ownersIn(sentence: string): string {
  const OWNERS: [RegExp, string][] = [
    [/\b(?:members?|membres)\b/i, "members"],
    [/\b(?:farmers?|growers?|agriculteurs)\b/i, "farmers"],
    [/\b(?:producers?|producteurs)\b/i, "producers"],
    [/\bpatients?\b/i, "patients"],
    [/\b(?:students?|élèves|étudiants)\b/i, "students"],
    [/\b(?:customers?|clients?)\b/i, "clients"],
  ];
  return OWNERS.find(([words]) => words.test(sentence))?.[1] ?? "owners";
}

/** Where confidential material may not go, from the words that say so. */
const confidentialRuleOf = (evidence: readonly string[], clause: string): ConfidentialRule =>
  // Source code is named anywhere in the clause ("Source code never goes into ..."), not only in the refusal.
  (confidentialRules.code.words!.test(clause) ? "code" : undefined) ??
  (["cloud", "on-site", "public-tool"] as const).find((rule) =>
    evidence.some((words) => confidentialRules[rule].words?.test(words)),
  ) ??
  // The consent that lets the material in is stated beside the rule, not in its words.
  (confidentialRules["client-consent"].words!.test(clause) ? "client-consent" : "any-ai");

/** "Owners' and tenants' personal information must never…" -> "owners' and tenants' personal information". */
const SUBJECT =
  /^((?:[\p{L}'’-]+\s+){0,6}?(?:personal information|information|data|details|records|files|renseignements personnels|renseignements|données|dossiers)(?:\s+(?:de|des|of)\s+(?:nos|our|their|leurs)\s+[\p{L}'’-]+)?)\s+(?:must|cannot|can't|can not|may|should|will|shall|ne|n['’])/iu;
const FREE = /\b(?:free|gratuit\w*)\b/iu;

const FRENCH_SUBJECT = /\b(?:renseignements|données|dossiers|de nos|des)\b/iu;
const FRENCH_OWNERS: Record<string, string> = {
  locataires: "tenants'",
  clients: "clients'",
  clientes: "clients'",
  membres: "members'",
  patients: "patients'",
  propriétaires: "owners'",
  employés: "employees'",
};
/** A French subject in English: "les renseignements personnels de nos locataires" -> "tenants' personal information". */
function inEnglish(subject: string): string {
  const kind = /renseignements personnels/iu.test(subject)
    ? "personal information"
    : /données/iu.test(subject)
      ? "data"
      : /dossiers/iu.test(subject)
        ? "files"
        : "information";
  const whose = /\b(?:de nos|des|de leurs)\s+([\p{L}]+)/iu.exec(subject)?.[1]?.toLowerCase();
  const owners = whose && FRENCH_OWNERS[whose];
  return owners ? `${owners} ${kind}` : `the ${kind}`;
}

/** The tools a clause names (ChatGPT), as written, with their catalogue tools. */
function namedTools(clause: string): { names: string[]; tools: string[] } {
  const found = vendors.flatMap(({ names, tools }) => {
    const name = names.exec(clause)?.[0];
    return name && tools.length ? [{ name, tools }] : [];
  });
  return { names: found.map((f) => f.name), tools: found.flatMap((f) => f.tools) };
}

/**
 * A rule that keeps material out of named or free tools, restated as the executive put it:
 * "owners' and tenants' personal information kept out of ChatGPT and every free AI tool". Null
 * when the clause names neither, so the rule's general wording stands.
 */
function outOfNamedTools(clause: string, names: readonly string[]): string | null {
  const free = FREE.test(clause);
  if (!names.length && !free) return null;
  const what = SUBJECT.exec(clause.trim())?.[1];
  const material = !what
    ? "confidential client material"
    : FRENCH_SUBJECT.test(what)
      ? inEnglish(what)
      : (what.charAt(0).toLowerCase() + what.slice(1)).replace(/^our\b/, "your");
  const places = [...names, ...(free ? ["every free AI tool"] : [])];
  return `${material} kept out of ${places.join(" and ")}`;
}

/** Who a review rule names, in English: "without a licensed broker reviewing it" -> "a licensed broker". */
const FRENCH_PROFESSIONS: [RegExp, string][] = [
  [/courti/i, "broker"],
  [/ingénieu/i, "engineer"],
  [/avocat/i, "lawyer"],
  [/comptable/i, "accountant"],
  [/notaire/i, "notary"],
  [/conseill/i, "adviser"],
  [/pharmacien/i, "pharmacist"],
  [/infirmi/i, "nurse"],
  [/médecin/i, "physician"],
  [/architecte/i, "architect"],
];
function reviewerIn(clause: string): string {
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

/** The notice a union statement gives, in days: "at least 90 days before", "60 jours avant", "8 weeks' notice". */
export function noticeDaysIn(sentence: string): number | null {
  const found =
    /\b(\d{1,3})\s*(days?|jours|weeks?|semaines|months?|mois)\b(?:['’]s?)?\s*(?:of\s+)?(?:notice|before|ahead|in advance|avant|d['’]avance|de préavis|préavis)/iu.exec(
      sentence,
    ) ??
    /\b(?:notice|préavis)\s+(?:of\s+|de\s+)?(\d{1,3})\s*(days?|jours|weeks?|semaines|months?|mois)\b/iu.exec(
      sentence,
    );
  if (!found) return null;
  const unit = found[2]!.toLowerCase();
  const perUnit = /^(?:week|semaine)/.test(unit) ? 7 : /^(?:month|mois)/.test(unit) ? 30 : 1;
  return Number(found[1]) * perUnit;
}

/** What a union statement asks for, as the executive put it: notice of a change, or agreement to it. */
/** A union rule about monitoring: "bars using electronic monitoring data for discipline", "pas de caméras qui évaluent". */
const MONITORING =
  /\b(?:monitor\w*|surveil\w*|gps|track\w*|cameras?|caméras?|telematics|keystroke\w*)\b[^.]*\b(?:disciplin\w*|performance|rate|rating|évalu\w*|sanction\w*)\b|\b(?:disciplin\w*|évalu\w*)\b[^.]*\b(?:monitor\w*|surveil\w*|gps|track\w*|cameras?|caméras?)\b/iu;

/** A union rule about new monitoring technology itself: "notice before any new monitoring technology on the floor". */
const NEW_MONITORING =
  /\b(?:new|any)\s+(?:\w+\s+)?(?:monitoring|surveillance|tracking|camera|video)\b|(?:technologies?|outils?|systèmes?|équipements?) de (?:surveillance|suivi)\b/iu;
/** The floor the rule names: "on the floor", "sur le plancher". */
const ON_THE_FLOOR =
  /\b(?:on the (?:shop |plant )?floor|sur le plancher|dans l'usine|in the plant)\b/iu;

/** Whether a union's rule covers new monitoring technology only (not every change of work). */
export const monitoringOnly = (sentence: string): boolean =>
  NEW_MONITORING.test(sentence) && !MONITORING.test(sentence);

function unionRespect(sentence: string, days: number | null): string {
  if (monitoringOnly(sentence)) {
    const notice = days ? `at least ${days} days' notice` : "notice";
    const floor = ON_THE_FLOOR.test(sentence) ? " on the floor" : "";
    return `the union given ${notice} before any new monitoring technology${floor} (cameras, sensors, tracking people), as the collective agreement requires`;
  }
  if (MONITORING.test(sentence))
    return /\bwithout (?:notice|notifying|telling|informing)\b/i.test(sentence)
      ? "no monitoring data (GPS, cameras, app logs) used to discipline staff without notice to the union, as the collective agreement requires"
      : "no monitoring data (GPS, cameras, app logs) used to discipline or rate staff, as the collective agreement requires";
  if (days)
    return `the union given at least ${days} days' notice before any change to anyone's work, as the collective agreement requires`;
  return /\b(?:notice|notified|notify|inform\w*|avis|préavis|aviser|informer|présent\w*)\b/iu.test(
    sentence,
  )
    ? "the union given notice before any change to anyone's work, as the collective agreement requires"
    : "changes to anyone's work agreed with the union first, under the collective agreement";
}

/** Who a safety rule says signs AI output off: "a competent supervisor"; a qualified one otherwise. */
function signerIn(clause: string): string {
  const signer =
    /\b(?:a|an|the) (?:(?:competent|qualified|licensed|certified|registered|professional|senior) )?(?:person|supervisor|foreman|engineer|inspector|technician|professional|superintendent)\b/i.exec(
      clause,
    )?.[0];
  return signer ? signer.replace(/^the /i, "a ").toLowerCase() : "a qualified supervisor";
}

/** A refusal before a vendor's name ("we will never use Google") or after it ("ChatGPT is banned"). */
const REFUSED_BEFORE =
  "(?:never|won['’]t|wont|will not|refuse[sd]? to|not allowed to|forbid\\w*|bann?(?:ed|s)?|prohibit\\w*|jamais|interdi\\w*|n['’]utilis\\w* pas)";
const REFUSED_AFTER =
  "(?:is|are|was|were|est|sont) (?:banned|forbidden|not allowed|prohibited|off limits|interdit\\w*)";

const vendors = Object.values(vendorNames).map((words) => {
  const names = words.map(escapeRegExp).join("|");
  return {
    pattern: new RegExp(
      `${REFUSED_BEFORE}(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(${names})\\b|\\b(${names})\\s+${REFUSED_AFTER}`,
      "iu",
    ),
    names: new RegExp(`\\b(?:${names})\\b`, "iu"),
    tools: toolCatalogue
      .filter((tool) => words.some((w) => `${tool.name} ${tool.url}`.toLowerCase().includes(w)))
      .map((tool) => tool.name),
  };
});

/** The vendors a clause rules out by name, with the name as written and their catalogue tools. */
function namedRefusals(text: string, field: ThemeField, clause: string): StatedConstraint[] {
  return vendors.flatMap(({ pattern, tools }) => {
    const match = pattern.exec(clause);
    const name = match?.[1] ?? match?.[2];
    return name && tools.length
      ? [
          {
            id: "never-named" as const,
            class: "never" as const,
            field,
            clause,
            quote: quoteFor(text, clause, CONSTRAINT_QUOTE_MAX),
            evidence: [match![0]],
            respect: `nothing from ${name}`,
            themes: [],
            tools,
          },
        ]
      : [];
  });
}

function constraintsIn(text: string, field: ThemeField): StatedConstraint[] {
  const clauses = readableClauses(text, field);
  const found: StatedConstraint[] = [];
  for (const { signal, recogniser } of compiled) {
    const sighting = sightingIn(clauses, recogniser);
    if (!sighting) continue;
    const amountCad =
      signal.id === "budget-cap" ? yearlyAmount(sighting.evidence[0]!, sighting.clause) : undefined;
    if (signal.id === "budget-cap" && !amountCad) continue;
    const cap = amountCad ? capAsStated(amountCad, sighting.clause) : undefined;
    const sentence = sentencesOf(text).find((s) => s.includes(sighting.clause)) ?? sighting.clause;
    const review = signal.id === "vendor-approval" ? vendorReviewOf(sentence) : null;
    const namedGate =
      signal.id === "vendor-approval" ? vendorApproverIn(sighting.clause) : undefined;
    // A review with no approver named ("must pass a third-party risk review") is the gate itself.
    const vendorGate =
      review && namedGate?.approver === "whoever approves new vendors"
        ? { approver: review, several: false }
        : namedGate;
    const leadTime = signal.id === "vendor-approval" ? leadTimeOf(sentence) : null;
    const meeting =
      signal.id === "spending-approval" || signal.id === "vendor-approval"
        ? meetingMonthOf(sentence)
        : undefined;
    const approver =
      signal.id === "spending-approval" ? approverIn(sentence) : vendorGate?.approver;
    const data = signal.id === "vendor-approval" ? vendorDataIn(sentence) : undefined;
    const rule =
      signal.id === "confidential"
        ? confidentialRuleOf(sighting.evidence, sighting.clause)
        : undefined;
    // Material kept out of a named tool is not a refusal of the vendor: ChatGPT may do other work.
    const named = signal.id === "confidential" ? namedTools(sighting.clause) : undefined;
    const kept = named ? outOfNamedTools(sighting.clause, named.names) : null;
    const owners = signal.id === "data-ownership" ? ownersIn(sentence) : undefined;
    const signer = signal.id === "safety-signoff" ? signerIn(sighting.clause) : undefined;
    const reviewer = signal.id === "professional-review" ? reviewerIn(sighting.clause) : undefined;
    // The notice may be in the answer's next sentence: "The plant is unionised. Any change … 90 days before."
    const noticeDays =
      signal.id === "union" ? (noticeDaysIn(sentence) ?? noticeDaysIn(text)) : null;
    found.push({
      id: signal.id,
      class: signal.class,
      field,
      clause: sighting.clause,
      quote: quoteFor(text, sighting.clause, CONSTRAINT_QUOTE_MAX),
      evidence: sighting.evidence,
      respect: (review && vendorGate?.approver === review
        ? `no new vendor before it passes ${review}${leadTime ? `, which takes ${leadTime.text}` : ""}`
        : signal.respect
      )
        .replace(
          "{confidential}",
          kept ??
            (rule === "public-tool" ? publicToolRespect(sighting.clause) : null) ??
            (rule === "cloud" ? cloudRespect(sighting.clause) : null) ??
            (rule ? confidentialRules[rule].respect : ""),
        )
        .replace("{amount}", cap ?? "")
        .replace("{approver}", approver ?? "")
        .replace("{approves}", vendorGate?.several ? "approve" : "approves")
        .replace("{data}", data ?? "")
        .replace("{owners}", owners ?? "")
        .replace("{signer}", signer ?? "")
        .replace("{consent}", signal.id === "consent" ? consentRespect(sighting.clause) : "")
        .replace("{reviewer}", reviewer ?? "")
        .replace(
          "{decision}",
          signal.id === "no-ai-decision" ? decisionRespect(sighting.clause) : "",
        )
        .replace("{union}", signal.id === "union" ? unionRespect(sentence, noticeDays) : ""),
      themes: signal.themes ?? [],
      ...(amountCad ? { amountCad, cap } : {}),
      ...(noticeDays ? { noticeDays } : {}),
      ...(signal.id === "union" && monitoringOnly(sentence)
        ? { monitoringOnly: true as const }
        : {}),
      ...(approver ? { approver } : {}),
      ...(data ? { data } : {}),
      ...(rule ? { rule } : {}),
      ...(named?.tools.length ? { tools: named.tools } : {}),
      ...(named && FREE.test(sighting.clause) ? { freeTools: true as const } : {}),
      ...(owners ? { owners } : {}),
      ...(leadTime ? { leadTime } : {}),
      ...(meeting ? { meeting } : {}),
      ...(signal.id === "consent" && !RECORDING_CONSENT.test(sighting.clause)
        ? { consentOf: consentOf(sighting.clause) }
        : {}),
      ...(signer ? { signer } : {}),
      ...(reviewer ? { reviewer } : {}),
    });
  }
  // Rules only a whole sentence shows: a threshold and its signer, a meeting, a language, images.
  for (const c of [...statedRulesIn(text, field), ...statedUsesIn(text, field)])
    if (!found.some((f) => f.id === c.id && c.clause.includes(f.clause))) found.push(c);
  const keptOut = new Set(found.filter((c) => c.id === "confidential").map((c) => c.clause));
  for (const { clause } of clauses)
    if (!keptOut.has(clause)) found.push(...namedRefusals(text, field, clause));
  // A broader reading of the same words holds the narrower one (OCAP keeps the data in Canada),
  // in one sentence too: "… into any US-hosted service; if a tool cannot keep data in Canada it is out".
  const covered = (c: StatedConstraint) =>
    found.some(
      (other) =>
        (other.clause === c.clause || other.quote === c.quote) &&
        constraintSignals.find((s) => s.id === other.id)?.covers?.includes(c.id),
    );
  return found.filter((c) => !covered(c));
}

/**
 * Every statement of a constraint, in every answer that makes it: the sentences no theme, step
 * or risk is made of, even where an earlier answer stated the same constraint.
 */
export function constraintStatements(answers: AssessmentInput): StatedConstraint[] {
  return THEME_FIELDS.flatMap((field) => {
    const text = meaningful(answers[field]) ?? shortAnswer(answers[field]);
    return text ? constraintsIn(text, field) : [];
  });
}

/**
 * Every constraint in the free-text answers, each once (from the first answer that states it;
 * a vendor named in several answers is ruled out once per answer's words).
 */
export function readConstraints(answers: AssessmentInput): StatedConstraint[] {
  const read: StatedConstraint[] = [];
  for (const c of constraintStatements(answers))
    if (!read.some((r) => r.id === c.id && r.respect === c.respect)) read.push(c);
  return read;
}
