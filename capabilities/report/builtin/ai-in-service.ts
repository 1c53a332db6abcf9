import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Theme } from "@/capabilities/report/content/themes";
import { endOf } from "./ai-uses";
import { runningTry } from "./experience";
import { oncePer } from "./once";
import { NOT_RUNNING } from "./practices-in-place";
import { problemKind } from "./problem-kinds";
import { sentencesOf } from "./theme-patterns";

/**
 * An AI answering customers that is in service, not on trial (review r24): "Depuis janvier, notre
 * robot conversationnel sur le site répond aux questions de pannes; il règle 28 % des clavardages
 * sans agent". What the plan does for that work builds on it, with its result as the baseline,
 * never a new assistant put in its place.
 */

export interface AiInService {
  /** The sentence that says so, whole. */
  sentence: string;
  /** Its result as a share, as written ("28 %"), when the words give one. */
  share?: string;
}

const ANSWERING_AI =
  /(?<!\p{L})(?:chat ?bots?|virtual (?:agents?|assistants?)|AI (?:agents?|assistants?) on (?:our|the) (?:web ?)?site|robots? conversationnels?|agents? conversationnels?|assistants? virtuels?|agents? virtuels?)(?!\p{L})/iu;
const IN_SERVICE =
  /(?<!\p{L})(?:since|depuis|live|in production|en production|en service|answers|handles|settles|resolves|répond|règle|traite|résout)(?!\p{L})/iu;
const SHARE = /(?<![\p{L}\d])(\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|pour cent))(?!\p{L})/iu;

/**
 * The AI answering customers the free text says is in service, with its result; null when none.
 * A wish, a plan or a denial before its name, or a trial still running, is no AI in service.
 */
export const aiInService = oncePer((answers: AssessmentInput): AiInService | null => {
  for (const field of ["aiExperience", "otherChallenge", "aiFriction"] as const)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      const named = ANSWERING_AI.exec(sentence);
      if (!named || !IN_SERVICE.test(sentence) || endOf(sentence)) continue;
      if (NOT_RUNNING.test(sentence.slice(0, named.index)) || runningTry(sentence)) continue;
      const share = SHARE.exec(sentence)?.[1];
      return { sentence: sentence.trim(), ...(share ? { share } : {}) };
    }
  return null;
});

/** A problem's pilot where an AI already answers the customers: it builds on it, never beside it. */
export function onAiInService(
  theme: Theme,
  kind: string | undefined,
  answers: AssessmentInput,
): Theme {
  const action = problemKind(kind);
  const ai = aiInService(answers);
  if (!ai || !action?.ai || !action.inServiceAction) return theme;
  const result = ai.share ? ` (${ai.share} today, as you gave it)` : "";
  return { ...theme, action: action.inServiceAction.replace("{result}", result) };
}
