import type { Department } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { productNames } from "@/capabilities/report/content/product-names";
import { knownSystems } from "@/capabilities/report/content/systems";
import {
  AT_CAPACITY_AFTER,
  DOES_AFTER,
  GONE_AFTER,
  MAY_NAME_SOMEONE,
  NOT_HERE,
  NOT_NAMES,
  PATTERNS,
  UNWILLING_AFTER,
} from "@/capabilities/report/content/named-people-patterns";
import { englishTitleOf, isFrenchTitle } from "@/capabilities/report/content/french-titles";
import { isToAppoint } from "./owner-to-appoint";
import { namesWork } from "./person-for-work";

/**
 * The people the executive names in their own words, with the work they do ("Our CFO, Priya",
 * "My husband Raj is the practice manager", "my daughter Simran runs our Instagram", "the chief
 * dispatcher", "notre contrôleuse, Sylvie", "Our IT is one manager"): they own the work of their
 * area, by their name and role as written, rather than a title the company may not have.
 */

/** The work a person does: a department, or narrower work a template gives a manager of its own. */
export type Area =
  Department | "it" | "maintenance" | "dispatch" | "privacy" | "drafting" | "production";

export interface NamedPerson {
  /** "Priya (CFO)", "Simran (runs your Instagram)", "IT Manager", "your daughter". */
  label: string;
  areas: Area[];
}

/** The areas a role's or a task's words show; the narrow ones first. */
const AREA_WORDS: readonly { area: Area; words: RegExp }[] = [
  { area: "it", words: /\b(?:IT|I\.T\.|TI|CTO|CIO)\b|\b(?:informatique|computers?|network)\b/u },
  { area: "privacy", words: /\bprivacy\b|protection des renseignements|vie privée/iu },
  // A dealer's or a shop's service department repairs what it sold: no customer service.
  {
    area: "maintenance",
    words:
      /\b(?:maintenance|entretien|mechanics?|mécanicien\w*)\b|(?<!(?:customer|client|guest|member|food|social|public)\s)\bservice (?:manager|director|lead|supervisor|shop|department|writer|advisor)\b/iu,
  },
  { area: "dispatch", words: /\b(?:dispatch\w*|répartit\w*)/iu },
  {
    area: "finance",
    words:
      /\b(?:cfo|finance|financial|controller|comptroller|bursar|bookkeep\w*|books|accountant|accounting|payroll|contrôleu\w*|comptab\w*|financ\w*|paie)\b/iu,
  },
  {
    area: "marketing",
    words:
      /\b(?:cmo|marketing|communications|instagram|facebook|tiktok|social media|newsletter|brand|loyalty|crm|réseaux sociaux|infolettre)\b/iu,
  },
  {
    area: "hr",
    words:
      /\b(?:chro|hr|rh|people|human resources|(?<!(?:front|back) )office manager|ressources humaines|recrutement)\b/iu,
  },
  {
    area: "drafting",
    words:
      /\b(?:CAD|drafting|drafters?|draftspe(?:rson|ople)|dessinat(?:eur|rice)s?|dessin technique)\b/iu,
  },
  {
    area: "sales",
    words:
      /\b(?:sales|used[- ](?:equipment|cars?|vehicles?|trucks?|machinery)|business development|e-?commerce|ventes|développement des affaires|quotes?|quoting|estimating|estimators?|bids?|bidding|soumissions?|devis|estimat(?:eur|rice)s?)\b/iu,
  },
  {
    area: "customer_service",
    words:
      /\b(?:customer service|guest services|client services|member services|front desk|front office|reception\w*|reservations?|bookings?|service à la clientèle|accueil|réservations?)\b/iu,
  },
  {
    area: "supply_chain",
    words:
      /\b(?:purchasing|procurement|supply chain|logistics|buyer|parts (?:manager|department|counter|lead)|merchandise planning|warehouse|achats|achet(?:eur|euse)s?|approvisionnement|entrepôt)\b/iu,
  },
  // A craft's head (a brewer, a chef, a baker, a grower) runs what is made, not the business's
  // costs or people.
  {
    area: "production",
    words:
      /\b(?:production|brew\w*|winemakers?|cellar\w*|kitchen|chefs?|bakers?|bakery|boulang\w*|brasseu\w*|cuisin\w*|vigneron\w*|(?:head\s+)?growers?|serristes?|maraîch\w*|chefs? de culture)\b/iu,
  },
  {
    area: "operations",
    words:
      /\b(?:coo|ops|operations|plant|production|store operations|general manager|opérations|gérante?|directeur général|directrice générale)\b/iu,
  },
];

/** Who runs a practice or an office runs its front desk, its people and its buying as well. */
const RUNS_THE_PLACE = /\b(?:practice|clinic|(?<!(?:front|back) )office) manager\b|\bgérante?\b/iu;

const TECHNICIAN = /\b(?:technicians?|techniciens?|techniciennes?)\b/iu;

/** The areas a role's or a task's words name, narrow ones first. */
export function areasOf(words: string): Area[] {
  const areas = AREA_WORDS.filter((a) => a.words.test(words)).map((a) => a.area);
  if (RUNS_THE_PLACE.test(words))
    areas.push("operations", "customer_service", "hr", "supply_chain");
  return [...new Set(areas)];
}

/** Capitalised words that open a sentence about work without naming anyone: "Everyone handles…". */
const NOT_PEOPLE = new Set(
  "Everyone Everybody Someone Somebody Nobody Staff Management Corporate Head Office Tout Personne Chacun".split(
    " ",
  ),
);
const PRODUCTS = new Set([...productNames, ...knownSystems.map((s) => s.name.toLowerCase())]);

/**
 * A capitalised word before what it does is a first name unless it is a product ("Square runs
 * our payments", "Acomba handles payroll"), a department ("Marketing handles the newsletter") or
 * a word that opens a sentence.
 */
const isFirstName = (word: string): boolean =>
  !NOT_PEOPLE.has(word) &&
  !PRODUCTS.has(word.toLowerCase()) &&
  !knownSystems.some((s) => "loose" in s && s.loose.test(word)) &&
  areasOf(word).length === 0;

/**
 * A name read before what it does, as a first name and maybe a surname: "Kevin Osei" whole, but
 * "Then Kevin" as "Kevin"; none when no word of it is a name ("Square runs our payments").
 */
function bareName(words: string | undefined): string | undefined {
  const [first, second] = (words ?? "").split(" ");
  if (!first) return undefined;
  if (!isFirstName(first) || NOT_NAMES.has(first))
    return second && isFirstName(second) ? second : undefined;
  return !second || isFirstName(second) ? words : undefined;
}

/**
 * "only our controller" -> "controller"; "the one dispatcher" -> "dispatcher": a role is the words
 * that describe the person, never how many of them there are (review r20: "Kyle Dawson (one dispatcher)").
 */
const cleanRole = (role: string) =>
  role
    .trim()
    .replace(
      /^(?:(?:only|sole|single|lone|one|1|seule?|unique|un|une)\s+)+(?=\p{L}+\s*\p{L})/iu,
      "",
    );

/** How a French title an English report cannot translate is said: "the person you named (maître-bouilleur)". */
const NAMED_AS = "the person you named";

/**
 * A role as the English report says it: a French title in English ("contrôleuse" -> "controller",
 * "directrice marketing" -> "marketing director"), never glued in ("the contrôleur", review r18);
 * any other role as written.
 */
function roleInEnglish(role: string): string {
  const english = englishTitleOf(role);
  return english
    ? english
        .split(" ")
        .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
        .join(" ")
    : role;
}

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

/**
 * The work said before its doer, as what they do: "Wedding and banquet bookings for the Ridge
 * Room" -> "handles wedding and banquet bookings"; "Les soumissions" -> "gère les soumissions".
 */
function workSaid(work: string, french: boolean): string {
  const cut = work.split(/\s+(?:for|at|in|on|by|from|of the|pour|chez|par)\s+/i)[0]!;
  const lower = /^\p{Lu}\p{Ll}/u.test(cut) ? cut[0]!.toLowerCase() + cut.slice(1) : cut;
  if (french) return `gère ${lower}`;
  return `handles ${lower.replace(/^(?:all|our|the)\s+/i, "")}`;
}

/**
 * "IT manager" -> "IT Manager", "head of customer service" -> "Head of Customer Service"; a French
 * title untranslated, as the person named.
 */
function titleOf(role: string): string {
  if (isFrenchTitle(role)) return `${NAMED_AS} (${role})`;
  return role
    .split(/\s+/)
    .map((w, i) =>
      /^[A-Z&]{2,}$/.test(w) || (i > 0 && /^(?:of|and|for|the)$/i.test(w))
        ? w
        : w[0]!.toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(" ");
}

/** The people named in one sentence: each with their label and areas; those with no room for more apart. */
function peopleIn(
  sentence: string,
  title: string,
  full: { names: Set<string>; roles: Set<string> } = { names: new Set(), roles: new Set() },
  doersOnly = false,
): NamedPerson[] {
  const people: NamedPerson[] = [];
  if (!MAY_NAME_SOMEONE.test(sentence)) return people;
  for (const p of PATTERNS)
    for (const m of sentence.matchAll(p.re)) {
      if (NOT_HERE.test(sentence.slice(0, m.index))) continue;
      const after = sentence.slice(m.index + m[0].length);
      if (GONE_AFTER.test(after)) continue;
      if (AT_CAPACITY_AFTER.test(after) || UNWILLING_AFTER.test(after)) {
        // "Karen Doyle (office manager)": both names, and the role, wherever they recur.
        const first = /(\p{Lu}\p{Ll}+)\s+$/u.exec(sentence.slice(0, m.index))?.[1];
        for (const n of [p.name ? m[p.name] : undefined, first]) if (n) full.names.add(n);
        const written = p.role ? m[p.role] : undefined;
        if (written) full.roles.add(written.toLowerCase());
        if (written) full.roles.add(roleInEnglish(cleanRole(written)).toLowerCase());
        continue;
      }
      const name = p.bare
        ? bareName(p.name ? m[p.name] : undefined)
        : p.name
          ? m[p.name]
          : undefined;
      if (name && NOT_NAMES.has(name.split(" ")[0]!)) continue;
      if (p.bare && !name) continue;
      const written = p.role ? m[p.role] : undefined;
      const role = written && cleanRole(p.it ? `IT ${written.toLowerCase()}` : written);
      // The executive's own title is the executive, not someone else.
      if (role && title && role.toLowerCase() === title.toLowerCase()) continue;
      const does = p.leads
        ? `${/\set\s/.test(m[0]) ? "dirige les" : "leads the"} ${m[p.leads]!.toLowerCase()}`
        : p.does
          ? doesWords(m[p.does]!)
          : p.work
            ? workSaid(m[p.work]!, /\b(?:par|c'est|ce sont)\s/iu.test(m[0]))
            : undefined;
      const also = p.also ? m[p.also] : undefined;
      // "Notre directrice des opérations, Nadia, gère les réservations": her work as well.
      const alsoDoes = p.does ? undefined : DOES_AFTER.exec(after)?.[1];
      // A doer is named by the work they do in the sentence ("Julie, notre contrôleuse, fait la
      // paie"), not by a role beside other words ("Our CFO, Priya, tried ChatGPT").
      if (doersOnly && !p.work && !p.does && !(name && alsoDoes)) continue;
      const found = areasOf([role, also, does, alsoDoes].filter(Boolean).join(" "));
      // A technician of no named area (a pharmacy's, a lab's) does the work the business runs on.
      const areas =
        !found.length && role && TECHNICIAN.test(role) ? (["operations"] as Area[]) : found;
      // Someone named with a role of no area ("Our safety director, Tom Beaulieu") or with work a
      // pilot may answer ("Kevin Osei runs scheduling") is kept, by name, for the work their own
      // sentence shows (person-for-work.ts); a bare role is not.
      if (!areas.length && !(name && (role || (does && namesWork(does))))) continue;
      const relation = p.relation ? m[p.relation]!.toLowerCase() : undefined;
      const shown = role && roleInEnglish(role);
      const label = name
        ? `${name} (${shown ?? does})`
        : shown
          ? titleOf(shown)
          : `your ${relation}`;
      people.push({ label, areas });
    }
  return people;
}

/**
 * The first person a clause names, as the answers label them ("Gord Halvorsen (risk and IT
 * partner)", "Carol Makela (VP of Health, Safety and Environment)"): who a rule says approves.
 */
export const personNamedIn = (clause: string): string | undefined =>
  peopleIn(clause, "").find((p) => /\(/.test(p.label))?.label;

const sentencesIn = (answers: AssessmentInput): string[] =>
  THEME_FIELDS.map((f) => answers[f] ?? "")
    .join("\n")
    .split(/(?<=[.!?;])\s+|\n+/);

/** A capitalised first name, with its surname if one follows. */
const SOMEONE = /(?<![\p{L}'’-])(\p{Lu}[\p{Ll}'’-]+)(?:\s\p{Lu}[\p{Ll}'’-]+)?(?![\p{L}'’-])/gu;

/**
 * The names and roles (lower case, as written) of the people the answers say have no room for
 * more, or do not want the change: neither is given a pilot.
 */
export function noRoomOf(answers: AssessmentInput): { names: Set<string>; roles: Set<string> } {
  const title = (answers.executiveTitle ?? "").trim();
  const full = { names: new Set<string>(), roles: new Set<string>() };
  for (const sentence of sentencesIn(answers)) {
    peopleIn(sentence, title, full);
    // "Kevin does not want another program": a name alone, before what they will not do.
    for (const m of sentence.matchAll(SOMEONE))
      if (!NOT_NAMES.has(m[1]!) && UNWILLING_AFTER.test(sentence.slice(m.index + m[0].length)))
        full.names.add(m[0]).add(m[1]!);
  }
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
    !full.names.has(nameOf(p.label) ?? "") &&
    !full.names.has(nameOf(p.label)?.split(" ")[0] ?? "") &&
    !full.roles.has(roleOf(p.label));
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

const nameOf = (label: string) =>
  /^(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?) \(/u.exec(label)?.[1];
const roleOf = (label: string) => (/\(([^)]*)\)$/.exec(label)?.[1] ?? label).toLowerCase();
const sameName = (a: string, b: string) => Boolean(nameOf(a)) && nameOf(a) === nameOf(b);
const sameRole = (a: string, b: string) =>
  (!nameOf(a) || !nameOf(b)) && !a.startsWith("your ") && roleOf(a) === roleOf(b);

/**
 * The person a sentence names doing its work ("Wedding bookings are all done by Tanya",
 * "Estimating takes Brent two full days", "Sophie does marketing"), as the answers label them;
 * none when the sentence names no one that way or they have no room for more. With `doersOnly`
 * false, anyone the sentence names ("Colleen Baptiste, our office manager, trialled Otter.ai").
 */
export function doerIn(
  answers: AssessmentInput,
  people: readonly NamedPerson[],
  sentence: string,
  doersOnly = true,
): string | undefined {
  const title = (answers.executiveTitle ?? "").trim();
  for (const part of sentence.split(/(?<=[.!?;])\s+/))
    for (const doer of peopleIn(part, title, undefined, doersOnly)) {
      const known = people.find((p) => p.label === doer.label || sameName(p.label, doer.label));
      if (known) return known.label;
    }
  return undefined;
}

/** Work narrower than a department, which a sentence's words name outright ("the drafting backlog"). */
const NARROW: readonly Area[] = [
  "it",
  "maintenance",
  "dispatch",
  "drafting",
  "privacy",
  "production",
];

/** The person the answers name for narrow work a sentence is about: "our CAD lead Marco" for "the drafting backlog". */
export const personForWorkIn = (
  people: readonly NamedPerson[],
  sentence: string,
): string | undefined =>
  areasOf(sentence)
    .filter((a) => NARROW.includes(a))
    .map((a) => personFor(people, a))
    .find(Boolean);

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

/**
 * A named person's label, or someone still to be named, takes no article: "owned by Raj (practice
 * manager)", "owned by a person you appoint in operations", "the Controller".
 */
export const isPersonLabel = (owner: string): boolean =>
  /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)? \(/u.test(owner) ||
  owner.startsWith("your ") ||
  owner.startsWith(NAMED_AS) ||
  isToAppoint(owner);

/** An owner in a sentence: "the Controller", "Raj (practice manager)". */
export const theOwner = (owner: string): string => (isPersonLabel(owner) ? owner : `the ${owner}`);

/** An owner inside brackets, with no brackets of its own: "Raj, the practice manager". */
export function ownerInBrackets(owner: string): string {
  const m = /^(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?) \((.*)\)$/u.exec(owner);
  if (!m) return theOwner(owner);
  const [, name, role] = m;
  // A verb whole ("runs the shop", "s'occupe de la paie"), never a title's first letters: "service
  // manager" is no "s'…" (review r18: "Curtis, who service manager").
  return /^(?:runs|handles|does|manages|leads|looks|takes|is|gère|dirige|fait|prépare|s['’]\p{L}+)\s/u.test(
    role!,
  )
    ? `${name}, who ${role}`
    : isFrenchTitle(role!)
      ? `${name}, ${NAMED_AS} (${role})`
      : `${name}, the ${role}`;
}
