import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./target";

/** A receiver has this long to answer, headers and body. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a response that is read; the rest is discarded unread. */
export const MAX_RESPONSE_BYTES = 4 * 1024;
/** The part of the response the delivery log keeps. */
export const LOGGED_RESPONSE_CHARS = 500;

export interface SendResult {
  /** Null when no response came (timeout, connection refused...). */
  statusCode: number | null;
  latencyMs: number;
  /** The first characters of the body, or why there was none. */
  response: string;
}

/**
 * POSTs a signed body to the resolved target, connecting to the checked address only (the
 * URL's host still names the site for TLS and the Host header). No redirect is followed (a
 * 3xx is a failed delivery like any non-2xx), at most MAX_RESPONSE_BYTES are read, and the
 * whole exchange is abandoned after DELIVERY_TIMEOUT_MS.
 */
export function postSigned(
  target: ResolvedTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": "AI-Readiness-Webhooks/1",
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES).toString("utf8");
          finish({
            statusCode: response.statusCode ?? null,
            response: text.slice(0, LOGGED_RESPONSE_CHARS),
          });
          response.destroy();
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_RESPONSE_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, response: `No response within ${timeoutMs / 1000} s.` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error) =>
      finish({ statusCode: null, response: `Request failed: ${error.message}` }),
    );
    request.end(body);
  });
}
