import type { OrgElement, Perception, Posture } from "@/model/assessment/options";
import { hasText, meaningful, shortAnswer } from "./wording";

/**
 * Each version of the readiness model, kept so that a stored score can always be explained
 * (and its report written) with the model it was computed with. Never change a published
 * version: add a new one and raise CURRENT_READINESS_VERSION (see README.md).
 */
export const READINESS_VERSIONS = [1, 2] as const;
export type ReadinessVersion = (typeof READINESS_VERSIONS)[number];
export const CURRENT_READINESS_VERSION = 2 satisfies ReadinessVersion;

export const isReadinessVersion = (value: unknown): value is ReadinessVersion =>
  READINESS_VERSIONS.includes(value as ReadinessVersion);

/**
 * The version of a stored score (the `readinessVersion` column). A version this code does not
 * know would explain the score with the wrong model, so it is an error rather than a guess.
 */
export function readinessVersionOf(stored: number): ReadinessVersion {
  if (!isReadinessVersion(stored)) throw new Error(`Unknown readiness model version ${stored}`);
  return stored;
}

type Scored<K extends string> = Record<K, number>;

/** The point tables of one version and the few rules that differ between versions. */
export interface ReadinessModel {
  version: ReadinessVersion;
  labels: { culture: string; footprint: string };
  /** Points by count; the last entry holds for every larger count (diminishing returns). */
  toolPoints: readonly number[];
  experiencePoints: number;
  perceptionPoints: Scored<Perception>;
  orgElementPoints: Scored<Exclude<OrgElement, "none_yet">>;
  posturePoints: Scored<Posture>;
  frictionPoints: number;
  /** Null when the departments answer plays no part (it asks where AI would help: a wish). */
  departmentPoints: readonly number[] | null;
  platformPoints: readonly number[];
  /** Points for naming another core system in `otherPlatforms`; 0 when it plays no part. */
  otherPlatformPoints: number;
  /** Whether a free-text answer (experience, friction) is an answer that earns its points. */
  answered: (text: string | null | undefined) => boolean;
  /** Whether `otherPlatforms` names a system. */
  namesSystem: (text: string | null | undefined) => boolean;
}

const PERCEPTION_POINTS: Scored<Perception> = {
  major_opportunity: 10,
  potential_threat: 7,
  helpful_tool: 5,
  not_sure: 3,
  overhyped: 0,
};

const ORG_ELEMENT_POINTS: Scored<Exclude<OrgElement, "none_yet">> = {
  ai_policy: 5,
  dedicated_budget: 5,
  dept_pilots: 5,
  steering_committee: 4,
  internal_champions: 4,
  external_consultants: 2,
};

/** The first model: any text counted, and the departments question counted as adoption. */
const VERSION_1: ReadinessModel = {
  version: 1,
  labels: { culture: "Culture & posture", footprint: "Adoption footprint" },
  toolPoints: [0, 4, 7, 10],
  experiencePoints: 5,
  perceptionPoints: PERCEPTION_POINTS,
  orgElementPoints: ORG_ELEMENT_POINTS,
  posturePoints: { fearful: 0, curious: 3, exploring: 6, activating: 9, championing: 12 },
  frictionPoints: 3,
  departmentPoints: [0, 4, 7, 9, 11, 12, 13, 14],
  platformPoints: [0, 2, 4, 6],
  otherPlatformPoints: 0,
  answered: hasText,
  namesSystem: () => false,
};

/**
 * Evidence of use only: the posture (what the organization has tried) carries the weight the
 * departments wish used to; placeholder text ("n/a", "none really") earns nothing.
 */
const VERSION_2: ReadinessModel = {
  ...VERSION_1,
  version: 2,
  labels: { culture: "Culture & adoption in practice", footprint: "Data & platform foundation" },
  posturePoints: { fearful: 0, curious: 4, exploring: 10, activating: 16, championing: 22 },
  departmentPoints: null,
  platformPoints: [0, 3, 6, 8],
  otherPlatformPoints: 2,
  answered: (text) => meaningful(text) !== null,
  namesSystem: (text) => shortAnswer(text) !== null,
};

const MODELS: Record<ReadinessVersion, ReadinessModel> = { 1: VERSION_1, 2: VERSION_2 };

export const readinessModel = (version: ReadinessVersion): ReadinessModel => MODELS[version];
