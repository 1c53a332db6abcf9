import { env } from "@/platform/env";

/**
 * Cross-site request forgery guard. A browser names the page that sent a request in
 * `Origin` (every POST, PUT, PATCH, DELETE) or, failing that, in `Sec-Fetch-Site`. A
 * state-changing request a browser marks as coming from another site (a sibling sub-domain
 * included: `same-site` is not `same-origin`) is refused, whatever it carries: the session
 * cookie, a login form, nothing. Requests with neither header were not sent by a browser on
 * someone's behalf (curl, API clients with a bearer token, Stripe and the voice agent's
 * signed webhooks) and pass. A browser page elsewhere cannot send a bearer token at all: it
 * would need a CORS preflight, which this app never grants.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = "Cross-site requests are not accepted.";

function ownHosts(request: Request): Set<string> {
  const hosts = new Set([new URL(env.APP_URL).host]);
  // The host the client addressed: behind a proxy, the one it forwarded. A browser page on
  // another site cannot set these headers on a cross-site request without a preflight.
  for (const name of ["x-forwarded-host", "host"]) {
    const value = request.headers.get(name)?.split(",")[0]?.trim();
    if (value) hosts.add(value.toLowerCase());
  }
  return hosts;
}

function sameOrigin(origin: string, request: Request): boolean {
  let url: URL;
  try {
    url = new URL(origin); // "null" (sandboxed frames, some redirects) throws: refused
  } catch {
    return false;
  }
  if (url.origin === new URL(env.APP_URL).origin) return true;
  return ownHosts(request).has(url.host.toLowerCase());
}

/** True when a browser sent this state-changing request from a page of another origin. */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return !sameOrigin(origin, request);
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}
