import { findImprovements, type ReadinessImprovement } from "./readiness-improvements";
import { CURRENT_READINESS_VERSION, type ReadinessVersion } from "./readiness-models";
import {
  scorePillars,
  sumPoints,
  type ReadinessAnswers,
  type ReadinessPillar,
} from "./readiness-pillars";

export type { ReadinessAnswers, ReadinessPillar, ReadinessPillarKey } from "./readiness-pillars";
export type { ReadinessChange, ReadinessImprovement } from "./readiness-improvements";
export { readinessChanges } from "./readiness-improvements";
export {
  CURRENT_READINESS_VERSION,
  READINESS_VERSIONS,
  isReadinessVersion,
  readinessVersionOf,
  type ReadinessVersion,
} from "./readiness-models";

export const READINESS_MAX_SCORE = 100;

export interface ReadinessResult {
  /** The model version the score was computed with (stored beside it as `readinessVersion`). */
  version: ReadinessVersion;
  /** 0-100 integer: the sum of the pillars' points. Shown /100 in My Reports, /10 elsewhere. */
  score: number;
  pillars: ReadinessPillar[];
  /** Up to three business moves that would raise the score most, largest gain first. */
  improvements: ReadinessImprovement[];
}

/**
 * The AI readiness of an executive and their organization, from their assessment answers.
 * New submissions use the current version; a stored score is re-explained with its own.
 */
export function scoreReadiness(
  input: ReadinessAnswers,
  version: ReadinessVersion = CURRENT_READINESS_VERSION,
): ReadinessResult {
  const pillars = scorePillars(input, version);
  const score = sumPoints(pillars);
  return { version, score, pillars, improvements: findImprovements(input, score, version) };
}

/**
 * The score alone, as scoreReadiness computes it, for what stores it: without the improvements,
 * which score the answers once more for every change they try.
 */
export function readinessScore(
  input: ReadinessAnswers,
  version: ReadinessVersion = CURRENT_READINESS_VERSION,
): Pick<ReadinessResult, "version" | "score"> {
  return { version, score: sumPoints(scorePillars(input, version)) };
}
