import type { Attribution } from "@/capabilities/leads/funnel/attribution";

/**
 * First-touch attribution, kept in this tab's session storage (no cookie, no third party):
 * the landing URL's UTM parameters, ?chapter=, the landing path and an outside referrer. The
 * first landing of the session wins; later pages never overwrite it.
 */
const KEY = "ai-readiness.attribution";
const PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "chapter",
] as const;

export function captureAttribution(): void {
  try {
    if (window.sessionStorage.getItem(KEY)) return;
    const url = new URL(window.location.href);
    const found: Attribution = { landingPath: url.pathname.slice(0, 500) };
    for (const name of PARAMS) {
      const value = url.searchParams.get(name)?.trim();
      if (value) found[name] = value.slice(0, 200);
    }
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== url.origin)
      found.referrer = referrer.slice(0, 500);
    window.sessionStorage.setItem(KEY, JSON.stringify(found));
  } catch {
    // Storage refused (private mode, quota): the visit simply carries no attribution.
  }
}

export function readAttribution(): Attribution | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
