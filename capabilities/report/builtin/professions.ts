import type { Industry } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeText } from "@/capabilities/report/content/challenges";
import { professionDefinition, professions } from "@/capabilities/report/content/professions";
import type { NamedSystem } from "@/capabilities/report/content/systems";
import type { ThemeField } from "@/capabilities/report/content/themes";
import type { Profession } from "@/capabilities/report/content/types";
import type { ToolEvidence } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import { readableClauses } from "./free-text";
import { compileSignal, sightingIn, type Recogniser } from "./recogniser";
import { compileKeywords, firstMatch, oneLine, withoutPhrases } from "./theme-patterns";
import { FOR_CUSTOMERS } from "@/capabilities/report/content/customer-words";

/**
 * The professions the answers show (a law firm, a dental practice, a hotel), each with the
 * answers that show it: a system only that profession runs, the profession's words in the
 * company's name, the title or the free text (read like the themes), or a challenge only it
 * chooses. The industry option never shows a profession on its own.
 */

export interface ProfessionEvidence extends ToolEvidence {
  profession: Profession;
  /** Read from a sentence that says what the company is or does ("We run six radio stations"). */
  states?: true;
}

/** The answers read for words, and how each is read (the systems answer ignores bare lists). */
const WORDED: readonly {
  answer: ToolEvidence["answer"];
  field: ThemeField;
  of: keyof AssessmentInput;
}[] = [
  { answer: "company", field: "otherChallenge", of: "companyName" },
  { answer: "title", field: "otherChallenge", of: "executiveTitle" },
  { answer: "otherChallenge", field: "otherChallenge", of: "otherChallenge" },
  { answer: "aiFriction", field: "aiFriction", of: "aiFriction" },
  { answer: "aiExperience", field: "aiExperience", of: "aiExperience" },
  { answer: "otherPlatforms", field: "otherPlatforms", of: "otherPlatforms" },
];

const compiled = professions.map((definition) => {
  const recogniser = compileSignal(definition, true);
  const names = definition.names?.length ? compileKeywords(definition.names) : null;
  return { definition, recogniser, names };
});

/** The company's name shows the profession by a word only a name carries ("… Bank", "… Savings"). */
function inName(name: string, names: RegExp | null, unless: RegExp | null): boolean {
  return names !== null && firstMatch(withoutPhrases(name, unless), names) >= 0;
}

/**
 * Words before a profession that make it a partner or a body the company answers to, never what it
 * is: "joint ventures with First Nations development corporations", "registered with APEGA", "we
 * sponsor the local symphony".
 */
const PARTNERS_OR_BODIES =
  /\b(?:joint[- ]ventures?(?:\s+partners?)?\s+with|partner(?:s|ed|ing)?\s+with|partnerships?\s+with|in\s+partnership\s+with|co-?owned\s+with|on\s+behalf\s+of|sponsor(?:s|ed|ing)?|(?:donates?|donated|donating)\s+to|commanditaires?\s+(?:de|du|des)|commandit(?:e|ons|ent)|(?:registered|licensed|certified|accredited)\s+(?:with|by)|members?\s+of|reports?\s+to|files?\s+with|coentreprises?\s+avec|en\s+partenariat\s+avec|partenaires?\s+(?:de|avec)|au\s+nom\s+de|membres?\s+(?:de|du|des)|inscrits?\s+(?:à|au|auprès)|relève\s+de)\s+(?:[\p{L}\d'’-]+,?\s+){0,6}$/iu;

/** Words after a profession that make it the company's customers or partners: "hotel accounts", "First Nation partners". */
const AS_CUSTOMERS =
  /^\s*(?:accounts?\b(?!\s+for)|clients?\b|customers?\b|partners?\b|partenaires?\b)/iu;

/**
 * A credential one person holds ("P.Eng.", "CPA") shows who is on staff, not what the company is:
 * an agrologists' firm with one P.Eng. is no engineering firm. Its name and title still show it.
 */
const CREDENTIAL = /^(?:p\.?\s?eng\.?|cpas?|b\.?c\.?l\.?s\.?)$/i;

/**
 * A professional the company deals with, named in passing: "a lawyer's letter", "our accountant",
 * "the engineer", « notre avocat ». One such person (or their letter) shows who the company
 * hires or hears from, never what it is; "our engineers" (its staff) and "I am a lawyer" still do.
 */
const PROFESSIONAL =
  /^(?:lawyers?|attorneys?|barristers?|solicitors?|notar(?:y|ies)|paralegals?|accountants?|bookkeepers?|auditors?|actuar(?:y|ies)|(?:structural |civil |consulting )?engineers?|architects?|surveyors?|avocate?s?|notaires?|comptables?|ingénieure?s?(?: civile?s?)?|architectes?|arpenteurs?(?:-géomètres?)?)$/iu;
const ONE_PERSON_BEFORE =
  /(?:^|[^\p{L}])(?:(?:a|an|the|our|my|his|her|their|your|its|one|un|une|le|la|notre|mon|ma|son|sa|leur|votre)\s+|l['’]\s*)(?:[\p{L}-]+\s+)?$/iu;
const POSSESSIVE_AFTER = /^(?:['’]s?|s['’])(?![\p{L}])/u;
const IS_ONE =
  /\b(?:i am|i['’]m|i was|we are|we['’]re|as an?|je suis|nous sommes|en tant qu['’]e?)\s+(?:an?\s+|une?\s+)?$/iu;

/** Whether the clause shows the profession only by a professional it deals with, named in passing. */
function passingMention(clause: string, recogniser: Recogniser): boolean {
  const evidence = sightingIn([{ clause, read: clause }], recogniser)?.evidence ?? [];
  return evidence.some((word) => {
    if (!PROFESSIONAL.test(word.trim())) return false;
    const at = clause.toLowerCase().indexOf(word.toLowerCase());
    if (at < 0) return false;
    const before = clause.slice(0, at);
    const after = clause.slice(at + word.length);
    if (IS_ONE.test(before)) return false;
    const singular = !/s$/iu.test(word.trim()) || /^notaires?$|^notary$/iu.test(word.trim());
    return POSSESSIVE_AFTER.test(after) || (singular && ONE_PERSON_BEFORE.test(before));
  });
}

/**
 * A sentence that says what the company is or does: "We run six radio stations", "We are a
 * credit union", « Nous exploitons quatre stations ». What it shows outranks what other
 * sentences only mention.
 */
const STATES_WHAT_IT_IS =
  /^(?:we are|we['’]re|we run(?! (?:out|short|late|behind|low|over)\b)|we operate|we own|we publish|we broadcast|i run|i own|i operate|our (?:company|firm|business|practice|group|organi[sz]ation) (?:is|runs|operates|owns)|nous sommes|nous exploitons|nous publions|nous possédons|nous diffusons|on exploite|on est|notre (?:entreprise|société|firme|groupe|cabinet) (?:est|exploite))\b/iu;

/** The answer's words before the clause, within its sentence: a list cut into clauses is read whole. */
function sentenceBefore(text: string, clause: string): string {
  const at = text.indexOf(clause);
  if (at < 0) return "";
  const before = text.slice(0, at);
  return before.slice(Math.max(0, before.search(/[^.!?]*$/)));
}

/** Whether the profession's sighting in the clause names the company's customers, partners or a body it answers to. */
function namesCustomers(clause: string, recogniser: Recogniser, text: string): boolean {
  const evidence = sightingIn([{ clause, read: clause }], recogniser)?.evidence[0];
  if (!evidence) return false;
  const at = clause.toLowerCase().indexOf(evidence.toLowerCase());
  if (at < 0) return false;
  if (AS_CUSTOMERS.test(clause.slice(at + evidence.length))) return true;
  const before = `${sentenceBefore(text, clause)}${clause.slice(0, at)}`;
  return before.trim() !== "" && (FOR_CUSTOMERS.test(before) || PARTNERS_OR_BODIES.test(before));
}

/** Whether the clause shows the profession only by a credential someone on staff holds. */
function credentialOnly(clause: string, recogniser: Recogniser): boolean {
  const evidence = sightingIn([{ clause, read: clause }], recogniser)?.evidence ?? [];
  return evidence.length > 0 && evidence.every((e) => CREDENTIAL.test(e.trim()));
}

/** The company's name and title are quoted whole; the free text by the clause that shows it. */
const said = (answer: ToolEvidence["answer"], text: string, clause: string) =>
  answer === "company" || answer === "title" ? text.trim() : `“${oneLine(clause, 90)}”`;

export function professionsOf(
  answers: AssessmentInput,
  systems: readonly NamedSystem[],
  challengeSlugs: readonly string[],
): ProfessionEvidence[] {
  const read = WORDED.flatMap(({ answer, field, of }) => {
    const text = answers[of];
    return typeof text === "string" && text.trim()
      ? [{ answer, text, clauses: readableClauses(text, field) }]
      : [];
  });
  const shown: ProfessionEvidence[] = [];
  for (const { definition, recogniser, names } of compiled) {
    const profession = definition.id;
    for (const system of systems)
      if ((definition.systems as readonly string[]).includes(system.id))
        shown.push({ profession, answer: "system", says: system.name });
    for (const { answer, text, clauses } of read) {
      // "snow clearing for 31 condo property managers": a customer's profession, not the company's;
      // "a JV with a First Nation's development corporation", "one P.Eng. on staff": nor a partner's or a credential's;
      // "sometimes a lawyer's letter", "our accountant": nor a professional it deals with.
      const own =
        answer === "company" || answer === "title"
          ? clauses
          : clauses.filter(
              (c) =>
                !namesCustomers(c.clause, recogniser, text) &&
                !credentialOnly(c.clause, recogniser) &&
                !passingMention(c.clause, recogniser),
            );
      // A sentence that says what the company is or does shows it before one that only mentions it.
      const stating =
        answer === "company" || answer === "title"
          ? []
          : own.filter((c) =>
              STATES_WHAT_IT_IS.test(`${sentenceBefore(text, c.clause)}${c.clause}`.trim()),
            );
      const statement = sightingIn(stating, recogniser);
      const sighting = statement ?? sightingIn(own, recogniser);
      if (sighting)
        shown.push({
          profession,
          answer,
          says: said(answer, text, sighting.clause),
          ...(statement ? { states: true as const } : {}),
        });
      else if (answer === "company" && inName(text, names, recogniser.unless))
        shown.push({ profession, answer, says: text.trim() });
    }
  }
  // A challenge shows a profession unless the words or systems show another of the same
  // industry that rules it out (a dental group's clinician burden is not a physician's; a bank
  // still lends).
  for (const { definition, recogniser } of compiled) {
    // Another kind entered under the same option counts however it is usually entered: a golf
    // course's "pricing and occupancy" shows no hotel, a collection agency's credit decisions no lender.
    const others = shown.some((e) => {
      const other = professionDefinition(e.profession);
      return (
        e.profession !== definition.id &&
        e.answer !== "challenge" &&
        (other.industry === definition.industry ||
          (other.alsoUnder?.includes(definition.industry) ?? false)) &&
        !other.alongside?.includes(definition.id)
      );
    });
    // Nor where the words say the profession is wrong (a ski hill's "pricing and occupancy").
    const { unless } = recogniser;
    if (others || (unless && read.some(({ text }) => firstMatch(text, unless) >= 0))) continue;
    for (const slug of definition.challenges ?? [])
      if (challengeSlugs.includes(slug))
        shown.push({ profession: definition.id, answer: "challenge", says: challengeText(slug)! });
  }
  return shown;
}

/** How strongly an answer shows a profession: a system only it runs, its name, then the rest. */
const STRENGTH: Partial<Record<ToolEvidence["answer"], number>> = {
  system: 0,
  company: 1,
  title: 2,
  otherPlatforms: 3,
  otherChallenge: 4,
  aiFriction: 4,
  aiExperience: 4,
  challenge: 5,
};
/** A sentence that says what the company is comes after its name and the title, before any mention. */
const STATED = 2.5;
const strength = (e: ProfessionEvidence) => (e.states ? STATED : (STRENGTH[e.answer] ?? 6));

/** What the company says it is: its name and the executive's title. */
const IDENTITY: readonly ToolEvidence["answer"][] = ["company", "title"];
/** What the company says it is: its name, the title, or a sentence saying what it is or does. */
const identity = (e: ProfessionEvidence) => IDENTITY.includes(e.answer) || e.states === true;

/** The answers in the executive's own words: what they say the company is. */
const WORDS: readonly ToolEvidence["answer"][] = [
  "company",
  "title",
  "otherChallenge",
  "aiFriction",
  "aiExperience",
];

/**
 * A system several trades run (7shifts in a taproom, a café or a shop) does not make the company
 * the profession it was listed for when the executive's own words show another of the same
 * industry: a craft brewery that schedules in 7shifts is no restaurant.
 */
function systemGivesWay(profession: Profession, shown: readonly ProfessionEvidence[]): boolean {
  const own = shown.filter((e) => e.profession === profession);
  if (own.some((e) => WORDS.includes(e.answer))) return false;
  if (!own.some((e) => e.answer === "system")) return false;
  const { industry } = professionDefinition(profession);
  return shown.some((e) => {
    if (e.profession === profession || !WORDS.includes(e.answer)) return false;
    const other = professionDefinition(e.profession);
    return (
      (other.industry === industry || (other.alsoUnder?.includes(industry) ?? false)) &&
      !other.alongside?.includes(profession)
    );
  });
}

/**
 * The professions whose regulators, rules and words govern the company, strongest evidence
 * first, each with the answer that shows it best: those shown under an industry option they
 * sit under (or "Other"); a system only they run counts there too, never across industries (Applied
 * Epic does not make an insurance broker a clinic). A technology firm whose lawyers are
 * mentioned is not a law firm; a dental practice that chose "Other" is still one.
 */
export function governingProfessions(
  industry: Industry,
  shown: readonly ProfessionEvidence[],
): ProfessionEvidence[] {
  const fits = (e: ProfessionEvidence) => {
    const d = professionDefinition(e.profession);
    return (
      industry === "other" || d.industry === industry || (d.alsoUnder?.includes(industry) ?? false)
    );
  };
  // Equally strong, the kind of institution comes before what it does besides (a credit union, then lending).
  const beside = (x: ProfessionEvidence, y: ProfessionEvidence) =>
    professionDefinition(x.profession).alongside?.includes(y.profession) ? -1 : 0;
  const order = (x: ProfessionEvidence, y: ProfessionEvidence) =>
    strength(x) - strength(y) || beside(x, y) - beside(y, x);
  const best = new Map<Profession, ProfessionEvidence>();
  for (const e of [...shown]
    .filter(fits)
    .filter((e) => !systemGivesWay(e.profession, shown))
    .sort(order))
    if (!best.has(e.profession)) best.set(e.profession, e);
  // A mortgage brokerage's "mortgages" show no lender; a name that says insurer outweighs words about brokers.
  const ruledOut = (e: ProfessionEvidence) =>
    [...best.values()].some(
      (o) =>
        professionDefinition(o.profession).rulesOut?.includes(e.profession) &&
        strength(o) <= strength(e),
    );
  // What the company's name, the title or a sentence saying what it is shows outranks a subject its
  // words only mention (an immigration consultancy's "study-permit cap" makes no college, a funeral
  // home's "kitchen table" no restaurant, six radio stations' "newsroom" no newspaper).
  const identities = [...best.values()].filter(identity);
  const mentionedOnly = (e: ProfessionEvidence) =>
    !identity(e) &&
    e.answer !== "system" &&
    identities.some(
      (o) =>
        o.profession !== e.profession &&
        !professionDefinition(o.profession).alongside?.includes(e.profession) &&
        !professionDefinition(e.profession).alongside?.includes(o.profession),
    );
  return [...best.values()].filter((e) => !ruledOut(e) && !mentionedOnly(e));
}

/** The professions that govern this company, strongest evidence first. */
export const governingOf = (ctx: Pick<Context, "industry" | "professions">): Profession[] =>
  governingProfessions(ctx.industry, ctx.professions).map((e) => e.profession);
