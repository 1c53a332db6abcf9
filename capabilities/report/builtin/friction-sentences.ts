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
