import { env } from "@/platform/env";

/**
 * The fewest team answers the team view shows, and that count as the team engaged: never below 3
 * (platform/env.ts refuses less at start-up).
 */
export const teamMinimum = (): number => Math.max(3, env.TEAM_MIN_RESPONSES);
