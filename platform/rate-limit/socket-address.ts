import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * The address of the TCP peer, for the "nothing in front" deployment. A route handler's
 * Request has no socket, and Next only fills in X-Forwarded-For when the client sent none
 * (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a client that sends its
 * own hides the socket's address. Node announces each request on the
 * `http.server.request.start` channel before the server's handler (Next) sees it: there we
 * write the peer's address into our own header, over any copy the client sent.
 */
export const SOCKET_ADDRESS_HEADER = "x-ai-readiness-socket-address";

const recording = Symbol.for("ai-readiness.socket-address-recording");
const state = globalThis as { [recording]?: boolean };

/** Called once at server start (instrumentation.ts). */
export function recordSocketAddresses(): void {
  if (state[recording]) return;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  });
  state[recording] = true;
}

/**
 * The peer's address, when this process records it; undefined otherwise (a serverless host
 * without a Node HTTP server, tests that call handlers directly): then the header could be
 * the client's own, and is not read.
 */
export function socketAddress(request: Request): string | undefined {
  if (!state[recording]) return undefined;
  return request.headers.get(SOCKET_ADDRESS_HEADER)?.trim() || undefined;
}
