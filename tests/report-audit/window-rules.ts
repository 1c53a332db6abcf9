import { MONTHS } from "@/capabilities/report/builtin/text";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";
import { timingSentencesIn } from "./timing-corpus";
import { datedStarts } from "./timing-rules";

/**
 * Two things a reader checks against the rest of the document (issue 34, round 18):
 * - the window the executive offers for something new ("our quiet months are November to March",
 *   "we can only try new things in winter", « l'été est plus calme »), labelled in the timing
 *   corpus: the first pilot starts inside it, never after it or in the busy months outside it;
 * - a body or role a later phase says was "formed in phase 1" (a steering group): phase 1 forms it.
 */

const monthLabel = (m: number) => `${MONTHS[m % 12]} ${Math.floor(m / 12)}`;

/** Every dated start of the first pilot that falls wholly outside the window the words offer. */
function startsOutsideWindow(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const texts = [
    input.answers.otherChallenge,
    input.answers.aiFriction,
    input.answers.aiExperience,
  ];
  const windows = timingSentencesIn(texts).flatMap((s) => (s.window ? [s.window] : []));
  if (!windows.length) return [];
  const inWindow = (m: number) => windows.every((w) => w.includes(m % 12));
  return datedStarts(docs, input.createdAt)
    .filter((s) => s.firstPilot && !s.when.months.some(inWindow))
    .map((s) => ({
      rule: STORY_RULES.outsideWindow,
      detail: `${s.path}: "${s.text}" starts the first pilot in ${s.when.months.map(monthLabel).join(", ")}, outside the months the executive offers`,
    }));
}

/** "the steering group formed in phase 1", "the champions named in phase 1": what phase 1 must form. */
const FORMED_IN_PHASE_ONE =
  /\b(?:the|a|an) ((?:[\p{L}-]+ ){0,2}(?:group|committee|council|team|champions?|sponsor|lead))\s+(?:formed|set up|created|named|appointed|put in place|established)\s+in phase 1\b/giu;

/** Every later claim that phase 1 formed a body its own text never forms. */
function formedNowhere(docs: AuditedDocuments): Violation[] {
  const phaseOne = [
    docs.roadmap.phases[0]?.description ?? "",
    ...strings(docs.reportData.roadmap?.phase1 ?? {}, "").map((s) => s.text),
  ]
    .join(" ")
    .toLowerCase();
  const all = [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")];
  return all.flatMap(({ path, text }) =>
    // A literal search first: the pattern is long and few strings say "in phase 1".
    [...(/in phase 1/i.test(text) ? text.matchAll(FORMED_IN_PHASE_ONE) : [])]
      .filter((m) => !phaseOne.includes(m[1]!.toLowerCase()))
      .map((m) => ({
        rule: STORY_RULES.formedNowhere,
        detail: `${path}: "${m[0]}", but phase 1 never forms ${m[1]}`,
      })),
  );
}

/** Both disagreements, for the one-story audit. */
export function windowRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  return [...startsOutsideWindow(input, docs), ...formedNowhere(docs)];
}
