/**
 * Who in the family uses AI for what, as the family's own words tell it: "My husband Gérald uses
 * ChatGPT … to keep track of my mother's medications" is Gérald, for your mother's medications;
 * « Mon conjoint Stéphane s'en sert pour … l'horaire de hockey de notre fille Léa » is Stéphane,
 * for Léa's schedule. Only the people and uses the words name: a use no kind names, or a sentence
 * that names nobody, gives nothing.
 */
import {
  personUseKinds,
  HEALTH_CONDITION,
  HEALTH_CONDITION_ADVICE,
  OWN_WORDS_ADVICE,
  OWN_WORDS_AGAIN,
  type PersonUseKind,
} from "@/capabilities/report/content/family-person-uses";
import { statedUseIn } from "@/model/scoring/household-uses";

type Pronoun = "his" | "her" | "their" | "your";

interface Person {
  /** How the report names them: "Gérald", "your husband", "your two boys", "you". */
  name: string;
  /** Named by a first name or a relation rather than "I" or "we". */
  third: boolean;
  pronoun: Pronoun;
  start: number;
  end: number;
}

/** One use a person makes of AI, with the advice written for it. */
export interface PersonUse {
  kind: string;
  advice: string;
  /** Information someone's safety rests on: advised first, whoever the words name. */
  safety: boolean;
}

/** Who a safety use is said of when the words name nobody: the household, as "you". */
const HOUSEHOLD: Person = { name: "you", third: false, pronoun: "your", start: 0, end: 0 };

/** A relation in English, the pronoun that goes with it and its French words. */
const RELATIONS: readonly (readonly [english: string, pronoun: Pronoun, french: string])[] = [
  ["partner", "their", "conjointe?|chum|blonde|partenaire"],
  ["spouse", "their", ""],
  ["husband", "his", "mari|époux"],
  ["wife", "her", "femme|épouse"],
  ["son", "his", "fils"],
  ["daughter", "her", "fille"],
  ["mother", "her", "mère"],
  ["father", "his", "père"],
  ["mom", "her", "maman"],
  ["mum", "her", ""],
  ["dad", "his", "papa"],
  ["parents", "their", "parents"],
  ["boys", "their", "garçons"],
  ["girls", "their", "filles"],
  ["kids", "their", ""],
  ["children", "their", "enfants"],
  ["brother", "his", "frère"],
  ["sister", "her", "sœur"],
  ["grandmother", "her", "grand-mère"],
  ["grandfather", "his", "grand-père"],
];

const COUNT = String.raw`(?:two|three|four|twin|deux|trois)\s+`;
/** A first name after the relation, read without the case-blind flag: "my wife Natalie", "Zara's". */
const NAME = /^\s+(\p{Lu}\p{Ll}[\p{L}-]*)(?:['’]s?)?/u;
const RELATION_WORDS = RELATIONS.flatMap(([english, , french]) => [english, french]).filter(
  Boolean,
);
const MENTION = new RegExp(
  String.raw`(?<!\p{L})(?:my|our|mon|ma|mes|notre|nos)\s+(${COUNT})?(${RELATION_WORDS.join("|")})(?!\p{L})|(?<!\p{L})(I|we|je|j['’]|nous|moi)(?!\p{L})`,
  "giu",
);

/** The verb that makes the one before it the user: "uses", "used", « s'en sert ». */
const USE_VERB =
  /^\s*(?:,\s*)?(?:also\s+|aussi\s+)?(?:uses?|used|relies|asks?|asked|plans?|planned|tracks?|tracked|s['’]en sert|s['’]en servent|s['’]en est servie?|l['’]utilise|utilise|a utilisé|ai utilisé|demandes?|demandent|pour)(?!\p{L})/iu;
const PAST =
  /^\s*(?:,\s*)?(?:also\s+)?(?:used|asked|s['’]en est servie?|a utilisé|ai utilisé)(?!\p{L})/iu;
const TOOL = /\b(ChatGPT|Claude|Copilot|Gemini|Perplexity|Meta AI|Alexa|Siri)\b/u;
const POSSESSIVE_BEFORE =
  /(?:\b(?:his|her|their)|(?<!\p{L})(?:sa|son|ses|leur|leurs))\s+(?:\S+\s+)?$/iu;
const FOR_AFTER = /^[^.;,]{0,30}?(?:\b(?:for|from|of)|(?<!\p{L})(?:pour|de|d['’]))\s*$/iu;

function personOf(match: RegExpMatchArray, segment: string): Person {
  const start = match.index!;
  if (match[3])
    return { name: "you", third: false, pronoun: "your", start, end: start + match[0].length };
  const word = match[2]!.toLowerCase();
  const [english, pronoun] =
    RELATIONS.find(
      ([e, , french]) => e === word || new RegExp(`^(?:${french})$`, "iu").test(word),
    ) ?? RELATIONS[0]!;
  const count = match[1]
    ? `${match[1]
        .trim()
        .toLowerCase()
        .replace(/^deux$/, "two")
        .replace(/^trois$/, "three")} `
    : "";
  const name = NAME.exec(segment.slice(start + match[0].length));
  const end = start + match[0].length + (name?.[0].length ?? 0);
  return { name: name?.[1] ?? `your ${count}${english}`, third: true, pronoun, start, end };
}

const possessive = (p: Person) =>
  p.third ? (/s$/.test(p.name) && !/^\p{Lu}/u.test(p.name) ? `${p.name}'` : `${p.name}'s`) : "your";

/** The person a use is for: "my mother's medications", "his plans", "for our two boys", "de notre fille Léa". */
function beneficiary(segment: string, at: number, end: number, people: Person[], user: Person) {
  const before = people.filter((p) => p.end <= at && p !== user && p.third).at(-1);
  if (before && /^(?:\s*\S+){0,2}\s*$/u.test(segment.slice(before.end, at).replace(/['’]s?\b/, "")))
    return before;
  if (POSSESSIVE_BEFORE.test(segment.slice(0, at)))
    return people.filter((p) => p.end <= at && p.third).at(-1) ?? user;
  const after = people.find((p) => p.start >= end && FOR_AFTER.test(segment.slice(end, p.start)));
  return after ?? user;
}

/** The segments a use is told in: sentences, and clauses a comma and "and" join. */
const segmentsOf = (words: string) =>
  words
    .split(/[.;!?\n]+|,\s*(?:and|but|et|mais)\s+|,\s*(?=moi\b)/iu)
    .flatMap(clausesOfUse)
    .map((s) => s.trim())
    .filter(Boolean);

/** "My son uses it for hockey plans and we ask it for birding routes": a second user after "and", once a use is told. */
const NEXT_USER =
  /\s+(?:and|but|et|mais)\s+(?=(?:we|I|my|our|nous|je|j['’]|mon|ma|mes|notre|nos)(?!\p{L}))/giu;
const TOLD_USE =
  /(?<!\p{L})(?:uses?|used|asks?|asked|utilise\w*|s['’]en sert|s['’]en servent)(?!\p{L})/iu;

function clausesOfUse(segment: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of segment.matchAll(NEXT_USER)) {
    if (!TOLD_USE.test(segment.slice(from, m.index))) continue;
    parts.push(segment.slice(from, m.index));
    from = m.index + m[0].length;
  }
  return [...parts, segment.slice(from)];
}

/** Each use a named person makes of AI, in the order told, with its advice. */
export function personUses(words: string | null | undefined): PersonUse[] {
  if (!words) return [];
  const found: PersonUse[] = [];
  let tool = "AI";
  for (const segment of segmentsOf(words)) {
    tool = TOOL.exec(segment)?.[1] ?? tool;
    const people = [...segment.matchAll(MENTION)].map((m) => personOf(m, segment));
    const named =
      people.find((p) => USE_VERB.test(segment.slice(p.end))) ?? people.find((p) => p.start === 0);
    const condition = HEALTH_CONDITION.exec(segment);
    // Words that name nobody give nothing, unless what they tell is someone's safety or health.
    const kinds = named || condition ? personUseKinds : personUseKinds.filter((k) => k.safety);
    const user = named ?? HOUSEHOLD;
    const past = PAST.test(segment.slice(user.end));
    const rest = segment.slice(user.end);
    const offset = user.end;
    const uses = kinds
      .map((kind) => ({ kind, match: kind.words.exec(rest) }))
      .filter((u) => u.match)
      .sort((x, y) => x.match!.index - y.match!.index);
    // A use around a health condition is health-related, whatever the use: one line, the care team's.
    if (condition && !uses.some((u) => u.kind.safety)) {
      found.push(
        aroundCondition(segment, condition, uses[0], { offset, people, user, tool, past }),
      );
      continue;
    }
    const stated = statedUseIn(segment);
    // A use the words state that no kind names still appears, quoted, with general advice.
    if (stated && !uses.length) {
      const again = found.some((f) => f.kind.startsWith("own: "));
      const advice = `${named ? "{Who} {uses} {tool}" : "In the family's words, {tool} is used"} ${stated.link} “${stated.words}”: ${again ? OWN_WORDS_AGAIN : OWN_WORDS_ADVICE}`;
      found.push({
        kind: `own: ${stated.words}`,
        safety: false,
        advice: adviceFor(advice, { user, whom: user, tool, past, said: stated.words }),
      });
      continue;
    }
    let taken = -1;
    for (const { kind, match } of uses) {
      // One kind for one use: "French-immersion practice sheets" are French practice sheets only.
      if (match!.index < taken || found.some((f) => f.kind === kind.kind)) continue;
      taken = match!.index + match![0].length;
      const at = offset + match!.index;
      const whom = beneficiary(segment, at, at + match![0].length, people, user);
      const said = /^[\x20-\x7e]+$/.test(match![0]) ? match![0].toLowerCase() : kind.kind;
      // The one use a clause tells is said in its own words, quoted, before the kind's advice
      // (unless it is for someone else, whom the kind's words name: "your father's medications").
      const own = uses.length === 1 && stated && whom === user ? inOwnWords(kind, stated) : null;
      found.push({
        kind: kind.kind,
        safety: kind.safety === true,
        advice: adviceFor(own ?? kind.advice, { user, whom, tool, past, said }),
      });
    }
  }
  return found;
}

/** The words of a household use around a health condition, and whose the use is. */
interface Around {
  offset: number;
  people: Person[];
  user: Person;
  tool: string;
  past: boolean;
}

/**
 * "You use ChatGPT for your father's meals around a health condition, in your words “My father
 * is diabetic and I plan his meals”: AI is not medical advice; …".
 */
function aroundCondition(
  segment: string,
  condition: RegExpExecArray,
  use: { kind: PersonUseKind; match: RegExpExecArray | null } | undefined,
  { offset, people, user, tool, past }: Around,
): PersonUse {
  const match = use?.match;
  const at = match ? offset + match.index : condition.index;
  const whom = match
    ? beneficiary(segment, at, at + match[0].length, people, user)
    : (people.filter((p) => p.third && p.end <= at).at(-1) ?? user);
  const said = !match
    ? "care"
    : /^[\x20-\x7e]+$/.test(match[0])
      ? match[0].toLowerCase()
      : use.kind.kind;
  const words = segment.length <= 120 ? segment : condition[0];
  return {
    kind: `health: ${said}`,
    safety: true,
    advice: adviceFor(HEALTH_CONDITION_ADVICE.replace("{condition}", words), {
      user,
      whom,
      tool,
      past,
      said,
    }),
  };
}

/** An English quotation of the use: the family's words kept, a French clause left to the kind's own words. */
const ENGLISH = /^[\x20-\x7e’]+$/;

/** "{Who} {uses} {tool} to “plan our hunting trips”: confirm bookings…", or null where the kind's advice has no such opening. */
function inOwnWords(kind: PersonUseKind, stated: { link: string; words: string }): string | null {
  const colon = kind.advice.indexOf(": ");
  if (!kind.advice.startsWith("{Who} {uses} {tool} ") || colon < 0 || !ENGLISH.test(stated.words))
    return null;
  return `{Who} {uses} {tool} ${stated.link} “${stated.words}”${kind.advice.slice(colon)}`;
}

interface Told {
  user: Person;
  whom: Person;
  tool: string;
  past: boolean;
  /** The use as the words name it, in English ("woodworking projects"). */
  said: string;
}

function adviceFor(text: string, { user, whom, tool, past, said }: Told): string {
  const who = user.third ? user.name : "you";
  const slots: Record<string, string> = {
    Who: who.charAt(0).toUpperCase() + who.slice(1),
    uses: past ? "used" : user.third ? "uses" : "use",
    tool,
    words: said,
    owner: possessive(user),
    whose: whom === user && user.third ? user.pronoun : possessive(whom),
    whom: whom.name,
    their: whom === user && !user.third ? "your" : whom.pronoun,
    they: whom.third
      ? ({ his: "he", her: "she", their: "they", your: "you" } as const)[whom.pronoun]
      : "you",
  };
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => slots[name] ?? slot);
}
