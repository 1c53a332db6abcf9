/** Where the fixed-window counters live: the database, or Redis when REDIS_URL is set. */
export interface RateLimitStore {
  /** Counts one hit in the bucket's current window (opened now when none is open). */
  increment(bucket: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }>;
  clear(bucket: string): Promise<void>;
}
