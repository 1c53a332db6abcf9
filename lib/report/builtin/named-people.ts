import type { Department } from "@/lib/assessment/options";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { THEME_FIELDS } from "@/lib/report/content/themes";

/**
 * The people the executive names in their own words, with the work they do ("Our CFO, Priya",
 * "My husband Raj is the practice manager", "my daughter Simran runs our Instagram", "the chief
 * dispatcher", "notre contrôleuse, Sylvie", "Our IT is one manager"): they own the work of their
 * area, by their name and role as written, rather than a title the company may not have.
 */

/** The work a person does: a department, or narrower work a template gives a manager of its own. */
export type Area = Department | "it" | "maintenance" | "dispatch" | "privacy";

export interface NamedPerson {
  /** "Priya (CFO)", "Simran (runs your Instagram)", "IT Manager", "your daughter". */
  label: string;
  areas: Area[];
}

/** The areas a role's or a task's words show; the narrow ones first. */
const AREA_WORDS: readonly { area: Area; words: RegExp }[] = [
  { area: "it", words: /\b(?:IT|I\.T\.|TI|CTO|CIO)\b|\b(?:informatique|computers?|network)\b/u },
  { area: "privacy", words: /\bprivacy\b|protection des renseignements|vie privée/iu },
  { area: "maintenance", words: /\b(?:maintenance|entretien|mechanics?|mécanicien\w*)\b/iu },
  { area: "dispatch", words: /\b(?:dispatch\w*|répartit\w*)/iu },
  {
    area: "finance",
    words:
      /\b(?:cfo|finance|financial|controller|comptroller|bookkeep\w*|books|accountant|accounting|payroll|contrôleu\w*|comptab\w*|financ\w*|paie)\b/iu,
  },
  {
    area: "marketing",
    words:
      /\b(?:cmo|marketing|communications|instagram|facebook|tiktok|social media|newsletter|brand|loyalty|crm|réseaux sociaux|infolettre)\b/iu,
  },
  {
    area: "hr",
    words:
      /\b(?:chro|hr|people|human resources|office manager|ressources humaines|recrutement)\b/iu,
  },
  {
    area: "sales",
    words: /\b(?:sales|business development|e-?commerce|ventes|développement des affaires)\b/iu,
  },
  {
    area: "customer_service",
    words:
      /\b(?:customer service|guest services|client services|member services|front desk|reception\w*|service à la clientèle|accueil)\b/iu,
  },
  {
    area: "supply_chain",
    words:
      /\b(?:purchasing|procurement|supply chain|logistics|buyer|merchandise planning|warehouse|achats|approvisionnement|entrepôt)\b/iu,
  },
  {
    area: "operations",
    words:
      /\b(?:coo|ops|operations|plant|production|store operations|general manager|opérations|gérante?|directeur général|directrice générale)\b/iu,
  },
];

/** Who runs a practice or an office runs its front desk, its people and its buying as well. */
const RUNS_THE_PLACE = /\b(?:practice|clinic|office) manager\b|\bgérante?\b/iu;

/** The areas a role's or a task's words name, narrow ones first. */
export function areasOf(words: string): Area[] {
  const areas = AREA_WORDS.filter((a) => a.words.test(words)).map((a) => a.area);
  if (RUNS_THE_PLACE.test(words))
    areas.push("operations", "customer_service", "hr", "supply_chain");
  return [...new Set(areas)];
}

/** A pattern's words in either case, where a name beside them must keep its capital. */
const anyCase = (pattern: string) =>
  pattern.replace(/\\p\{\w+\}|\\.|\[[^\]]*\]|(\p{L})/gu, (all, letter?: string) =>
    letter && letter.toLowerCase() !== letter.toUpperCase()
      ? `[${letter.toLowerCase()}${letter.toUpperCase()}]`
      : all,
  );

/** A rank that ends a role's name, in English or French. */
const RANK = anyCase(
  String.raw`(?:manager|director|controller|comptroller|supervisor|coordinator|planner|dispatcher|bookkeeper|accountant|administrator|officer|superintendent|foreman|estimator|buyer|technician|person|guy|cfo|coo|cto|cio|cmo|chro|contrôleu(?:r|se)|comptable|répartit(?:eur|rice)(?: en chef)?|(?:directeur|directrice|gérante?|responsable|coordonnat(?:eur|rice))(?: de la protection des renseignements personnels| informatique|\s+(?:des?|du|de la|aux)\s+\p{L}+)?|technicien(?:ne)?(?: informatique)?|adjointe? administrative?)(?![\p{L}'’-])`,
);
/** A role: up to two words of its work before the rank ("chief dispatcher", "IT manager"). */
const ROLE = String.raw`((?:(?!${anyCase("(?:and|or|et|ou|is|est|a|the|la|le|our|notre)")}\s)[\p{L}&-]+\s+){0,2}?${RANK})`;
const DETERMINER = anyCase(String.raw`(?:our|my|the|notre|mon|ma|la|le)`);
const ONLY = anyCase(String.raw`(?:(?:only|seule?)\s+)?`);
const IS = anyCase(String.raw`(?:is|est)\s+(?:also\s+|aussi\s+)?`);
/** A first name: capitalised, and none of the words that start a sentence. */
const NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+)`;
const NOT_NAMES = new Set(
  "Our My The We I It In On At For And But Since Notre Mon Ma Nous Le La Les Il Elle Depuis Et Mais Un Une A An This That They He She IT".split(
    " ",
  ),
);
const RELATION = anyCase(
  String.raw`(husband|wife|partner|son|daughter|brother|sister|father|mother|dad|mom|cousin|nephew|niece|mari|femme|conjointe?|fils|fille|frère|sœur|soeur|père|mère|neveu|nièce)`,
);
const MY = anyCase(String.raw`(?:my|our|mon|ma|notre)`);
const DOES = anyCase(
  String.raw`(?:runs|handles|does|manages|looks after|takes care of|is in charge of|s'occupe de|s’occupe de|gère)`,
);

interface Pattern {
  re: RegExp;
  name?: number;
  role?: number;
  /** A second role of the same person ("est aussi la responsable de la protection ..."). */
  also?: number;
  does?: number;
  relation?: number;
  /** "IT is one manager": the role is IT's. */
  it?: true;
}

const ALSO = String.raw`(?:,?\s+${IS}${DETERMINER}\s+${ROLE})?`;
const PATTERNS: readonly Pattern[] = [
  // "Our CFO, Priya, tried"; "Notre contrôleuse, Sylvie, a essayé"; "our only maintenance planner, Gord,"
  {
    re: new RegExp(String.raw`\b${DETERMINER}\s+${ONLY}${ROLE},\s+${NAME}\b${ALSO}`, "gu"),
    role: 1,
    name: 2,
    also: 3,
  },
  // "Sylvie, notre contrôleuse, est aussi la responsable de ..."
  {
    re: new RegExp(String.raw`\b${NAME},\s+${DETERMINER}\s+${ROLE}${ALSO}`, "gu"),
    name: 1,
    role: 2,
    also: 3,
  },
  // "My husband Raj is the practice manager"; "Sylvie est notre contrôleuse"
  { re: new RegExp(String.raw`\b${NAME}\s+${IS}${DETERMINER}\s+${ROLE}`, "gu"), name: 1, role: 2 },
  // "Kayla (office manager)"
  { re: new RegExp(String.raw`\b${NAME}\s+\(\s*${ROLE}\s*\)`, "gu"), name: 1, role: 2 },
  // "our controller Sylvie", "my office manager Dana"
  { re: new RegExp(String.raw`\b${DETERMINER}\s+${ROLE}\s+${NAME}\b`, "gu"), role: 1, name: 2 },
  // "My daughter Simran runs our Instagram"
  {
    re: new RegExp(String.raw`\b${MY}\s+${RELATION}\s+${NAME}\s+(${DOES}\s+[^,.;:]+)`, "gu"),
    relation: 1,
    name: 2,
    does: 3,
  },
  // "my daughter runs marketing"
  {
    re: new RegExp(String.raw`\b${MY}\s+${RELATION}\s+(${DOES}\s+[^,.;:]+)`, "gu"),
    relation: 1,
    does: 2,
  },
  // "the controller is our privacy officer"; "our IT manager", "the chief dispatcher"
  { re: new RegExp(String.raw`\b${DETERMINER}\s+${ONLY}${ROLE}${ALSO}`, "gu"), role: 1, also: 2 },
  // "Our IT is one manager", "IT is one person plus a contractor"
  { re: /\bIT\s+is\s+(?:just\s+)?one\s+(manager|person|guy)\b/gu, role: 1, it: true },
];

/** Someone who left, is wanted, or is outside the company is no owner of its work. */
const NOT_HERE =
  /\b(?:left|quit|former|ex-|used to|lost|no longer|need(?:s|ed)?|hire|hiring|looking for|recruit\w*|want|ancien\w*|embaucher|cherchons|recrut\w*)\b[^.,;]{0,30}$/iu;

/** "only our controller" -> "controller"; "the chief dispatcher" -> "chief dispatcher". */
const cleanRole = (role: string) => role.trim().replace(/^(?:only|seule?)\s+/i, "");

/** "runs our Instagram in English and Punjabi" -> "runs your Instagram". */
function doesWords(verbAndObject: string): string {
  const cut = verbAndObject.split(
    /\s+(?:and|in|with|for|using|et|en|avec|pour|since|depuis)\s+/i,
  )[0]!;
  return cut
    .trim()
    .replace(/\bour\b/gi, "your")
    .replace(/\bnotre\b/gi, "votre")
    .replace(/\bnos\b/gi, "vos");
}

/** "IT manager" -> "IT Manager", "chief dispatcher" -> "Chief Dispatcher"; French as written. */
function titleOf(role: string): string {
  if (
    /[à-ÿ]|\b(?:en chef|responsable|comptable|directeur|directrice|gérante?|adjointe?|technicien\w*|coordonnat\w*)\b/iu.test(
      role,
    )
  )
    return role[0]!.toUpperCase() + role.slice(1);
  return role
    .split(/\s+/)
    .map((w) => (/^[A-Z&]{2,}$/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join(" ");
}

/**
 * Someone who left, leaves on a stated date ("Gord, retires in June 2027": the plan's pilots are
 * measured after it; the calendar has them check the capture of what they know) or is still to
 * be hired is no owner of the company's work.
 */
const GONE_AFTER =
  /^(?:[^.;]{0,30}\b(?:left|quit|is leaving|retired|est parti|a quitté)\b|[^.;]{0,30}(?<!\p{L})(?:retires|is retiring|will retire|retiring|leaves|is leaving|will leave|steps down|will step down|prend sa retraite|part à la retraite|partira à la retraite|quitte|quittera)\s+(?:in|at the end of|by|en|à la fin de|d['’]ici)\s|\s+(?:at|of|from|with|chez|de|du) (?:our|the|a|an|notre|nos|un|une|le|la) (?:suppliers?|vendors?|clients?|customers?|banks?|partners?|landlords?|fournisseurs?|clients?|banque))/iu;

/**
 * Someone the executive says has no room for more ("Karen (office manager) is already at
 * capacity", "Sylvie est débordée") is given no workstream: a pilot would land on top of the work
 * the answers say fills their time.
 */
const AT_CAPACITY_AFTER =
  /^[\s,]*(?:(?:is|'s|are|est|sont|feels?|seems?|has been|a été)\s+(?:already\s+|déjà\s+|completely\s+|totally\s+|fully\s+)?(?:at (?:full )?capacity|stretched(?: thin)?|maxed out|overloaded|over-?stretched|débordée?s?|à (?:pleine )?capacité|surchargée?s?)|(?:already\s+)?(?:has|have) no (?:time|bandwidth|room)(?: left)?|n['’]a (?:pas|plus) le temps)(?!\p{L})/iu;

/** The people named in one sentence: each with their label and areas; those with no room for more apart. */
function peopleIn(
  sentence: string,
  title: string,
  full: { names: Set<string>; roles: Set<string> } = { names: new Set(), roles: new Set() },
): NamedPerson[] {
  const people: NamedPerson[] = [];
  for (const p of PATTERNS)
    for (const m of sentence.matchAll(p.re)) {
      if (NOT_HERE.test(sentence.slice(0, m.index))) continue;
      const after = sentence.slice(m.index + m[0].length);
      if (GONE_AFTER.test(after)) continue;
      if (AT_CAPACITY_AFTER.test(after)) {
        // "Karen Doyle (office manager)": both names, and the role, wherever they recur.
        const first = /(\p{Lu}\p{Ll}+)\s+$/u.exec(sentence.slice(0, m.index))?.[1];
        for (const n of [p.name ? m[p.name] : undefined, first]) if (n) full.names.add(n);
        const written = p.role ? m[p.role] : undefined;
        if (written) full.roles.add(written.toLowerCase());
        continue;
      }
      const name = p.name ? m[p.name] : undefined;
      if (name && NOT_NAMES.has(name)) continue;
      const written = p.role ? m[p.role] : undefined;
      const role = written && cleanRole(p.it ? `IT ${written.toLowerCase()}` : written);
      // The executive's own title is the executive, not someone else.
      if (role && title && role.toLowerCase() === title.toLowerCase()) continue;
      const does = p.does ? doesWords(m[p.does]!) : undefined;
      const also = p.also ? m[p.also] : undefined;
      const areas = areasOf([role, also, does].filter(Boolean).join(" "));
      if (!areas.length) continue;
      const relation = p.relation ? m[p.relation]!.toLowerCase() : undefined;
      const label = name ? `${name} (${role ?? does})` : role ? titleOf(role) : `your ${relation}`;
      people.push({ label, areas });
    }
  return people;
}

const sentencesIn = (answers: AssessmentInput): string[] =>
  THEME_FIELDS.map((f) => answers[f] ?? "")
    .join("\n")
    .split(/(?<=[.!?;])\s+|\n+/);

/** The names and roles (lower case, as written) of the people the answers say have no room for more. */
export function noRoomOf(answers: AssessmentInput): { names: Set<string>; roles: Set<string> } {
  const title = (answers.executiveTitle ?? "").trim();
  const full = { names: new Set<string>(), roles: new Set<string>() };
  for (const sentence of sentencesIn(answers)) peopleIn(sentence, title, full);
  return full;
}

/**
 * Everyone the answers name with work of their own, first mention first. One person named twice
 * ("Our CFO, Priya ... Priya also does payroll") keeps the first label and gains the areas; a role
 * named alone and then with a name ("the controller ... our controller, Sylvie") is one person.
 */
export function namedPeopleOf(answers: AssessmentInput): NamedPerson[] {
  const title = (answers.executiveTitle ?? "").trim();
  const people: NamedPerson[] = [];
  const sentences = sentencesIn(answers);
  const full = noRoomOf(answers);
  const hasRoom = (p: NamedPerson) =>
    !full.names.has(nameOf(p.label) ?? "") && !full.roles.has(roleOf(p.label));
  for (const sentence of sentences) {
    for (const person of peopleIn(sentence, title).filter(hasRoom)) {
      const same = people.find(
        (p) =>
          p.label === person.label ||
          sameName(p.label, person.label) ||
          sameRole(p.label, person.label),
      );
      if (same) {
        // A name beats a bare role: "Sylvie (contrôleuse)" over "Contrôleuse".
        if (!/\(/.test(same.label) && /\(/.test(person.label)) same.label = person.label;
        same.areas = [...new Set([...same.areas, ...person.areas])];
      } else people.push(person);
    }
  }
  return people;
}

const nameOf = (label: string) => /^(\p{Lu}[\p{Ll}'’-]+) \(/u.exec(label)?.[1];
const roleOf = (label: string) => (/\(([^)]*)\)$/.exec(label)?.[1] ?? label).toLowerCase();
const sameName = (a: string, b: string) => Boolean(nameOf(a)) && nameOf(a) === nameOf(b);
const sameRole = (a: string, b: string) =>
  (!nameOf(a) || !nameOf(b)) && !a.startsWith("your ") && roleOf(a) === roleOf(b);

/** The person the answers name for an area, if one. */
export function personFor(people: readonly NamedPerson[], area: Area): string | undefined {
  return people.find((p) => p.areas.includes(area))?.label;
}

/**
 * The person the answers name for a template's role ("Maintenance Manager" -> "Gord (maintenance
 * planner)", "Head of Loyalty and CRM" -> "Simran (runs your Instagram)"), by the role's area.
 */
export function personForRole(people: readonly NamedPerson[], role: string): string | undefined {
  const [area] = areasOf(role);
  return area ? personFor(people, area) : undefined;
}

/** A named person's label takes no article: "owned by Raj (practice manager)", "the Controller". */
export const isPersonLabel = (owner: string): boolean =>
  /^\p{Lu}[\p{Ll}'’-]+ \(/u.test(owner) || owner.startsWith("your ");

/** An owner in a sentence: "the Controller", "Raj (practice manager)". */
export const theOwner = (owner: string): string => (isPersonLabel(owner) ? owner : `the ${owner}`);

/** An owner inside brackets, with no brackets of its own: "Raj, the practice manager". */
export function ownerInBrackets(owner: string): string {
  const m = /^(\p{Lu}[\p{Ll}'’-]+) \((.*)\)$/u.exec(owner);
  if (!m) return theOwner(owner);
  const [, name, role] = m;
  return /^(?:runs|handles|does|manages|looks|takes|is|gère|s)/u.test(role!)
    ? `${name}, who ${role}`
    : `${name}, the ${role}`;
}
