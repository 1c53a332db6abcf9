import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Theme } from "@/capabilities/report/content/themes";
import { aiInServiceSaid, ANSWERING_AI } from "./ai-in-service-said";
import { oncePer } from "./once";
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

const SHARE = /(?<![\p{L}\d])(\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|pour cent))(?!\p{L})/iu;

/**
 * The AI answering customers the free text says is in service, with its result; null when none.
 * A wish, a plan or a denial before its name, or a trial still running, is no AI in service.
 */
export const aiInService = oncePer((answers: AssessmentInput): AiInService | null => {
  for (const field of ["aiExperience", "otherChallenge", "aiFriction"] as const)
    for (const sentence of sentencesOf(answers[field] ?? "")) {
      const named = aiInServiceSaid(sentence);
      if (!named || !ANSWERING_AI.test(named[0])) continue;
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
