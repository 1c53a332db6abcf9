import http from "node:http";
import { AppError } from "@/platform/errors";

/**
 * TRACE answers 405. Node's fetch Request refuses the method and Next builds one for every
 * request it serves, so Next would answer 500 and log a stack trace each time. It is answered
 * in the server's own "request" event, before Next's listener hears of it. (Node's parser
 * answers TRACK and CONNECT itself.)
 */
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const refusing = Symbol.for("ai-readiness.unsupported-methods");
type Patched = typeof http.Server.prototype & { [refusing]?: boolean };

/** Called once at server start (instrumentation.ts). */
export function refuseUnsupportedMethods(): void {
  const server = http.Server.prototype as Patched;
  if (server[refusing]) return;
  const emit = server.emit;
  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    if (event !== "request" || request.method !== "TRACE") {
      return Reflect.apply(emit, this, [event, ...args]);
    }
    const error = new AppError("method_not_allowed", "TRACE is not supported.");
    response.writeHead(error.status, {
      Allow: ALLOWED_METHODS,
      "Content-Type": "application/json",
    });
    response.end(JSON.stringify(error.body));
    return true;
  } as typeof emit;
  server[refusing] = true;
}
