/**
 * The interview insights response (spec section 3, "Interview insights response") and the
 * helpers that make its free-form parts readable. No I/O: safe to import from client code.
 */

export type JsonObject = { [key: string]: unknown };

export interface InsightSection {
  id: string;
  sectionKey: string;
  /** Integer percent, 0-100, or null when the provider gave none. */
  confidence: number | null;
  deeperDiveSummary: string | null;
  insights: string[];
  proposedPilot: string | null;
  /** Plain text, or objects such as `{ name, target }`. */
  kpis: (string | JsonObject)[];
  quotes: string[];
  /** Plain text, or an object such as `{ action, owner, timeline }`. */
  nextStep: string | JsonObject | null;
}

export interface InterviewInsights {
  hasInterviewData: boolean;
  interview: { transcriptSummary: string | null; createdAt: string } | null;
  sections: InsightSection[];
}

const SECTION_TITLES: Record<string, string> = {
  business_challenges: "Business challenges",
  ai_tools_and_workflow: "AI tools and workflow",
  confidence_reflection: "Confidence reflection",
};

/** "topDownVision" or "top_down-vision" -> "Top down vision". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const sectionTitle = (key: string) => SECTION_TITLES[key] ?? humanise(key);

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Any JSON value as one line of text: lists joined with commas, objects as "key: value". */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(readableValue).filter(Boolean).join(", ");
  if (isJsonObject(value)) {
    return readableEntries(value)
      .map((e) => `${e.label}: ${e.value}`)
      .join("; ");
  }
  return String(value);
}

/** An object's non-empty entries, labelled for people. */
export function readableEntries(value: JsonObject): { label: string; value: string }[] {
  return Object.entries(value)
    .map(([key, v]) => ({ label: humanise(key), value: readableValue(v) }))
    .filter((e) => e.value !== "");
}

const NAME_KEYS = ["name", "title", "kpi", "metric"];

/** A KPI as one line: its name first, then its other fields ("Quote turnaround — Target: 2 days"). */
export function readableKpi(kpi: string | JsonObject): string {
  if (typeof kpi === "string") return kpi;
  const nameKey = NAME_KEYS.find((k) => typeof kpi[k] === "string" && kpi[k]);
  if (!nameKey) return readableValue(kpi);
  const { [nameKey]: name, ...rest } = kpi;
  const details = readableValue(rest);
  return details ? `${String(name)} — ${details}` : String(name);
}
