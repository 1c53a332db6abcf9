import { oncePer } from "./once";
import type { StatedConstraint } from "./stated-constraint";
import {
  confidentialRules,
  type ConfidentialRule,
} from "@/capabilities/report/content/constraints";
import { FRENCH_OWNERS } from "@/capabilities/report/content/rule-parties";
import { HOLDING_SYSTEM } from "@/capabilities/report/content/constraints-more";
import { knownSystems } from "@/capabilities/report/content/systems";

/** Where confidential material may not go, from the words that say so. */
export const confidentialRuleOf = (evidence: readonly string[], clause: string): ConfidentialRule =>
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
export const FREE = /\b(?:free|gratuit\w*)\b/iu;

const FRENCH_SUBJECT = /\b(?:renseignements|données|dossiers|radiographies|de nos|des)\b/iu;
/** A French subject in English: "les renseignements personnels de nos locataires" -> "tenants' personal information". */
function inEnglish(subject: string): string {
  const kind = /renseignements personnels/iu.test(subject)
    ? "personal information"
    : /radiographies/iu.test(subject)
      ? "X-rays"
      : /données/iu.test(subject)
        ? "data"
        : /dossiers/iu.test(subject)
          ? "files"
          : "information";
  const whose = /\b(?:de nos|des|de leurs)\s+([\p{L}]+)/iu.exec(subject)?.[1]?.toLowerCase();
  const owners = whose && FRENCH_OWNERS[whose];
  return owners ? `${owners} ${kind}` : `the ${kind}`;
}

/**
 * A rule's subject said mid-sentence in English: "Donors' information" -> "donors' information",
 * "Our files" -> "your files", « les renseignements de nos locataires » -> "tenants' information";
 * "X-rays" keeps its capital.
 */
function subjectSaid(what: string): string {
  if (FRENCH_SUBJECT.test(what)) return inEnglish(what);
  const said = /^\p{Lu}\p{Ll}/u.test(what) ? what.charAt(0).toLowerCase() + what.slice(1) : what;
  return said.replace(/^our\b/, "your");
}

/**
 * A rule that keeps material out of named or free tools, restated as the executive put it:
 * "owners' and tenants' personal information kept out of ChatGPT and every free AI tool". Null
 * when the clause names neither, so the rule's general wording stands.
 */
export function outOfNamedTools(clause: string, names: readonly string[]): string | null {
  const free = FREE.test(clause);
  if (!names.length && !free) return null;
  const what = SUBJECT.exec(clause.trim())?.[1];
  const material = what ? subjectSaid(what) : "confidential client material";
  const places = [...names, ...(free ? ["every free AI tool"] : [])];
  return `${material} kept out of ${places.join(" and ")}`;
}

/** The verb that keeps material in a system, before the system's name. */
const KEPT_IN =
  /\b(?:leaves?|leave|go outside|taken out of|exported from|copied out of|stays?|remains?|kept|stay|remain|quitte\p{L}*|sort\p{L}*|reste\p{L}*|demeure\p{L}*)\s+(?:only\s+|uniquement\s+|seulement\s+)?(?:in\s+|dans\s+|jamais\s+(?:de\s+|d['’])?)?(.+)$/iu;
const NAMED_SYSTEM = new RegExp(`^${HOLDING_SYSTEM.replace(/'/g, "['’]")}`, "iu");

/**
 * The system a rule keeps material in ("Donors' information never leaves Tessitura"), by the
 * name the report knows it by ("Tessitura"), or as written ("your CRM"); null when none is named.
 */
export function holdingSystemOf(clause: string): string | null {
  const rest = KEPT_IN.exec(clause)?.[1];
  if (!rest) return null;
  const known = knownSystems.find((s) => s.pattern.exec(rest)?.index === 0);
  if (known) return known.name;
  const said = NAMED_SYSTEM.exec(rest)?.[1];
  if (!said) return null;
  return said
    .toLowerCase()
    .replace(/^(?:our|the|notre)\s+/u, "your ")
    .replace(/^your (?:own )?base de données$/u, "your database");
}

/** The material a rule keeps in a system, its subject: "Donors' information never leaves…". */
const KEPT_SUBJECT =
  /^((?:[\p{L}'’-]+\s+){0,6}?(?:personal information|information|data|details|records|files|histor(?:y|ies)|x-rays|radiographs|images|scans|charts|photos|notes|renseignements personnels|renseignements|données|dossiers|radiographies)(?:\s+(?:de|des|of)\s+(?:nos|our|their|leurs)\s+[\p{L}'’-]+)?)\s+(?:must|cannot|can't|can not|may|should|will|shall|never|stays?|remains?|is|are|ne|n['’]|restent|reste|demeurent)/iu;

/** The material a rule keeps in a system, as named: "donors' information", "X-rays and charts". */
export function keptInSystemMaterial(clause: string): string {
  const what = KEPT_SUBJECT.exec(clause.trim())?.[1];
  return what ? subjectSaid(what) : "the information the rule covers";
}

/** "donors' information kept in Tessitura: no AI tool outside it holds any of it". */
export const keptInSystem = (material: string, system: string): string =>
  `${material} kept in ${system}: no AI tool outside it holds any of it`;

/** A list of what no AI tool may hold: "No photo, name or observation of a child goes…". */
const NONE_OF = /^(?:no|aucune?)\s+(.+?)\s+(?:goes|go|is|are|gets|get|may|can|ne|n['’])(?!\p{L})/iu;
const LIST_SPLIT = /\s*,\s*|\s+(?:and|or|et|ou|ni)\s+/iu;
/** Whose the material is, in English, by the words after the list: "of a child", « d'enfant ». */
const WHOSE: readonly [RegExp, string][] = [
  [/\s+(?:of (?:a |the )?child(?:ren)?|d['’]enfants?|des enfants|de l['’]enfant)$/iu, "children's"],
  [/\s+(?:of (?:a |the )?patients?|de patients?|des patients)$/iu, "patients'"],
  [/\s+(?:of (?:a |the )?(?:client|customer)s?|de clients?|des clients)$/iu, "clients'"],
  [/\s+(?:of (?:a |the )?students?|d['’]élèves?|des élèves)$/iu, "students'"],
];
const NOUNS_EN: Readonly<Record<string, string>> = {
  photo: "photos",
  nom: "names",
  observation: "observations",
  dossier: "files",
  image: "images",
  note: "notes",
  adresse: "addresses",
  renseignement: "information",
  vidéo: "videos",
};

/** The nouns a rule lists, as written ("photo", "nom", "observation"), and whose they are. */
function listedOf(clause: string): { nouns: string[]; whose?: string } | null {
  const list = NONE_OF.exec(clause.trim())?.[1];
  if (!list || !LIST_SPLIT.test(list)) return null;
  const whose = WHOSE.find(([words]) => words.test(list));
  const nouns = list
    .replace(whose?.[0] ?? /$^/, "")
    .split(LIST_SPLIT)
    .map((w) =>
      w
        .replace(/^(?:aucune?|no|any)\s+/iu, "")
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
  if (nouns.length < 2 || nouns.some((w) => /\s/.test(w))) return null;
  return { nouns, ...(whose ? { whose: whose[1] } : {}) };
}

/**
 * The listed material of a rule, matched in a sentence in either number: /photos?|noms?|observations?/.
 * Read once per rule: every pilot's words are held against it.
 */
const keptNouns = oncePer((rule: StatedConstraint): RegExp | null => {
  const listed = listedOf(rule.clause);
  if (!listed) return null;
  const stems = listed.nouns.map((w) => w.replace(/s$/, ""));
  return new RegExp(`(?<!\\p{L})(?:${stems.join("|")})s?(?!\\p{L})`, "iu");
});

/** "children's photos, names and observations", or null when the clause lists none. */
function noneOfListed(clause: string): string | null {
  const listed = listedOf(clause);
  if (!listed) return null;
  const items = listed.nouns.map((w) => NOUNS_EN[w] ?? (/s$/.test(w) ? w : `${w}s`));
  const named = `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  return listed.whose ? `${listed.whose} ${named}` : named;
}

/** A rule's preamble before its subject: "The board has ruled that …", « Le conseil a décidé que … ». */
const PREAMBLE = /^.*?\b(?:that|que|qu['’])\s+/iu;

/**
 * The material a rule keeps out of every AI tool, in its own subject (review r24: the board's
 * donor rule read as "nothing that identifies a client"): "donor information". Null when the
 * clause names no material, so the rule's general wording stands.
 */
export function materialKeptFromAi(clause: string): string | null {
  const trimmed = clause.trim();
  const listed = noneOfListed(trimmed);
  if (listed) return listed;
  const what =
    KEPT_SUBJECT.exec(trimmed.replace(PREAMBLE, ""))?.[1] ?? KEPT_SUBJECT.exec(trimmed)?.[1];
  if (!what || /^(?:the |our |your )?(?:information|data|details|records|files)$/iu.test(what))
    return null;
  return subjectSaid(what);
}

/** The material a stated rule keeps out of every AI tool that a piece of work holds, if any. */
export const materialKeptFromWork = (
  work: string,
  constraints: readonly StatedConstraint[],
): string | undefined =>
  constraints.find((c) => c.keptFromAi !== undefined && keptNouns(c)?.test(work))?.keptFromAi;
