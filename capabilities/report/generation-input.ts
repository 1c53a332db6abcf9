import type { AssessmentInput } from "@/model/assessment/schemas";
import type { FamilyResult, ReadinessResult } from "@/model/scoring";
import type { TeamAggregates } from "@/capabilities/team";

/** What our own submissions say about an industry (capabilities/report/queries.ts computes it). */
export interface IndustryStats {
  industry: string;
  /** Other assessments in the industry that the figures are computed from. */
  sampleSize: number;
  /** Share (0-100) of them with sanctioned AI work: pilots, a budget, a policy or a committee. */
  adoptionRate: number;
  /** Mean readiness score (0-100). */
  averageScore: number;
  /** Most chosen departments, most frequent first. */
  topDepartments: string[];
}

/**
 * The executive's leadership team as a generator may read it: how many answered, and the
 * aggregates from the minimum on (never an answer of one leader: capabilities/team/aggregate.ts).
 */
export interface GenerationTeam {
  responses: number;
  minimum: number;
  aggregates: TeamAggregates | null;
}

/** Everything a generator may read to write one executive's documents. */
export interface GenerationInput {
  assessmentId: string;
  answers: AssessmentInput;
  /**
   * The stored scores, re-explained with the model version they were stored with
   * (`readiness.version`): documents must show exactly these.
   */
  readiness: ReadinessResult;
  family: FamilyResult | null;
  /** Present only when at least 5 other assessments share the industry. */
  industryStats: IndustryStats | null;
  /** The leadership team's answers as aggregates; absent or null when none was asked. */
  team?: GenerationTeam | null;
  /** When the assessment was taken (report date). */
  createdAt: Date;
}
