import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

/**
 * A page that fails because the database is away answers 503 with Retry-After, like the API
 * (platform/http/index.ts), instead of Next's 500. Next gives an App Router page no say over the status
 * of its error boundary, and writes the 500 itself. So, as for the socket address
 * (platform/rate-limit/socket-address.ts), we meet each request on Node's
 * `http.server.request.start` channel, before Next sees it: there the request gets a flag,
 * held in an AsyncLocalStorage that the whole render inherits, and its response a writeHead
 * that turns a 500 into 503 when the flag is up. markIfUnavailable (./errors.ts), which every
 * failed query passes through, raises it. The flag is read when the status goes out, after the
 * failed query, so its order is certain: Next's onRequestError hook runs on its own schedule.
 * A page that streamed its first bytes before the failure has sent its status already (200).
 */

/** Seconds in the Retry-After of an outage answer: the API's (platform/http/index.ts toAppError). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

interface RequestState {
  unavailable: boolean;
}

// On globalThis: instrumentation.ts and each page or route bundle get their own copy of
// this module, and all must share one store.
const key = Symbol.for("ai-readiness.outage-status");
const shared = globalThis as {
  [key]?: { storage: AsyncLocalStorage<RequestState>; answering: boolean };
};
const state = (shared[key] ??= { storage: new AsyncLocalStorage(), answering: false });

/** Called once at server start (instrumentation.ts). */
export function answerOutagesWith503(): void {
  if (state.answering) return;
  subscribe("http.server.request.start", (message) => {
    const { response } = message as { response: ServerResponse };
    const request: RequestState = { unavailable: false };
    // Node emits the request to Next right after this, in the same synchronous run.
    state.storage.enterWith(request);
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status !== 500 || !request.unavailable) {
        return Reflect.apply(writeHead, this, [status, ...rest]);
      }
      this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      // A reason phrase given for the 500 goes; Node supplies 503's own.
      const headers = typeof rest[0] === "string" ? rest.slice(1) : rest;
      return Reflect.apply(writeHead, this, [503, ...headers]);
    } as ServerResponse["writeHead"];
  });
  state.answering = true;
}

/** Marks the request being served, if any, as failed by a database outage. */
export function noteOutage(): void {
  const request = state.storage.getStore();
  if (request) request.unavailable = true;
}
