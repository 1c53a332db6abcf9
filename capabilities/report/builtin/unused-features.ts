import type { AssessmentInput } from "@/model/assessment/schemas";
import { knownSystems } from "@/capabilities/report/content/systems";
import { UNUSED_FEATURES, unusedFeaturesIn } from "@/capabilities/report/content/unused-features";
import type { HeldSystem } from "./held-systems";
import { quoteFor } from "./quote-for";
import { sentencesOf, withoutSentences } from "./theme-patterns";
import { PROBLEM } from "./problem-words";
import { escapeRegExp } from "@/platform/regexp";

/**
 * A system in place whose automation or AI the words say is unused (review r22 class 3: "We
 * bought Bullhorn two years ago and have never used its automation features"): the pilot on the
 * work it covers switches those features on and measures them, before any new tool is proposed.
 */

const FIELDS = ["aiExperience", "aiFriction", "otherChallenge", "otherPlatforms"] as const;

/** Whether the sentence names the system: its product as written, its first word, or its known pattern. */
function names(system: HeldSystem, sentence: string): boolean {
  const known = knownSystems.find((k) => k.id === system.ref);
  if (known?.pattern.test(sentence)) return true;
  const product = system.product?.trim();
  if (!product) return false;
  const head = product.split(/\s+/)[0]!;
  return [product, head]
    .filter((name) => name.length > 2)
    .some((name) =>
      new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, "iu").test(sentence),
    );
}

/** The features of this system the answers say are unused, with the sentence that says so; null when none. */
export function unusedFeaturesOf(
  system: HeldSystem,
  answers: AssessmentInput,
): HeldSystem["unused"] | null {
  for (const field of FIELDS) {
    const text = answers[field];
    if (typeof text !== "string" || !text.trim()) continue;
    for (const sentence of sentencesOf(text)) {
      if (!names(system, sentence)) continue;
      const features = unusedFeaturesIn(sentence);
      if (features) return { features, quote: quoteFor(text, sentence, 220) };
    }
  }
  return null;
}

/** The held systems whose automation or AI the answers say is unused. */
export const withUnusedFeatures = (held: readonly HeldSystem[]): HeldSystem[] =>
  held.filter((s) => s.unused !== undefined);

/**
 * The answer without the sentences that only say a system's features are unused ("We bought
 * Bullhorn two years ago and have never used its automation features"): what is left tells of AI
 * use or problems. A sentence that also states a problem is kept.
 */
export function withoutUnusedSystems(text: string | null | undefined): string | null | undefined {
  if (!text) return text;
  const kept = withoutSentences(text, (sentence) => {
    const unused = UNUSED_FEATURES.exec(sentence);
    return unused !== null && !PROBLEM.test(sentence.replace(unused[0], " "));
  });
  return kept.trim() ? kept : null;
}
