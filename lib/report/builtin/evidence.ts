import type { Context } from "./context";
import { joinWords } from "./text";

/**
 * What the answers say is in use, in words. The departments question asks where AI would help
 * most, so it is quoted as the executive's view, never as use.
 */

/** What the organization does with AI; the executive's own use is said where their answers are. */
export function adoptionSentence(ctx: Context): string {
  switch (ctx.adoption.organisation) {
    case "none":
      return `No AI is in use across ${ctx.company} yet.`;
    case "individual":
      return `At ${ctx.company}, individuals experiment with AI on their own, without sanctioned pilots.`;
    case "pilots":
      return `${ctx.company} runs sanctioned AI pilots${ctx.elements.includes("dept_pilots") ? " in one or more departments" : ""}.`;
    case "embedded":
      return `AI is part of how ${ctx.company} plans and works.`;
  }
}

/** "Sales and Marketing are where Dana sees the most potential." */
export function focusSentence(ctx: Context): string {
  const labels = ctx.focusDepartmentLabels;
  if (!labels.length) return "";
  const verb = labels.length === 1 ? "is" : "are";
  return `${joinWords(labels)} ${verb} where ${ctx.name} expects AI to help most.`;
}

/** Whether the organization has tried AI beyond one person. */
export const organisationUsesAi = (ctx: Context): boolean => ctx.adoption.organisation !== "none";
