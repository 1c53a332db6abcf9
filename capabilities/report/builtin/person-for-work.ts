import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import type { NamedPerson } from "./named-people";

/**
 * The named person whose own sentence shows them doing a pilot's work (review r18 class 8):
 * "Notre contrôleur, Martin Gagné, a essayé Copilot dans Excel pour les prévisions de ventes" owns
 * the forecasting pilot; "our technician Dana fixes the claims Blue Cross rejects" owns the claims
 * pilot, whatever their title's area. Only people named by name, and only work both sides name.
 */

/** Kinds of work, each as the words that name it in English or French. */
const WORK: readonly RegExp[] = [
  /\bforecast\w*|\bprévision\w*/iu,
  /\bschedul\w*|\brosters?\b|\bhoraires?\b/iu,
  /\binvoic\w*|\bfactur\w*|\bbilling\b/iu,
  /\bclaims?\b|\bpre-?approvals?\b|\bprior approvals?\b|\bréclamations?\b/iu,
  /\bquot(?:e|es|ing)\b|\bestimat\w*|\bsoumissions?\b|\bdevis\b/iu,
  /\blistings?\b|\bannonces?\b/iu,
  /\binventor\w*|\breplenish\w*|\bstockouts?\b|\bre-?order\w*|\border(?:ing| lists?)\b|\bpurchase orders?\b|\binventaires?\b|\bréapprovisionn\w*|\bbons? de commande\b/iu,
  /\brecruit\w*|\bhiring\b|\bjob ads?\b|\bjob postings?\b|\bembauch\w*|\brecrut\w*/iu,
  /\bpayroll\b|\bpaie\b/iu,
  /\bdispatch\w*|\brépartition\b/iu,
  /\brout(?:e|es|ing)\b|\btrajets?\b|\bcircuits?\b/iu,
  /\btranslat\w*|\btradu\w*/iu,
  /\b(?:error|fault|trouble) codes?\b|\bdiagnos\w*|\bcodes d['’]erreur\b/iu,
  /\bpric(?:e|es|ing)\b|\bapprais\w*|\btarifs?\b/iu,
  /\bblister\w*|\bdispens\w*/iu,
  /\btraining\b|\bonboarding\b|\bformation\b/iu,
  // Review r26: a QA lead's temperature logs and a plant's HACCP records, a strata manager's
  // minutes, an assistant's newsletters, a BIM lead's Revit work, a service writer's warranty claims.
  /\bhaccp\b|\bfood safety\b|\bQA\b|\bQC\b|\btemperature logs?\b|\bpreventive[- ]controls?\b|\bsanitation\b|\bsalubrité\b/iu,
  /\bminutes\b|\bprocès-verbaux\b/iu,
  /\bnewsletters?\b|\binfolettres?\b/iu,
  /\bBIM\b|\bRevit\b/iu,
  /\bwarrant(?:y|ies)\b|\bgaranties?\b/iu,
];

/** Whether words name a kind of work a pilot may answer: "runs scheduling", "fait la paie". */
export const namesWork = (words: string): boolean => WORK.some((w) => w.test(words));

const nameOf = (label: string) =>
  /^(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)?) \(/u.exec(label)?.[1];

const sentencesOf = (answers: AssessmentInput): string[] =>
  THEME_FIELDS.map((f) => answers[f] ?? "")
    .join("\n")
    .split(/(?<=[.!?;])\s+|\n+/);

/** The named person whose sentence names the same work as `work` (a pilot's words), if one. */
export function personDoingWork(
  answers: AssessmentInput,
  people: readonly NamedPerson[],
  work: string,
): string | undefined {
  const kinds = WORK.filter((w) => w.test(work));
  if (!kinds.length) return undefined;
  const sentences = sentencesOf(answers);
  for (const person of people) {
    const name = nameOf(person.label);
    if (!name) continue;
    const first = name.split(" ")[0]!;
    const own = sentences.filter(
      (s) => s.includes(name) || new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, "u").test(s),
    );
    if (own.some((s) => kinds.some((k) => k.test(s)))) return person.label;
  }
  return undefined;
}
