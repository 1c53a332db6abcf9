/**
 * Requests this process is handling right now, counted by the route wrapper (platform/http/index.ts).
 * Job workers read it to give way to requests: see `drainJobs`. No imports, so every route
 * can count without loading the job machinery.
 */
let inFlight = 0;

export async function countingRequest<T>(handle: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await handle();
  } finally {
    inFlight--;
  }
}

export function requestsInFlight(): number {
  return inFlight;
}
