import "server-only";
import { env } from "@/platform/env";
import { debounceJob, type Job } from "@/platform/jobs/queue";

/**
 * New team answers reach the executive's documents through one debounced `team_refresh` job
 * per assessment: each answer (from the minimum on, when there are aggregates to read) asks
 * for a regeneration TEAM_REGENERATE_DELAY_SECONDS later, and an answer arriving before it has
 * run moves it back, so several answers close together make one regeneration. An answer that
 * arrives while it runs makes it run once more afterwards (platform/jobs/queue.ts, debounceJob).
 */
export function scheduleTeamRefresh(assessmentId: string): Promise<Job> {
  return debounceJob("team_refresh", assessmentId, env.TEAM_REGENERATE_DELAY_SECONDS);
}
