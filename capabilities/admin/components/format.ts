/** How the admin screens write values (pure, safe for the browser). */

export const NOT_PROVIDED = "Not provided";
export const NONE = "None";

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "short",
  day: "numeric",
});

const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Mar 4, 2026"; '–' when missing. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "–";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "–" : dateFormat.format(date);
}

/** "Mar 4, 2026, 09:30 a.m." */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "–";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "–" : dateTimeFormat.format(date);
}

/** A text value, or 'Not provided'. */
export function orNotProvided(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_PROVIDED;
}

/** A readiness score (stored 0-100) out of 100, as the executive sees it; or 'Not calculated'. */
export function readinessOutOf100(score: number | null | undefined): string {
  if (score === null || score === undefined) return "Not calculated";
  return `${Math.round(score)}/100`;
}

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Roadmap content (text or JSON) as readable text. */
export function contentText(content: unknown): string {
  if (content === null || content === undefined) return "";
  return typeof content === "string" ? content : JSON.stringify(content, null, 2);
}

/** Pages of a list: at least one. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

const CONSENT_SOURCES: Record<string, string> = {
  "/assessment": "assessment, step 1",
  "one-click": "one-click unsubscribe (mail client)",
  "unsubscribe-link": "unsubscribe page",
};

/** Where a consent change was made, in words. */
export const consentSourceLabel = (source: string) => CONSENT_SOURCES[source] ?? source;
