import { findTool } from "@/capabilities/report/content/tools";
import type { Priority } from "@/capabilities/report/content/types";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import { confidentialNote, respectNote } from "./constraint-fit";
import { useNotes } from "./constraint-gates";
import { residencyNote } from "./residency-notes";
import { joinWords, lowerFirst } from "./text";
import type { ToolMatch } from "./tool-match";

/** The recommended tools as shown: in priority order, no sentence said twice, the constraints kept. */

/**
 * Two tools for the same work would say the same first sentence, the same payback and the same
 * measure: the later one says only its own part and how it is measured, so no sentence repeats.
 */
export function withoutRepeats(tools: RecommendedTool[]): RecommendedTool[] {
  // Every tool that said it, so a third says "like the first and the second", never a second's words.
  const firstSaid = new Map<string, string[]>();
  const earlierTool = (sentence: string | undefined, tool: string) => {
    if (!sentence) return undefined;
    const earlier = firstSaid.get(sentence);
    firstSaid.set(sentence, [...(earlier ?? []), tool]);
    return earlier && joinWords(earlier);
  };
  return tools.map((tool) => {
    const [opening, ...rest] = tool.useCase.split(/(?<=\.) /);
    const openedBy = rest.length ? earlierTool(opening, tool.name) : undefined;
    let businessCase = tool.businessCase;
    if (businessCase) {
      // Only a payback sentence can match another tool's: the free-plan one names its tool.
      const payback = /^Pays back[^.]*\)?\./.exec(businessCase)?.[0];
      const paidLike = earlierTool(payback, tool.name);
      if (paidLike)
        businessCase = businessCase.replace(
          payback!,
          `Like ${paidLike}, it ${lowerFirst(payback!)}`,
        );
      const measure = / Measure [^.]+ before and after\.$/.exec(businessCase)?.[0];
      const measuredLike = earlierTool(measure, tool.name);
      if (measuredLike)
        businessCase = businessCase.replace(
          measure!,
          ` Measure ${tool.name} by the same figure as ${measuredLike}.`,
        );
    }
    return {
      ...tool,
      // A tool of another kind for the same application says only its own part of it: it is no
      // alternative to the earlier one (one of a kind is recommended, selectTools).
      ...(openedBy ? { useCase: rest.join(" ") } : {}),
      ...(businessCase ? { businessCase } : {}),
    };
  });
}

const PRIORITY_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };
const byPriority = (tools: RecommendedTool[]) =>
  [...tools].sort((x, y) => PRIORITY_RANK[x.priority] - PRIORITY_RANK[y.priority]);

/**
 * Shown highest priority first (issue 34), the AI of what the company runs still leading where it
 * answers a stated need: it is the first step, so it is High whenever a High tool follows it.
 */
export function inPriorityOrder(
  matches: ToolMatch[],
  tools: RecommendedTool[],
  stated: (m: ToolMatch) => boolean,
): RecommendedTool[] {
  // A system's AI that answers nothing the executive stated takes its place among the rest.
  const leads = (i: number) => matches[i]!.native && stated(matches[i]!);
  const natives = tools.filter((_, i) => leads(i));
  const others = byPriority(tools.filter((_, i) => !leads(i)));
  const high = others.some((t) => t.priority === "High");
  return [
    ...byPriority(natives).map((t) => (high ? { ...t, priority: "High" as const } : t)),
    ...others,
  ];
}

/**
 * Each tool's use case ends with how it keeps the stated constraints; the confidential rule, the
 * same for every tool, is said once on the first it applies to, for all that follow.
 */
export function withConstraintNotes(tools: RecommendedTool[], ctx: Context): RecommendedTool[] {
  const entries = tools.map((t) => findTool(t.name));
  const bound = entries.map((e) => !!e && !!confidentialNote(e, ctx));
  const first = bound.indexOf(true);
  return tools.map((tool, i) => {
    const entry = entries[i];
    const note = entry && respectNote(entry, ctx, i === first);
    const forAll = i === first && bound.lastIndexOf(true) > first;
    const all = note && forAll ? " The same rule holds for every tool below." : "";
    // The language and image rules: a check said once for all tools, a limit on each image tool.
    const uses = entry && useNotes(entry, ctx, i === 0, tools.length > 1);
    // Where each tool keeps the data, against a residency rule: every tool, the rule quoted once.
    const where = entry && residencyNote(entry, ctx, i === 0, tools.length > 1);
    const said = [note ? `${note}${all}` : "", uses ?? "", where ?? ""].filter(Boolean).join(" ");
    return said ? { ...tool, useCase: `${tool.useCase} ${said}` } : tool;
  });
}
