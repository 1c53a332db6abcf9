import type { AssessmentInput } from "@/model/assessment/schemas";
import { heldSystems } from "./held-systems";

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

/** A list of who works there ("Staff: me, two technicians…", « Équipe : moi, deux serristes… », "It's me and two drivers"). */
const TEAM_LIST =
  /^\s*[\p{L}'’ -]{1,30}\s?:|(?<!\p{L})(?:me|moi|myself|moi-même)\s*(?:,|\band\b|\bet\b|\bplus\b)/iu;

/** The sentence only lists the team: it sets the scene, and says nothing of what gets in the way. */
export const listsTheTeam = (sentence: string): boolean => TEAM_LIST.test(sentence);
