import type { AssessmentInput } from "@/model/assessment/schemas";
import { productNames } from "@/capabilities/report/content/product-names";
import { heldSystems } from "./held-systems";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { oncePer } from "./once";
import { sentencesOf, withoutSentences } from "./theme-patterns";

/** An amount of money ("$100 a month", "4 000 $ par année"): a budget, which the plan keeps to. */
const AMOUNT = /\$\s?\d|\d[\d\s,.]*\s?(?:\$|k\$|dollars?)(?!\p{L})/iu;

/**
 * A sentence of the friction answer that only states a fact the plan works with: a budget, or a
 * list of the systems the company runs ("ERP is SAP Business One, recipes are in ChefTec"). It
 * is read elsewhere, and quoted as a friction it would read as a seam (review r17 class 11).
 */
export function statesAFact(sentence: string, answers: AssessmentInput): boolean {
  if (AMOUNT.test(sentence)) return true;
  const named = heldSystems(answers).filter(
    (s) => s.product && sentence.toLowerCase().includes(s.product.toLowerCase()),
  );
  return named.length >= 2;
}

/** Money or approval given: "approved", "set aside", « accordé ». */
const GRANTED =
  /\b(?:approved|granted|allocated|set aside|earmarked|budgeted|secured|committed|signed off on)\b|(?<!\p{L})(?:approuv|accord|allou|débloqu|obtenu|réserv)\p{L}*/iu;
/** What was given: an amount, a budget, funding. */
const MEANS = new RegExp(
  `${AMOUNT.source}|\\b(?:budget|funding|funds|grant)\\b|(?<!\\p{L})(?:budget|financement|subvention|fonds)(?!\\p{L})`,
  "iu",
);
const NOT_GIVEN =
  /\b(?:not|no|never|yet to|until|unless|needs?|requires?)\b|n['’]t\b|(?<!\p{L})(?:pas|aucun\p{L}*|jamais)(?!\p{L})/iu;

/**
 * A sentence that states means already given ("The board approved C$150,000 for this"): an
 * asset the plan spends, never an obstacle or a constraint to quote as one (review r20 class 2).
 */
export function grantsMeans(sentence: string): boolean {
  // "No budget line for AI yet, but the board approved C$250k": what comes after "but" stands.
  const last = sentence.split(CONTRAST).at(-1)!;
  return GRANTED.test(last) && MEANS.test(last) && !NOT_GIVEN.test(last);
}
const CONTRAST = /,?\s+(?:but|however|though|mais|cependant|toutefois)\s+/iu;

/** Whether any free-text answer states money already given for AI: the plan has a budget. */
export const meansGranted = oncePer((answers: AssessmentInput): boolean =>
  THEME_FIELDS.some((field) => sentencesOf(answers[field] ?? "").some(grantsMeans)),
);

/** The text without its sentences that state means already given; "" when nothing else is said. */
export const withoutGrantedMeans = (text: string): string => withoutSentences(text, grantsMeans);

/** A rule the executive sets on AI ("We will never use facial recognition on students"), in English and French. */
const RULE = [
  /\b(?:never|will not|won['’]t|do not want|don['’]t want|refuse to|must not|may not|shall not)\s+(?:\p{L}+\s+){0,2}?(?:use|send|share|upload|put|let|allow|answer|replace|decide|record|film|store|hand)\p{L}*/iu,
  /\b(?:ne|n['’])\s*(?:\p{L}+\s+)?(?:utilis|envoi|envoy|partag|télévers|mett|laiss|permett|répond|remplac|décid|enregistr|film)\p{L}*\s+(?:jamais|pas|aucun\p{L}*)\b/iu,
  /\b(?:jamais|refusons de|refuse de)\s+(?:\p{L}+\s+){0,2}?(?:utilis|envoy|partag|télévers|mettr|laiss|permettr|répond|remplac|décid|enregistr|film)\p{L}*/iu,
];

/**
 * A sentence of the friction answer that sets a rule, whether the constraint reader took it as one
 * (`Constraint.clause`) or not: the plan keeps to it, and quoted as what slows adoption it would
 * misread the executive (review r18 class 5). Budgets are facts (`statesAFact`), not rules.
 */
export function statesARule(
  sentence: string,
  constraints: readonly { class: string; clause: string }[],
): boolean {
  if (RULE.some((rule) => rule.test(sentence))) return true;
  const clauses = constraints.filter((c) => c.class !== "budget").map((c) => c.clause.trim());
  return clauses.some(
    (clause) => clause && (sentence.includes(clause) || clause.includes(sentence)),
  );
}

/** A refusal of AI itself ("Our hygienists refuse to use AI for charting", « jamais l'IA »). */
const REFUSES_AI =
  /(?<!\p{L})(?:never|will not|won['’]t|do not want|don['’]t want|refuses?|refused|refusing|must not|may not|not allowed to|jamais|refus\p{L}*)(?:\s+[\p{L}'’-]+){0,4}?\s+(?:AI|A\.I\.|artificial intelligence|chatbots?|ChatGPT|Copilot|bots?|l['’]IA|IA|intelligence artificielle)(?!\p{L})|^(?:It|The (?:[\p{L}-]+ ){0,2}(?:service|bot|agent|assistant|tool))\s+(?:must|may|will|can|should|shall)\s+(?:never|not)\b/u;

/**
 * The sentence refuses AI for some work: the work it names is the executive's red line or their
 * staff's resistance, never the need a quick win or a pilot answers (review r20 class 4); so does
 * one that bars an AI tool just named ("It must never give clinical advice, quote fees…", r25).
 */
export const refusesAi = (sentence: string): boolean => REFUSES_AI.test(sentence);

/** A list of who works there ("Staff: me, two technicians…", « Équipe : moi, deux serristes… », "It's me and two drivers"). */
const TEAM_LIST =
  /^\s*[\p{L}'’ -]{1,30}\s?:|(?<!\p{L})(?:me|moi|myself|moi-même)\s*(?:,|\band\b|\bet\b|\bplus\b)/iu;

/** The sentence only lists the team: it sets the scene, and says nothing of what gets in the way. */
export const listsTheTeam = (sentence: string): boolean => TEAM_LIST.test(sentence);

/** Words that say what holds the work back, in English and French. */
export const FRICTION_WORDS =
  /(?<!\p{L})(?:no|not|never|nobody|no one|none|can't|cannot|won't|without|unapproved|lack\w*|too|hard|difficult|afraid|fear\w*|worr\w*|wary|sceptic\w*|skeptic\w*|concern\w*|resist\w*|busy|time|slow\w*|costs?|expensive|old|outdated|manual\w*|paper|spread|silo\w*|messy|pas|aucun\w*|personne|manque\w*|trop|difficile|peur|inqui\w+|temps|lent\w*|coût\w*|cher|vieux|vieil\w*|papier|sans)(?!\p{L})/iu;

/** A use of an AI product, or of "AI", the sentence tells of: "uses Otter.ai", "60 Copilot licences". */
const PRODUCT = new RegExp(`(?<![\\p{L}])(?:${productNames.join("|")}|AI|IA)(?![\\p{L}])`, "iu");
const USE =
  /\b(?:uses?|using|used|tried|tries|runs|licen[cs]es?|seats|subscriptions?)\b|(?<!\p{L})(?:utilis\p{L}*|essay\p{L}*)(?!\p{L})/iu;

/**
 * The sentence tells of AI already in use ("One of our shift supervisors uses Otter.ai to
 * transcribe the toolbox talks"): what is in place, never quoted as what holds AI back when no
 * word of it says so (review r20 class 6).
 */
export const tellsOfUse = (sentence: string): boolean =>
  USE.test(sentence) && PRODUCT.test(sentence);

/** The friction answer without the sentences that only tell of AI in use: no obstacle to remove. */
export const withoutUseTold = (text: string): string =>
  withoutSentences(text, (s) => tellsOfUse(s) && !FRICTION_WORDS.test(s));
