import type { Context } from "./context";
import type { Lead, NotYet } from "./plan-types";
import { sectorWordsOf } from "./sector-words-of";

/** What the brief says to leave alone for now: at most three, by how far the company has come. */

export function notYetOf(ctx: Context, lead: Lead | null): NotYet[] {
  const list: NotYet[] = [];
  const org = ctx.adoption.organisation;
  const pilot = lead ? `the pilot on ${lead.name}` : "the first pilot";
  if (org === "none" || org === "individual")
    list.push({
      kind: "platforms",
      text: `No enterprise AI platform, custom model or specialist hire before ${pilot} has shown results.`,
    });
  // Pilots running: the decision ahead is which of them scale (new tools are still recommended).
  if (org === "pilots")
    list.push({
      kind: "unprovenScaling",
      text: "No pilot scaled beyond its group before it has met its target against a recorded baseline.",
    });
  if (org === "embedded")
    list.push({
      kind: "customModels",
      text: "No custom-built models where the AI in the systems you already run does the job.",
    });
  const reviewer = ctx.constraints.find((c) => c.id === "professional-review")?.reviewer;
  // The executive's own rule on AI facing customers: the item says it as they set it, never a
  // month's hold that implies a chatbot later against a standing "no" (review r18 class 5).
  const rule = ctx.constraints.find((c) => c.id === "no-customer-ai");
  if (rule)
    list.push({
      kind: "customerAnswers",
      text: `No AI answering ${sectorWordsOf(ctx).audience} directly, ${rule.respect.startsWith("nothing facing") ? "until you decide it may" : "now or later"}, as you wrote: “${rule.quote}”.`,
    });
  else if (reviewer)
    list.push({
      kind: "customerAnswers",
      text: `No AI answering ${sectorWordsOf(ctx).audience} directly, now or later: AI drafts, and ${reviewer} reviews every answer before it reaches them, as you require.`,
    });
  // An AI that already answers them is measured, not held back (a ski hill's chat agent).
  else if (
    ctx.focusDepartments.includes("customer_service") &&
    org !== "embedded" &&
    !ctx.ownTools.some((t) => t.work === "answering")
  )
    list.push({
      kind: "customerAnswers",
      text: `No AI answering ${sectorWordsOf(ctx).audience} directly until its answers have been checked in-house for a month.`,
    });
  if (ctx.answers.orgPosture === "fearful" || ctx.answers.orgPosture === "curious")
    list.push({
      kind: "volunteers",
      text: "No one required to use AI yet: volunteers go first.",
    });
  if (ctx.sizeBand === "micro")
    list.push({
      kind: "aiHire",
      text: "No AI hire: at this size a named lead with two hours a week is enough.",
    });
  return list.slice(0, 3);
}
