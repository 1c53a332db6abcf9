/**
 * When a failed delivery is tried again: 30 s after the first attempt, five times longer after
 * each next one, at most 8 h apart, each ±20 % at random (so receivers coming back from an
 * outage are not hit by every sender at once). With 8 attempts the last is about 22.5 h after
 * the first: retries span the 24 hours the issue asks for.
 */
export const FIRST_RETRY_SECONDS = 30;
export const BACKOFF_FACTOR = 5;
export const MAX_RETRY_SECONDS = 8 * 3600;
export const JITTER = 0.2;

/** Seconds to wait after failed attempt `attempt` (1-based); `random` in [0, 1). */
export function retryDelaySeconds(attempt: number, random = Math.random()): number {
  const base = Math.min(FIRST_RETRY_SECONDS * BACKOFF_FACTOR ** (attempt - 1), MAX_RETRY_SECONDS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}
