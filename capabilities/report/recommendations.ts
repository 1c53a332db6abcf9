/**
 * The AI tool recommendations kept with a roadmap (`roadmap.content.aiApps`), read defensively:
 * roadmap content is stored JSON, so a list item is kept only when it names a tool.
 */

export interface AiRecommendation {
  name: string;
  category?: string;
  priority?: string;
  description?: string;
  useCase?: string;
  pricing?: string;
  url?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function aiRecommendationsOf(content: unknown): AiRecommendation[] {
  if (!isRecord(content) || !Array.isArray(content.aiApps)) return [];
  return content.aiApps.filter(
    (item): item is AiRecommendation =>
      isRecord(item) && typeof item.name === "string" && item.name !== "",
  );
}

const PRIORITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** The first tool of the highest priority present (the generators list the best first). */
export function topPriorityApp(apps: AiRecommendation[]): AiRecommendation | null {
  let best: AiRecommendation | null = null;
  for (const app of apps) {
    const rank = PRIORITY_RANK[(app.priority ?? "").toLowerCase()] ?? 3;
    const bestRank = best ? (PRIORITY_RANK[(best.priority ?? "").toLowerCase()] ?? 3) : Infinity;
    if (rank < bestRank) best = app;
  }
  return best;
}

/** The executive summary of a roadmap, when it has one. */
export function executiveSummaryOf(content: unknown): string | null {
  if (
    isRecord(content) &&
    typeof content.executiveSummary === "string" &&
    content.executiveSummary.trim()
  ) {
    return content.executiveSummary;
  }
  return null;
}

/** The first 100 characters of the executive summary, or of the content as text (spec section 9). */
export function roadmapPreview(content: unknown, length = 100): string {
  const text =
    executiveSummaryOf(content) ??
    (typeof content === "string" ? content : JSON.stringify(content ?? ""));
  return Array.from(text).slice(0, length).join("");
}
