import { challengeLabels } from "@/model/assessment/challenges";
import { knowledgeChallenges } from "./challenges-knowledge";
import { operationsChallenges } from "./challenges-operations";
import type { ChallengeMapping } from "./types";

/** Every challenge slug of model/assessment/challenges.ts, mapped to AI applications and tools. */
export const challengeMappings: Readonly<Record<string, ChallengeMapping>> = {
  ...knowledgeChallenges,
  ...operationsChallenges,
};

export function challengeMapping(slug: string): ChallengeMapping | undefined {
  return Object.hasOwn(challengeMappings, slug) ? challengeMappings[slug] : undefined;
}

/** The text of a challenge slug, as the executive read it. */
export function challengeText(slug: string): string | undefined {
  return challengeLabels.get(slug);
}
