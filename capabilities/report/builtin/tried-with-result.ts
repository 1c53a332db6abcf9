import type { AssessmentInput } from "@/model/assessment/schemas";
import { NUMBER, numberOf } from "./number-words";
import { BRACKETED, SAVED, resultFigures, runningTry, triedAndHelped } from "./experience";
import { heldSystems } from "./held-systems";
import { sentencesOf } from "./theme-patterns";

/**
 * An AI tool the company piloted or tested that gave a result (review r12 class 3): "We piloted
 * an AI call-scoring tool (Balto) on 6 collectors for 3 months and saw better compliance", "we
 * tested an AI point-cloud classifier in Trimble Business Center … it saved Jas about a day".
 * A pilot in place is a decision to extend or stop at its own scale, and a tool that worked is
 * the baseline of the work it did, never dropped for a new tool bought for the same work. A test
 * still running ("we've been testing X since September", "on teste X depuis septembre", "essai de
 * X en cours") is a pilot in place, whether or not it has a result yet.
 */

export interface TriedWithResult {
  /** The sentence that says so, whole. */
  sentence: string;
  /** The tool by its name ("Balto", "Trimble Business Center"), when the words give one. */
  tool: string | null;
  /** A pilot (run or running), not a one-off test. */
  piloted: boolean;
  /** Still running: decided on what it has measured so far, never on a result it has not given. */
  running: boolean;
  /** Who it ran with: "6 collectors". */
  scope: { count: number; who: string } | null;
  /** How many of those people the company has, from its other answers: 34 collectors. */
  whole: number | null;
  /** The time it saved, as written: "about a day". */
  saved: string | null;
  /** Where it runs when that is a line or a site, not people: { kind: "line", name: "line 2" }. */
  place: { kind: string; name: string } | null;
  /** Its result as two figures, as written: "from 71% to 93%". */
  figures: string | null;
}

/** "on 6 collectors", "with twelve agents", "auprès de 5 conseillers". */
const SCOPE = new RegExp(
  `\\b(?:on|with|for|across|to|sur|avec|auprès de)\\s+(${NUMBER})\\s+(?:of (?:our|the) \\d+\\s+)?([\\p{L}-]{3,}s)\\b`,
  "iu",
);

/**
 * A pilot named by its product, capitalised beside the word: "a Cognex camera pilot", « projet
 * pilote de caméra Cognex ».
 */
const NAMED_PILOT =
  /(?<!\p{L})(?:a|an|our|the)\s+(\p{Lu}[\p{L}\d.&-]+)(?:\s+[\p{Ll}-]+){0,2}\s+pilot(?!\p{L})|(?<!\p{L})pilote\s+(?:de|d['’]|du|avec)\s*(?:[\p{Ll}\p{M}-]+\s+){0,2}(\p{Lu}[\p{L}\d.&-]+)/u;
/** Capitalised words that name no product: "an AI pilot", "our Finance pilot". */
const NO_PRODUCT = /^(?:AI|IA|A\.I\.|GenAI|Finance|Sales|Marketing|Operations|HR|IT)$/u;

/** The tool in brackets, a product the company runs named in the sentence ("in Trimble Business Center"), or the pilot's product. */
function toolOf(sentence: string, answers: AssessmentInput): string | null {
  const bracketed = BRACKETED.exec(sentence)?.[1]?.trim();
  if (bracketed && !/^\d/.test(bracketed)) return bracketed;
  const products = heldSystems(answers).flatMap((h) => (h.product ? [h.product] : []));
  const held = products.find((p) => sentence.includes(p));
  if (held) return held;
  const named = NAMED_PILOT.exec(sentence);
  const product = named?.[1] ?? named?.[2];
  return product && !NO_PRODUCT.test(product) ? product : null;
}

/** Where a pilot runs when it is a line or a site rather than people: "on line 2", « sur la ligne 2 ». */
const PLACE =
  /(?<!\p{L})(?:on|at|in|sur)\s+(?:la\s+)?(line|ligne|site|store|magasin|shift)\s+(\d+|[A-Z])(?!\p{L})/iu;
const PLACE_WORD: Record<string, string> = { ligne: "line", magasin: "store" };

/** How many of those people the other answers count: "34 collectors, recovery rate…". */
function wholeOf(who: string, count: number, answers: AssessmentInput): number | null {
  const text = [answers.otherChallenge, answers.aiFriction, answers.aiExperience].join(" ");
  const counted = new RegExp(`(${NUMBER})\\s+(?:[\\p{L}-]+\\s+)?${who}\\b`, "giu");
  const counts = [...text.matchAll(counted)].map((m) => numberOf(m[1]!) ?? 0);
  const most = Math.max(0, ...counts);
  return most > count ? most : null;
}

function placeOf(sentence: string): TriedWithResult["place"] {
  const m = PLACE.exec(sentence);
  if (!m) return null;
  const kind = PLACE_WORD[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase();
  return { kind, name: `${kind} ${m[2]}` };
}

/** The AI tools the experience answer says were piloted or tested with a result, or are being tested, in its order. */
export function triedWithResult(answers: AssessmentInput): TriedWithResult[] {
  return sentencesOf(answers.aiExperience ?? "")
    .filter((sentence) => triedAndHelped(sentence) || runningTry(sentence))
    .map((sentence) => {
      const running = runningTry(sentence);
      const scoped = SCOPE.exec(sentence);
      const count = scoped ? numberOf(scoped[1]!) : null;
      const scope = scoped && count ? { count, who: scoped[2]!.toLowerCase() } : null;
      return {
        sentence,
        tool: toolOf(sentence, answers),
        piloted: running || /\bpilot\w*|projet pilote/iu.test(sentence),
        running,
        scope,
        whole: scope ? wholeOf(scope.who, scope.count, answers) : null,
        saved: SAVED.exec(sentence)?.[1] ?? null,
        place: placeOf(sentence),
        figures: resultFigures(sentence),
      };
    });
}

/** The pilot of a named tool that gave a result: the brief decides to extend or stop it. */
export const pilotToDecide = (answers: AssessmentInput): TriedWithResult | undefined =>
  triedWithResult(answers).find((t) => t.piloted && t.tool);
