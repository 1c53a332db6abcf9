import type { ServerResponse } from "node:http";
import { hubSpotPortal } from "./hubspot-portal";
import { sendJson, startFakeServer, type RecordedRequest } from "./http-server";

/**
 * A fake HubSpot API on 127.0.0.1 (HUBSPOT_API_URL): one portal (./hubspot-portal.ts) that keeps
 * what it was sent, accepts only `token`, and can be told to answer the next requests with 429
 * (and a Retry-After), 5xx or 401 instead.
 */

export const FAKE_PORTAL_ID = 4_242_424;

interface Scripted {
  status: number;
  headers?: Record<string, string>;
}

export async function startFakeHubSpot(token = "pat-na1-fake-token") {
  const portal = hubSpotPortal(FAKE_PORTAL_ID);
  const scripted: Scripted[] = [];
  /** When each request arrived (ms), in order. */
  const arrivals: number[] = [];

  function answer(request: RecordedRequest, response: ServerResponse) {
    arrivals.push(Date.now());
    const next = scripted.shift();
    if (next) {
      response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
      response.end(JSON.stringify({ status: "error", message: `Scripted ${next.status}` }));
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return sendJson(response, 401, { status: "error", category: "INVALID_AUTHENTICATION" });
    }
    const { pathname } = new URL(request.url, "http://fake");
    const body = request.body ? JSON.parse(request.body) : undefined;
    const { status, body: sent } = portal.answer(request.method, pathname, body);
    sendJson(response, status, sent);
  }

  const server = await startFakeServer(answer);
  return {
    ...server,
    token,
    state: portal.state,
    arrivals,
    /** The next `times` requests are answered `status` (with `headers`), whatever they ask. */
    answerNext(status: number, times = 1, headers?: Record<string, string>) {
      for (let i = 0; i < times; i++) scripted.push({ status, headers });
    },
    /** Requests as "METHOD /path", in order. */
    calls: () => server.requests.map((r) => `${r.method} ${r.url.split("?")[0]}`),
    reset() {
      server.requests.length = 0;
      arrivals.length = 0;
      scripted.length = 0;
      portal.reset();
    },
  };
}

export type FakeHubSpot = Awaited<ReturnType<typeof startFakeHubSpot>>;
