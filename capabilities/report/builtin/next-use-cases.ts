import type { RecommendedTool } from "@/model/documents/report-schemas";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";
import { assistantNamesOf } from "./approved-assistant";
import { joinWords, lowerFirst } from "./text";

type Phases = RoadmapContent["phases"];

/**
 * Every recommended tool has a place in the plan (#34): a tool no pilot, quick win, recommendation
 * or phase names is one of phase 3's next use cases, started with a baseline of its own once a
 * pilot has freed its place, never a tool the report sells and the plan never uses.
 */
export function unplacedTools(
  tools: readonly RecommendedTool[],
  placedIn: readonly string[],
): RecommendedTool[] {
  const text = placedIn.join("\n");
  const placed = namedIn(text, tools);
  return tools.filter(
    (t) => !placed(t.name) && !assistantNamesOf(t.name).some((said) => text.includes(said)),
  );
}

/**
 * Phase 3's line for them: "Then the next use cases, each with a baseline of its own: …". A tool
 * already in use (`inUse`: Canva at an orchestra) is no next use case to start: it is extended
 * where its measured use covers the cost (review r23).
 */
export function nextUseCasesAction(
  tools: readonly RecommendedTool[],
  inUse: (name: string) => boolean = () => false,
): string | null {
  if (!tools.length) return null;
  const fresh = tools.filter((t) => !inUse(t.name));
  const held = tools.filter((t) => inUse(t.name)).map((t) => t.name);
  const named = fresh.map((t) => `${t.name} (${lowerFirst(t.category)})`);
  const extended = held.length
    ? `${joinWords(held)}, already in use, extended to more people only where its measured use covers the cost`
    : "";
  if (!named.length) return `Then ${extended}`;
  return `Then the next use cases, each started with a baseline of its own once a pilot has proved itself: ${joinWords(named)}${extended ? `; and ${extended}` : ""}`;
}

/** The roadmap's phase 3 with that line added to its description. */
export function withNextUseCases(phases: Phases, action: string | null): Phases {
  if (!action) return phases;
  return phases.map((phase, i) =>
    i === 2 ? { ...phase, description: `${phase.description} ${action}.` } : phase,
  );
}

/**
 * Whether `text` names a tool: "Microsoft 365 Copilot" inside "Microsoft 365 Copilot Chat" names
 * only the longer one.
 */
export function namedIn(text: string, tools: readonly RecommendedTool[]) {
  const names = tools.map((t) => t.name);
  return (name: string): boolean =>
    names
      .filter((other) => other !== name && other.includes(name))
      .reduce((t, other) => t.split(other).join(""), text)
      .includes(name);
}
