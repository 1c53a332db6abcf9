import { captureAttribution, readAttribution } from "./attribution-store";

export type VisitPath =
  | "/"
  | "/assessment/step-1"
  | "/assessment/step-2"
  | "/assessment/step-3"
  | "/assessment/step-4"
  | "/assessment/step-5";

const SENT_KEY = "ai-readiness.visits";

/**
 * Counts a view of the landing page or a wizard step, once per tab session, in the server's
 * anonymous daily totals (POST /api/funnel/visits): no address, no cookie. Fire and forget.
 */
export function trackVisit(path: VisitPath): void {
  try {
    const sent = new Set<string>(JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? "[]"));
    if (sent.has(path)) return;
    sent.add(path);
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent]));
    // Effects run children first: the page's count may come before the layout's capture.
    captureAttribution();
    const { chapter, utm_source, referrer } = readAttribution() ?? {};
    const body = JSON.stringify({ path, chapter, utm_source, referrer });
    // fetch with keepalive, not sendBeacon: a beacon cannot send application/json, the only
    // body type the API reads.
    void fetch("/api/funnel/visits", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  } catch {
    // A visit not counted is not worth an error.
  }
}
