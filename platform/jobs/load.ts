import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

/**
 * Requests this process is handling right now: every request its HTTP server took, pages
 * included, from its start to its response's close (countServerRequests), or, where no server
 * counts (tests), those a caller wraps in countingRequest. Job workers read it to give way to
 * requests: see `drainJobs`.
 */
let inFlight = 0;
/** Workers waiting for a moment without requests (see untilQuiet). */
const waiting = new Set<() => void>();

function requestEnded() {
  inFlight--;
  if (inFlight === 0) for (const wake of waiting) wake();
}

export async function countingRequest<T>(handle: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await handle();
  } finally {
    requestEnded();
  }
}

const counting = Symbol.for("ai-readiness.server-requests-counting");
const state = globalThis as { [counting]?: boolean };

/**
 * Called once at server start (instrumentation.ts). Node announces each request before Next
 * sees it; a response closes once, whether it finished or the client went away. Counting in
 * the route wrapper instead missed the pages and the framework's own work around a handler:
 * a saturated process looked idle between two handlers, and its jobs took a core from them.
 */
export function countServerRequests(): void {
  if (state[counting]) return;
  subscribe("http.server.request.start", (message) => {
    inFlight++;
    (message as { response: ServerResponse }).response.once("close", requestEnded);
  });
  state[counting] = true;
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
