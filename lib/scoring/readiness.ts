import { findImprovements, type ReadinessImprovement } from "./readiness-improvements";
import {
  scorePillars,
  sumPoints,
  type ReadinessAnswers,
  type ReadinessPillar,
} from "./readiness-pillars";

export type { ReadinessAnswers, ReadinessPillar, ReadinessPillarKey } from "./readiness-pillars";
export type { ReadinessChange, ReadinessImprovement } from "./readiness-improvements";
export { readinessChanges } from "./readiness-improvements";

export const READINESS_MAX_SCORE = 100;

export interface ReadinessResult {
  /** 0-100 integer: the sum of the pillars' points. Shown /100 in My Reports, /10 elsewhere. */
  score: number;
  pillars: ReadinessPillar[];
  /** Up to three changes that would raise the score most, largest gain first. */
  improvements: ReadinessImprovement[];
}

/** The AI readiness of an executive and their organisation, from their assessment answers. */
export function scoreReadiness(input: ReadinessAnswers): ReadinessResult {
  const pillars = scorePillars(input);
  const score = sumPoints(pillars);
  return { score, pillars, improvements: findImprovements(input, score) };
}
