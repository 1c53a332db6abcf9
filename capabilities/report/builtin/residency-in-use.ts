import type { Context } from "./context";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import { breaks } from "./constraint-fit";
import { safeUseOf } from "./safe-use";
import { joinWords } from "./text";

/**
 * AI tools already in use that a residency rule reaches: a tool the executive or staff use whose
 * every catalogue plan keeps data outside Canada (or in the US), named as the answers name it.
 */
export function inUseAgainstResidency(ctx: Context): string[] {
  const rule = ctx.constraints.find((c) => c.class === "residency" || c.id === "ocap");
  if (!rule) return [];
  // A ticked tool the words show blocked or stopped is in no use to review.
  const ended = new Set((ctx.ownUse.ended ?? []).map((e) => e.label));
  const ticked = ctx.toolLabels.filter((l) => !ended.has(l));
  const named = [...new Set([...ctx.inPlace.map((t) => t.name), ...ticked])];
  // "ChatGPT" beside "ChatGPT Business" is the same tool, named once by its plan.
  const once = named.filter((n) => !named.some((o) => o !== n && o.startsWith(`${n} `)));
  return once.filter((name) => {
    // A tool the answers say is used without client details is kept to the rule already.
    if (safeUseOf(ctx.answers, name, once)) return false;
    const plans = toolCatalogue.filter((t) => t.name.toLowerCase().includes(name.toLowerCase()));
    return plans.length > 0 && plans.every((t) => breaks(t, rule, ctx));
  });
}

/** The early review of tools in use under a residency rule; null when none is reached. */
export function residencyReview(ctx: Context): string | null {
  const tools = inUseAgainstResidency(ctx);
  const rule = ctx.constraints.find((c) => c.class === "residency" || c.id === "ocap");
  if (!tools.length || !rule) return null;
  return `Review the use of ${joinWords(tools)} against your rule (you wrote “${rule.quote}”): ${tools.length > 1 ? "they are" : "it is"} hosted outside Canada, so no client data goes into ${tools.length > 1 ? "them" : "it"} until a plan hosted in Canada replaces ${tools.length > 1 ? "them" : "it"} for that work`;
}
