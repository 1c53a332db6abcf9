/**
 * A confidentiality rule restated in the executive's own terms: what it keeps out ("Unpublished
 * sequence data and partner compounds"), of which tools ("a public AI tool"), and who checks it
 * ("our pharma partners audit this"), never a patient or a cloud service the rule does not name.
 */

/** Who a rule's sentence names first: a person, not material ("We will never put…"). */
const PERSON =
  /^(?:we|i|you|they|our (?:staff|team|people|employees)|staff|nobody|no one|employees|nous|je|on)\b/iu;

/** "Unpublished sequence data and partner compounds can never be uploaded…" -> the subject. */
const SUBJECT =
  /^((?:[\p{L}\p{N}'’-]+,?\s+){1,8}?)(?:(?:can|must|may|should|will|shall|are|is)\s+(?:never|not)|cannot|can't|mustn't|won't|shouldn't)\b/iu;

/** The material the rule keeps out, as its subject names it; null when it names a person first. */
export function ruleMaterial(clause: string): string | null {
  const subject = SUBJECT.exec(clause.trim())?.[1]?.trim().replace(/,$/, "");
  if (!subject || PERSON.test(subject)) return null;
  return (subject.charAt(0).toLowerCase() + subject.slice(1)).replace(/^our\b/, "your");
}

/** The kinds of tool the rule names ("public", "free or personal"), in the order written. */
const KINDS = /\b(public|free|personal|consumer)\b/giu;
export function toolKinds(clause: string): string | null {
  const kinds = [...new Set([...clause.matchAll(KINDS)].map((m) => m[1]!.toLowerCase()))];
  if (!kinds.length) return null;
  return kinds.length === 1 ? kinds[0]! : `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}`;
}

/** Who audits the rule: "our pharma partners audit this" -> "its pharma partners". */
const AUDITORS =
  /\b(?:our|their)\s+((?:[\p{L}-]+\s+)?(?:partners?|clients?|customers?|regulators?|auditors?|funders?|sponsors?))\s+(?:audit|inspect|check|verif)\w*/iu;
export const ruleAuditors = (sentence: string): string | null => {
  const who = AUDITORS.exec(sentence)?.[1];
  return who ? `its ${who.toLowerCase()}` : null;
};

/** A public-tool rule as the report keeps to it: "unpublished … compounds kept out of public AI tools". */
export function publicToolRespect(clause: string): string | null {
  const material = ruleMaterial(clause);
  const kinds = toolKinds(clause);
  return material && kinds ? `${material} kept out of ${kinds} AI tools` : null;
}
