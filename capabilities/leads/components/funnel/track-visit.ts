import { captureAttribution, readAttribution } from "./attribution-store";

export type VisitPath =
  | "/"
  | "/assessment/step-1"
  | "/assessment/step-2"
  | "/assessment/step-3"
  | "/assessment/step-4"
  | "/assessment/step-5";

const SENT_KEY = "ai-readiness.visits";
const URL_PATH = "/api/funnel/visits";

/**
 * Counts a view of the landing page or a wizard step, once per tab session, in the server's
 * anonymous daily totals (POST /api/funnel/visits): no address, no cookie. Fire and forget:
 * a beacon (it survives leaving the page), else a keepalive fetch where the browser refuses
 * a JSON beacon.
 */
export function trackVisit(path: VisitPath): void {
  try {
    const sent = new Set<string>(JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? "[]"));
    if (sent.has(path)) return;
    sent.add(path);
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent]));
  } catch {
    // No session storage: the view is still counted, perhaps twice.
  }
  try {
    // Effects run children first: the page's count may come before the layout's capture.
    captureAttribution();
    const { chapter, utm_source, referrer } = readAttribution() ?? {};
    const body = JSON.stringify({ path, chapter, utm_source, referrer });
    let queued = false;
    try {
      queued =
        typeof navigator.sendBeacon === "function" &&
        navigator.sendBeacon(URL_PATH, new Blob([body], { type: "application/json" }));
    } catch {
      // Some browsers throw on a beacon whose type is not a simple one.
    }
    if (queued) return;
    void fetch(URL_PATH, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  } catch {
    // A visit not counted is not worth an error.
  }
}
