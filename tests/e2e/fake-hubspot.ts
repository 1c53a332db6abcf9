/**
 * The browser tests' fake HubSpot, served by tests/e2e/fake-services.mjs under /hubspot (the
 * server's HUBSPOT_API_URL, playwright.config.ts). Every token starting "pat-" is a portal of
 * its own (tests/fakes/hubspot-portal.ts), so each spec and project starts on an empty one; any
 * other token is refused with 401. Specs read what a portal was sent with
 * GET /__hubspot/requests?token=<token>.
 */
import type { IncomingMessage } from "node:http";
import { hubSpotPortal, type Answer } from "../fakes/hubspot-portal";

interface Portal {
  answer: ReturnType<typeof hubSpotPortal>["answer"];
  requests: { method: string; path: string; body: unknown; at: number }[];
}

const portals = new Map<string, Portal>();

function portalOf(token: string): Portal {
  let found = portals.get(token);
  if (!found) {
    found = { answer: hubSpotPortal(4_242_000 + portals.size).answer, requests: [] };
    portals.set(token, found);
  }
  return found;
}

/** The answer to a request to /hubspot/... */
export function handleHubSpot(req: IncomingMessage, pathname: string, rawBody: string): Answer {
  const token = /^Bearer (pat-\S+)$/.exec(req.headers.authorization ?? "")?.[1];
  if (!token) return { status: 401, body: { status: "error", category: "INVALID_AUTHENTICATION" } };
  const portal = portalOf(token);
  const method = req.method ?? "GET";
  const path = pathname.replace(/^\/hubspot/, "");
  const body = rawBody ? JSON.parse(rawBody) : undefined;
  portal.requests.push({ method, path, body, at: Date.now() });
  return portal.answer(method, path, body);
}

/** What the portal of `token` was sent, in order. */
export function hubspotRequests(token: string | null) {
  return (token && portals.get(token)?.requests) || [];
}
