/**
 * Requests this process is handling right now, counted by the route wrapper (platform/http/index.ts).
 * Job workers read it to give way to requests: see `drainJobs`. No imports, so every route
 * can count without loading the job machinery.
 */
let inFlight = 0;
/** Workers waiting for a moment without requests (see untilQuiet). */
const waiting = new Set<() => void>();

export async function countingRequest<T>(handle: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await handle();
  } finally {
    inFlight--;
    if (inFlight === 0) for (const wake of waiting) wake();
  }
}

export function requestsInFlight(): number {
  return inFlight;
}

/**
 * Resolves at the first moment no request is being handled (at once when none is), or after
 * `maxMs` when requests keep coming, so that work waiting on it still moves on.
 */
export function untilQuiet(maxMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, maxMs);
    waiting.add(wake);
  });
}
